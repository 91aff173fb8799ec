import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { contains } from '../../db/search.ts';
import { compactSections, idList, lockSchools, maxOrderOf, schoolsHoldingCopiesOf, schoolsLinkedToTpa } from '../dashboard/dashboard.repo.ts';
import { schoolsDashboardElements } from '../dashboard/dashboard.schema.ts';
import { schoolsThirdPartyAdministrators } from '../schools/schools.schema.ts';
import { thirdPartyAdministrators, tpaDashboardElements } from './tpas.schema.ts';

type Executor = Db | Tx;

export type TpaOption = { id: string; code: string; name: string };
export type TpaRow = typeof thirdPartyAdministrators.$inferSelect;
export type TpaElementRow = typeof tpaDashboardElements.$inferSelect;

export function listTpaOptions(db: Executor): Promise<TpaOption[]> {
  return db
    .select({ id: thirdPartyAdministrators.id, code: thirdPartyAdministrators.code, name: thirdPartyAdministrators.name })
    .from(thirdPartyAdministrators)
    .where(isNull(thirdPartyAdministrators.deleted_at))
    .orderBy(asc(thirdPartyAdministrators.code), asc(thirdPartyAdministrators.id));
}

export async function pageTpas(db: Executor, search: string | undefined, sort: { column: 'name' | 'code'; direction: 'asc' | 'desc' }, page: { offset: number; limit: number }) {
  const where = and(
    isNull(thirdPartyAdministrators.deleted_at),
    search ? or(contains(thirdPartyAdministrators.name, search), contains(thirdPartyAdministrators.code, search)) : undefined,
  );
  const direction = sort.direction === 'asc' ? asc : desc;
  const column = sort.column === 'code' ? thirdPartyAdministrators.code : thirdPartyAdministrators.name;
  const [items, [total]] = await Promise.all([
    db.select().from(thirdPartyAdministrators).where(where).orderBy(direction(sql`lower(${column})`), asc(thirdPartyAdministrators.id)).offset(page.offset).limit(page.limit),
    db.select({ value: count() }).from(thirdPartyAdministrators).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

export async function findTpa(db: Executor, id: string) {
  const [row] = await db.select().from(thirdPartyAdministrators).where(and(eq(thirdPartyAdministrators.id, id), isNull(thirdPartyAdministrators.deleted_at)));
  return row;
}

export async function insertTpa(db: Executor, values: typeof thirdPartyAdministrators.$inferInsert) {
  const [row] = await db.insert(thirdPartyAdministrators).values(values).returning();
  return row!;
}

export async function updateTpa(db: Executor, id: string, values: Partial<typeof thirdPartyAdministrators.$inferInsert>) {
  const [row] = await db
    .update(thirdPartyAdministrators)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(thirdPartyAdministrators.id, id), isNull(thirdPartyAdministrators.deleted_at)))
    .returning();
  return row;
}

// Deleting a TPA takes its school links, its elements and their copies on school dashboards with it.
export async function softDeleteTpaCascade(db: Executor, tpaId: string, at: Date) {
  await db.update(thirdPartyAdministrators).set({ deleted_at: at, updated_at: at }).where(eq(thirdPartyAdministrators.id, tpaId));
  await db
    .update(schoolsThirdPartyAdministrators)
    .set({ deleted_at: at, updated_at: at })
    .where(and(eq(schoolsThirdPartyAdministrators.third_party_administrator_id, tpaId), isNull(schoolsThirdPartyAdministrators.deleted_at)));
  const elementIds = (await listTpaElements(db, tpaId)).map((element) => element.id);
  if (elementIds.length) {
    await deleteCopies(db, idList(elementIds));
    await db.update(tpaDashboardElements).set({ deleted_at: at, updated_at: at }).where(inArray(tpaDashboardElements.id, elementIds));
  }
}

export function listTpaElements(db: Executor, tpaId: string) {
  return db
    .select()
    .from(tpaDashboardElements)
    .where(and(eq(tpaDashboardElements.third_party_administrator_id, tpaId), isNull(tpaDashboardElements.deleted_at)))
    .orderBy(asc(tpaDashboardElements.component), asc(tpaDashboardElements.created_at), asc(tpaDashboardElements.id));
}

export async function findTpaElement(db: Executor, id: string) {
  const [row] = await db.select().from(tpaDashboardElements).where(and(eq(tpaDashboardElements.id, id), isNull(tpaDashboardElements.deleted_at)));
  return row;
}

export async function findTpaElementByFile(db: Executor, fileId: string) {
  const [row] = await db.select().from(tpaDashboardElements).where(and(eq(tpaDashboardElements.file_id, fileId), isNull(tpaDashboardElements.deleted_at)));
  return row;
}

export async function insertTpaElement(db: Executor, values: typeof tpaDashboardElements.$inferInsert) {
  const [row] = await db.insert(tpaDashboardElements).values(values).returning();
  return row!;
}

export async function updateTpaElement(db: Executor, id: string, values: Partial<typeof tpaDashboardElements.$inferInsert>) {
  const [row] = await db.update(tpaDashboardElements).set({ ...values, updated_at: new Date() }).where(eq(tpaDashboardElements.id, id)).returning();
  return row!;
}

// ---------- copies on the dashboards of linked schools ----------

// A new element reaches every school linked to its TPA, after the last item of its section there.
export async function copyElementToLinkedSchools(db: Executor, element: TpaElementRow) {
  await lockSchools(db, schoolsLinkedToTpa(element.third_party_administrator_id));
  await db.execute(sql`
    insert into ${schoolsDashboardElements} (school_id, type, title, component, filename, url, "order", third_party_administrators_dashboard_element_id, file_id)
    select l.school_id, ${element.type}, ${element.title}, ${element.component}, ${element.filename}, ${element.url},
      ${maxOrderOf(sql`l.school_id`, sql`${element.component}`)} + 1,
      ${element.id}, ${element.file_id}
    from ${schoolsThirdPartyAdministrators} l
    where l.third_party_administrator_id = ${element.third_party_administrator_id} and l.deleted_at is null`);
}

// Copies follow their source; one that moves to another section goes to the end of it, and the section
// it left closes up.
export async function refreshElementCopies(db: Executor, element: TpaElementRow, movedSection: boolean) {
  const schoolIds = await lockSchools(db, schoolsHoldingCopiesOf(sql`${element.id}`));
  await db.execute(sql`
    update ${schoolsDashboardElements} s
    set title = ${element.title}, component = ${element.component}, filename = ${element.filename}, url = ${element.url}, file_id = ${element.file_id}, updated_at = now(),
      "order" = case when ${movedSection} then ${maxOrderOf(sql`s.school_id`, sql`${element.component}`)} + 1 else s."order" end
    where s.third_party_administrators_dashboard_element_id = ${element.id}`);
  if (movedSection && schoolIds.length) await compactSections(db, idList(schoolIds));
}

async function deleteCopies(db: Executor, tpaElementIds: SQL) {
  const schoolIds = await lockSchools(db, schoolsHoldingCopiesOf(tpaElementIds));
  await db.delete(schoolsDashboardElements).where(sql`${schoolsDashboardElements.third_party_administrators_dashboard_element_id} in (${tpaElementIds})`);
  if (schoolIds.length) await compactSections(db, idList(schoolIds));
}

export async function deleteElementCopies(db: Executor, elementId: string) {
  await deleteCopies(db, sql`${elementId}::uuid`);
}
