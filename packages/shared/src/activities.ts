import { z } from 'zod';
import { nonEmptyText } from './fields.ts';
import { INVALID_VALUE_ERROR } from './errors.ts';

// Uniqueness (case-insensitive, among non-deleted activities) is checked by the server, which answers
// ACTIVITY_NAME_NOT_UNIQUE.
export const activityNameSchema = nonEmptyText('ACTIVITY_NAME_REQUIRED');

export const activityFormSchema = z.object({
  activity: activityNameSchema,
}, INVALID_VALUE_ERROR);
export type ActivityForm = z.output<typeof activityFormSchema>;

// Names compare trimmed and case-insensitively, so "Soccer" and " soccer" are the same activity.
export function normalizeActivityName(name: string): string {
  return name.trim().toLocaleLowerCase('en');
}

export function sortActivitiesByName<A extends { activity: string }>(activities: readonly A[]): A[] {
  return [...activities].sort((a, b) => a.activity.localeCompare(b.activity, 'en', { sensitivity: 'base' }));
}
