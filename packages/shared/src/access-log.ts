import { z } from 'zod';
import { INVALID_VALUE_ERROR } from './errors.ts';
import type { Translated } from './languages.ts';

// The access log (issue 39, ADR 039): every look at or change of a student's records, by whom, when and
// from where. Both sides read these: the server records and filters by them, the pages label them.

// What was done: seen on a page or in a list, downloaded as a file, exported as a spreadsheet, or changed.
export const ACCESS_ACTIONS = ['VIEW', 'DOWNLOAD', 'EXPORT', 'CHANGE'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

// What the records were: a student, a claim (with its documents' names), one document or the claim's
// PDF, an e-mail to the TPA, the student's disclosure record, a loss run, the claims list's export or a
// school's whole data (issue 39 item 3), or records deleted for good (the certified deletion's own event, ADR 052).
export const ACCESS_RESOURCES = ['STUDENT', 'CLAIM', 'DOCUMENT', 'CLAIM_PDF', 'EMAIL', 'DISCLOSURES', 'LOSS_RUN', 'CLAIMS_EXPORT', 'SCHOOL_DATA_EXPORT', 'INCIDENT', 'DELETION_FOR_GOOD'] as const;
export type AccessResource = (typeof ACCESS_RESOURCES)[number];

// Who, when no user: the parent's link, the TPA's link, or a guardian's season link (issue 43).
export const ACCESS_LINKS = ['PARENT_LINK', 'TPA_LINK', 'SEASON_LINK'] as const;
export type AccessLink = (typeof ACCESS_LINKS)[number];

export const ACCESS_ACTION_LABELS: Record<AccessAction, Translated> = {
  VIEW: { en: 'Viewed', es: 'Consultó' },
  DOWNLOAD: { en: 'Downloaded', es: 'Descargó' },
  EXPORT: { en: 'Exported', es: 'Exportó' },
  CHANGE: { en: 'Changed', es: 'Modificó' },
};

export const ACCESS_RESOURCE_LABELS: Record<AccessResource, Translated> = {
  STUDENT: { en: 'Student record', es: 'Expediente del estudiante' },
  CLAIM: { en: 'Claim', es: 'Reclamación' },
  DOCUMENT: { en: 'Claim document', es: 'Documento de la reclamación' },
  CLAIM_PDF: { en: 'Claim PDF', es: 'PDF de la reclamación' },
  EMAIL: { en: 'E-mail to the TPA', es: 'Correo al TPA' },
  DISCLOSURES: { en: 'Disclosure record', es: 'Registro de divulgaciones' },
  LOSS_RUN: { en: 'Loss run', es: 'Informe de siniestralidad' },
  CLAIMS_EXPORT: { en: 'Claims export', es: 'Exportación de reclamaciones' },
  SCHOOL_DATA_EXPORT: { en: "The school's data export", es: 'Exportación de los datos de la escuela' },
  INCIDENT: { en: 'Incident report', es: 'Informe de incidente' },
  DELETION_FOR_GOOD: { en: 'Records deleted for good', es: 'Registros eliminados definitivamente' },
};

export const ACCESS_LINK_LABELS: Record<AccessLink, Translated> = {
  PARENT_LINK: { en: "The parent, by the parent's link", es: 'El padre o la madre, por su enlace' },
  TPA_LINK: { en: "The TPA, by its claim link", es: 'El TPA, por su enlace a la reclamación' },
  SEASON_LINK: { en: "The guardian, by their season link", es: 'El padre, la madre o el tutor, por su enlace de temporada' },
};

const wireDate = z.iso.date('INVALID_DATE');

// The filters of a student's access log and of a person's access report: by person, action and days
// (inclusive, UTC).
export const accessLogFilterSchema = z
  .object(
    {
      userId: z.uuid('NOT_FOUND').optional(),
      action: z.enum(ACCESS_ACTIONS, 'INVALID_VALUE').optional(),
      from: wireDate.optional(),
      to: wireDate.optional(),
    },
    INVALID_VALUE_ERROR,
  )
  .refine(({ from, to }) => !from || !to || from <= to, { message: 'INVALID_DATE', path: ['to'] });
export type AccessLogFilter = z.output<typeof accessLogFilterSchema>;
