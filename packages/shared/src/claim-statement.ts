import { z } from 'zod';
import { isFutureDate, isWireDate, toDisplayDate, todayWire } from './dates.ts';
import { CROSS_FIELD_CHECK, isDateBefore, optionalText } from './fields.ts';
import { INVALID_VALUE_ERROR } from './errors.ts';
import { choiceLabel, type Choice, type Language, type Translated } from './languages.ts';
import { booleanToYesNo, YES_NO_OPTIONS } from './yes-no.ts';
import { LIMITS } from './limits.ts';

// The school official's statement (issue 16): what every student-accident administrator's claim form asks
// the school for beyond the wizard's claim information. Coded where the forms use a list, each list with
// an Other the free text explains.

export const BODY_PART_OPTIONS = [
  { value: 'HEAD', label: { en: 'Head', es: 'Cabeza' } },
  { value: 'FACE', label: { en: 'Face', es: 'Cara' } },
  { value: 'EYE', label: { en: 'Eye', es: 'Ojo' } },
  { value: 'MOUTH_TEETH', label: { en: 'Mouth or teeth', es: 'Boca o dientes' } },
  { value: 'NECK', label: { en: 'Neck', es: 'Cuello' } },
  { value: 'SHOULDER', label: { en: 'Shoulder', es: 'Hombro' } },
  { value: 'ARM', label: { en: 'Arm', es: 'Brazo' } },
  { value: 'ELBOW', label: { en: 'Elbow', es: 'Codo' } },
  { value: 'WRIST', label: { en: 'Wrist', es: 'Muñeca' } },
  { value: 'HAND_FINGER', label: { en: 'Hand or finger', es: 'Mano o dedo' } },
  { value: 'CHEST_RIBS', label: { en: 'Chest or ribs', es: 'Pecho o costillas' } },
  { value: 'BACK', label: { en: 'Back', es: 'Espalda' } },
  { value: 'ABDOMEN', label: { en: 'Abdomen', es: 'Abdomen' } },
  { value: 'HIP', label: { en: 'Hip', es: 'Cadera' } },
  { value: 'LEG', label: { en: 'Leg', es: 'Pierna' } },
  { value: 'KNEE', label: { en: 'Knee', es: 'Rodilla' } },
  { value: 'ANKLE', label: { en: 'Ankle', es: 'Tobillo' } },
  { value: 'FOOT_TOE', label: { en: 'Foot or toe', es: 'Pie o dedo del pie' } },
  { value: 'OTHER', label: { en: 'Other', es: 'Otra' } },
] as const satisfies readonly Choice[];
export const BODY_PARTS = BODY_PART_OPTIONS.map((option) => option.value);
export type BodyPart = (typeof BODY_PARTS)[number];

export const BODY_SIDE_OPTIONS = [
  { value: 'LEFT', label: { en: 'Left', es: 'Izquierdo' } },
  { value: 'RIGHT', label: { en: 'Right', es: 'Derecho' } },
  { value: 'BOTH', label: { en: 'Both', es: 'Ambos' } },
  { value: 'NOT_APPLICABLE', label: { en: 'Not applicable', es: 'No corresponde' } },
] as const satisfies readonly Choice[];
export const BODY_SIDES = BODY_SIDE_OPTIONS.map((option) => option.value);
export type BodySide = (typeof BODY_SIDES)[number];

export const INJURY_NATURE_OPTIONS = [
  { value: 'SPRAIN_STRAIN', label: { en: 'Sprain or strain', es: 'Esguince o distensión' } },
  { value: 'FRACTURE', label: { en: 'Fracture', es: 'Fractura' } },
  { value: 'DISLOCATION', label: { en: 'Dislocation', es: 'Dislocación' } },
  { value: 'CONCUSSION', label: { en: 'Concussion or head injury', es: 'Conmoción o lesión en la cabeza' } },
  { value: 'CONTUSION', label: { en: 'Bruise (contusion)', es: 'Moretón (contusión)' } },
  { value: 'LACERATION', label: { en: 'Cut (laceration)', es: 'Cortada (laceración)' } },
  { value: 'ABRASION', label: { en: 'Scrape (abrasion)', es: 'Raspón (abrasión)' } },
  { value: 'DENTAL', label: { en: 'Dental injury', es: 'Lesión dental' } },
  { value: 'BURN', label: { en: 'Burn', es: 'Quemadura' } },
  { value: 'HEAT_ILLNESS', label: { en: 'Heat illness', es: 'Enfermedad por calor' } },
  { value: 'OTHER', label: { en: 'Other', es: 'Otra' } },
] as const satisfies readonly Choice[];
export const INJURY_NATURES = INJURY_NATURE_OPTIONS.map((option) => option.value);
export type InjuryNature = (typeof INJURY_NATURES)[number];

export const INJURY_MECHANISM_OPTIONS = [
  { value: 'COLLISION_WITH_PERSON', label: { en: 'Collision with another person', es: 'Choque con otra persona' } },
  { value: 'STRUCK_BY_OBJECT', label: { en: 'Struck by a ball or equipment', es: 'Golpe de una pelota o equipo' } },
  { value: 'STRUCK_AGAINST_SURFACE', label: { en: 'Hit the ground, a wall or a fixed object', es: 'Golpe contra el suelo, una pared o un objeto fijo' } },
  { value: 'FALL', label: { en: 'Fall', es: 'Caída' } },
  { value: 'TWIST_OR_LANDING', label: { en: 'Twisting or landing', es: 'Torcedura o mala caída al aterrizar' } },
  { value: 'OVEREXERTION', label: { en: 'Overexertion', es: 'Sobreesfuerzo' } },
  { value: 'OTHER', label: { en: 'Other', es: 'Otro' } },
] as const satisfies readonly Choice[];
export const INJURY_MECHANISMS = INJURY_MECHANISM_OPTIONS.map((option) => option.value);
export type InjuryMechanism = (typeof INJURY_MECHANISMS)[number];

export const SENT_TO_OPTIONS = [
  { value: 'RETURNED_TO_ACTIVITY', label: { en: 'Returned to activity or class', es: 'Volvió a la actividad o a clase' } },
  { value: 'SCHOOL_NURSE_OR_TRAINER', label: { en: 'School nurse or athletic trainer', es: 'Enfermería escolar o entrenador atlético' } },
  { value: 'HOME', label: { en: 'Home with a parent', es: 'A casa con un padre o tutor' } },
  { value: 'DOCTOR', label: { en: 'Doctor', es: 'Médico' } },
  { value: 'URGENT_CARE', label: { en: 'Urgent care', es: 'Atención de urgencia' } },
  { value: 'HOSPITAL', label: { en: 'Hospital emergency room', es: 'Sala de emergencias del hospital' } },
  { value: 'AMBULANCE', label: { en: 'Ambulance', es: 'Ambulancia' } },
  { value: 'OTHER', label: { en: 'Other', es: 'Otro' } },
] as const satisfies readonly Choice[];
export const SENT_TO = SENT_TO_OPTIONS.map((option) => option.value);
export type SentTo = (typeof SENT_TO)[number];

export const PARENT_NOTICE_OPTIONS = [
  { value: 'PHONE', label: { en: 'Phone call', es: 'Llamada telefónica' } },
  { value: 'IN_PERSON', label: { en: 'In person', es: 'En persona' } },
  { value: 'TEXT', label: { en: 'Text message', es: 'Mensaje de texto' } },
  { value: 'EMAIL', label: { en: 'E-mail', es: 'Correo electrónico' } },
  { value: 'OTHER', label: { en: 'Other', es: 'Otro' } },
] as const satisfies readonly Choice[];
export const PARENT_NOTICE_METHODS = PARENT_NOTICE_OPTIONS.map((option) => option.value);
export type ParentNoticeMethod = (typeof PARENT_NOTICE_METHODS)[number];

// A time of day as HH:MM, 24-hour (what an <input type="time"> gives).
const isTimeOfDay = (value: unknown): value is string => typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

// The clock's own local time as HH:MM, read with todayWire's calendar.
const nowTimeOfDay = (now: Date = new Date()) => `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;

// True when the moment (date, time) is after now on the checker's clock. A server on UTC is ahead of any
// American school's wall clock, so a moment the browser accepts is never refused by the server.
export function isFutureMoment(date: unknown, time: unknown, now: Date = new Date()): boolean {
  if (!isWireDate(date)) return false;
  const today = todayWire(now);
  if (isFutureDate(date, today)) return true;
  return date === today && isTimeOfDay(time) && time > nowTimeOfDay(now);
}

const optionalTime = z
  .string({ error: 'TIME_INVALID' })
  .trim()
  .refine((value) => value === '' || isTimeOfDay(value), 'TIME_INVALID')
  .nullish();

const optionalDate = z
  .string({ error: 'INVALID_DATE' })
  .trim()
  .refine((value) => value === '' || isWireDate(value), 'INVALID_DATE')
  .refine((value) => !isFutureDate(value), 'FUTURE_DATE')
  .nullish();

const statementText = (max: number) => optionalText(max, 'STATEMENT_TEXT_TOO_LONG');
const optionalBoolean = z.boolean(INVALID_VALUE_ERROR).nullish();

export const bodyPartSchema = z.object(
  {
    part: z.enum(BODY_PARTS, { error: 'BODY_PART_REQUIRED' }),
    side: z.enum(BODY_SIDES, { error: 'BODY_SIDE_REQUIRED' }),
  },
  INVALID_VALUE_ERROR,
);
export type StatementBodyPart = z.output<typeof bodyPartSchema>;

export const witnessSchema = z.object(
  {
    name: z.string({ error: 'WITNESS_NAME_REQUIRED' }).trim().min(1, 'WITNESS_NAME_REQUIRED').max(LIMITS.STATEMENT_NAME_MAX, 'STATEMENT_TEXT_TOO_LONG'),
    phone: optionalText(LIMITS.PHONE_MAX, 'PHONE_INVALID'),
  },
  INVALID_VALUE_ERROR,
);
export type StatementWitness = z.output<typeof witnessSchema>;

const statementFields = {
  accident_time: optionalTime,
  body_parts: z.array(bodyPartSchema, INVALID_VALUE_ERROR).min(1, 'BODY_PART_REQUIRED').max(LIMITS.STATEMENT_BODY_PARTS_MAX, 'INVALID_VALUE'),
  nature_of_injury: z.enum(INJURY_NATURES, { error: 'NATURE_OF_INJURY_REQUIRED' }),
  mechanism: z.enum(INJURY_MECHANISMS, { error: 'MECHANISM_REQUIRED' }),
  mechanism_other: statementText(LIMITS.STATEMENT_TEXT_MAX),
  is_school_sponsored: z.boolean({ error: 'SPONSORED_REQUIRED' }),
  is_supervised: z.boolean({ error: 'SUPERVISED_REQUIRED' }),
  supervisor_name: statementText(LIMITS.STATEMENT_NAME_MAX),
  supervisor_title: statementText(LIMITS.STATEMENT_NAME_MAX),
  supervisor_witnessed: optionalBoolean,
  witnesses: z.array(witnessSchema, INVALID_VALUE_ERROR).max(LIMITS.STATEMENT_WITNESSES_MAX, 'INVALID_VALUE'),
  first_aid: statementText(LIMITS.STATEMENT_TEXT_MAX),
  first_aid_by: statementText(LIMITS.STATEMENT_NAME_MAX),
  sent_to: z.enum(SENT_TO, INVALID_VALUE_ERROR).nullish(),
  sent_to_other: statementText(LIMITS.STATEMENT_TEXT_MAX),
  parent_notified_date: optionalDate,
  parent_notified_time: optionalTime,
  parent_notified_how: z.enum(PARENT_NOTICE_METHODS, INVALID_VALUE_ERROR).nullish(),
  school_transport: optionalBoolean,
};

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

type StatementShape = { [K in keyof typeof statementFields]?: unknown };

// The rules between the statement's own fields: an Other explained, a supervisor named, no notice time
// without its date.
const statementRules = (value: StatementShape, ctx: z.RefinementCtx) => {
  const need = (condition: boolean, path: keyof typeof statementFields, message: string) => {
    if (condition) ctx.addIssue({ code: 'custom', path: [path], message });
  };
  need(value.mechanism === 'OTHER' && blank(value.mechanism_other), 'mechanism_other', 'MECHANISM_OTHER_REQUIRED');
  need(value.sent_to === 'OTHER' && blank(value.sent_to_other), 'sent_to_other', 'SENT_TO_OTHER_REQUIRED');
  need(value.is_supervised === true && blank(value.supervisor_name), 'supervisor_name', 'SUPERVISOR_NAME_REQUIRED');
  need(!blank(value.parent_notified_time) && blank(value.parent_notified_date), 'parent_notified_date', 'PARENT_NOTIFIED_DATE_REQUIRED');
  need(isFutureMoment(value.parent_notified_date, value.parent_notified_time), 'parent_notified_time', 'FUTURE_TIME');
};

export const officialStatementSchema = z.object(statementFields, INVALID_VALUE_ERROR).superRefine(statementRules, CROSS_FIELD_CHECK);
export type OfficialStatement = z.output<typeof officialStatementSchema>;

// The rules that read the claim around the statement: the accident was not later than now, the parent
// was not told before it happened, and an injury of nature Other says what it was (in injury_type).
export function statementAgainstClaim(
  value: { injury_date?: unknown; injury_type?: unknown; official_statement?: unknown },
  ctx: z.RefinementCtx,
) {
  const statement = value.official_statement as StatementShape | null | undefined;
  if (!statement || typeof statement !== 'object') return;
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (isFutureMoment(value.injury_date, statement.accident_time)) issue(['official_statement', 'accident_time'], 'FUTURE_TIME');
  if (isDateBefore(statement.parent_notified_date, value.injury_date)) issue(['official_statement', 'parent_notified_date'], 'PARENT_NOTIFIED_BEFORE_INJURY');
  if (statement.nature_of_injury === 'OTHER' && blank(value.injury_type)) issue(['injury_type'], 'INJURY_TYPE_REQUIRED');
}

// The statement before validation: a select or radio nobody answered yet holds null, a text field ''.
export type OfficialStatementValues = {
  [K in keyof OfficialStatement]: K extends 'body_parts'
    ? { part: BodyPart | null; side: BodySide | null }[]
    : K extends 'witnesses'
      ? { name: string; phone: string }[]
      : Exclude<OfficialStatement[K], undefined> | null;
};

export const emptyOfficialStatement = (): OfficialStatementValues => ({
  accident_time: '',
  body_parts: [{ part: null, side: null }],
  nature_of_injury: null,
  mechanism: null,
  mechanism_other: '',
  is_school_sponsored: null,
  is_supervised: null,
  supervisor_name: '',
  supervisor_title: '',
  supervisor_witnessed: null,
  witnesses: [],
  first_aid: '',
  first_aid_by: '',
  sent_to: null,
  sent_to_other: '',
  parent_notified_date: '',
  parent_notified_time: '',
  parent_notified_how: null,
  school_transport: null,
});

// A stored statement as the API gives it (absent answers null) to the form's values; a claim reported
// before the statement was asked starts from the empty statement.
export function officialStatementFromApi(api: { [K in keyof OfficialStatement]?: unknown } | null | undefined): OfficialStatementValues {
  const empty = emptyOfficialStatement();
  if (!api) return empty;
  const values = Object.fromEntries(
    (Object.keys(empty) as (keyof OfficialStatementValues)[]).map((key) => [key, api[key] ?? empty[key]]),
  ) as OfficialStatementValues;
  return {
    ...values,
    body_parts: values.body_parts.length > 0 ? values.body_parts : empty.body_parts,
    witnesses: values.witnesses.map((witness) => ({ name: witness.name, phone: witness.phone ?? '' })),
  };
}

// ---------- how a statement reads (the wizard's preview, the claim view, the PDF) ----------

const STATEMENT_LABELS = {
  accident_time: { en: 'Time of the accident', es: 'Hora del accidente' },
  body_parts: { en: 'Body parts', es: 'Partes del cuerpo' },
  nature_of_injury: { en: 'Nature of injury', es: 'Naturaleza de la lesión' },
  mechanism: { en: 'How it happened', es: 'Cómo ocurrió' },
  is_school_sponsored: { en: 'School-sponsored activity', es: 'Actividad patrocinada por la escuela' },
  is_supervised: { en: 'Supervised', es: 'Supervisada' },
  supervisor: { en: 'Supervisor', es: 'Supervisor' },
  supervisor_witnessed: { en: 'Supervisor saw it', es: 'El supervisor lo vio' },
  witnesses: { en: 'Other witnesses', es: 'Otros testigos' },
  first_aid: { en: 'First aid', es: 'Primeros auxilios' },
  sent_to: { en: 'Sent to', es: 'Enviado a' },
  parent_notified: { en: 'Parent told', es: 'Aviso al padre o tutor' },
  school_transport: { en: 'School-provided transport', es: 'Transporte de la escuela' },
} as const satisfies Record<string, Translated>;

export const STATEMENT_TITLE: Translated = { en: "School Official's Statement", es: 'Declaración del funcionario escolar' };

const yesNo = (value: boolean | null | undefined, language: Language) => choiceLabel(YES_NO_OPTIONS, booleanToYesNo(value), language) ?? '';

const joined = (parts: readonly (string | null | undefined)[], separator = ', ') => parts.filter((part) => part?.trim()).join(separator);
const withOther = (options: readonly Choice[], value: string | null | undefined, other: string | null | undefined, language: Language) =>
  value === 'OTHER' && other?.trim() ? `${choiceLabel(options, value, language) ?? value}: ${other.trim()}` : (choiceLabel(options, value ?? null, language) ?? value ?? '');

export type StatementLine = { key: keyof typeof STATEMENT_LABELS; label: string; text: string };

// The statement as labelled lines in `language`, unanswered ones left out. Times read as written (HH:MM).
export function statementLines(statement: OfficialStatement, language: Language): StatementLine[] {
  const lines: [keyof typeof STATEMENT_LABELS, string][] = [
    ['accident_time', statement.accident_time ?? ''],
    [
      'body_parts',
      statement.body_parts
        .map((body) => `${choiceLabel(BODY_PART_OPTIONS, body.part, language) ?? body.part} (${choiceLabel(BODY_SIDE_OPTIONS, body.side, language) ?? body.side})`)
        .join('; '),
    ],
    ['nature_of_injury', choiceLabel(INJURY_NATURE_OPTIONS, statement.nature_of_injury, language) ?? statement.nature_of_injury],
    ['mechanism', withOther(INJURY_MECHANISM_OPTIONS, statement.mechanism, statement.mechanism_other, language)],
    ['is_school_sponsored', yesNo(statement.is_school_sponsored, language)],
    ['is_supervised', yesNo(statement.is_supervised, language)],
    ['supervisor', statement.is_supervised ? joined([statement.supervisor_name, statement.supervisor_title]) : ''],
    ['supervisor_witnessed', statement.is_supervised ? yesNo(statement.supervisor_witnessed, language) : ''],
    ['witnesses', statement.witnesses.map((witness) => joined([witness.name, witness.phone])).join('; ')],
    ['first_aid', joined([statement.first_aid, statement.first_aid_by], ' / ')],
    ['sent_to', withOther(SENT_TO_OPTIONS, statement.sent_to, statement.sent_to_other, language)],
    [
      'parent_notified',
      joined([
        statement.parent_notified_date ? toDisplayDate(statement.parent_notified_date) : '',
        statement.parent_notified_time,
        choiceLabel(PARENT_NOTICE_OPTIONS, statement.parent_notified_how ?? null, language),
      ]),
    ],
    ['school_transport', yesNo(statement.school_transport, language)],
  ];
  return lines.filter(([, text]) => text.trim() !== '').map(([key, text]) => ({ key, label: STATEMENT_LABELS[key][language], text }));
}

// Each answer's own name, for the claim history that lists an edit answer by answer.
export const STATEMENT_FIELD_LABELS = {
  accident_time: STATEMENT_LABELS.accident_time,
  body_parts: STATEMENT_LABELS.body_parts,
  nature_of_injury: STATEMENT_LABELS.nature_of_injury,
  mechanism: STATEMENT_LABELS.mechanism,
  mechanism_other: { en: 'How it happened (other)', es: 'Cómo ocurrió (otro)' },
  is_school_sponsored: STATEMENT_LABELS.is_school_sponsored,
  is_supervised: STATEMENT_LABELS.is_supervised,
  supervisor_name: { en: "Supervisor's name", es: 'Nombre del supervisor' },
  supervisor_title: { en: "Supervisor's title", es: 'Cargo del supervisor' },
  supervisor_witnessed: STATEMENT_LABELS.supervisor_witnessed,
  witnesses: STATEMENT_LABELS.witnesses,
  first_aid: STATEMENT_LABELS.first_aid,
  first_aid_by: { en: 'First aid given by', es: 'Primeros auxilios brindados por' },
  sent_to: STATEMENT_LABELS.sent_to,
  sent_to_other: { en: 'Sent to (other)', es: 'Enviado a (otro)' },
  parent_notified_date: { en: 'Date the parent was told', es: 'Fecha del aviso al padre o tutor' },
  parent_notified_time: { en: 'Time the parent was told', es: 'Hora del aviso al padre o tutor' },
  parent_notified_how: { en: 'How the parent was told', es: 'Cómo se avisó al padre o tutor' },
  school_transport: STATEMENT_LABELS.school_transport,
} as const satisfies Record<keyof OfficialStatement, Translated>;

// The code lists of the statement's coded answers, by answer.
export const STATEMENT_FIELD_OPTIONS: Partial<Record<keyof OfficialStatement, readonly Choice[]>> = {
  body_parts: [...BODY_PART_OPTIONS, ...BODY_SIDE_OPTIONS],
  nature_of_injury: INJURY_NATURE_OPTIONS,
  mechanism: INJURY_MECHANISM_OPTIONS,
  sent_to: SENT_TO_OPTIONS,
  parent_notified_how: PARENT_NOTICE_OPTIONS,
};

// The prefix the claim history gives each statement answer an edit changed (official_statement.<answer>).
export const STATEMENT_CHANGE_PREFIX = 'official_statement.';
export const statementFieldOf = (field: string): keyof OfficialStatement | null => {
  const key = field.startsWith(STATEMENT_CHANGE_PREFIX) ? field.slice(STATEMENT_CHANGE_PREFIX.length) : '';
  return key in STATEMENT_FIELD_LABELS ? (key as keyof OfficialStatement) : null;
};
