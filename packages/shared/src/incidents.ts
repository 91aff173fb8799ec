import { z } from 'zod';
import { ACTIVITY_TYPES } from './claims.ts';
import { type BODY_PARTS, officialStatementSchema, statementAgainstClaim, type OfficialStatement } from './claim-statement.ts';
import { INVALID_VALUE_ERROR } from './errors.ts';
import { clientIdSchema, CROSS_FIELD_CHECK, isBlank, optionalText, requiredId, requiredPastDate, requiredText } from './fields.ts';
import { LANGUAGES, type Choice } from './languages.ts';
import { LIMITS } from './limits.ts';

// An incident (issue 42, ADR 048): every injury on record, reported by whoever saw it (often a coach),
// whether or not it ever becomes a claim. Its fields carry the claim's own names and the school official's
// statement's vocabulary, so that a claim started from it takes them as they are.

export const INCIDENT_STATUSES = ['REPORTED', 'REVIEWED', 'CLOSED'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

// What an incident's history records.
export const INCIDENT_CHANGE_ACTIONS = ['REPORTED', 'REVIEWED', 'CLOSED', 'CLAIM_STARTED', 'RTP_STARTED', 'RTP_STEP', 'RTP_CLEARANCE', 'RTP_CLEARED', 'PARENT_NOTIFIED', 'PHOTO_ADDED'] as const;
export type IncidentChangeAction = (typeof INCIDENT_CHANGE_ACTIONS)[number];

// Files kept with an incident: the return to play's signed clearance, and photos of the injury or the place.
export const INCIDENT_FILE_KINDS = ['CLEARANCE', 'PHOTO'] as const;
export type IncidentFileKind = (typeof INCIDENT_FILE_KINDS)[number];

// ---------- return to play (issue 42, item 5) ----------

// The graduated return after a concussion most state rules and the CDC describe; a school may set its own.
export const DEFAULT_RETURN_TO_PLAY_STEPS = [
  'Symptom-limited activity',
  'Light aerobic exercise',
  'Sport-specific exercise',
  'Non-contact training drills',
  'Full-contact practice',
  'Return to competition',
] as const;
export const RETURN_TO_PLAY_LIMITS = { stepsMax: 10, stepNameMax: 100 } as const;
// Each step lasts at least a day: the next is logged no sooner than this after the one before (the first,
// after the return began).
export const RETURN_TO_PLAY_STEP_MS = 24 * 60 * 60 * 1000;

export const returnToPlayStepsSchema = z
  .array(z.string('INVALID_VALUE').trim().min(1, 'RTP_STEP_NAME_REQUIRED').max(RETURN_TO_PLAY_LIMITS.stepNameMax, 'RTP_STEP_NAME_TOO_LONG'), INVALID_VALUE_ERROR)
  .min(1, 'RTP_STEPS_REQUIRED')
  .max(RETURN_TO_PLAY_LIMITS.stepsMax, 'RTP_STEPS_TOO_MANY');

// A school's own list of places its report form suggests (issue 42); any other place is typed.
export const INCIDENT_PLACES_MAX = 30;
export const incidentPlacesSchema = z
  .array(z.string('INVALID_VALUE').trim().min(1, 'INCIDENT_PLACE_NAME_REQUIRED').max(LIMITS.LOCATION_OF_INJURY_MAX, 'INCIDENT_PLACE_NAME_TOO_LONG'), INVALID_VALUE_ERROR)
  .min(1, 'INCIDENT_PLACES_REQUIRED')
  .max(INCIDENT_PLACES_MAX, 'INCIDENT_PLACES_TOO_MANY');

// All a coach may know of it: never which step, nor anything medical.
export const RETURN_TO_PLAY_STATUSES = ['NOT_CLEARED', 'CLEARED'] as const;

// Whose injury: a student of the school, or a person with no record here, named in person_name.
export const INCIDENT_PERSON_OPTIONS = [
  { value: 'STUDENT', label: { en: 'A student', es: 'Un estudiante' } },
  { value: 'VISITOR', label: { en: 'A visitor', es: 'Un visitante' } },
  { value: 'SPECTATOR', label: { en: 'A spectator', es: 'Un espectador' } },
  { value: 'STAFF', label: { en: 'A staff member', es: 'Un miembro del personal' } },
  { value: 'OTHER', label: { en: 'Someone else', es: 'Otra persona' } },
] as const satisfies readonly Choice[];
export const INCIDENT_PERSON_KINDS = INCIDENT_PERSON_OPTIONS.map((option) => option.value);
export type IncidentPersonKind = (typeof INCIDENT_PERSON_KINDS)[number];

const incidentFields = {
  school_id: requiredId('SCHOOL_REQUIRED'),
  person_kind: z.enum(INCIDENT_PERSON_KINDS, { error: 'PERSON_KIND_REQUIRED' }),
  student_id: z.uuid('STUDENT_REQUIRED').nullish(),
  person_name: optionalText(LIMITS.STATEMENT_NAME_MAX, 'STATEMENT_TEXT_TOO_LONG'),
  injury_date: requiredPastDate('INJURY_DATE_REQUIRED'),
  location_of_injury: requiredText(LIMITS.LOCATION_OF_INJURY_MAX, 'LOCATION_OF_INJURY_REQUIRED', 'LOCATION_OF_INJURY_INVALID'),
  injury_description: requiredText(LIMITS.INJURY_DESCRIPTION_MAX, 'INJURY_DESCRIPTION_REQUIRED', 'INJURY_DESCRIPTION_INVALID'),
  injury_type: optionalText(LIMITS.INJURY_TYPE_MAX, 'INJURY_TYPE_INVALID'),
  // the sport, by name as on a claim; none for an injury at recess or in class
  activity: optionalText(LIMITS.STATEMENT_NAME_MAX, 'STATEMENT_TEXT_TOO_LONG'),
  activity_type: z.enum(ACTIVITY_TYPES, INVALID_VALUE_ERROR).nullish(),
  official_statement: officialStatementSchema,
  // made once per draft on the device: the same report sent again is the same incident (ADR 048)
  client_id: clientIdSchema.nullish(),
  // the language the form was shown in, so its free text's; none takes the reporter's account language
  language: z.enum(LANGUAGES, INVALID_VALUE_ERROR).nullish(),
};

// A student's incident names the student; anyone else's names the person.
const incidentRules = (value: { person_kind?: unknown; student_id?: unknown; person_name?: unknown }, ctx: z.RefinementCtx) => {
  if (value.person_kind === 'STUDENT' && isBlank(value.student_id)) ctx.addIssue({ code: 'custom', path: ['student_id'], message: 'STUDENT_REQUIRED' });
  const someoneElse = value.person_kind !== 'STUDENT' && (INCIDENT_PERSON_KINDS as readonly unknown[]).includes(value.person_kind);
  if (someoneElse && isBlank(value.person_name)) {
    ctx.addIssue({ code: 'custom', path: ['person_name'], message: 'PERSON_NAME_REQUIRED' });
  }
};

export const incidentReportSchema = z
  .object(incidentFields, INVALID_VALUE_ERROR)
  .superRefine(incidentRules, CROSS_FIELD_CHECK)
  .superRefine(statementAgainstClaim, CROSS_FIELD_CHECK);
export type IncidentReport = z.output<typeof incidentReportSchema>;

// Serious, for the e-mail's subject and the list's mark: the person left by ambulance or for a hospital's
// emergency room, or was hurt in the head (a concussion, or the head among the body parts).
const HEAD: (typeof BODY_PARTS)[number] = 'HEAD';
export function isSeriousIncident(statement: Pick<OfficialStatement, 'sent_to' | 'nature_of_injury' | 'body_parts'>): boolean {
  return (
    statement.sent_to === 'AMBULANCE' ||
    statement.sent_to === 'HOSPITAL' ||
    statement.nature_of_injury === 'CONCUSSION' ||
    statement.body_parts.some((body) => body.part === HEAD)
  );
}

// Forward only: a report is reviewed by the school's staff, then closed.
export const NEXT_INCIDENT_STATUS: Record<IncidentStatus, IncidentStatus | null> = { REPORTED: 'REVIEWED', REVIEWED: 'CLOSED', CLOSED: null };

// The incident's page in the web app, as the e-mails link to it.
export const incidentPageUrl = (publicUrl: string, incident: { id: string; school_id: string }) => `${publicUrl}/dashboard/${incident.school_id}/incidents/${incident.id}`;
