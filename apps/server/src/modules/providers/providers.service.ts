import { insuranceProviderFormSchema } from '@claims/shared';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { parseId, parseInput } from '../../domain/parse-input.ts';
import { requireActor, requireAdmin, type Actor } from '../auth/actor.ts';
import * as repo from './providers.repo.ts';

export function createProvidersService(db: Db) {
  return {
    // Everyone picks from the active companies; admins also see deactivated ones to manage them.
    list(actor: Actor | null, includeInactive: boolean) {
      const signedIn = requireActor(actor);
      return repo.listProviders(db, { includeInactive: includeInactive && signedIn.role === 'admin' });
    },

    create(actor: Actor | null, input: unknown) {
      requireAdmin(actor);
      return repo.insertProvider(db, parseInput(insuranceProviderFormSchema, input));
    },

    // Companies are deactivated rather than deleted: students' and claims' providers keep pointing at them.
    async update(actor: Actor | null, id: string, input: unknown) {
      requireAdmin(actor);
      const updated = await repo.updateProvider(db, parseId(id), parseInput(insuranceProviderFormSchema, input));
      if (!updated) throw new DomainError('NOT_FOUND', 'not_found');
      return updated;
    },
  };
}

export type ProvidersService = ReturnType<typeof createProvidersService>;
