import { describe, expect, it } from 'vitest';
import { activityFormSchema, normalizeActivityName, sortActivitiesByName } from './activities.ts';
import { expectIssue } from './test-helpers.ts';

describe('activityFormSchema', () => {
  it('trims the name', () => {
    expect(activityFormSchema.parse({ activity: '  Soccer ' })).toEqual({ activity: 'Soccer' });
  });

  it.each([[''], ['   '], [undefined], [null]])('%j fails with ACTIVITY_NAME_REQUIRED', (activity) => {
    expectIssue(activityFormSchema, { activity }, 'activity', 'ACTIVITY_NAME_REQUIRED');
  });

  it('normalises names for the uniqueness check and sorts by name', () => {
    expect(normalizeActivityName(' Soccer ')).toBe(normalizeActivityName('soccer'));
    expect(sortActivitiesByName([{ activity: 'tennis' }, { activity: 'Baseball' }])).toEqual([
      { activity: 'Baseball' },
      { activity: 'tennis' },
    ]);
  });
});
