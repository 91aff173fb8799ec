import { z } from 'zod';
import { requiredId, requiredText } from './fields.ts';
import { userEmailSchema } from './sign-in.ts';
import { INVALID_VALUE_ERROR } from './errors.ts';
import { LANGUAGES } from './languages.ts';
import { LIMITS } from './limits.ts';

// Add/edit school user modal; column names of the users table.
export const userFormSchema = z.object({
  first_name: requiredText(LIMITS.PERSON_NAME_MAX, 'FIRST_NAME_REQUIRED', 'FIRST_NAME_MAX'),
  last_name: requiredText(LIMITS.PERSON_NAME_MAX, 'LAST_NAME_REQUIRED', 'LAST_NAME_MAX'),
  email_address: userEmailSchema,
  is_active: z.boolean({ error: 'IS_ACTIVE_REQUIRED' }),
}, INVALID_VALUE_ERROR);
export type UserForm = z.output<typeof userFormSchema>;
export type UserFormInput = z.input<typeof userFormSchema>;

// POST /v1/user: an admin adds a school's staff member (type 'user') or a coach (ADR 048).
export const createSchoolUserSchema = z.object({
  email: userEmailSchema,
  first_name: requiredText(LIMITS.PERSON_NAME_MAX, 'FIRST_NAME_REQUIRED', 'FIRST_NAME_MAX'),
  last_name: requiredText(LIMITS.PERSON_NAME_MAX, 'LAST_NAME_REQUIRED', 'LAST_NAME_MAX'),
  school_id: requiredId('SCHOOL_REQUIRED'),
  type: z.enum(['user', 'coach'], INVALID_VALUE_ERROR).default('user'),
}, INVALID_VALUE_ERROR);
// A school's staff invite their coaches: the same form, always a coach.
export const coachInviteSchema = createSchoolUserSchema.omit({ type: true });
export type CoachInvite = z.output<typeof coachInviteSchema>;
export type CreateSchoolUser = z.output<typeof createSchoolUserSchema>;

// A school's list of coaches: INVITED until the person signs in (a new account) or accepts the
// invitation (an account that existed), whichever it was, so that the list tells the school nothing of
// other schools (ADR 048).
export const COACH_STATUSES = ['INVITED', 'ACTIVE', 'INACTIVE'] as const;
export type CoachStatus = (typeof COACH_STATUSES)[number];

// POST /v1/auth/me/language: the signed-in user's own choice, kept for their next sign-in.
export const preferredLanguageSchema = z.object({ language: z.enum(LANGUAGES, INVALID_VALUE_ERROR) }, INVALID_VALUE_ERROR);
