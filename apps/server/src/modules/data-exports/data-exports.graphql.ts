import { DATA_EXPORT_STATUSES } from '@claims/shared';
import { builder } from '../../graphql/builder.ts';
import { pageType } from '../../graphql/pagination.ts';
import { withoutNulls } from '../../graphql/without-nulls.ts';
import type { DataExportListRow } from './data-exports.repo.ts';

const DataExportStatusEnum = builder.enumType('DataExportStatus', { values: DATA_EXPORT_STATUSES });

const ExportedSchoolType = builder.objectRef<{ id: string; name: string }>('ExportedSchool').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const DataExportType = builder.objectRef<DataExportListRow & { download_url: string | null }>('DataExport').implement({
  description: "An export of schools' data for their district (issue 39 item 3): made by a job, downloaded once.",
  fields: (t) => ({
    id: t.exposeID('id'),
    schools: t.field({ type: [ExportedSchoolType], resolve: (row) => row.schools }),
    status: t.expose('status', { type: DataExportStatusEnum }),
    steps_done: t.exposeInt('steps_done'),
    steps_total: t.exposeInt('steps_total'),
    size: t.exposeInt('size', { nullable: true }),
    requested_by_name: t.exposeString('requested_by_name', { nullable: true }),
    downloaded_by_name: t.exposeString('downloaded_by_name', { nullable: true }),
    created_at: t.expose('created_at', { type: 'DateTime' }),
    finished_at: t.expose('finished_at', { type: 'DateTime', nullable: true }),
    downloaded_at: t.expose('downloaded_at', { type: 'DateTime', nullable: true }),
    download_url: t.exposeString('download_url', { nullable: true, description: 'The one download, while the export is DONE; signed for the asking admin' }),
  }),
});

const DataExportPage = pageType('DataExport', DataExportType);

builder.queryFields((t) => ({
  dataExports: t.field({
    type: DataExportPage,
    description: 'School data exports, newest first, paged 25/100/200: admins only.',
    args: { offset: t.arg.int(), limit: t.arg.int() },
    resolve: (_root, args, { services, actor }) => services.dataExports.page(actor, withoutNulls(args)),
  }),
}));

builder.mutationFields((t) => ({
  startDataExport: t.field({
    type: 'ID',
    description: "Starts an export of the schools' data (admins): its progress shows in dataExports.",
    args: { schoolIds: t.arg.idList({ required: true }) },
    resolve: async (_root, args, { services, actor }) => (await services.dataExports.start(actor, { schoolIds: args.schoolIds.map(String) })).id,
  }),
}));
