import {
  addressFromApi,
  claimSubmitSchema,
  CLAIM_INFORMATION_FIELDS,
  emptyClaimInformation,
  hasParentInfo,
  insuranceEntryFromApi,
  isClaimInformationField,
  isLanguage,
  LANGUAGES,
  officialStatementFromApi,
  parentInfoFromApi,
  todayWire,
  toWireDate,
  TPA_LANGUAGE,
  type ActivityType,
  type AddressValues,
  type ClaimInformationValues,
  type ClaimSubmit,
  type Language,
  type ParentInfoValues,
  type WizardInsuranceEntryValues,
  type YesNo,
} from '@claims/shared';
import { z } from 'zod';
import type { WizardClaim, WizardClaimProvider } from '../../api/get-claim';
import type { DraftDocument } from '../../documents/claim-document-api';
import type { Student } from '../../../../entities/students';

// What a claim takes of an incident (entities/incidents.ts answers it).
export type IncidentForClaim = {
  id: string;
  injury_date: string;
  created_at: string;
  activity: string | null;
  activity_type: ActivityType | null;
  location_of_injury: string;
  injury_description: string;
  injury_type: string | null;
  official_statement: unknown;
  // the language its reporter wrote in; null for reports made before it was kept
  language: string | null;
};

// The report's own words a claim took from it, when they are in another language than the TPA reads:
// the claim information step marks them while they stand, for the person filing to write them for the TPA.
export type ReportedText = { language: Language; location_of_injury: string; injury_description: string };

// The claim wizard's state (SPEC §3 "Claim wizard data", §4 wizard flow) and the pure rules over it:
// transitions, the draft kept in localStorage, and the submit payload.

export const WIZARD_STEPS = ['selectStudent', 'viewStudent', 'insurance', 'claimInformation', 'signature', 'preview'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export type WizardData = {
  studentId: string | null;
  // the student's address and parent info as this claim sends them (edits update the student too)
  studentAddress: AddressValues | null;
  parentInfo: ParentInfoValues | null;
  // asked only of a student without a birth date (imported without one); the student keeps it
  studentDateOfBirth: string | null;
  // null until the insurance step opens: then the student's saved providers fill it
  hasInsurance: YesNo | null;
  insuranceEntries: WizardInsuranceEntryValues[] | null;
  // null until the claim information step opens: then the school's TPA is preselected
  claimInformation: ClaimInformationValues | null;
  // documents uploaded as drafts of the school, sent with the claim
  documents: DraftDocument[];
  signed: boolean;
  // the incident the claim is started from (ADR 048): sent with it, so both link
  incidentId: string | null;
  reportedText: ReportedText | null;
};

export type WizardDraft = {
  version: 3;
  // sent as Idempotency-Key: the same draft submitted twice is one claim
  idempotencyKey: string;
  // ISO time the wizard was opened, shown when an unfinished draft is offered again
  startedAt: string;
  step: WizardStep;
  // set while one step is edited from the preview: the data as it was, which Cancel restores
  editSnapshot: WizardData | null;
  data: WizardData;
};

export const isEditMode = (draft: WizardDraft) => draft.editSnapshot !== null;

const EMPTY_DATA: WizardData = {
  studentId: null,
  studentAddress: null,
  parentInfo: null,
  studentDateOfBirth: null,
  hasInsurance: null,
  insuranceEntries: null,
  claimInformation: null,
  documents: [],
  signed: false,
  incidentId: null,
  reportedText: null,
};

export const newDraft = (idempotencyKey: string = crypto.randomUUID()): WizardDraft => ({
  version: 3,
  idempotencyKey,
  startedAt: new Date().toISOString(),
  step: 'selectStudent',
  editSnapshot: null,
  data: EMPTY_DATA,
});

// ---------- transitions (SPEC §4 wizard flow) ----------

export const goToStep = (draft: WizardDraft, step: WizardStep): WizardDraft => ({ ...draft, step });

// A student was chosen or created: another student than before starts their insurance afresh.
export const chooseStudent = (draft: WizardDraft, student: Student): WizardDraft => {
  const same = draft.data.studentId === student.id;
  return {
    ...draft,
    step: 'viewStudent',
    data: same
      ? draft.data
      : {
          ...draft.data,
          studentId: student.id,
          studentAddress: addressFromApi(student),
          parentInfo: parentInfoFromApi(student.parents_info),
          studentDateOfBirth: null,
          hasInsurance: null,
          insuranceEntries: null,
        },
  };
};

export const updateData = (draft: WizardDraft, change: Partial<WizardData>): WizardDraft => ({
  ...draft,
  data: { ...draft.data, ...change },
});

// The preview's Edit buttons: the step opens in edit mode, remembering the data to restore on Cancel.
export const editFromPreview = (draft: WizardDraft, step: WizardStep): WizardDraft => ({
  ...draft,
  step,
  editSnapshot: draft.data,
});

// Save keeps the changes, Cancel restores the snapshot; both return to the preview.
export const finishEdit = (draft: WizardDraft, { keep }: { keep: boolean }): WizardDraft => ({
  ...draft,
  step: 'preview',
  data: keep || draft.editSnapshot === null ? draft.data : draft.editSnapshot,
  editSnapshot: null,
});

// Signature's Previous clears the authorisation.
export const backFromSignature = (draft: WizardDraft): WizardDraft => ({
  ...draft,
  step: 'claimInformation',
  data: { ...draft.data, signed: false },
});

const stepIndex = (step: WizardStep) => WIZARD_STEPS.indexOf(step);

// The stepper reopens a step already passed; not while a step is edited from the preview, where only
// Save or Cancel leave it (SPEC §4).
export const canJumpTo = (draft: WizardDraft, step: WizardStep) => !isEditMode(draft) && stepIndex(step) < stepIndex(draft.step);

// Going back before the signature withdraws it, as its Previous does.
export const jumpTo = (draft: WizardDraft, step: WizardStep): WizardDraft => ({
  ...draft,
  step,
  data: stepIndex(step) < stepIndex('signature') ? { ...draft.data, signed: false } : draft.data,
});

// ---------- preloading ----------

// The student's saved providers, primary first (SPEC §4: entries preload when there is no wizard data).
export const entriesFromStudent = (student: Student): WizardInsuranceEntryValues[] =>
  [...student.providers].sort((a, b) => Number(b.primary) - Number(a.primary)).map(insuranceEntryFromApi);

// A claim's provider rows are the claim's own copies: their ids are not the student's saved providers,
// so they go back as new entries (the server matches them to the student by company and member id).
const entryFromClaimProvider = (provider: WizardClaimProvider): WizardInsuranceEntryValues => ({ ...insuranceEntryFromApi(provider), id: null });

// The stored claim's answers under the step's names.
const claimInformationOf = (claim: WizardClaim): ClaimInformationValues => {
  const stored: Partial<ClaimInformationValues> = {
    ...claim,
    official_statement: officialStatementFromApi(claim.official_statement),
  };
  const empty = emptyClaimInformation(null);
  return Object.fromEntries(CLAIM_INFORMATION_FIELDS.map((field) => [field, stored[field] ?? empty[field]])) as ClaimInformationValues;
};

// Edit mode starts at view student with the stored claim's data (SPEC §2).
export const draftFromClaim = (claim: WizardClaim, idempotencyKey: string = crypto.randomUUID()): WizardDraft => ({
  version: 3,
  idempotencyKey,
  startedAt: new Date().toISOString(),
  step: 'viewStudent',
  editSnapshot: null,
  data: {
    studentId: claim.student_id,
    studentAddress: claim.student_address ? addressFromApi(claim.student_address) : null,
    parentInfo: parentInfoFromApi(claim.parent_info),
    studentDateOfBirth: null,
    hasInsurance: claim.providers.length > 0 ? 'YES' : 'NO',
    insuranceEntries: claim.providers.map(entryFromClaimProvider),
    claimInformation: claimInformationOf(claim),
    documents: [],
    signed: false,
    incidentId: null,
    reportedText: null,
  },
});

// A claim started from an incident (ADR 048): the student chosen and the injury as the report tells it,
// at the student's page; the TPA is the school's usual one, and what a report does not ask (the activity's
// level, a previous injury, the first treatment) is left to the person filing.
export const draftFromIncident = (incident: IncidentForClaim, student: Student): WizardDraft => {
  const draft = chooseStudent(newDraft(), student);
  return {
    ...draft,
    data: {
      ...draft.data,
      incidentId: incident.id,
      reportedText:
        isLanguage(incident.language) && incident.language !== TPA_LANGUAGE
          ? { language: incident.language, location_of_injury: incident.location_of_injury, injury_description: incident.injury_description }
          : null,
      claimInformation: {
        ...emptyClaimInformation(null),
        injury_date: incident.injury_date,
        injury_reported_date: toWireDate(incident.created_at) ?? '',
        activity: incident.activity,
        activity_type: incident.activity_type,
        location_of_injury: incident.location_of_injury,
        injury_description: incident.injury_description,
        injury_type: incident.injury_type ?? '',
        official_statement: officialStatementFromApi(isObject(incident.official_statement) ? incident.official_statement : null),
      },
    },
  };
};

// ---------- the draft in localStorage ----------

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

// Only the outline is checked: the steps validate their own values again before moving on.
const wizardDataSchema = z.object({
  studentId: z.string().nullable(),
  studentAddress: z.custom<AddressValues>(isObject).nullable(),
  parentInfo: z.custom<ParentInfoValues>(isObject).nullable(),
  // a draft saved before the birth date was asked has none
  studentDateOfBirth: z.string().nullable().default(null),
  hasInsurance: z.enum(['YES', 'NO']).nullable(),
  insuranceEntries: z.array(z.custom<WizardInsuranceEntryValues>(isObject)).nullable(),
  claimInformation: z.custom<ClaimInformationValues>(isObject).nullable(),
  // a draft saved before documents were asked has none
  documents: z.array(z.custom<DraftDocument>(isObject)).default([]),
  signed: z.boolean(),
  // a draft saved before claims were started from incidents has none
  incidentId: z.string().nullable().default(null),
  reportedText: z.object({ language: z.enum(LANGUAGES), location_of_injury: z.string(), injury_description: z.string() }).nullable().default(null),
});

const wizardDraftSchema = z.object({
  version: z.literal(3),
  idempotencyKey: z.string().min(1),
  startedAt: z.iso.datetime(),
  step: z.enum(WIZARD_STEPS),
  editSnapshot: wizardDataSchema.nullable(),
  data: wizardDataSchema,
});

// A stored draft, or null when there is none or it is unreadable (an older shape, hand-edited).
export const parseDraft = (stored: string | null): WizardDraft | null => {
  if (stored === null) return null;
  try {
    const parsed = wizardDraftSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

// A stored draft worth offering to continue: one that got as far as choosing a student.
export const unfinishedDraft = (stored: string | null): WizardDraft | null => {
  const draft = parseDraft(stored);
  return draft?.data.studentId ? draft : null;
};

// ---------- submit payload (SPEC §3) and where its errors belong ----------

export type WizardFieldError = {
  step: WizardStep;
  // the step form's field path, or null when the key concerns the step as a whole
  field: string | null;
  key: string;
};

// A payload field path (injury_date, student_address.city, students_providers.0.phone) to the step and
// field that produced it.
export const wizardErrorOf = (path: string, key: string): WizardFieldError => {
  const [head = ''] = path.split('.');
  if (isClaimInformationField(head)) return { step: 'claimInformation', field: path, key };
  // the view-student step holds the address and the parent under these names
  if (head === 'student_address' || head === 'parent_info' || head === 'student_date_of_birth') return { step: 'viewStudent', field: path, key };
  // the insurance step holds its entries under the payload's name
  if (head === 'students_providers') return { step: 'insurance', field: path.split('.').length > 2 ? path : null, key };
  if (head === 'student_id') return { step: 'selectStudent', field: null, key };
  return { step: 'preview', field: null, key };
};

export const wizardErrorsOf = (fields: Record<string, string>): WizardFieldError[] =>
  Object.entries(fields).map(([path, key]) => wizardErrorOf(path, key));

export type PayloadContext = {
  schoolId: string;
  claimId: string | undefined;
  data: WizardData;
  today?: string;
};

export type PayloadResult = { ok: true; payload: ClaimSubmit } | { ok: false; errors: WizardFieldError[] };

// The submit payload of SPEC §3, checked with the shared claimSubmitSchema the server uses too.
export const buildClaimPayload = ({ schoolId, claimId, data, today = todayWire() }: PayloadContext): PayloadResult => {
  const info = data.claimInformation ?? emptyClaimInformation(null);
  const entries = data.hasInsurance === 'NO' ? [] : (data.insuranceEntries ?? []);
  // built loosely and checked whole: an unanswered question fails the schema with its own key
  const payload = {
    ...(claimId ? { claim_id: claimId } : {}),
    school_id: schoolId,
    ...info,
    student_id: data.studentId ?? '',
    ...(data.studentDateOfBirth === null ? {} : { student_date_of_birth: data.studentDateOfBirth }),
    student_address: data.studentAddress ?? {},
    parent_info: hasParentInfo(data.parentInfo) ? data.parentInfo : null,
    is_insured: true,
    submitted_to_tpa_at: today,
    students_providers: entries,
    document_ids: data.documents.map((document) => document.id),
    ...(data.incidentId ? { incident_id: data.incidentId } : {}),
    status: 'PENDING',
  };
  const parsed = claimSubmitSchema.safeParse(payload);
  if (parsed.success) return { ok: true, payload: parsed.data };
  return {
    ok: false,
    errors: parsed.error.issues.map((issue) => wizardErrorOf(issue.path.join('.'), issue.message)),
  };
};
