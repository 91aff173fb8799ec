import { asc, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { thirdPartyAdministrators } from './tpas.schema.ts';

export type TpaOption = { id: string; code: string; name: string };

export function listTpaOptions(db: Db): Promise<TpaOption[]> {
  return db
    .select({ id: thirdPartyAdministrators.id, code: thirdPartyAdministrators.code, name: thirdPartyAdministrators.name })
    .from(thirdPartyAdministrators)
    .where(isNull(thirdPartyAdministrators.deleted_at))
    .orderBy(asc(thirdPartyAdministrators.code), asc(thirdPartyAdministrators.id));
}
