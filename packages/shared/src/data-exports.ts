import { z } from 'zod';
import { INVALID_VALUE_ERROR } from './errors.ts';
import type { Translated } from './languages.ts';

// A district's data back (issue 39 item 3): an admin exports one or more schools as a zip of CSVs with a
// data dictionary and the documents, made by a job and downloaded once (ADR 041).

// QUEUED until a worker takes it, RUNNING with its progress, DONE with a zip waiting for its one download,
// then DOWNLOADED (the zip is gone); EXPIRED when nobody downloaded it in time, FAILED when it could not be made.
export const DATA_EXPORT_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'DOWNLOADED', 'EXPIRED', 'FAILED'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

// A finished export waits this long for its download before its zip is destroyed.
export const DATA_EXPORT_KEPT_DAYS = 7;
// Schools one export may hold: a district's, not the whole book at once.
export const DATA_EXPORT_MAX_SCHOOLS = 100;

export const DATA_EXPORT_STATUS_LABELS: Record<DataExportStatus, Translated> = {
  QUEUED: { en: 'Waiting to start', es: 'En espera' },
  RUNNING: { en: 'In progress', es: 'En curso' },
  DONE: { en: 'Ready to download', es: 'Lista para descargar' },
  DOWNLOADED: { en: 'Downloaded', es: 'Descargada' },
  EXPIRED: { en: 'Expired, not downloaded', es: 'Caducada sin descargar' },
  FAILED: { en: 'Failed', es: 'Fallida' },
};

export const startDataExportSchema = z.object(
  {
    schoolIds: z
      .array(z.uuid('NOT_FOUND'), INVALID_VALUE_ERROR)
      .min(1, 'SCHOOL_NOT_SELECTED')
      .max(DATA_EXPORT_MAX_SCHOOLS, 'INVALID_VALUE')
      .transform((ids) => [...new Set(ids)]),
  },
  INVALID_VALUE_ERROR,
);
export type StartDataExport = z.input<typeof startDataExportSchema>;
