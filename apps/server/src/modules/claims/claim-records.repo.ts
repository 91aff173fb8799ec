import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { CLAIM_LIST_WINDOW, type ClaimCompleteness, type ClaimStatus, type TpaStatus } from '@claims/shared';
import type { Db, Tx } from '../../db/client.ts';
import { limitInText, prepared } from '../../db/prepared.ts';
import { containsPattern, fullName } from '../../db/search.ts';
import { dueBy, nearestDueOn } from '../deadlines/deadlines.repo.ts';
import { providers } from '../providers/providers.schema.ts';
import { schools, schoolsThirdPartyAdministrators } from '../schools/schools.schema.ts';
import { students } from '../students/students.schema.ts';
import { thirdPartyAdministrators } from '../tpas/tpas.schema.ts';
import { users } from '../users/users.schema.ts';
import { withParties } from './lifecycle/claim-lifecycle.repo.ts';
import { claims, claimsChangeLogs, claimsEmailLogs, claimsProviders } from './claims.schema.ts';

type Executor = Db | Tx;

export type ClaimSortColumn = 'claimant_name' | 'student_id' | 'status' | 'submitted_by' | 'date_of_accident' | 'date_submitted' | 'school' | 'tpa';
export type ClaimFilters = {
  schoolIds?: readonly string[];
  name?: string;
  studentId?: string;
  submittedBy?: string;
  status?: string;
  statuses?: readonly ClaimStatus[];
  tpaId?: string;
  submittedFrom?: string;
  submittedTo?: string;
  completeness?: ClaimCompleteness;
  tpaStatus?: TpaStatus;
  // the nearest due date this day or earlier (a wire date)
  dueBy?: string;
};
export type ClaimSort = { column: ClaimSortColumn; direction: 'asc' | 'desc' };

const SORT_KEYS: Record<ClaimSortColumn, SQL[]> = {
  // students of one name one after another (the order of students_sort_name_idx), each one's claims together
  claimant_name: [sql`lower(${students.last_name})`, sql`lower(${students.first_name})`, sql`${students.id}`],
  student_id: [sql`lower(${students.academic_id})`],
  status: [sql`${claims.status}`],
  submitted_by: [sql`lower(${users.last_name})`, sql`lower(${users.first_name})`],
  date_of_accident: [sql`${claims.injury_date}`],
  date_submitted: [sql`${claims.submitted_to_tpa_at}`, sql`${claims.updated_at}`],
  // Within a school, by submission as its own list (see PARTY_SORTS); schools of one name one after another.
  school: [sql`lower(${schools.name})`, sql`${schools.id}`, sql`${claims.submitted_to_tpa_at}`, sql`${claims.updated_at}`],
  // Within a TPA, by school: a TPA's claims come a school's link at a time (see PARTY_SORTS).
  tpa: [sql`lower(${thirdPartyAdministrators.name})`, sql`lower(${schools.name})`],
};

// A list's filters as placeholders, with their values and the shape they give the statement: each shape
// of filters and order is built once (db/prepared.ts), then run with each request's values. Building the
// statement was a fifth of a list request's time in the server; so is the filter's SQL built only when
// its statement is (`where()`), a request of a known shape needing only the values. Two filters that
// build different SQL must never give the same shape.
function whereOf(filters: ClaimFilters) {
  const values: Record<string, unknown> = {};
  const shape: string[] = [];
  const value = (name: string, given: unknown) => {
    values[name] = given;
    shape.push(name);
    return sql.placeholder(name);
  };
  const anyOf = (name: string, given: readonly unknown[]) => {
    const placeholders = given.map((one, index) => value(`${name}${index}`, one));
    return () => sql.join(placeholders, sql`, `);
  };
  const conditions: (() => SQL | undefined)[] = [() => isNull(claims.deleted_at)];
  const condition = <T>(placeholder: T, build: (placeholder: T) => SQL | undefined) => conditions.push(() => build(placeholder));
  if (filters.schoolIds) {
    // A user of no school has a shape of its own: sharing the unfiltered shape would show them every claim.
    if (filters.schoolIds.length === 0) shape.push('no-school');
    condition(filters.schoolIds.length > 0 ? anyOf('school', filters.schoolIds) : undefined, (schoolsOf) => (schoolsOf ? sql`${claims.school_id} in (${schoolsOf()})` : sql`false`));
  }
  if (filters.name) condition(value('name', containsPattern(filters.name)), (name) => sql`${fullName(students.first_name, students.last_name)} ilike ${name}`);
  if (filters.studentId) condition(value('studentId', containsPattern(filters.studentId)), (studentId) => sql`${students.academic_id} ilike ${studentId}`);
  if (filters.submittedBy) condition(value('submittedBy', filters.submittedBy), (submittedBy) => eq(claims.user_id, submittedBy));
  if (filters.status) condition(value('status', filters.status.toUpperCase()), (status) => eq(claims.status, status));
  if (filters.statuses && filters.statuses.length > 0) condition(anyOf('statuses', filters.statuses), (statuses) => sql`${claims.status} in (${statuses()})`);
  if (filters.dueBy) condition(value('dueBy', filters.dueBy), (due) => dueBy(due));
  if (filters.tpaStatus) condition(value('tpaStatus', filters.tpaStatus), (tpaStatus) => eq(claims.tpa_status, tpaStatus));
  if (filters.tpaId) {
    condition(value('tpaId', filters.tpaId), (tpaId) =>
      inArray(
        claims.schools_third_party_administrator_id,
        sql`(select ${schoolsThirdPartyAdministrators.id} from ${schoolsThirdPartyAdministrators} where ${eq(schoolsThirdPartyAdministrators.third_party_administrator_id, tpaId)})`,
      ),
    );
  }
  if (filters.submittedFrom) condition(value('submittedFrom', filters.submittedFrom), (from) => gte(claims.submitted_to_tpa_at, from));
  if (filters.submittedTo) condition(value('submittedTo', filters.submittedTo), (to) => lte(claims.submitted_to_tpa_at, to));
  if (filters.completeness) {
    // A claim is complete when it has every item its TPA requires now (the TPA's setting can change after
    // the claim was sent, and the list follows it): the count the database keeps on the claim (migration
    // 0034), compared as its two indexes are written. No value to bind: each answer is SQL of its own, so a
    // shape of its own.
    shape.push(`completeness-${filters.completeness}`);
    condition(filters.completeness, (completeness) => (completeness === 'COMPLETE' ? sql`${claims.missing_items} = 0` : sql`${claims.missing_items} > 0`));
  }
  const narrowedBy = new Set<keyof ClaimFilters>();
  for (const name of Object.keys(filters) as (keyof ClaimFilters)[]) {
    const given = filters[name];
    if (name === 'schoolIds' ? given !== undefined : Array.isArray(given) ? given.length > 0 : Boolean(given)) narrowedBy.add(name);
  }
  // Planned for each request's values: a name's matches, or the claims due by a date, may be none or most
  // of the claims, and the plan that reads them (their own index, or the order's) differs.
  return { buildWhere: () => and(...conditions.map((build) => build())), values, shape: shape.join(','), narrowedBy, planEachTime: Boolean(filters.name || filters.studentId || filters.dueBy) };
}

const listColumns = {
  id: claims.id,
  claim_number: claims.claim_number,
  status: claims.status,
  student_id: claims.student_id,
  student_first_name: students.first_name,
  student_last_name: students.last_name,
  academic_id: students.academic_id,
  submitted_by_id: claims.user_id,
  submitted_by_name: sql<string>`${users.first_name} || ' ' || ${users.last_name}`,
  injury_date: claims.injury_date,
  submitted_to_tpa_at: claims.submitted_to_tpa_at,
  school_id: claims.school_id,
  school_name: schools.name,
  tpa_name: thirdPartyAdministrators.name,
  tpa_code: thirdPartyAdministrators.code,
  tpa_status: claims.tpa_status,
  tpa_claim_number: claims.tpa_claim_number,
  // the policy's nearest deadline still to meet (ADR 028), kept on the claim
  nearest_due_on: nearestDueOn,
  missing_items: claims.missing_items,
};

// The orders that read only the claim itself; the others follow a party's name.
const CLAIM_COLUMN_SORTS = new Set<ClaimSortColumn>(['date_submitted', 'date_of_accident', 'status']);

// The filter shapes the submitted-date order has an index leading with (none, one school, one status):
// their first page is walked straight from it.
const ORDER_INDEX_SHAPES = new Set(['', 'school0', 'status']);
const readsFromOrderIndex = (sort: ClaimSort, shape: string) => sort.column === 'date_submitted' && ORDER_INDEX_SHAPES.has(shape);

const orderOf = (sort: ClaimSort) => {
  const direction = sort.direction === 'asc' ? asc : desc;
  // The tie-break runs the sort's way, so one index serves a column's both directions.
  return [...SORT_KEYS[sort.column].map((key) => direction(key)), direction(claims.claim_number)];
};

// Sorted by a party that many claims share (the submitter, a TPA, a school), a page joined from the claims
// sorts every claim of the first parties in the order: at 1M claims, 1.75 s for page 1. Instead, the
// parties are read in the order's sequence, each with only as many of its matching claims as the page
// could need, from an index of the party's claims in order, so PostgreSQL stops after the parties the page
// shows. A TPA's claims come one school's link at a time, hence its order by school within the TPA; a
// school's claims in its own list's order. Only for the filters an index or the parties answer: the party
// itself, the schools where a party belongs to one (their links, or themselves, are the only parties
// read), and a status where a (status, party, claim_number) index exists, so that a rare status costs one
// entry per party. Another filter would read every claim of a party that has few matches (ADR 016).
type PartySort = {
  claimColumn: PgColumn;
  // the party, with the two keys of its order, as the selection of a subquery
  parties: (db: Db) => PgSelect;
  // one party, by the filter's placeholder
  ownFilter?: { name: 'submittedBy' | 'tpaId'; partyColumn: PgColumn };
  // the parties of the given schools
  schoolColumn?: PgColumn;
  byStatus: boolean;
  // a party's claims in the order of its index
  within: PgColumn[];
};
const PARTY_SORTS: Partial<Record<ClaimSortColumn, PartySort>> = {
  submitted_by: {
    claimColumn: claims.user_id,
    parties: (db) => db.select(partyKeys(users.id, SORT_KEYS.submitted_by)).from(users).$dynamic(),
    ownFilter: { name: 'submittedBy', partyColumn: users.id },
    byStatus: true,
    within: [claims.claim_number],
  },
  tpa: {
    claimColumn: claims.schools_third_party_administrator_id,
    parties: (db) =>
      db
        .select(partyKeys(schoolsThirdPartyAdministrators.id, SORT_KEYS.tpa))
        .from(schoolsThirdPartyAdministrators)
        .innerJoin(thirdPartyAdministrators, eq(thirdPartyAdministrators.id, schoolsThirdPartyAdministrators.third_party_administrator_id))
        .innerJoin(schools, eq(schools.id, schoolsThirdPartyAdministrators.school_id))
        .$dynamic(),
    ownFilter: { name: 'tpaId', partyColumn: thirdPartyAdministrators.id },
    schoolColumn: schoolsThirdPartyAdministrators.school_id,
    byStatus: true,
    within: [claims.claim_number],
  },
  school: {
    claimColumn: claims.school_id,
    parties: (db) => db.select(partyKeys(schools.id, SORT_KEYS.school)).from(schools).$dynamic(),
    schoolColumn: schools.id,
    byStatus: false,
    within: [claims.submitted_to_tpa_at, claims.updated_at, claims.claim_number],
  },
};

function partyKeys(party: PgColumn, [first, second]: SQL[]) {
  return { party: sql<string>`${party}`.as('party'), first_key: sql`${first}`.as('first_key'), second_key: sql`${second}`.as('second_key') };
}

const partySortOf = (sort: ClaimSort, narrowedBy: ReadonlySet<keyof ClaimFilters>): PartySort | undefined => {
  const partySort = PARTY_SORTS[sort.column];
  if (!partySort) return undefined;
  const answered = (filter: keyof ClaimFilters) =>
    filter === partySort.ownFilter?.name || (filter === 'status' && partySort.byStatus) || (filter === 'schoolIds' && partySort.schoolColumn !== undefined);
  return [...narrowedBy].every(answered) ? partySort : undefined;
};

// What the parties read leaves the rest to each party's claims: repeated there, PostgreSQL would take a
// claim of the party's school for a rare one (a school's link, 220 rows expected of its 5,000) and sort
// them all instead of reading the first from the party's index.
function claimFiltersWithin(partySort: PartySort, filters: ClaimFilters): ClaimFilters {
  const within = { ...filters };
  if (partySort.ownFilter) delete within[partySort.ownFilter.name];
  if (partySort.schoolColumn) delete within.schoolIds;
  return within;
}

// The parties in the order's sequence, and for each its first `claimsEach` claims matching the filters, a
// lateral subquery named `claims` so that the rest of the statement reads them as it reads the table.
function claimsByParty(
  db: Db,
  { partySort, filters, sort, claimsEach }: { partySort: PartySort; filters: ClaimFilters; sort: ClaimSort; claimsEach: Placeholder | number },
) {
  const direction = sort.direction === 'asc' ? asc : desc;
  const { ownFilter, schoolColumn } = partySort;
  const narrowing = [
    ownFilter && filters[ownFilter.name] ? eq(ownFilter.partyColumn, sql.placeholder(ownFilter.name)) : undefined,
    // the same placeholders as the claims' school filter (whereOf)
    filters.schoolIds && schoolColumn
      ? filters.schoolIds.length > 0
        ? inArray(schoolColumn, filters.schoolIds.map((_, index) => sql.placeholder(`school${index}`)))
        : sql`false`
      : undefined,
  ];
  const parties = partySort
    .parties(db)
    .where(and(...narrowing))
    .orderBy(direction(sql`first_key`), direction(sql`second_key`), direction(sql`party`))
    .as('parties');
  const within = partySort.within.map((column) => direction(column));
  const claimsOfParty = db
    .select()
    .from(claims)
    .where(and(eq(partySort.claimColumn, parties.party), whereOf(claimFiltersWithin(partySort, filters)).buildWhere()))
    .orderBy(...within)
    .limit(claimsEach)
    .as('claims');
  return { parties, claimsOfParty, order: [direction(parties.first_key), direction(parties.second_key), ...within] };
}

// The claims matching the filters, joined only to what the filters read (each claim has exactly one of
// every party, so the other joins would not change the number).
// The claim number is in every list index, so a count or a page of numbers reads the index alone.
const matching = (db: Db, filters: ClaimFilters, where: SQL | undefined) => {
  const query = db.select({ claim_number: claims.claim_number }).from(claims).$dynamic();
  const readsStudent = Boolean(filters.name || filters.studentId);
  const withStudent = readsStudent ? query.innerJoin(students, eq(students.id, claims.student_id)) : query;
  return withStudent.where(where);
};

const windowCountOf = (db: Db, filters: ClaimFilters, where: SQL | undefined) =>
  db.select({ n: count() }).from(matching(db, filters, where).limit(limitInText(CLAIM_LIST_WINDOW + 1)).as('window'));

export type ClaimListRow = Awaited<ReturnType<typeof pageClaims>>['items'][number];
export type ClaimListPage = Awaited<ReturnType<typeof pageClaims>>;

// A page of the list and its total, the total counted up to CLAIM_LIST_WINDOW (`capped` when more match);
// `countAll` counts every match, for when someone asks. The windowed count rides on the page's statement
// (PostgreSQL runs the uncorrelated sub-select once): one round trip per page. Only a page past the end,
// with no row to carry it, counts apart.
export async function pageClaims(db: Db, filters: ClaimFilters, sort: ClaimSort, page: { offset: number; limit: number }) {
  const { buildWhere, values, shape, narrowedBy, planEachTime } = whereOf(filters);
  // The first page, which most requests ask for, has its size in the statement's text and no offset, so
  // that PostgreSQL keeps one plan for it (see limitInText); deeper pages are planned for their offset.
  const firstPage = page.offset === 0;
  const rows = await prepared(
    db,
    `claim-list:page:${shape}:${sort.column}:${sort.direction}:${firstPage ? `first-${page.limit}` : 'deeper'}`,
    (name) => {
      const where = buildWhere();
      const offset = firstPage ? 0 : sql.placeholder('offset');
      const limit = firstPage ? limitInText(page.limit) : sql.placeholder('limit');
      const selection = { ...listColumns, windowCount: sql<number>`(${windowCountOf(db, filters, where)})`.mapWith(Number) };
      const partySort = partySortOf(sort, narrowedBy);
      if (partySort) {
        const byParty = claimsByParty(db, { partySort, filters, sort, claimsEach: firstPage ? limit : sql.placeholder('claimsEach') });
        const query = db.select(selection).from(byParty.parties).crossJoinLateral(byParty.claimsOfParty).$dynamic();
        return withParties(query).orderBy(...byParty.order).offset(offset).limit(limit).prepare(name);
      }
      const withTotal = withParties(db.select(selection).from(claims).$dynamic());
      // Ordered by the claim's own columns, the page's numbers come from an index first and only its rows
      // are joined to their parties: a page deep in the window no longer joins every row before it (offset
      // 9,977 at 1M: 93 ms to a few), and a filter on a column the index only includes is read from the
      // index, not from each row skipped (due within 7 days at 1M: 9 ms, against 136 ms). Where the order's
      // own index leads with the filter, the first page joins as it walks it instead: fetching its rows
      // again by number cost one more index descent each (a school's 200 rows at 1M: 5.7 ms to 4.3).
      const rowsOfPage = CLAIM_COLUMN_SORTS.has(sort.column) && !(firstPage && readsFromOrderIndex(sort, shape))
        ? withTotal.where(inArray(claims.claim_number, matching(db, filters, where).orderBy(...orderOf(sort)).offset(offset).limit(limit)))
        : withTotal.where(where).offset(offset).limit(limit);
      return rowsOfPage.orderBy(...orderOf(sort)).prepare(name);
    },
    { planEachTime },
  ).execute({ ...values, offset: page.offset, limit: page.limit, claimsEach: page.offset + page.limit });
  const countOf = async (kind: 'window' | 'all') => {
    const statement = prepared(
      db,
      `claim-list:${kind}:${shape}`,
      (name) => (kind === 'window' ? windowCountOf(db, filters, buildWhere()) : db.select({ n: count() }).from(matching(db, filters, buildWhere()).as('matching'))).prepare(name),
      { planEachTime },
    );
    return Number((await statement.execute(values))[0]?.n ?? 0);
  };
  const n = rows[0]?.windowCount ?? (await countOf('window'));
  // The rows go out as they came, their window count beside them unread: copying a page's 200 rows
  // without it cost more than mapping them.
  const items: Omit<(typeof rows)[number], 'windowCount'>[] = rows;
  return { items, total: Math.min(n, CLAIM_LIST_WINDOW), capped: n > CLAIM_LIST_WINDOW, countAll: () => countOf('all') };
}

export function listClaimsForExport(db: Db, filters: ClaimFilters, sort: ClaimSort, limit: number) {
  const { buildWhere, values, shape, planEachTime } = whereOf(filters);
  return prepared(
    db,
    `claim-list:export:${shape}:${sort.column}:${sort.direction}`,
    (name) => withParties(db.select(listColumns).from(claims).$dynamic()).where(buildWhere()).orderBy(...orderOf(sort)).limit(sql.placeholder('limit')).prepare(name),
    { planEachTime },
  ).execute({ ...values, limit });
}

export async function findClaimParties(db: Executor, claimId: string) {
  const [row] = await db
    .select({
      student: {
        id: students.id,
        first_name: students.first_name,
        last_name: students.last_name,
        academic_id: students.academic_id,
        date_of_birth: students.date_of_birth,
        gender: students.gender,
        email_address: students.email_address,
        primary_phone: students.primary_phone,
      },
      school_name: schools.name,
      tpa_name: thirdPartyAdministrators.name,
      tpa_code: thirdPartyAdministrators.code,
      // the items the claim's checklist holds it to: its TPA's, as they are now
      required_documents: thirdPartyAdministrators.required_documents,
      policy_number: schoolsThirdPartyAdministrators.policy_number,
      group_number: schoolsThirdPartyAdministrators.tpa_identifier,
      submitted_by: { first_name: users.first_name, last_name: users.last_name, email_address: users.email_address },
    })
    .from(claims)
    .innerJoin(students, eq(students.id, claims.student_id))
    .innerJoin(users, eq(users.id, claims.user_id))
    .innerJoin(schools, eq(schools.id, claims.school_id))
    .innerJoin(schoolsThirdPartyAdministrators, eq(schoolsThirdPartyAdministrators.id, claims.schools_third_party_administrator_id))
    .innerJoin(thirdPartyAdministrators, eq(thirdPartyAdministrators.id, schoolsThirdPartyAdministrators.third_party_administrator_id))
    .where(eq(claims.id, claimId));
  return row;
}

export function listInsurerNames(db: Executor, claimId: string) {
  return db
    .select({ id: claimsProviders.id, name: sql<string | null>`coalesce(${providers.name}, ${claimsProviders.provider_name})` })
    .from(claimsProviders)
    .leftJoin(providers, eq(providers.id, claimsProviders.insurance_provider_id))
    .where(eq(claimsProviders.claim_id, claimId));
}

export function listChangeLogs(db: Executor, claimId: string) {
  return db
    .select({
      id: claimsChangeLogs.id,
      created_at: claimsChangeLogs.created_at,
      submitted_to_tpa_at: claimsChangeLogs.submitted_to_tpa_at,
      status: claimsChangeLogs.status,
      changes_log: claimsChangeLogs.changes_log,
      user_name: sql<string | null>`${users.first_name} || ' ' || ${users.last_name}`,
      by_tpa: claimsChangeLogs.by_tpa,
      tpa_reporter: claimsChangeLogs.tpa_reporter,
    })
    .from(claimsChangeLogs)
    .leftJoin(users, eq(users.id, claimsChangeLogs.user_id))
    .where(eq(claimsChangeLogs.claim_id, claimId))
    .orderBy(desc(claimsChangeLogs.created_at), desc(claimsChangeLogs.id));
}

export async function pageEmailLogs(db: Executor, claimId: string, page: { offset: number; limit: number }) {
  const where = eq(claimsEmailLogs.claim_id, claimId);
  const [items, [total]] = await Promise.all([
    db.select().from(claimsEmailLogs).where(where).orderBy(desc(claimsEmailLogs.created_at), desc(claimsEmailLogs.id)).offset(page.offset).limit(page.limit),
    db.select({ n: count() }).from(claimsEmailLogs).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

// The change log row the claim's newest e-mail describes: a resend repeats it.
// A history row no e-mail went with (a parent's link sent) is no submission to repeat; a claim no e-mail
// went for yet (one stored before e-mails were logged) repeats its newest row.
export async function latestChangeLogId(db: Executor, claimId: string) {
  const [sent] = await db
    .select({ id: claimsEmailLogs.claims_change_log_id })
    .from(claimsEmailLogs)
    .where(eq(claimsEmailLogs.claim_id, claimId))
    .orderBy(desc(claimsEmailLogs.created_at), desc(claimsEmailLogs.id))
    .limit(1);
  if (sent) return sent.id;
  const [newest] = await db
    .select({ id: claimsChangeLogs.id })
    .from(claimsChangeLogs)
    .where(eq(claimsChangeLogs.claim_id, claimId))
    .orderBy(desc(claimsChangeLogs.created_at), desc(claimsChangeLogs.id))
    .limit(1);
  return newest?.id;
}

// The claim's newest e-mail: while it still waits to go (queued, being sent or retrying) a resend would
// only send the same thing twice. Locks the claim row first, so parallel resends decide one at a time.
export async function lockClaimAndNewestEmail(tx: Tx, claimId: string) {
  await tx.select({ id: claims.id }).from(claims).where(eq(claims.id, claimId)).for('update');
  const [newest] = await tx
    .select({ id: claimsEmailLogs.id, status: claimsEmailLogs.status, kind: claimsEmailLogs.kind, claims_change_log_id: claimsEmailLogs.claims_change_log_id })
    .from(claimsEmailLogs)
    .where(eq(claimsEmailLogs.claim_id, claimId))
    .orderBy(desc(claimsEmailLogs.created_at), desc(claimsEmailLogs.id))
    .limit(1);
  return newest;
}
