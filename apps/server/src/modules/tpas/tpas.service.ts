import type { Db } from '../../db/client.ts';
import { requireAdmin, type Actor } from '../auth/actor.ts';
import { listTpaOptions } from './tpas.repo.ts';

export function createTpasService(db: Db) {
  return {
    listOptions: (actor: Actor | null) => {
      requireAdmin(actor);
      return listTpaOptions(db);
    },
  };
}

export type TpasService = ReturnType<typeof createTpasService>;
