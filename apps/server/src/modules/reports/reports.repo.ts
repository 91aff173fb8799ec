import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { CLOSED_TPA_STATUSES, type ClaimStatus, type ReportFilter } from '@claims/shared';
import { rowsOf, type Db } from '../../db/client.ts';
import { claims } from '../claims/claims.schema.ts';
import { incidents } from '../incidents/incidents.schema.ts';
import { schools, schoolsThirdPartyAdministrators } from '../schools/schools.schema.ts';

// What a report reads: the request's filters, with the schools the caller may see (undefined: every
// school, for admins). `period: false` drops the period, for the month chart's two whole years.
// A status filter is a list: a school user's Pending is PENDING or ERROR, as in the lists.
// `schoolId` is the school the filter named (a loss run needs one); `schoolIds` the schools counted.
export type ReportScope = Omit<ReportFilter, 'status'> & { schoolIds?: readonly string[]; statuses?: readonly ClaimStatus[] };

// The claims of a report, as conditions on `claims` that its indexes (ADR 031) answer alone: every
// column read here is one the indexes carry.
export function reportConditions(scope: ReportScope, { period = true } = {}): SQL {
  const conditions: SQL[] = [sql`${claims.deleted_at} is null`];
  if (period) conditions.push(sql`${claims.injury_date} between ${scope.from} and ${scope.to}`);
  if (scope.schoolIds) conditions.push(scope.schoolIds.length > 0 ? inArray(claims.school_id, [...scope.schoolIds]) : sql`false`);
  if (scope.tpaId) {
    conditions.push(
      sql`${claims.schools_third_party_administrator_id} in (select ${schoolsThirdPartyAdministrators.id} from ${schoolsThirdPartyAdministrators} where ${schoolsThirdPartyAdministrators.third_party_administrator_id} = ${scope.tpaId})`,
    );
  }
  if (scope.activity) conditions.push(sql`lower(${claims.activity}) = lower(${scope.activity})`);
  if (scope.activityType) conditions.push(sql`${claims.activity_type} = ${scope.activityType}`);
  if (scope.activityLevel) conditions.push(sql`${claims.activity_level} = ${scope.activityLevel}`);
  if (scope.statuses) conditions.push(inArray(claims.status, [...scope.statuses]));
  if (scope.tpaStatus) conditions.push(sql`${claims.tpa_status} = ${scope.tpaStatus}`);
  if (scope.natureOfInjury) conditions.push(sql`${claims.injury_nature} = ${scope.natureOfInjury}`);
  if (scope.bodyPart) conditions.push(sql`${scope.bodyPart} = any(string_to_array(${claims.injury_body_parts}, ','))`);
  return and(...conditions)!;
}

const isOpen = sql`(${claims.tpa_status} is null or ${claims.tpa_status} not in (${sql.raw(CLOSED_TPA_STATUSES.map((status) => `'${status}'`).join(', '))}))`;
// Days are UTC days, as the server's dates are everywhere (whatever the database session's time zone).
export const submittedOn = sql`(${claims.created_at} at time zone 'UTC')::date`;

export const bodyPartsOf = (stored: string | null): string[] => (stored ? stored.split(',') : []);

// A report's statement reads up to every claim of the book in one go. PostgreSQL's JIT compiler, which its
// cost sets off at that size, spent half a second compiling it at a million claims to save less; and the
// default work_mem made it sort the groups on disk where they fit in memory many times over.
async function asReport(db: Db, statement: SQL) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    return tx.execute(statement);
  });
}

// The grouping sets of a report's pass: the claim's school and sport, the kind of activity, its outcome,
// its days, its time to delivery. Each chart is a sum over one of them, by one of its columns.
export type GroupingSet = 'sport' | 'activity' | 'outcome' | 'days' | 'delivery';
export type GroupRow = {
  grouping_set: GroupingSet;
  school_id: string | null;
  activity: string | null;
  activity_type: string | null;
  activity_level: string | null;
  status: string | null;
  tpa_status: string | null;
  injury_nature: string | null;
  // the codes joined by commas (see claims.schema.ts), empty or null for a claim without a statement
  injury_body_parts: string | null;
  // null for a closed claim
  open_days: number | null;
  submission_days: number | null;
  // whole seconds; null for a claim the TPA has not received
  delivery_seconds: number | null;
  claims: number;
};

// Every figure of the page but the months, in one pass over the index. Columns of few values share a
// grouping set (a school and a sport; a status, the TPA's status, the nature and the list of body parts),
// so a claim costs five hash look-ups rather than one per chart; ages and times are grouped
// by their exact value (a few hundred days, a few thousand seconds), so the buckets, totals and averages
// follow from the rows exactly. Counts only: any other aggregate would be kept for every set of every row.
export async function groupCounts(db: Db, scope: ReportScope, today: string): Promise<GroupRow[]> {
  const result = await asReport(db, sql`
    with report as (
      select ${claims.school_id} as school_id, ${claims.activity} as activity, ${claims.activity_type} as activity_type,
        ${claims.activity_level} as activity_level, ${claims.status} as status, ${claims.tpa_status} as tpa_status,
        ${claims.injury_nature} as injury_nature, ${claims.injury_body_parts} as injury_body_parts,
        case when ${isOpen} then ${today}::date - ${submittedOn} end as open_days,
        ${submittedOn} - ${claims.injury_date} as submission_days,
        floor(date_part('epoch', ${claims.first_delivered_at} - ${claims.first_queued_at}))::int as delivery_seconds
      from ${claims}
      where ${reportConditions(scope)}
    )
    select
      case
        when grouping(school_id) = 0 then 'sport'
        when grouping(activity_type) = 0 then 'activity'
        when grouping(status) = 0 then 'outcome'
        when grouping(open_days) = 0 then 'days'
        else 'delivery'
      end as grouping_set,
      school_id, activity, activity_type, activity_level, status, tpa_status, injury_nature, injury_body_parts, open_days,
      submission_days, delivery_seconds,
      count(*)::int as claims
    from report
    group by grouping sets ((school_id, activity), (activity_type, activity_level), (status, tpa_status, injury_nature, injury_body_parts),
      (open_days, submission_days), (delivery_seconds))
  `);
  return rowsOf<GroupRow>(result);
}

// Claims per day of injury in `year` and the year before, with every filter but the period: the days
// are the index's own order, so PostgreSQL counts them without computing a month for each claim.
export async function dayCounts(db: Db, scope: ReportScope, year: number): Promise<{ injury_date: string; claims: number }[]> {
  const result = await asReport(db, sql`
    select to_char(${claims.injury_date}, 'YYYY-MM-DD') as injury_date, count(*)::int as claims
    from ${claims}
    where ${reportConditions(scope, { period: false })} and ${claims.injury_date} between ${`${year - 1}-01-01`} and ${`${year}-12-31`}
    group by ${claims.injury_date}
  `);
  return rowsOf<{ injury_date: string; claims: number }>(result);
}

export async function schoolNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: schools.id, name: schools.name }).from(schools).where(inArray(schools.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

// The incidents of a report (issue 42): the filters an incident answers too (its school, sport, kind of
// activity, body part and nature), injured within `from..to`. The claim's own filters (TPA, level, the
// statuses) do not apply to an injury before any claim.
function incidentConditions(scope: ReportScope, { from, to }: { from: string; to: string }): SQL {
  const conditions: SQL[] = [sql`${incidents.injury_date} between ${from} and ${to}`];
  if (scope.schoolIds) conditions.push(scope.schoolIds.length > 0 ? inArray(incidents.school_id, [...scope.schoolIds]) : sql`false`);
  if (scope.activity) conditions.push(sql`lower(${incidents.activity}) = lower(${scope.activity})`);
  if (scope.activityType) conditions.push(sql`${incidents.activity_type} = ${scope.activityType}`);
  if (scope.bodyPart) conditions.push(sql`${incidents.official_statement}->'body_parts' @> ${JSON.stringify([{ part: scope.bodyPart }])}::jsonb`);
  if (scope.natureOfInjury) conditions.push(sql`${incidents.official_statement}->>'nature_of_injury' = ${scope.natureOfInjury}`);
  return and(...conditions)!;
}

// An incident became a claim when the claim started from it is still on record.
const becameClaim = sql`exists (select 1 from ${claims} where ${claims.id} = ${incidents.claim_id} and ${claims.deleted_at} is null)`;

export type IncidentGroupRow = {
  activity: string | null;
  place: string;
  // the parts it names, each once, joined by commas; null when it names none
  body_parts: string | null;
  became_claim: boolean;
  incidents: number;
};

// The period's incidents by sport, place and body parts, split by whether each became a claim.
export async function incidentGroupCounts(db: Db, scope: ReportScope): Promise<IncidentGroupRow[]> {
  const result = await db.execute(sql`
    select ${incidents.activity} as activity, trim(${incidents.location_of_injury}) as place,
      (select string_agg(distinct named->>'part', ',') from jsonb_array_elements(${incidents.official_statement}->'body_parts') as named
        where named->>'part' is not null) as body_parts,
      ${becameClaim} as became_claim, count(*)::int as incidents
    from ${incidents}
    where ${incidentConditions(scope, scope)}
    group by 1, 2, 3, 4
  `);
  return rowsOf<IncidentGroupRow>(result);
}

// Incidents per month of `year` with every filter but the period, as the claims' month chart counts.
export async function incidentMonthCounts(db: Db, scope: ReportScope, year: number): Promise<{ month: number; became_claim: boolean; incidents: number }[]> {
  const result = await db.execute(sql`
    select extract(month from ${incidents.injury_date})::int as month, ${becameClaim} as became_claim, count(*)::int as incidents
    from ${incidents}
    where ${incidentConditions(scope, { from: `${year}-01-01`, to: `${year}-12-31` })}
    group by 1, 2
  `);
  return rowsOf<{ month: number; became_claim: boolean; incidents: number }>(result);
}
