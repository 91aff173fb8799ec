import type { Db } from '../../db/client.ts';
import { requireActor, type Actor } from '../auth/actor.ts';
import { listActivities } from './activities.repo.ts';

export function createActivitiesService(db: Db) {
  return {
    // The sport list feeds the claim wizard for every signed-in user, so reading it is not admin-only.
    list: (actor: Actor | null) => {
      requireActor(actor);
      return listActivities(db);
    },
  };
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
