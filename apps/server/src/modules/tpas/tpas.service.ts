import { attachmentTitleSchema, dashboardComponentSchema, MEGABYTE, SORT_DIRECTIONS, tpaFormSchema, urlAttachmentSchema } from '@claims/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { pageArgsSchema } from '../../domain/paging.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { parseId, parseInput } from '../../domain/parse-input.ts';
import { requireAdmin, type Actor } from '../auth/actor.ts';
import { inspectDocument } from '../uploads/documents.ts';
import type { FileStore } from '../uploads/file-store.ts';
import * as repo from './tpas.repo.ts';

const listArgsSchema = pageArgsSchema().extend({
  search: z.string().trim().max(100).optional(),
  sort: z.enum(['name', 'code']).default('name'),
  direction: z.enum(SORT_DIRECTIONS).default('asc'),
});

const fileElementSchema = z.object({ title: attachmentTitleSchema, component: dashboardComponentSchema });

type Upload = { filename: string; data: Buffer } | undefined;

// The form's limit is in megabytes; the column holds bytes, as the delivery that reads it counts.
function tpaValuesOf(input: unknown) {
  const { max_attachment_mb: megabytes, ...values } = parseInput(tpaFormSchema, input);
  return { ...values, max_attachment_bytes: megabytes * MEGABYTE };
}

const rethrowDuplicateCode = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new DomainError('TPA_CODE_NOT_UNIQUE', 'conflict', { fields: { code: 'TPA_CODE_NOT_UNIQUE' } });
  throw error;
};

export function createTpasService({ db, log, fileStore }: { db: Db; log: FastifyBaseLogger; fileStore: FileStore }) {
  async function requireTpa(id: string) {
    const tpa = await repo.findTpa(db, parseId(id));
    if (!tpa) throw new DomainError('NOT_FOUND', 'not_found');
    return tpa;
  }
  async function requireElement(id: string) {
    const element = await repo.findTpaElement(db, parseId(id));
    if (!element) throw new DomainError('NOT_FOUND', 'not_found');
    return element;
  }
  async function removeElement(elementId: string) {
    const element = await requireElement(elementId);
    await db.transaction(async (tx) => {
      await repo.deleteElementCopies(tx, element.id);
      await repo.updateTpaElement(tx, element.id, { deleted_at: new Date() });
    });
    return true;
  }
  function requireFile(upload: Upload) {
    if (!upload) throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { file: 'INVALID_VALUE' } });
    return { filename: upload.filename.slice(0, 200) || 'document', data: upload.data, ...inspectDocument(upload.data, upload.filename) };
  }

  return {
    listOptions: (actor: Actor | null) => {
      requireAdmin(actor);
      return repo.listTpaOptions(db);
    },

    list(actor: Actor | null, args: unknown) {
      requireAdmin(actor);
      const { search, sort, direction, offset, limit } = parseInput(listArgsSchema, args);
      return repo.pageTpas(db, search, { column: sort, direction }, { offset, limit });
    },

    async get(actor: Actor | null, id: string) {
      requireAdmin(actor);
      return requireTpa(id);
    },

    listElements(actor: Actor | null, tpaId: string) {
      requireAdmin(actor);
      return repo.listTpaElements(db, tpaId);
    },

    create(actor: Actor | null, input: unknown) {
      const admin = requireAdmin(actor);
      return repo.insertTpa(db, { ...tpaValuesOf(input), created_by: admin.userId }).catch(rethrowDuplicateCode);
    },

    async update(actor: Actor | null, id: string, input: unknown) {
      requireAdmin(actor);
      const tpa = await requireTpa(id);
      return (await repo.updateTpa(db, tpa.id, tpaValuesOf(input)).catch(rethrowDuplicateCode))!;
    },

    async remove(actor: Actor | null, id: string) {
      const admin = requireAdmin(actor);
      const tpa = await requireTpa(id);
      await db.transaction((tx) => repo.softDeleteTpaCascade(tx, tpa.id, new Date()));
      log.info({ event: 'tpa-deleted', tpaId: tpa.id, by: admin.userId }, 'TPA deleted');
      return true;
    },

    // A link or a file added to a TPA appears on every school linked to it, in the same transaction.
    async addLink(actor: Actor | null, tpaId: string, input: unknown) {
      requireAdmin(actor);
      const tpa = await requireTpa(tpaId);
      const values = parseInput(urlAttachmentSchema, input);
      return db.transaction(async (tx) => {
        const element = await repo.insertTpaElement(tx, { third_party_administrator_id: tpa.id, type: 'URL', title: values.title, component: values.component, url: values.url });
        await repo.copyElementToLinkedSchools(tx, element);
        return element;
      });
    },

    async addFile(actor: Actor | null, tpaId: string, fields: unknown, upload: Upload) {
      const admin = requireAdmin(actor);
      const tpa = await requireTpa(tpaId);
      const values = parseInput(fileElementSchema, fields);
      const file = requireFile(upload);
      return db.transaction(async (tx) => {
        const fileId = await fileStore.insert(tx, { filename: file.filename, content_type: file.contentType, data: file.data }, admin.userId);
        const element = await repo.insertTpaElement(tx, {
          third_party_administrator_id: tpa.id,
          type: 'FILE',
          title: values.title,
          component: values.component,
          filename: file.filename,
          file_id: fileId,
        });
        await repo.copyElementToLinkedSchools(tx, element);
        return element;
      });
    },

    async replaceFile(actor: Actor | null, elementId: string, upload: Upload) {
      const admin = requireAdmin(actor);
      const element = await requireElement(elementId);
      if (element.type !== 'FILE') throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { element_id: 'INVALID_VALUE' } });
      const file = requireFile(upload);
      return db.transaction(async (tx) => {
        const fileId = await fileStore.insert(tx, { filename: file.filename, content_type: file.contentType, data: file.data }, admin.userId);
        const updated = await repo.updateTpaElement(tx, element.id, { file_id: fileId, filename: file.filename });
        await repo.refreshElementCopies(tx, updated, false);
        return updated;
      });
    },

    async updateElement(actor: Actor | null, elementId: string, input: unknown) {
      requireAdmin(actor);
      const element = await requireElement(elementId);
      const values =
        element.type === 'URL' ? parseInput(urlAttachmentSchema, input) : { ...parseInput(fileElementSchema, input), url: null };
      return db.transaction(async (tx) => {
        const updated = await repo.updateTpaElement(tx, element.id, { title: values.title, component: values.component, url: values.url });
        await repo.refreshElementCopies(tx, updated, updated.component !== element.component);
        return updated;
      });
    },

    removeElement(actor: Actor | null, elementId: string) {
      requireAdmin(actor);
      return removeElement(elementId);
    },

    async removeElementByFile(actor: Actor | null, fileId: string) {
      requireAdmin(actor);
      const element = await repo.findTpaElementByFile(db, parseId(fileId));
      if (!element) throw new DomainError('NOT_FOUND', 'not_found');
      return removeElement(element.id);
    },
  };
}

export type TpasService = ReturnType<typeof createTpasService>;
