import { salesRepFormSchema, SORT_DIRECTIONS } from '@claims/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { pageArgsSchema } from '../../domain/paging.ts';
import { parseId, parseInput } from '../../domain/parse-input.ts';
import { requireAdmin, type Actor } from '../auth/actor.ts';
import * as repo from './sales-reps.repo.ts';

const listArgsSchema = pageArgsSchema('salesReps').extend({
  name: z.string().trim().max(150).optional(),
  status: z.enum(['ACTIVE', 'INACTIVE']).default('ACTIVE'),
  sort: z.enum(['first_name', 'last_name', 'email_address']).default('first_name'),
  direction: z.enum(SORT_DIRECTIONS).default('asc'),
});

export function createSalesRepsService(db: Db) {
  async function requireRep(id: string) {
    const rep = await repo.findSalesRep(db, parseId(id));
    if (!rep) throw new DomainError('NOT_FOUND', 'not_found');
    return rep;
  }

  return {
    listOptions: (actor: Actor | null) => {
      requireAdmin(actor);
      return repo.listSalesRepOptions(db);
    },

    // The grid lists active reps unless asked for inactive ones (SPEC §7 restricts the list to active).
    list(actor: Actor | null, args: unknown) {
      requireAdmin(actor);
      const { name, status, sort, direction, offset, limit } = parseInput(listArgsSchema, args);
      return repo.pageSalesReps(db, { name, isActive: status === 'ACTIVE' }, { column: sort, direction }, { offset, limit });
    },

    async get(actor: Actor | null, id: string) {
      requireAdmin(actor);
      return requireRep(id);
    },

    create(actor: Actor | null, input: unknown) {
      const admin = requireAdmin(actor);
      return repo.insertSalesRep(db, { ...parseInput(salesRepFormSchema, input), created_by: admin.userId });
    },

    async update(actor: Actor | null, id: string, input: unknown) {
      requireAdmin(actor);
      const rep = await requireRep(id);
      return (await repo.updateSalesRep(db, rep.id, parseInput(salesRepFormSchema, input)))!;
    },

    // Schools keep pointing at a deleted rep's row; lists show '-' for them.
    async remove(actor: Actor | null, id: string) {
      requireAdmin(actor);
      const rep = await requireRep(id);
      await repo.updateSalesRep(db, rep.id, { deleted_at: new Date() });
      return true;
    },
  };
}

export type SalesRepsService = ReturnType<typeof createSalesRepsService>;
