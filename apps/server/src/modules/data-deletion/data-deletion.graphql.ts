import { DELETION_COUNTS, DELETION_KINDS } from '@claims/shared';
import { builder } from '../../graphql/builder.ts';
import { pageType } from '../../graphql/pagination.ts';
import { withoutNulls } from '../../graphql/without-nulls.ts';
import type { ChainHead, deletionCertificates } from './data-deletion.schema.ts';

const DeletionKindEnum = builder.enumType('DeletionKind', { values: DELETION_KINDS });
const DeletionCountEnum = builder.enumType('DeletionCount', { values: DELETION_COUNTS });

const DeletionCountType = builder.objectRef<{ key: (typeof DELETION_COUNTS)[number]; count: number }>('DeletionCountEntry').implement({
  fields: (t) => ({ key: t.expose('key', { type: DeletionCountEnum }), count: t.exposeFloat('count') }),
});

const AccessChainHeadType = builder.objectRef<ChainHead>('AccessChainHead').implement({
  description: "The last link of a school's access log chain (ADR 052), the school named as the certificate names it.",
  fields: (t) => ({ school: t.exposeString('school'), seq: t.exposeFloat('seq'), hash: t.exposeString('hash') }),
});

const DeletionCertificateType = builder.objectRef<typeof deletionCertificates.$inferSelect>('DeletionCertificate').implement({
  description: 'The certificate of a deletion for good (issue 39 item 4): what was destroyed, how many, when and by whom.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.expose('kind', { type: DeletionKindEnum }),
    subject: t.exposeString('subject'),
    reference: t.exposeString('reference'),
    requested_by_name: t.exposeString('requested_by_name', { nullable: true }),
    performed_at: t.expose('performed_at', { type: 'DateTime' }),
    counts: t.field({ type: [DeletionCountType], resolve: (row) => DELETION_COUNTS.map((key) => ({ key, count: row.counts[key] ?? 0 })) }),
    chain_heads: t.field({ type: [AccessChainHeadType], description: 'The access log chains the deletion touched, as they stood after it', resolve: (row) => row.chain_heads }),
    pdf_url: t.string({ description: 'The certificate as PDF (with the bearer token)', resolve: (row) => `/v1/deletion-certificates/${row.id}/pdf` }),
  }),
});

const DeletionCertificatePage = pageType('DeletionCertificate', DeletionCertificateType);

builder.queryFields((t) => ({
  deletionCertificates: t.field({
    type: DeletionCertificatePage,
    description: 'Certificates of deletions for good, newest first, paged 25/100/200: admins only.',
    args: { offset: t.arg.int(), limit: t.arg.int() },
    resolve: (_root, args, { services, actor }) => services.dataDeletion.certificates(actor, withoutNulls(args)),
  }),
}));

builder.mutationFields((t) => ({
  deleteStudentForGood: t.field({
    type: DeletionCertificateType,
    description: "Destroys a student's records, claims, documents and files for good (admins), answering the certificate.",
    args: { id: t.arg.id({ required: true }), reference: t.arg.string() },
    resolve: (_root, args, { services, actor }) => services.dataDeletion.deleteStudent(actor, String(args.id), withoutNulls({ reference: args.reference })),
  }),
  deleteSchoolForGood: t.field({
    type: DeletionCertificateType,
    description: "Destroys a school and everything of it for good (admins), once its name is typed again; answers the certificate.",
    args: { id: t.arg.id({ required: true }), confirmName: t.arg.string({ required: true }), reference: t.arg.string() },
    resolve: (_root, args, { services, actor }) =>
      services.dataDeletion.deleteSchool(actor, String(args.id), withoutNulls({ reference: args.reference, confirmName: args.confirmName })),
  }),
}));
