import {
  DASHBOARD_COMPONENTS,
  dashboardComponentSchema,
  dashboardContactSchema,
  fileAttachmentSchema,
  fileElementUpdateSchema,
  SCHOOL_LOGO_TITLE,
  urlAttachmentSchema,
  urlElementUpdateSchema,
  type DashboardComponent,
} from '@claims/shared';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { parseId, parseInput } from '../../domain/parse-input.ts';
import { requireAdmin, requireSchoolAccess, type Actor } from '../auth/actor.ts';
import { inspectDocument } from '../uploads/documents.ts';
import type { FileStore } from '../uploads/file-store.ts';
import * as repo from './dashboard.repo.ts';

type Upload = { filename: string; data: Buffer } | undefined;

export type DashboardSection = { component: DashboardComponent; items: repo.DashboardItemRow[] };

const moveSchema = z.object({ newIndex: z.number().int().min(0) }, { error: 'INVALID_VALUE' });
const sequenceSchema = z.object({ component: dashboardComponentSchema, ids: z.array(z.uuid()).min(1) }, { error: 'INVALID_VALUE' });

// The logo is found by its title, so no section element may take it.
function refuseLogoTitle(title: string) {
  if (title.toLowerCase() === SCHOOL_LOGO_TITLE) throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { title: 'INVALID_VALUE' } });
}

function requireOwnItem(item: repo.ItemRef) {
  if (item.from_tpa) throw new DomainError('DASHBOARD_ELEMENT_FROM_TPA', 'conflict');
  return item;
}

export function createDashboardService({ db, fileStore }: { db: Db; fileStore: FileStore }) {
  // Every change to a school's lists runs under that school's row lock, so orders computed from the
  // current maximum or range cannot interleave with another writer's.
  async function writeSchool<T>(schoolId: string, work: (tx: Tx) => Promise<T>) {
    return db.transaction(async (tx) => {
      if (!(await repo.lockSchool(tx, schoolId))) throw new DomainError('NOT_FOUND', 'not_found');
      return work(tx);
    });
  }

  // The item is read again once the lock is held: another writer may have moved it meanwhile.
  async function writeItem<T>(id: string, work: (tx: Tx, item: repo.ItemRef) => Promise<T>) {
    const found = await repo.findItem(db, parseId(id));
    if (!found) throw new DomainError('NOT_FOUND', 'not_found');
    return writeSchool(found.school_id, async (tx) => {
      const item = await repo.findItem(tx, found.id);
      if (!item) throw new DomainError('NOT_FOUND', 'not_found');
      return work(tx, item);
    });
  }

  async function itemOf(schoolId: string, component: DashboardComponent, id: string) {
    return (await repo.listItems(db, schoolId, component)).find((item) => item.id === id)!;
  }

  // A file element takes its stored file with it.
  async function removeItem(itemId: string) {
    await writeItem(itemId, async (tx, item) => {
      requireOwnItem(item);
      await repo.deleteItem(tx, item);
      if (item.file_id) await fileStore.remove(tx, item.file_id);
    });
    return true;
  }

  function requireFile(upload: Upload) {
    if (!upload) throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { file: 'INVALID_VALUE' } });
    const filename = upload.filename.slice(0, 200) || 'document';
    return { filename, data: upload.data, content_type: inspectDocument(upload.data, filename).contentType };
  }

  return {
    // Admins read any school's dashboard; a school user only their own school's.
    async get(actor: Actor | null, schoolId: string) {
      const id = parseId(schoolId);
      requireSchoolAccess(actor, id);
      const school = await repo.findDashboardSchool(db, id);
      if (!school) throw new DomainError('NOT_FOUND', 'not_found');
      const items = await repo.listItems(db, school.id);
      const sections: DashboardSection[] = DASHBOARD_COMPONENTS.map((component) => ({
        component,
        items: items.filter((item) => item.component === component),
      }));
      return { school_id: school.id, name: school.name, logo_file_id: school.logo_file_id, sections };
    },

    async maxOrders(actor: Actor | null, schoolId: string) {
      const id = parseId(schoolId);
      requireSchoolAccess(actor, id);
      const orders = await repo.maxOrders(db, id);
      return DASHBOARD_COMPONENTS.map((component) => ({ component, max_order: orders.get(component) ?? 0 }));
    },

    async addLink(actor: Actor | null, schoolId: string, input: unknown) {
      requireAdmin(actor);
      const values = parseInput(urlAttachmentSchema, input);
      refuseLogoTitle(values.title);
      const id = parseId(schoolId);
      const elementId = await writeSchool(id, (tx) => repo.insertElement(tx, { school_id: id, type: 'URL', ...values }));
      return itemOf(id, values.component, elementId);
    },

    async addFile(actor: Actor | null, schoolId: string, fields: unknown, upload: Upload) {
      const admin = requireAdmin(actor);
      const id = parseId(schoolId);
      const values = parseInput(fileAttachmentSchema, fields);
      refuseLogoTitle(values.title);
      const file = requireFile(upload);
      return writeSchool(id, async (tx) => {
        const fileId = await fileStore.insert(tx, file, admin.userId);
        const elementId = await repo.insertElement(tx, { school_id: id, type: 'FILE', ...values, filename: file.filename, file_id: fileId });
        return { id: elementId, fileId };
      });
    },

    async replaceFile(actor: Actor | null, elementId: string, upload: Upload) {
      const admin = requireAdmin(actor);
      const file = requireFile(upload);
      return writeItem(elementId, async (tx, item) => {
        requireOwnItem(item);
        if (item.kind !== 'FILE') throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { element_id: 'INVALID_VALUE' } });
        const fileId = await fileStore.insert(tx, file, admin.userId);
        await repo.updateElement(tx, item.id, { file_id: fileId, filename: file.filename });
        if (item.file_id) await fileStore.remove(tx, item.file_id);
        return { id: item.id, fileId };
      });
    },

    // Titles of files, titles and addresses of links.
    async updateElement(actor: Actor | null, elementId: string, input: unknown) {
      requireAdmin(actor);
      const item = await writeItem(elementId, async (tx, found) => {
        requireOwnItem(found);
        if (found.kind === 'CONTACT') throw new DomainError('NOT_FOUND', 'not_found');
        const values = found.kind === 'URL' ? parseInput(urlElementUpdateSchema, input) : parseInput(fileElementUpdateSchema, input);
        refuseLogoTitle(values.title);
        await repo.updateElement(tx, found.id, values);
        return found;
      });
      return itemOf(item.school_id, item.component, item.id);
    },

    async addContact(actor: Actor | null, schoolId: string, input: unknown) {
      requireAdmin(actor);
      const id = parseId(schoolId);
      const values = parseInput(dashboardContactSchema, input);
      const contactId = await writeSchool(id, (tx) => repo.insertContact(tx, id, values));
      return itemOf(id, values.component, contactId);
    },

    // A contact keeps its section; it changes place by moving.
    async updateContact(actor: Actor | null, contactId: string, input: unknown) {
      requireAdmin(actor);
      const item = await writeItem(contactId, async (tx, found) => {
        if (found.kind !== 'CONTACT') throw new DomainError('NOT_FOUND', 'not_found');
        const values = parseInput(dashboardContactSchema, { ...(input as object), component: found.component });
        await repo.updateContact(tx, found.id, { ...values, component: found.component });
        return found;
      });
      return itemOf(item.school_id, item.component, item.id);
    },

    // newIndex is the 0-based place in the section; past the end means last. Items from a TPA move too:
    // where they sit on the dashboard is the school's choice.
    async move(actor: Actor | null, itemId: string, input: unknown) {
      requireAdmin(actor);
      const { newIndex } = parseInput(moveSchema, input);
      const item = await writeItem(itemId, async (tx, found) => {
        const size = (await repo.maxOrders(tx, found.school_id)).get(found.component) ?? found.order;
        await repo.moveItem(tx, found, Math.min(newIndex + 1, size));
        return found;
      });
      return repo.listItems(db, item.school_id, item.component);
    },

    remove(actor: Actor | null, itemId: string) {
      requireAdmin(actor);
      return removeItem(itemId);
    },

    // /v1/remove/school-element names a file; false when no section element holds it (it may be the logo).
    async removeFileElement(actor: Actor | null, fileId: string) {
      requireAdmin(actor);
      const element = await repo.findFileElementByFile(db, parseId(fileId));
      if (!element) return false;
      return removeItem(element.id);
    },

    // Drag and drop: the whole section in its new sequence, which must name each of its items once.
    async setSequence(actor: Actor | null, schoolId: string, input: unknown) {
      requireAdmin(actor);
      const id = parseId(schoolId);
      const { component, ids } = parseInput(sequenceSchema, input);
      await writeSchool(id, async (tx) => {
        const current = (await repo.listItems(tx, id, component)).map((item) => item.id);
        const same = current.length === ids.length && new Set(ids).size === ids.length && ids.every((itemId) => current.includes(itemId));
        if (!same) throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { ids: 'INVALID_VALUE' } });
        await repo.setSectionSequence(tx, id, ids);
      });
      return repo.listItems(db, id, component);
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
