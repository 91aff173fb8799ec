import { z } from 'zod';
import { parentDocumentAnswerSchema, type ClaimDocumentKind } from './claim-documents.ts';
import { INVALID_VALUE_ERROR } from './errors.ts';
import { idSchema, optionalText, requiredId } from './fields.ts';
import { LANGUAGES } from './languages.ts';
import { LIMITS } from './limits.ts';
import { seasonAuthorizationFactsAnswerSchema } from './parent-authorization.ts';

// The parent's part before the season (issue 43, ADR 049): staff send a campaign, each guardian one link
// for all of their students, and what a guardian signs stands for 12 months, so a claim need not wait.

// Staff choose the students, or every student of the school with a guardian e-mail; the campaign names
// the sport or activity its season is for (the roster keeps no teams).
export const campaignCreateSchema = z
  .object(
    {
      school_id: requiredId('SCHOOL_NOT_SELECTED'),
      activity: optionalText(LIMITS.SCHOOL_NAME_MAX, 'NAME_MAX'),
      all_with_guardian: z.boolean(INVALID_VALUE_ERROR).default(false),
      student_ids: z.array(idSchema, INVALID_VALUE_ERROR).max(LIMITS.CAMPAIGN_STUDENTS_MAX, INVALID_VALUE_ERROR).default([]),
    },
    INVALID_VALUE_ERROR,
  )
  .refine((value) => value.all_with_guardian || value.student_ids.length > 0, { path: ['student_ids'], message: 'CAMPAIGN_STUDENTS_REQUIRED' });
export type CampaignCreate = z.output<typeof campaignCreateSchema>;

// Where one guardian's request stands: all their students signed (or revoked since), still to do,
// declined, or their e-mail could not be delivered.
export const GUARDIAN_REQUEST_STATES = ['COMPLETED', 'PENDING', 'OPTED_OUT', 'BOUNCED'] as const;
export type GuardianRequestState = (typeof GUARDIAN_REQUEST_STATES)[number];

// The REST answers of the guardian's page. GET /v1/guardian/:token: the language its e-mail was written in.
export const guardianLinkAnswer = z.object({ language: z.enum(LANGUAGES) });

// A student of the guardian as the page shows them: the authorization the guardian would sign, and the
// one on file from this link, if any.
export const guardianStudentAnswerSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  authorization: seasonAuthorizationFactsAnswerSchema,
  on_file: z.object({ signed_on: z.string(), expires_on: z.string(), revoked_on: z.string().nullable() }).nullable(),
  // the card photos added for the next signature
  cards: z.array(parentDocumentAnswerSchema),
});
export type GuardianStudent = z.infer<typeof guardianStudentAnswerSchema>;

export const guardianRequestAnswer = z.object({
  request: z.object({
    school_name: z.string(),
    activity: z.string().nullable(),
    language: z.enum(LANGUAGES),
    guardian: z.object({ first_name: z.string(), last_name: z.string(), email: z.string(), phone: z.string() }),
    opted_out: z.boolean(),
    students: z.array(guardianStudentAnswerSchema),
  }),
});
export type GuardianRequest = z.infer<typeof guardianRequestAnswer>['request'];

// The insurance card's photos a guardian may add for a student, at most SEASON_CARDS_MAX (a card and a
// second insurance's, both sides).
export const SEASON_CARD_KINDS = ['INSURANCE_CARD_FRONT', 'INSURANCE_CARD_BACK'] as const satisfies readonly ClaimDocumentKind[];
export type SeasonCardKind = (typeof SEASON_CARD_KINDS)[number];
export const isSeasonCardKind = (value: unknown): value is SeasonCardKind => (SEASON_CARD_KINDS as readonly unknown[]).includes(value);
export const SEASON_CARDS_MAX = 4;

export const guardianStudentParams = z.object({ token: z.string(INVALID_VALUE_ERROR), studentId: z.string(INVALID_VALUE_ERROR) }, INVALID_VALUE_ERROR);
export const guardianSignAnswer = z.object({ expires_on: z.string() });
