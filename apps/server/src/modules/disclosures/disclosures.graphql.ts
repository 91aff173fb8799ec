import { builder } from '../../graphql/builder.ts';
import { pageType } from '../../graphql/pagination.ts';
import { withoutNulls } from '../../graphql/without-nulls.ts';
import type { DisclosureRow } from './disclosures.repo.ts';
import { DISCLOSURE_BASES, DISCLOSURE_KINDS } from './disclosures.schema.ts';

const DisclosureBasisEnum = builder.enumType('DisclosureBasis', { values: DISCLOSURE_BASES });
const DisclosureKindEnum = builder.enumType('DisclosureKind', { values: DISCLOSURE_KINDS });

const DisclosureType = builder.objectRef<DisclosureRow>('Disclosure').implement({
  description: "One disclosure of the student's record to a TPA: an e-mail it received (34 CFR 99.32).",
  fields: (t) => ({
    id: t.exposeID('id'),
    claim_id: t.exposeID('claim_id'),
    claim_number: t.exposeInt('claim_number'),
    recipient: t.exposeString('recipient'),
    kind: t.expose('kind', { type: DisclosureKindEnum }),
    items: t.exposeStringList('items', { description: 'What went: the claim form and each document.' }),
    disclosed_at: t.expose('disclosed_at', { type: 'DateTime' }),
    disclosed_by_name: t.exposeString('disclosed_by_name', { nullable: true, description: "null when the parent's signature sent it" }),
    basis: t.expose('basis', { type: DisclosureBasisEnum }),
  }),
});

const DisclosurePage = pageType('Disclosure', DisclosureType);

builder.queryFields((t) => ({
  studentDisclosures: t.field({
    type: DisclosurePage,
    description: "The student's disclosure record, newest first, paged 25/100/200: admins, and the staff of the student's school.",
    args: { studentId: t.arg.id({ required: true }), offset: t.arg.int(), limit: t.arg.int() },
    resolve: (_root, args, { services, actor }) => services.disclosures.pageForStudent(actor, String(args.studentId), withoutNulls({ offset: args.offset, limit: args.limit })),
  }),
}));
