import type { Db } from '../../db/client.ts';
import { requireAdmin, type Actor } from '../auth/actor.ts';
import { listSalesRepOptions } from './sales-reps.repo.ts';

export function createSalesRepsService(db: Db) {
  return {
    listOptions: (actor: Actor | null) => {
      requireAdmin(actor);
      return listSalesRepOptions(db);
    },
  };
}

export type SalesRepsService = ReturnType<typeof createSalesRepsService>;
