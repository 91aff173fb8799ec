import { activityFormSchema } from '@claims/shared';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { parseId, parseInput } from '../../domain/parse-input.ts';
import { requireActor, requireAdmin, type Actor } from '../auth/actor.ts';
import * as repo from './activities.repo.ts';

// Names are unique regardless of case among live sports (a unique index enforces it).
const rethrowDuplicate = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new DomainError('ACTIVITY_NAME_NOT_UNIQUE', 'conflict', { fields: { activity: 'ACTIVITY_NAME_NOT_UNIQUE' } });
  throw error;
};

export function createActivitiesService(db: Db) {
  return {
    // The sport list feeds the claim wizard for every signed-in user, so reading it is not admin-only.
    list: (actor: Actor | null) => {
      requireActor(actor);
      return repo.listActivities(db);
    },

    async create(actor: Actor | null, input: unknown) {
      requireAdmin(actor);
      const { activity } = parseInput(activityFormSchema, input);
      return repo.insertActivity(db, activity).catch(rethrowDuplicate);
    },

    async rename(actor: Actor | null, id: string, input: unknown) {
      requireAdmin(actor);
      const { activity } = parseInput(activityFormSchema, input);
      const renamed = await repo.updateActivity(db, parseId(id), { activity }).catch(rethrowDuplicate);
      if (!renamed) throw new DomainError('NOT_FOUND', 'not_found');
      return renamed;
    },

    // Soft delete: school links keep the id and claims keep the name, so both stay readable.
    async remove(actor: Actor | null, id: string) {
      requireAdmin(actor);
      const removed = await repo.updateActivity(db, parseId(id), { deleted_at: new Date() });
      if (!removed) throw new DomainError('NOT_FOUND', 'not_found');
      return true;
    },
  };
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
