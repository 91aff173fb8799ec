import { emptyOfficialStatement, type ActivityType, type IncidentPersonKind, type OfficialStatementValues } from '@claims/shared';
import { z } from 'zod';

// The incident report's form (issue 42, ADR 048): the shared incidentReportSchema's fields under their
// own names, so the claim wizard's statement fields serve it as they are, and the chosen student's name
// to show again when a kept draft is opened.

export type IncidentFormValues = {
  school_id: string;
  // made once per draft and kept with it on the device: the report sent again (a retry after a lost
  // answer, a second tap once back online) is the same incident on the server
  client_id: string;
  person_kind: IncidentPersonKind;
  student_id: string | null;
  student_name: string;
  person_name: string;
  injury_date: string;
  location_of_injury: string;
  injury_description: string;
  injury_type: string;
  activity: string | null;
  activity_type: ActivityType | null;
  official_statement: OfficialStatementValues;
};

export const emptyIncidentForm = (schoolId: string, clientId: string = crypto.randomUUID()): IncidentFormValues => ({
  school_id: schoolId,
  client_id: clientId,
  person_kind: 'STUDENT',
  student_id: null,
  student_name: '',
  person_name: '',
  injury_date: '',
  location_of_injury: '',
  injury_description: '',
  injury_type: '',
  activity: null,
  activity_type: null,
  official_statement: emptyOfficialStatement(),
});

// ---------- the draft kept on the device until it is sent (lib/storage.ts incidentDraftKey) ----------

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

// Only the outline is checked, and only what the form would show wrong: the schema checks the values again
// when the report is sent.
const storedDraftSchema = z.object({
  // none in a draft kept before drafts had one: it gets its own
  client_id: z.string().min(1).optional(),
  person_kind: z.string(),
  student_id: z.string().nullable(),
  student_name: z.string(),
  person_name: z.string(),
  injury_date: z.string(),
  location_of_injury: z.string(),
  injury_description: z.string(),
  injury_type: z.string(),
  activity: z.string().nullable(),
  activity_type: z.string().nullable(),
  official_statement: z.custom<OfficialStatementValues>(isObject),
});

// A kept draft of this school, or null when there is none or it is unreadable (an older shape).
export const parseIncidentDraft = (stored: string | null, schoolId: string): IncidentFormValues | null => {
  if (stored === null) return null;
  try {
    const parsed = storedDraftSchema.safeParse(JSON.parse(stored));
    if (!parsed.success) return null;
    const empty = emptyIncidentForm(schoolId, parsed.data.client_id);
    return { ...empty, ...(parsed.data as Partial<IncidentFormValues>), school_id: schoolId, official_statement: { ...empty.official_statement, ...parsed.data.official_statement } };
  } catch {
    return null;
  }
};

// A draft worth keeping: something was typed or chosen beyond the empty form.
export const isStartedIncident = (values: IncidentFormValues) => JSON.stringify({ ...values, school_id: '', client_id: '' }) !== JSON.stringify(emptyIncidentForm('', ''));

// What is sent: the schema's fields, the student's or the person's name as whose injury it is.
export const incidentPayload = (values: IncidentFormValues) => {
  const { student_name: _shownName, ...fields } = values;
  return fields.person_kind === 'STUDENT' ? { ...fields, person_name: null } : { ...fields, student_id: null };
};
