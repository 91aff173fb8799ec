import {
  documentRemovalSchema, claimDocumentLabel, isUploadableDocumentKind, LIMITS, normalizeId, type ClaimDocumentKind } from '@claims/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { parseId, parseInput } from '../../domain/parse-input.ts';
import { idempotencyKeySchema } from '../../domain/idempotency-key.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { canAccessSchool, requireActor, requireSchoolAccess, type Actor } from '../auth/actor.ts';
import { transition } from '../claims/lifecycle/claim-lifecycle.ts';
import * as claimState from '../claims/lifecycle/claim-lifecycle.repo.ts';
import type { Signer } from '../auth/signing.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { FilesService } from '../uploads/files.service.ts';
import type { Upload } from '../uploads/read-upload.ts';
import type { FileStore, NewFile } from '../uploads/file-store.ts';
import { openBundle } from './claim-documents.bundle.ts';
import { inspectClaimDocument } from './claim-documents.content.ts';
import * as repo from './claim-documents.repo.ts';
import { noteAccess, type AccessTrail } from '../../domain/access-trail.ts';

// Form fields and GraphQL ids arrive as typed; the database holds ids lower case.
const idOf = (value: string | undefined) => parseId(normalizeId(value));

const idsSchema = z.array(z.string(), 'INVALID_VALUE').max(LIMITS.CLAIM_DOCUMENTS_MAX, 'TOO_MANY_DOCUMENTS');

// The change a document makes to a claim, as the change log and the TPA read it (English, ADR 020).
const documentsChange = (documents: readonly { kind: ClaimDocumentKind; filename: string }[]) => ({
  from: null,
  to: documents.map((document) => claimDocumentLabel(document, 'en')),
});

async function refuseOverLimit(tx: Tx, claimId: string) {
  if ((await repo.countClaimDocuments(tx, claimId)) > LIMITS.CLAIM_DOCUMENTS_MAX) {
    throw new DomainError('TOO_MANY_DOCUMENTS', 'conflict', { max: LIMITS.CLAIM_DOCUMENTS_MAX });
  }
}

// A submission takes the drafts it names: each must be a draft of the claim's school (or already the
// claim's own, named again by an edit). Anything else is refused by its position, and the caller's
// transaction stores nothing. Answers the change the newly attached documents make, if any.
export async function attachDocuments(tx: Tx, target: { schoolId: string; claimId: string; documentIds: readonly string[] }) {
  const ids = [...new Set(target.documentIds)];
  const found = new Map((await (ids.length > 0 ? repo.lockDocuments(tx, ids) : [])).map((row) => [row.id, row]));
  target.documentIds.forEach((id, index) => {
    const document = found.get(id);
    const usable = document?.school_id === target.schoolId && (document.claim_id === null || document.claim_id === target.claimId);
    if (!usable) throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { [`document_ids.${index}`]: 'NOT_FOUND' } });
  });
  const drafts = ids.map((id) => found.get(id)!).filter((document) => document.claim_id === null);
  await repo.attachToClaim(
    tx,
    drafts.map((document) => document.id),
    target.claimId,
  );
  await refuseOverLimit(tx, target.claimId);
  return drafts.length > 0 ? documentsChange(drafts) : undefined;
}

// Stores an inspected file as a document of a claim (or a draft of the school), within the claim's limit,
// and brings the claim's checklist up to date. The caller holds the claim's lock.
export async function addDocument(
  tx: Tx,
  fileStore: FileStore,
  document: { schoolId: string; claimId: string | null; kind: ClaimDocumentKind; file: NewFile; uploadedBy: string | null; fromParent: boolean; idempotencyKey?: string },
) {
  const fileId = await fileStore.insert(tx, document.file, document.uploadedBy);
  const documentId = await repo.insertDocument(tx, {
    school_id: document.schoolId,
    claim_id: document.claimId,
    kind: document.kind,
    file_id: fileId,
    uploaded_by: document.uploadedBy,
    from_parent: document.fromParent,
    idempotency_key: document.idempotencyKey ?? null,
  });
  if (document.claimId) {
    await refuseOverLimit(tx, document.claimId);
    await claimState.refreshReceivedItems(tx, document.claimId);
  }
  return documentId;
}

type Deps = { db: Db; jobs: JobQueue; files: FilesService; fileStore: FileStore; signer: Signer; log: FastifyBaseLogger };

export function createClaimDocumentsService({ db, jobs, files, fileStore, signer, log }: Deps) {
  const view = (row: repo.ClaimDocumentRow, viewer: Actor) => ({
    id: row.id,
    kind: row.kind,
    filename: row.filename,
    content_type: row.content_type,
    size: row.size,
    created_at: row.created_at,
    sent: row.sent,
    url: files.url(row.file_id, viewer.userId),
  });

  const documentAccess = (document: repo.ClaimDocumentRow) => ({
    schoolIds: [document.school_id],
    studentIds: [document.student_id],
    claimIds: document.claim_id ? [document.claim_id] : [],
    documentIds: [document.id],
  });

  // Documents listed with their claim are part of its view: noted with it, as one look.
  const noteDocuments = (viewer: Actor, documents: readonly repo.ClaimDocumentRow[]) =>
    noteAccess(viewer.trail, {
      action: 'VIEW',
      resource: 'CLAIM',
      schoolIds: documents.map((row) => row.school_id),
      studentIds: documents.map((row) => row.student_id),
      claimIds: documents.flatMap((row) => row.claim_id ?? []),
      documentIds: documents.map((row) => row.id),
    });

  // Where an upload goes, from the form's fields; a claim named must be the school's and not deleted,
  // and one that is not answers as if it did not exist.
  async function uploadTarget(executor: Db | Tx, actor: Actor | null, fields: Record<string, string>) {
    const signedIn = requireActor(actor);
    const schoolId = idOf(fields.school_id);
    requireSchoolAccess(signedIn, schoolId);
    if (!(await repo.schoolExists(executor, schoolId))) throw new DomainError('NOT_FOUND', 'not_found');
    const kind = fields.kind;
    if (!isUploadableDocumentKind(kind)) throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { kind: 'DOCUMENT_KIND_REQUIRED' } });
    const claimId = fields.claim_id?.trim() ? idOf(fields.claim_id) : null;
    const claim = claimId ? await claimState.findClaim(executor, claimId) : undefined;
    if (claimId && claim?.school_id !== schoolId) throw new DomainError('NOT_FOUND', 'not_found');
    return { actor: signedIn, schoolId, kind, claimId };
  }

  // A document added to a claim already sent goes to its TPA on its own: a change log row and a
  // SUPPLEMENT e-mail carrying just this document, queued with it.
  async function queueSupplement(tx: Tx, claimId: string, userId: string, document: { id: string; kind: ClaimDocumentKind; filename: string }) {
    await transition(tx, jobs, claimId, { type: 'SUPPLEMENT_ADDED', userId, changes: { documents: documentsChange([document]) }, documentIds: [document.id] });
  }

  // The document this user stored with the key, when it is one of the same claim (or draft of the same
  // school, since taken by a submission); a key sent again for another place is refused.
  async function storedWithKey(executor: Db, target: { actor: Actor; schoolId: string; claimId: string | null }, key: string) {
    const earlier = await repo.findDocumentByIdempotencyKey(executor, target.actor.userId, key);
    if (!earlier) return undefined;
    if (earlier.school_id !== target.schoolId || (target.claimId !== null && earlier.claim_id !== target.claimId)) {
      throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { idempotency_key: 'INVALID_VALUE' } });
    }
    return earlier;
  }

  async function storeUpload(actor: Actor | null, fields: Record<string, string>, inspected: Awaited<ReturnType<typeof inspectClaimDocument>>, key: string | undefined) {
    return db.transaction(async (tx) => {
      // Checked again inside: the claim may have been deleted while the file was read.
      const target = await uploadTarget(tx, actor, fields);
      const locked = target.claimId ? await claimState.lockClaim(tx, target.claimId) : undefined;
      if (target.claimId && !locked) throw new DomainError('NOT_FOUND', 'not_found');
      const documentId = await addDocument(tx, fileStore, {
        schoolId: target.schoolId,
        claimId: target.claimId,
        kind: target.kind,
        file: inspected,
        uploadedBy: target.actor.userId,
        fromParent: false,
        idempotencyKey: key,
      });
      // A claim waiting for its parent has not gone yet: the document goes with its first delivery.
      if (target.claimId && locked?.status !== 'AWAITING_PARENT') {
        await queueSupplement(tx, target.claimId, target.actor.userId, { id: documentId, kind: target.kind, filename: inspected.filename });
      }
      return documentId;
    });
  }

  return {
    // `read` reads the form and calls `beforeFile` with the fields sent before the file, before reading
    // the file: a request that would be refused never makes the server buffer ten megabytes.
    // `idempotencyKey` (one per file selection): a repeat answers the document the first try stored, and
    // neither stores the file again nor sends the TPA a second supplement.
    async upload(actor: Actor | null, read: (beforeFile: (fields: Record<string, string>) => Promise<void>) => Promise<Upload>, idempotencyKey?: unknown) {
      const key = parseInput(idempotencyKeySchema, idempotencyKey ?? undefined);
      const { fields, file } = await read(async (fieldsBeforeFile) => {
        await uploadTarget(db, actor, fieldsBeforeFile);
      });
      if (!file) {
        await uploadTarget(db, actor, fields);
        throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { file: 'INVALID_VALUE' } });
      }
      const earlier = key ? await storedWithKey(db, await uploadTarget(db, actor, fields), key) : undefined;
      if (earlier) return view(earlier, requireActor(actor));
      const inspected = await inspectClaimDocument(file.data, file.filename);
      let id: string;
      try {
        id = await storeUpload(actor, fields, inspected, key);
      } catch (error) {
        // The same key sent twice at once: the other request stored the document; answer with it.
        const raced = key && isUniqueViolation(error) ? await storedWithKey(db, await uploadTarget(db, actor, fields), key) : undefined;
        if (raced) return view(raced, requireActor(actor));
        throw error;
      }
      const document = (await repo.findDocument(db, id))!;
      if (document.claim_id) jobs.wake('claimDelivery');
      const signedIn = requireActor(actor);
      log.info({ event: 'claim-document-uploaded', documentId: id, claimId: document.claim_id, schoolId: document.school_id, userId: signedIn.userId }, 'claim document uploaded');
      noteAccess(signedIn.trail, { action: 'CHANGE', resource: 'DOCUMENT', ...documentAccess(document) });
      return view(document, signedIn);
    },

    // A draft goes whenever its school's staff want; a claim's document only while no e-mail carries it:
    // once one does, it is part of the record of what the TPA was sent.
    async remove(actor: Actor | null, body: unknown) {
      const signedIn = requireActor(actor);
      const id = idOf(parseInput(documentRemovalSchema, body).document_id);
      await db.transaction(async (tx) => {
        const found = await repo.findDocument(tx, id);
        // Another school's document answers as an unknown one: its id reveals nothing.
        if (!found || !canAccessSchool(signedIn, found.school_id)) throw new DomainError('NOT_FOUND', 'not_found');
        // The claim first, as every path that queues its e-mails does, then the document.
        if (found.claim_id) await claimState.lockClaim(tx, found.claim_id);
        // A draft a submission took meanwhile is carried by the submission's e-mail.
        const locked = await repo.lockDocument(tx, id);
        if (!locked) throw new DomainError('NOT_FOUND', 'not_found');
        if (await repo.isCarriedByAnyEmail(tx, id)) throw new DomainError('DOCUMENT_ALREADY_SENT', 'conflict');
        await repo.deleteDocument(tx, id);
        await fileStore.remove(tx, found.file_id);
        if (locked.claim_id) await claimState.refreshReceivedItems(tx, locked.claim_id);
      });
      log.info({ event: 'claim-document-removed', documentId: id, userId: signedIn.userId }, 'claim document removed');
    },

    // The claim is the caller's to see (its resolver checked); checked again here as every operation is.
    async forClaim(actor: Actor | null, claim: { id: string; school_id: string }) {
      const signedIn = requireSchoolAccess(actor, claim.school_id);
      const documents = await repo.listClaimDocuments(db, claim.id);
      noteDocuments(signedIn, documents);
      return documents.map((row) => view(row, signedIn));
    },

    // The documents among `ids` the actor may see (their schools' drafts and claims); others are left out.
    async byIds(actor: Actor | null, idsInput: unknown) {
      const signedIn = requireActor(actor);
      const ids = parseInput(idsSchema, idsInput).flatMap((id) => (z.uuid().safeParse(normalizeId(id)).success ? [normalizeId(id)!] : []));
      const documents = await repo.findDocuments(db, ids, signedIn.role === 'admin' ? undefined : signedIn.schoolIds);
      noteDocuments(signedIn, documents);
      return documents.map((row) => view(row, signedIn));
    },

    // A claim document's file was opened by its signed link: a download by whoever the link was made for.
    async noteDownload(trail: AccessTrail | null, fileId: string, userId: string | undefined) {
      const document = await repo.findDocumentOfFile(db, fileId);
      if (!document) return;
      noteAccess(trail, { action: 'DOWNLOAD', resource: 'DOCUMENT', ...(userId ? { userId } : {}), ...documentAccess(document) });
    },

    // No actor: the link a TPA was sent is the permission (ADR 021).
    bundle: (link: { emailLogId: string; expires: number; signature: string }) => openBundle(db, signer, fileStore, link),
  };
}

export type ClaimDocumentsService = ReturnType<typeof createClaimDocumentsService>;
