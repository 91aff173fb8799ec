import { builder } from '../../graphql/builder.ts';
import { ClaimDocumentKindEnum } from '../../graphql/enums.ts';
import { ClaimType } from '../../graphql/claim-type.ts';
import type { ClaimDocumentsService } from './claim-documents.service.ts';

type ClaimDocumentView = Awaited<ReturnType<ClaimDocumentsService['forClaim']>>[number];

const ClaimDocumentType = builder.objectRef<ClaimDocumentView>('ClaimDocument').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.expose('kind', { type: ClaimDocumentKindEnum }),
    filename: t.exposeString('filename', { description: 'As stored: a HEIC photo is stored as JPEG and named .jpg.' }),
    content_type: t.exposeString('content_type'),
    size: t.exposeInt('size', { description: 'Bytes.' }),
    created_at: t.expose('created_at', { type: 'DateTime' }),
    url: t.exposeString('url', { description: 'A signed link to the file, valid for an hour.' }),
    sent: t.exposeBoolean('sent', { description: 'Carried by an e-mail the TPA received; it can no longer be removed once any e-mail carries it.' }),
  }),
});

builder.objectField(ClaimType, 'documents', (t) =>
  t.field({
    type: [ClaimDocumentType],
    description: 'In upload order.',
    resolve: (claim, _args, { services, actor }) => services.claimDocuments.forClaim(actor, claim),
  }),
);

builder.queryFields((t) => ({
  claimDocuments: t.field({
    type: [ClaimDocumentType],
    description: "The documents among these ids the caller may see: drafts and claims' documents of their schools (every school's for an admin); the others are left out.",
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.claimDocuments.byIds(actor, args.ids.map(String)),
  }),
}));
