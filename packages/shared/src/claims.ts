import { z } from 'zod';
import { isWireDate, toDisplayDate } from './dates.ts';
import {
  CROSS_FIELD_CHECK,
  idSchema,
  isDateBefore,
  nonEmptyText,
  normalizeId,
  optionalText,
  optionalId,
  requiredId,
  requiredPastDate,
  requiredText,
} from './fields.ts';
import { emptyOfficialStatement, officialStatementSchema, statementAgainstClaim, type OfficialStatementValues } from './claim-statement.ts';
import { INVALID_VALUE_ERROR } from './errors.ts';
import { choiceLabel, DEFAULT_LANGUAGE, type Choice, type Language, type Translated } from './languages.ts';
import { booleanToYesNo, YES_NO_OPTIONS } from './yes-no.ts';
import { AUTHORIZATION_VALID_MONTHS, LIMITS } from './limits.ts';
import { claimProviderSchema, parentInfoSchema, studentAddressSchema } from './students.ts';
import { isoDateTime } from './rest.ts';
import { CLAIM_DOCUMENT_KINDS } from './claim-documents.ts';

// A TPA is an English-speaking business and the form it gets is the claim record it processes: its e-mail
// and PDF are English whoever submits (ADR 020).
export const TPA_LANGUAGE: Language = 'en';

// The claim's page for its school's staff (the web's /dashboard/:schoolId/claims/:claimId), which the
// e-mails about a claim link to.
export const claimPageUrl = (publicUrl: string, claim: { id: string; school_id: string }) => `${publicUrl}/dashboard/${claim.school_id}/claims/${claim.id}`;

// ---------- status ----------

// A claim whose school has the parent complete their part online waits for the parent before it goes to
// the TPA (ADR 023); then it is delivered like any claim. An e-mail's own status is a delivery status.
export const DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'ERROR'] as const;
export const CLAIM_STATUSES = ['AWAITING_PARENT', ...DELIVERY_STATUSES] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

// Spanish as the web's claim lists say it (locales/es/claim-records.json), for the files the server writes.
const CLAIM_STATUS_LABELS: Record<ClaimStatus, Translated> = {
  AWAITING_PARENT: { en: 'Awaiting parent', es: 'Esperando al padre o tutor' },
  PENDING: { en: 'Pending', es: 'Pendiente' },
  DELIVERED: { en: 'Sent', es: 'Enviada' },
  ERROR: { en: 'Failed', es: 'Fallida' },
};

export function isClaimStatus(value: unknown): value is ClaimStatus {
  return typeof value === 'string' && (CLAIM_STATUSES as readonly string[]).includes(value);
}

export function claimStatusLabel(status: ClaimStatus, language: Language = DEFAULT_LANGUAGE): string {
  return CLAIM_STATUS_LABELS[status][language];
}

// School staff are not told about delivery failures (support resends them), so ERROR reads as pending.
export function schoolShownStatus(status: ClaimStatus): ClaimStatus {
  return status === 'ERROR' ? 'PENDING' : status;
}


export const CLAIM_STATUS_OPTIONS = CLAIM_STATUSES.map((value) => ({ value, label: CLAIM_STATUS_LABELS[value].en }));

// The school list reads ERROR as Pending, so its status filter offers Pending and Sent, and Pending finds
// the failed claims too.
export const SCHOOL_CLAIM_STATUS_OPTIONS = CLAIM_STATUS_OPTIONS.filter((option) => option.value !== 'ERROR');
export function schoolClaimStatuses(status: ClaimStatus): ClaimStatus[] {
  return status === 'PENDING' || status === 'ERROR' ? ['PENDING', 'ERROR'] : [status];
}

// ---------- option lists ----------

export const ACTIVITY_TYPE_OPTIONS = [
  { value: 'PRACTICE', label: { en: 'Practice', es: 'Entrenamiento' } },
  { value: 'GAME', label: { en: 'Game', es: 'Partido' } },
  { value: 'TRAVEL', label: { en: 'Travel', es: 'Viaje' } },
  { value: 'OTHER', label: { en: 'Other', es: 'Otro' } },
] as const satisfies readonly Choice[];
export const ACTIVITY_TYPES = ACTIVITY_TYPE_OPTIONS.map((option) => option.value);
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const ACTIVITY_LEVEL_OPTIONS = [
  { value: 'INTERCOLLEGIATE', label: { en: 'Intercollegiate', es: 'Intercolegial' } },
  { value: 'CLUB_SPORT', label: { en: 'Club Sport', es: 'Deporte de club' } },
  { value: 'INTRAMURAL_SPORT', label: { en: 'Intramural Sport', es: 'Deporte intramuros' } },
  { value: '24_HOUR_ACCIDENT', label: { en: '24 Hour Accident', es: 'Accidente las 24 horas' } },
  { value: 'OTHER', label: { en: 'Other', es: 'Otro' } },
] as const satisfies readonly Choice[];
export const ACTIVITY_LEVELS = ACTIVITY_LEVEL_OPTIONS.map((option) => option.value);
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];


// ---------- claim information (wizard step) ----------
// Keys the spec does not name: FUTURE_DATE (any date after today), INVALID_DATE (not YYYY-MM-DD or not
// a real day), INJURY_REPORTED_DATE_BEFORE_INJURY (reported date earlier than the injury date),
// INJURY_DESCRIPTION_INVALID (description longer than 2048, following the _INVALID keys of the spec).

// The claim information step holds these fields under the payload's own names and types (ADR 015), so
// its values go into the submit payload as they are and a server error's path is the step's field name.
// A new claim field is one line here.
const claimInformationFields = {
  // schools_third_party_administrators id
  school_third_party_administrator_id: requiredId('TPA_REQUIRED'),
  benefits_due_another_provider: z.boolean(INVALID_VALUE_ERROR).nullish(),
  injury_date: requiredPastDate('INJURY_DATE_REQUIRED'),
  injury_reported_date: requiredPastDate('INJURY_REPORTED_DATE'),
  // the activity name (the payload sends the name, not an id)
  activity: nonEmptyText('ACTIVITY_REQUIRED'),
  activity_type: z.enum(ACTIVITY_TYPES, { error: 'ACTIVITY_TYPE_REQUIRED' }),
  activity_level: z.enum(ACTIVITY_LEVELS, { error: 'ACTIVITY_LEVEL_REQUIRED' }),
  is_work_related: z.boolean({ error: 'IS_WORK_RELATED_REQUIRED' }),
  is_previous_injury: z.boolean({ error: 'IS_PREVIOUS_INJURY_REQUIRED' }),
  location_of_injury: requiredText(LIMITS.LOCATION_OF_INJURY_MAX, 'LOCATION_OF_INJURY_REQUIRED', 'LOCATION_OF_INJURY_INVALID'),
  injury_description: requiredText(LIMITS.INJURY_DESCRIPTION_MAX, 'INJURY_DESCRIPTION_REQUIRED', 'INJURY_DESCRIPTION_INVALID'),
  // "Other detail" of the injury: required when the statement's nature of injury is Other
  injury_type: optionalText(LIMITS.INJURY_TYPE_MAX, 'INJURY_TYPE_INVALID'),
  first_treatment_date: requiredPastDate('FIRST_TREATMENT_DATE_REQUIRED'),
  official_statement: officialStatementSchema,
};

export type ClaimInformationField = keyof typeof claimInformationFields;
export const CLAIM_INFORMATION_FIELDS = Object.keys(claimInformationFields) as ClaimInformationField[];
export const isClaimInformationField = (name: string): name is ClaimInformationField => name in claimInformationFields;

// The claim information fields of a payload or a stored claim, nothing else.
export const pickClaimInformation = <T extends Partial<Record<ClaimInformationField, unknown>>>(source: T) =>
  Object.fromEntries(CLAIM_INFORMATION_FIELDS.map((field) => [field, source[field]])) as Pick<T, ClaimInformationField & keyof T>;

const claimInformationRules = (value: { injury_date: string; injury_reported_date: string; injury_type?: string | null; official_statement?: unknown }, ctx: z.RefinementCtx) => {
  if (isDateBefore(value.injury_reported_date, value.injury_date)) {
    ctx.addIssue({ code: 'custom', path: ['injury_reported_date'], message: 'INJURY_REPORTED_DATE_BEFORE_INJURY' });
  }
  statementAgainstClaim(value, ctx);
};

export const claimInformationSchema = z
  .object(claimInformationFields, INVALID_VALUE_ERROR)
  .superRefine(claimInformationRules, CROSS_FIELD_CHECK);
export type ClaimInformation = z.output<typeof claimInformationSchema>;

// The step before validation: a select or radio nobody answered yet holds null, a text field ''.
export type ClaimInformationValues = { [K in Exclude<ClaimInformationField, 'official_statement'>]: ClaimInformation[K] | null } & {
  official_statement: OfficialStatementValues;
};

export const emptyClaimInformation = (tpaId: string | null): ClaimInformationValues => ({
  school_third_party_administrator_id: tpaId,
  benefits_due_another_provider: null,
  injury_date: '',
  injury_reported_date: '',
  activity: null,
  activity_type: null,
  activity_level: null,
  // SPEC §5: "Is this injury work related?" starts at No
  is_work_related: false,
  is_previous_injury: null,
  location_of_injury: '',
  injury_description: '',
  injury_type: '',
  first_treatment_date: '',
  official_statement: emptyOfficialStatement(),
});

// ---------- how a claim's answers read ----------

type AnswerFormat = 'text' | 'date' | 'yesNo' | 'activityType' | 'activityLevel';

// A claim's answers in the order the wizard's preview, the claim view and the PDF show them (each shows the
// TPA link its own way). `label` is the PDF's; the web labels them as its change log does (claimRecords.fields).
export const CLAIM_ANSWERS = [
  { field: 'injury_date', label: { en: 'Date of injury', es: 'Fecha de la lesión' }, format: 'date' },
  { field: 'injury_reported_date', label: { en: 'Date injury was reported', es: 'Fecha en que se informó la lesión' }, format: 'date' },
  { field: 'first_treatment_date', label: { en: 'Date of first treatment', es: 'Fecha del primer tratamiento' }, format: 'date' },
  { field: 'activity', label: { en: 'Activity', es: 'Actividad' }, format: 'text' },
  { field: 'activity_type', label: { en: 'Activity type', es: 'Tipo de actividad' }, format: 'activityType' },
  { field: 'activity_level', label: { en: 'Activity level', es: 'Nivel de actividad' }, format: 'activityLevel' },
  { field: 'is_work_related', label: { en: 'Work related', es: 'Relacionada con el trabajo' }, format: 'yesNo' },
  { field: 'is_previous_injury', label: { en: 'Previous injury', es: 'Lesión previa' }, format: 'yesNo' },
  { field: 'benefits_due_another_provider', label: { en: 'Benefits due from another provider', es: 'Beneficios a cargo de otra aseguradora' }, format: 'yesNo' },
  { field: 'location_of_injury', label: { en: 'Location of injury', es: 'Lugar de la lesión' }, format: 'text' },
  { field: 'injury_type', label: { en: 'Injury detail', es: 'Detalle de la lesión' }, format: 'text' },
  { field: 'injury_description', label: { en: 'Description of injury', es: 'Descripción de la lesión' }, format: 'text', wide: true },
] as const satisfies ReadonlyArray<{
  field: Exclude<ClaimInformationField, 'school_third_party_administrator_id' | 'official_statement'>;
  label: Translated;
  format: AnswerFormat;
  wide?: boolean;
}>;
export type ClaimAnswer = (typeof CLAIM_ANSWERS)[number];

// An answer as it reads in `language`: a date as MM/DD/YYYY (in both languages), yes or no, an option by
// its label (an unknown code as it is); '' when not given.
export function claimAnswerText(format: AnswerFormat, value: unknown, language: Language = DEFAULT_LANGUAGE): string {
  if (value === null || value === undefined || value === '') return '';
  if (format === 'yesNo') return choiceLabel(YES_NO_OPTIONS, booleanToYesNo(typeof value === 'boolean' ? value : null), language) ?? '';
  const text = String(value);
  if (format === 'date') return toDisplayDate(text);
  if (format === 'activityType') return choiceLabel(ACTIVITY_TYPE_OPTIONS, text, language) ?? text;
  if (format === 'activityLevel') return choiceLabel(ACTIVITY_LEVEL_OPTIONS, text, language) ?? text;
  return text;
}

// A schools_third_party_administrators row as the wizard gets it: uuid ids, activity uuids it is limited to.
export type SchoolTpaChoice = { id: string; is_default?: boolean | null; activities?: readonly string[] | null };

// The school's default TPA link, else its only link, else nothing preselected.
export function preselectedSchoolTpaId(links: readonly SchoolTpaChoice[]): string | null {
  const byDefault = links.find((link) => link.is_default === true);
  if (byDefault) return byDefault.id;
  return links.length === 1 && links[0] ? links[0].id : null;
}

// A link limited to some sports offers only those; a link with none offers every activity.
// Ids compare case-insensitively (uuids).
export function activityChoicesFor<A extends { id: string }>(
  link: Pick<SchoolTpaChoice, 'activities'> | null | undefined,
  activities: readonly A[],
): A[] {
  const allowed = link?.activities;
  if (!allowed || allowed.length === 0) return [...activities];
  const ids = new Set(allowed.map(normalizeId));
  return activities.filter((activity) => ids.has(normalizeId(activity.id)));
}

// ---------- submit payload (POST /v1/claims, POST /v1/claims/{claimId}) ----------

type ClaimAddressLines = { address_1?: string | null; address_2?: string | null; city?: string | null; state_prov?: string | null; postal_code?: string | null; country?: string | null };

// Whether a claim's address (the student's or the parent's) was entered: the country alone is no address,
// since the wizard sends one with every parent record, even a name only. The PDF and the claim view agree.
export const hasAddressLines = (address: ClaimAddressLines | null | undefined): boolean =>
  Boolean(address && [address.address_1, address.address_2, address.city, address.state_prov, address.postal_code].some((part) => part?.trim()));


// Two claims of one student report the same injury when they have its date and sport (issue 18): a new
// one is refused without a reason (CLAIM_DUPLICATE). One a day apart is only shown to the reporter.
export const isSameInjury = (a: { injury_date: string; activity: string }, b: { injury_date: string; activity: string }) =>
  a.injury_date === b.injury_date && a.activity.trim().toLowerCase() === b.activity.trim().toLowerCase();

// The body is sent as { data: ClaimSubmit }. The server must still check that the school, link,
// student and providers belong together and to the caller, and should stamp submitted_to_tpa_at itself.
export const claimSubmitSchema = z
  .object({
    claim_id: optionalId(),
    school_id: idSchema,
    ...claimInformationFields,
    student_id: idSchema,
    // Sent only for a student without a birth date (a OneRoster import without demographics): the claim
    // needs one, and the student keeps it. The server refuses a claim for such a student without it.
    student_date_of_birth: requiredPastDate('DOB_REQUIRED').optional(),
    student_address: studentAddressSchema,
    // null when no parent info was given
    parent_info: parentInfoSchema.nullish(),
    is_insured: z.literal(true, INVALID_VALUE_ERROR),
    submitted_to_tpa_at: z.string(INVALID_VALUE_ERROR).refine(isWireDate, 'INVALID_DATE'),
    students_providers: z.array(claimProviderSchema, INVALID_VALUE_ERROR),
    status: z.literal('PENDING', INVALID_VALUE_ERROR),
    // Documents uploaded in the wizard before the claim existed (drafts of the school), attached on submit.
    document_ids: z.array(requiredId('NOT_FOUND'), INVALID_VALUE_ERROR).max(LIMITS.CLAIM_DOCUMENTS_MAX, 'TOO_MANY_DOCUMENTS').default([]),
    // Why the school reports it although the student has a claim of the same injury date and sport: the
    // server refuses such a new claim without it (CLAIM_DUPLICATE) and keeps it in the claim's history.
    duplicate_reason: optionalText(LIMITS.STATEMENT_TEXT_MAX, 'REASON_MAX'),
    // The incident the claim was started from (ADR 048): the claim and the incident link to each other,
    // one claim per incident.
    incident_id: optionalId(),
  }, INVALID_VALUE_ERROR)
  .superRefine(claimInformationRules, CROSS_FIELD_CHECK);
export type ClaimSubmit = z.output<typeof claimSubmitSchema>;

// ---------- lists ----------

export const SCHOOL_CLAIM_SORT_COLUMNS = [
  'claimant_name',
  'student_id',
  'status',
  'submitted_by',
  'date_of_accident',
  'date_submitted',
] as const;
export const GLOBAL_CLAIM_SORT_COLUMNS = [...SCHOOL_CLAIM_SORT_COLUMNS, 'school', 'tpa'] as const;
export type SchoolClaimSortColumn = (typeof SCHOOL_CLAIM_SORT_COLUMNS)[number];
export type ClaimSortColumn = (typeof GLOBAL_CLAIM_SORT_COLUMNS)[number];

export const DEFAULT_CLAIM_SORT = { column: 'date_submitted', direction: 'desc' } as const satisfies {
  column: ClaimSortColumn;
  direction: 'asc' | 'desc';
};

// ---------- authorisation (signature step, claim PDF) ----------

// Shown on the signature step and printed on the claim PDF above the signature block, so what the
// school signed and what the TPA receives are the same words. The English is what is signed; Spanish
// readers get the rendering after it (ADR 020).
// The school signer's evidence cites this version of the text above (ADR 023); new words need a new one.
export const CLAIM_AUTHORIZATION_VERSION = 'claim-authorization-2026-06-01';

export const CLAIM_AUTHORIZATION_TEXT: readonly Translated[] = [
  {
    en: 'I authorize any physician, hospital, clinic, school or other medical or health care provider, insurer, or other organization that has records or knowledge of the student named in this claim, of the injury reported, or of the student\'s medical history, treatment or benefits, to release that information to the claims administrator named in this claim, and to its representatives, for the purpose of evaluating and administering this claim.',
    es: 'Autorizo a todo médico, hospital, clínica, escuela u otro proveedor de atención médica o de salud, aseguradora u otra organización que tenga registros o conocimiento del estudiante nombrado en esta reclamación, de la lesión informada, o del historial médico, el tratamiento o los beneficios del estudiante, a divulgar esa información al administrador de reclamaciones nombrado en esta reclamación y a sus representantes, con el fin de evaluar y administrar esta reclamación.',
  },
  {
    en: 'I understand that the information released may be used only to process this claim and to determine the benefits payable under the school\'s accident insurance policy. I certify that the information in this claim is true and complete to the best of my knowledge.',
    es: 'Entiendo que la información divulgada solo podrá usarse para tramitar esta reclamación y para determinar los beneficios pagaderos conforme a la póliza de seguro contra accidentes de la escuela. Certifico que, según mi leal saber y entender, la información de esta reclamación es verdadera y completa.',
  },
  {
    en: `This authorization is valid for ${AUTHORIZATION_VALID_MONTHS} months from the date it is signed. A photocopy or electronic copy of this authorization is as valid as the original.`,
    es: `Esta autorización es válida por ${AUTHORIZATION_VALID_MONTHS} meses a partir de la fecha de su firma. Una fotocopia o copia electrónica de esta autorización tiene la misma validez que el original.`,
  },
];

// The REST half of a claim (SPEC §7). A submission travels as { data: payload }.
export const claimSubmissionSchema = z.object({ data: claimSubmitSchema }, { error: 'VALIDATION_FAILED' });
export const claimSubmitAnswer = z.object({
  success: z.literal(true),
  claim_id: z.string(),
  claim_number: z.number().int(),
  // an edit of a claim the parent had signed sends them a new link to sign again
  parent_asked_again: z.boolean().optional(),
});
export type ClaimSubmitAnswer = z.infer<typeof claimSubmitAnswer>;

export const CLAIM_EMAIL_KINDS = ['CLAIM', 'SUPPLEMENT'] as const;
// An e-mail to the TPA as the staff's viewer shows it.
export const claimEmailAnswer = z.object({
  email: z.object({
    kind: z.enum(CLAIM_EMAIL_KINDS),
    subject: z.string(),
    to: z.string().nullable(),
    text: z.string(),
    attachment: z.string(),
    documents: z.array(z.object({ id: z.string(), kind: z.enum(CLAIM_DOCUMENT_KINDS), filename: z.string(), content_type: z.string(), size: z.number().int(), by_link: z.boolean() })),
    status: z.enum(DELIVERY_STATUSES),
    sent_at: isoDateTime.nullable(),
    viewed_at: isoDateTime.nullable(),
  }),
});
export type ClaimEmailView = z.infer<typeof claimEmailAnswer>['email'];
export const claimEmailViewedAnswer = z.object({ success: z.literal(true), viewed_at: isoDateTime });
// A short-lived token for one PDF, which a new window sends as its jwt query (it cannot send a bearer token).
export const pdfTokenAnswer = z.object({ success: z.literal(true), token: z.string().min(1) });
export const pdfTokenQuery = z.object({ jwt: z.string(INVALID_VALUE_ERROR).optional() }, INVALID_VALUE_ERROR);
