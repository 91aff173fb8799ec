import type { Db } from '../../db/client.ts';
import { requireActor, type Actor } from '../auth/actor.ts';
import { listActiveSchools } from './schools.repo.ts';

export function createSchoolsService(db: Db) {
  return {
    // The school picker: every active school for admins, a school user's own schools otherwise.
    async listActive(actor: Actor | null) {
      const signedIn = requireActor(actor);
      const active = await listActiveSchools(db);
      return signedIn.role === 'admin' ? active : active.filter((school) => signedIn.schoolIds.includes(school.id));
    },
  };
}

export type SchoolsService = ReturnType<typeof createSchoolsService>;
