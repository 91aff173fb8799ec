import { DASHBOARD_COMPONENTS, SCHOOL_LOGO_TITLE, type DashboardComponent } from '@claims/shared';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { schools } from '../schools/schools.schema.ts';
import { thirdPartyAdministrators, tpaDashboardElements } from '../tpas/tpas.schema.ts';
import { schoolsDashboardContacts as contacts, schoolsDashboardElements as elements } from './dashboard.schema.ts';

type Executor = Db | Tx;

// Raw statements answer with driver rows (node-postgres and PGlite agree on `rows`).

// Ordering model (docs/decisions/009-dashboard-ordering.md): one list per school and section, mixing
// elements (own and TPA copies) and contacts, numbered 1..n through the `order` column of both tables.
// Every write that changes a list runs in a transaction holding the school's row lock.

const sections = sql.join(
  DASHBOARD_COMPONENTS.map((component) => sql`${component}`),
  sql`, `,
);

// Rows of the six sections; the logo is an element too but lives outside them.
const inSections = inArray(elements.component, [...DASHBOARD_COMPONENTS]);

// A school's logo, kept among its dashboard elements; `schoolId` is the outer query's column, qualified by
// hand: inside a subquery drizzle names it without its table.
export const logoFileIdOf = (schoolId: SQL) =>
  sql<string | null>`(select e.file_id from ${elements} e where e.school_id = ${schoolId} and e.title = ${SCHOOL_LOGO_TITLE} limit 1)`;

// The school a dashboard belongs to: its name and its logo.
export async function findDashboardSchool(db: Executor, schoolId: string) {
  const [row] = await db
    .select({ id: schools.id, name: schools.name, logo_file_id: logoFileIdOf(sql.raw('"schools"."id"')) })
    .from(schools)
    .where(and(eq(schools.id, schoolId), isNull(schools.deleted_at)));
  return row;
}

export const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

// Writers lock the schools whose lists they change, in id order so two writers cannot deadlock.
export async function lockSchools(db: Executor, schoolIds: SQL) {
  const result = await db.execute(sql`select id from ${schools} where id in (${schoolIds}) order by id for update`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

// The dashboard's own writes lock their school; false when there is no such live school.
export async function lockSchool(db: Executor, schoolId: string) {
  const result = await db.execute(sql`select id from ${schools} where id = ${schoolId} and deleted_at is null for update`);
  return rowsOf(result).length === 1;
}

export const schoolsLinkedToTpa = (tpaId: string) =>
  sql`select l.school_id from schools_third_party_administrators l where l.third_party_administrator_id = ${tpaId} and l.deleted_at is null`;

export const schoolsHoldingCopiesOf = (tpaElementIds: SQL) =>
  sql`select c.school_id from ${elements} c where c.third_party_administrators_dashboard_element_id in (${tpaElementIds})`;

// The highest order in a section, over elements and contacts; both arguments are SQL expressions so
// bulk copies can evaluate it per row.
// Aliases are unusual on purpose: the arguments may name columns of the caller's own tables.
export const maxOrderOf = (schoolId: SQL, component: SQL) => sql<number>`(
  select coalesce(max(dashboard_item."order"), 0) from (
    select own_element."order" from ${elements} own_element where own_element.school_id = ${schoolId} and own_element.component = ${component}
    union all
    select own_contact."order" from ${contacts} own_contact where own_contact.school_id = ${schoolId} and own_contact.component = ${component}
  ) dashboard_item)`;

// Numbers every section of the given schools 1..n again, keeping the current sequence. Used after bulk
// removals (a TPA unlinked or deleted, a TPA element removed or moved to another section), which can open
// several gaps at once.
export async function compactSections(db: Executor, schoolIds: SQL) {
  await db.execute(sql`
    with items as (
      select id, school_id, component, "order", created_at from ${elements} where school_id in (${schoolIds}) and component in (${sections})
      union all
      select id, school_id, component, "order", created_at from ${contacts} where school_id in (${schoolIds})
    ), ranked as (
      select id, row_number() over (partition by school_id, component order by "order", created_at, id) as n from items
    ), renumbered as (
      update ${elements} e set "order" = r.n from ranked r where r.id = e.id and e."order" <> r.n returning e.id
    )
    update ${contacts} c set "order" = r.n from ranked r where r.id = c.id and c."order" <> r.n`);
}

// ---------- reading ----------

export type DashboardItemKind = 'FILE' | 'URL' | 'CONTACT';

export type DashboardItemRow = {
  id: string;
  kind: DashboardItemKind;
  component: DashboardComponent;
  order: number;
  title: string;
  url: string | null;
  filename: string | null;
  file_id: string | null;
  tpa_name: string | null;
  company_name: string | null;
  representative_name: string | null;
  mail_address: string | null;
  phone: string | null;
  fax: string | null;
  email_address: string | null;
};

const noContact = { company_name: null, representative_name: null, mail_address: null, phone: null, fax: null, email_address: null };

export async function listItems(db: Executor, schoolId: string, component?: DashboardComponent): Promise<DashboardItemRow[]> {
  const [elementRows, contactRows] = await Promise.all([
    db
      .select({
        id: elements.id,
        type: elements.type,
        component: elements.component,
        order: elements.order,
        title: elements.title,
        url: elements.url,
        filename: elements.filename,
        file_id: elements.file_id,
        tpa_name: thirdPartyAdministrators.name,
      })
      .from(elements)
      .leftJoin(tpaDashboardElements, eq(tpaDashboardElements.id, elements.third_party_administrators_dashboard_element_id))
      .leftJoin(thirdPartyAdministrators, eq(thirdPartyAdministrators.id, tpaDashboardElements.third_party_administrator_id))
      .where(and(eq(elements.school_id, schoolId), component ? eq(elements.component, component) : inSections)),
    db
      .select()
      .from(contacts)
      .where(and(eq(contacts.school_id, schoolId), component ? eq(contacts.component, component) : undefined)),
  ]);
  const items: DashboardItemRow[] = [
    ...elementRows.map(({ type, ...row }) => ({
      ...row,
      ...noContact,
      kind: (type === 'URL' ? 'URL' : 'FILE') as DashboardItemKind,
      component: row.component as DashboardComponent,
    })),
    ...contactRows.map((row) => ({
      id: row.id,
      kind: 'CONTACT' as const,
      component: row.component as DashboardComponent,
      order: row.order,
      title: row.title,
      url: null,
      filename: null,
      file_id: null,
      tpa_name: null,
      company_name: row.company_name,
      representative_name: row.representative_name,
      mail_address: row.mail_address,
      phone: row.phone,
      fax: row.fax,
      email_address: row.email_address,
    })),
  ];
  return items.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

export async function maxOrders(db: Executor, schoolId: string) {
  const result = await db.execute(sql`
    select component, max("order")::int as max_order from (
      select component, "order" from ${elements} where school_id = ${schoolId} and component in (${sections})
      union all
      select component, "order" from ${contacts} where school_id = ${schoolId}
    ) o group by component`);
  return new Map(rowsOf<{ component: string; max_order: number }>(result).map((row) => [row.component, Number(row.max_order)]));
}

// One item of a section, whichever table holds it.
export type ItemRef = {
  id: string;
  kind: DashboardItemKind;
  school_id: string;
  component: DashboardComponent;
  order: number;
  file_id: string | null;
  from_tpa: boolean;
};

export async function findItem(db: Executor, id: string): Promise<ItemRef | undefined> {
  const [element] = await db
    .select({
      id: elements.id,
      type: elements.type,
      school_id: elements.school_id,
      component: elements.component,
      order: elements.order,
      file_id: elements.file_id,
      tpa_element_id: elements.third_party_administrators_dashboard_element_id,
    })
    .from(elements)
    .where(and(eq(elements.id, id), inSections));
  if (element) {
    const { type, tpa_element_id, ...rest } = element;
    return { ...rest, kind: type === 'URL' ? 'URL' : 'FILE', component: rest.component as DashboardComponent, from_tpa: tpa_element_id !== null };
  }
  const [contact] = await db
    .select({ id: contacts.id, school_id: contacts.school_id, component: contacts.component, order: contacts.order })
    .from(contacts)
    .where(eq(contacts.id, id));
  return contact && { ...contact, kind: 'CONTACT', component: contact.component as DashboardComponent, file_id: null, from_tpa: false };
}

export async function findFileElementByFile(db: Executor, fileId: string) {
  const [row] = await db.select({ id: elements.id }).from(elements).where(and(eq(elements.file_id, fileId), inSections)).orderBy(asc(elements.created_at)).limit(1);
  return row;
}

// ---------- writing (callers hold the school lock) ----------

const nextOrder = (schoolId: string, component: DashboardComponent) => sql<number>`${maxOrderOf(sql`${schoolId}`, sql`${component}`)} + 1`;

export async function insertElement(
  db: Executor,
  values: { school_id: string; type: 'FILE' | 'URL'; title: string; component: DashboardComponent; url?: string; filename?: string; file_id?: string },
) {
  const [row] = await db
    .insert(elements)
    .values({ ...values, order: nextOrder(values.school_id, values.component) })
    .returning({ id: elements.id });
  return row!.id;
}

export async function updateElement(db: Executor, id: string, values: { title?: string; url?: string; filename?: string; file_id?: string }) {
  await db.update(elements).set({ ...values, updated_at: new Date() }).where(eq(elements.id, id));
}

export type ContactValues = Omit<typeof contacts.$inferInsert, 'id' | 'school_id' | 'order' | 'created_at' | 'updated_at'>;

export async function insertContact(db: Executor, schoolId: string, values: ContactValues & { component: DashboardComponent }) {
  const [row] = await db
    .insert(contacts)
    .values({ ...values, school_id: schoolId, order: nextOrder(schoolId, values.component) })
    .returning({ id: contacts.id });
  return row!.id;
}

export async function updateContact(db: Executor, id: string, values: ContactValues) {
  await db.update(contacts).set({ ...values, updated_at: new Date() }).where(eq(contacts.id, id));
}

// Shifts every item of a section whose order lies in [from, to] (to open-ended when null) by one step.
async function shiftRange(db: Executor, item: ItemRef, from: number, to: number | null, step: 1 | -1) {
  for (const table of [elements, contacts]) {
    await db
      .update(table)
      .set({ order: sql`${table.order} + ${step}` })
      .where(
        and(
          eq(table.school_id, item.school_id),
          eq(table.component, item.component),
          sql`${table.order} >= ${from}`,
          to === null ? undefined : sql`${table.order} <= ${to}`,
        ),
      );
  }
}

async function setOrder(db: Executor, item: ItemRef, order: number) {
  const table = item.kind === 'CONTACT' ? contacts : elements;
  await db.update(table).set({ order }).where(eq(table.id, item.id));
}

// SPEC §4: moving shifts the items between the old and the new place by one step towards the gap, and
// puts the moved item at its new place.
export async function moveItem(db: Executor, item: ItemRef, newOrder: number) {
  if (newOrder === item.order) return;
  if (newOrder < item.order) await shiftRange(db, item, newOrder, item.order - 1, 1);
  else await shiftRange(db, item, item.order + 1, newOrder, -1);
  await setOrder(db, item, newOrder);
}

// SPEC §4: deleting lowers every later order by one.
export async function deleteItem(db: Executor, item: ItemRef) {
  const table = item.kind === 'CONTACT' ? contacts : elements;
  await db.delete(table).where(eq(table.id, item.id));
  await shiftRange(db, item, item.order + 1, null, -1);
}

// Puts a whole section in the given sequence (drag and drop); the caller checks ids is the section.
export async function setSectionSequence(db: Executor, schoolId: string, ids: string[]) {
  const sequence = sql`(select id, n::int as n from unnest(array[${idList(ids)}]) with ordinality as s(id, n))`;
  await db.execute(sql`update ${elements} e set "order" = s.n from ${sequence} s where e.id = s.id and e.school_id = ${schoolId}`);
  await db.execute(sql`update ${contacts} c set "order" = s.n from ${sequence} s where c.id = s.id and c.school_id = ${schoolId}`);
}
