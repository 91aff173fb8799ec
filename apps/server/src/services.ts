import type { FastifyBaseLogger } from 'fastify';
import type { SsoProviderConfig, SsoProviderName } from './config.ts';
import type { Db } from './db/client.ts';
import type { Clock } from './domain/clock.ts';
import type { Metrics } from './domain/metrics.ts';
import { createAccessLogService } from './modules/access-log/access-log.service.ts';
import { createActivitiesService } from './modules/activities/activities.service.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createSsoService } from './modules/auth/sso.service.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { createDataDeletionService } from './modules/data-deletion/data-deletion.service.ts';
import { createDataExportsService } from './modules/data-exports/data-exports.service.ts';
import { createDeadlinesService } from './modules/deadlines/deadlines.service.ts';
import { createDisclosuresService } from './modules/disclosures/disclosures.service.ts';
import { createIncidentsService } from './modules/incidents/incidents.service.ts';
import { createIncidentPhotosService } from './modules/incidents/incident-photos.service.ts';
import { createReturnToPlayService } from './modules/incidents/return-to-play.service.ts';
import { createClaimDocumentsService } from './modules/claim-documents/claim-documents.service.ts';
import { createClaimRecordsService } from './modules/claims/claim-records.service.ts';
import { createClaimsService } from './modules/claims/claims.service.ts';
import type { Signer } from './modules/auth/signing.ts';
import type { JobQueue } from './modules/jobs/job-queue.ts';
import type { MailService } from './modules/mail/mail.service.ts';
import type { RateLimiter } from './modules/rate-limits/rate-limiter.ts';
import type { FileStore } from './modules/uploads/file-store.ts';
import { createParentPartService } from './modules/parent-part/parent-part.service.ts';
import { createProvidersService } from './modules/providers/providers.service.ts';
import { createLossRunService } from './modules/reports/loss-run.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
import { createSalesRepsService } from './modules/sales-reps/sales-reps.service.ts';
import { createSchoolsService } from './modules/schools/schools.service.ts';
import { createSeasonConsentService } from './modules/season-consent/season-consent.service.ts';
import { createOneRosterImportService } from './modules/students/oneroster-import.service.ts';
import { createStudentsImportService } from './modules/students/students-import.service.ts';
import { createStudentsService } from './modules/students/students.service.ts';
import { createTpaLinkService } from './modules/tpa-link/tpa-link.service.ts';
import { createTpasService } from './modules/tpas/tpas.service.ts';
import { createFilesService } from './modules/uploads/files.service.ts';
import type { MailFiles } from './modules/mail/mail.files.ts';
import { createUsersService } from './modules/users/users.service.ts';

export type ServiceDeps = {
  db: Db;
  jobs: JobQueue;
  mail: MailService;
  // the .eml copies of a server without SMTP (development only)
  mailFiles: MailFiles;
  log: FastifyBaseLogger;
  publicUrl: string;
  signer: Signer;
  rateLimiter: RateLimiter;
  ssoProviders: Partial<Record<SsoProviderName, SsoProviderConfig>>;
  // Scheduled work, link expiry and due dates are reckoned on this clock (domain/clock.ts).
  clock: Clock;
  // where uploaded and generated files are kept, sealed (ADR 040)
  fileStore: FileStore;
  // what an operator watches (/metrics)
  metrics: Metrics;
};

export function createServices(deps: ServiceDeps) {
  const auth = createAuthService(deps);
  const files = createFilesService(deps.db, deps.signer, deps.fileStore);
  const reports = createReportsService(deps);
  const incidents = createIncidentsService(deps);
  const accessLog = createAccessLogService(deps);
  return {
    auth,
    sso: createSsoService({ db: deps.db, log: deps.log, publicUrl: deps.publicUrl, providers: deps.ssoProviders, openSession: auth.openSession }),
    accessLog,
    activities: createActivitiesService(deps.db),
    claimDocuments: createClaimDocumentsService({ ...deps, files }),
    claims: createClaimsService({ ...deps, linkIncident: incidents.linkClaim }),
    claimRecords: createClaimRecordsService({ ...deps, actorForSession: auth.actorForSession }),
    dashboard: createDashboardService(deps),
    dataDeletion: createDataDeletionService(deps),
    dataExports: createDataExportsService({ ...deps, chainAccessLog: accessLog.chainPending }),
    deadlines: createDeadlinesService(deps),
    disclosures: createDisclosuresService(deps),
    incidents,
    returnToPlay: createReturnToPlayService({ ...deps, files }),
    incidentPhotos: createIncidentPhotosService({ ...deps, files }),
    files,
    parentPart: createParentPartService(deps),
    providers: createProvidersService(deps.db),
    reports,
    lossRun: createLossRunService({ db: deps.db, reports }),
    salesReps: createSalesRepsService(deps.db),
    schools: createSchoolsService(deps),
    seasonConsent: createSeasonConsentService(deps),
    students: createStudentsService(deps),
    studentsImport: { csv: createStudentsImportService(deps), oneRoster: createOneRosterImportService(deps) },
    tpaLink: createTpaLinkService(deps),
    tpas: createTpasService(deps),
    users: createUsersService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
