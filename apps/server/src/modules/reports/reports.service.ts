import {
  addDaysToWire,
  bucketOf,
  daysBetweenWire,
  DELIVERY_DELAY_BUCKETS,
  NOT_DELIVERED,
  OPEN_AGE_BUCKETS,
  reportFilterSchema,
  schoolClaimStatuses,
  schoolShownStatus,
  SUBMISSION_DELAY_BUCKETS,
  type ActivityLevel,
  type ActivityType,
  type BodyPart,
  type ClaimStatus,
  type DeliveryDelayBucket,
  type InjuryNature,
  type OpenAgeBucket,
  type SubmissionDelayBucket,
  type TpaStatus,
  utcWireDate,
} from '@claims/shared';
import pLimit from 'p-limit';
import type { Db } from '../../db/client.ts';
import { parseInput } from '../../domain/parse-input.ts';
import { requireActor, requireSchoolAccess, type Actor } from '../auth/actor.ts';
import * as repo from './reports.repo.ts';

type Count<K extends string, V> = { [key in K]: V } & { claims: number };

export type ClaimReport = {
  from: string;
  to: string;
  total: number;
  open: number;
  without_body_part: number;
  average_submission_days: number | null;
  average_delivery_hours: number | null;
  // the year of the period's end; the month chart sets it beside the year before
  year: number;
  months: { month: number; claims: number; previous_year_claims: number }[];
  by_sport: Count<'activity', string>[];
  by_activity: (Count<'activity_type', ActivityType> & { activity_level: ActivityLevel })[];
  by_school: (Count<'school_id', string> & { name: string })[];
  by_status: Count<'status', ClaimStatus>[];
  by_tpa_status: Count<'tpa_status', TpaStatus | null>[];
  by_nature: Count<'nature', InjuryNature | null>[];
  by_body_part: Count<'body_part', BodyPart>[];
  open_by_age: Count<'bucket', OpenAgeBucket>[];
  submission_delay: Count<'bucket', SubmissionDelayBucket>[];
  delivery_delay: Count<'bucket', DeliveryDelayBucket>[];
};

// A count of incidents and of those that became claims.
type IncidentCount<K extends string, V> = { [key in K]: V } & { incidents: number; became_claims: number };

export type IncidentReport = {
  from: string;
  to: string;
  total: number;
  became_claims: number;
  year: number;
  months: IncidentCount<'month', number>[];
  by_sport: IncidentCount<'activity', string | null>[];
  by_place: IncidentCount<'place', string>[];
  by_body_part: IncidentCount<'body_part', BodyPart>[];
};

// Rows counted by a key: every incident, and those that became claims. Keys equal but for letter case
// (a place typed "Gym" and "gym") count as one, under the spelling that sorts first.
function incidentCountsBy<R extends { incidents: number; became_claim: boolean }>(rows: readonly R[], keys: (row: R) => readonly (string | null)[]) {
  const counts = new Map<string, { key: string | null; incidents: number; became_claims: number }>();
  for (const row of rows) {
    for (const key of keys(row)) {
      const entry = counts.get(key?.toLowerCase() ?? '') ?? { key, incidents: 0, became_claims: 0 };
      if (key !== null && entry.key !== null && key < entry.key) entry.key = key;
      entry.incidents += row.incidents;
      if (row.became_claim) entry.became_claims += row.incidents;
      counts.set(key?.toLowerCase() ?? '', entry);
    }
  }
  return [...counts.values()].sort((a, b) => b.incidents - a.incidents || (a.key ?? '').localeCompare(b.key ?? ''));
}

// Most claims first; ties in the label's order, so the same data always draws the same chart.
const byClaims = <T extends { claims: number }>(label: (row: T) => string) => (a: T, b: T) =>
  b.claims - a.claims || label(a).localeCompare(label(b));

// Every bucket in its order, an empty one as 0, so the charts' axes never move.
function inBuckets<B extends readonly { value: string; from: number }[]>(buckets: B, amounts: readonly { amount: number; claims: number }[]) {
  const counts = new Map<string, number>();
  for (const { amount, claims } of amounts) {
    const bucket = bucketOf(buckets, amount);
    counts.set(bucket, (counts.get(bucket) ?? 0) + claims);
  }
  return buckets.map(({ value }) => ({ bucket: value as B[number]['value'], claims: counts.get(value) ?? 0 }));
}

const sum = (rows: readonly { claims: number }[]) => rows.reduce((total, row) => total + row.claims, 0);
const averageOf = (amounts: readonly { amount: number; claims: number }[]) => {
  const claims = sum(amounts);
  return claims === 0 ? null : amounts.reduce((total, { amount, claims: n }) => total + amount * n, 0) / claims;
};

// The claims of rows summed by a key of theirs (a JSON text for a key of several columns).
function countsBy<R extends { claims: number }, K>(rows: readonly R[], key: (row: R) => K): { key: K; claims: number }[] {
  const counts = new Map<string, { key: K; claims: number }>();
  for (const row of rows) {
    const value = key(row);
    const entry = counts.get(JSON.stringify(value)) ?? { key: value, claims: 0 };
    entry.claims += row.claims;
    counts.set(JSON.stringify(value), entry);
  }
  return [...counts.values()];
}

// The period in two halves, read side by side: a grouping-sets pass runs on one core, and a report of the
// whole book is the one request that reads a million index entries (ADR 031). Counts of the halves add up.
function halves({ from, to }: { from: string; to: string }): { from: string; to: string }[] {
  const days = daysBetweenWire(from, to);
  if (days < 1) return [{ from, to }];
  const middle = addDaysToWire(from, Math.floor(days / 2));
  return [
    { from, to: middle },
    { from: addDaysToWire(middle, 1), to },
  ];
}

// School staff are not told of failed deliveries (support resends them): to them ERROR reads as pending.
export const statusShownTo = (actor: Actor) => (status: ClaimStatus) => (actor.role === 'admin' ? status : schoolShownStatus(status));

// A report of the whole book reads a million index entries on three connections at once: a few at a time
// per process leave the pool (shared with the job queue) to everyone else; the rest wait their turn.
const REPORTS_AT_ONCE = 2;

export function createReportsService({ db }: { db: Db }) {
  const reportsAtOnce = pLimit(REPORTS_AT_ONCE);

  // A school user reads their schools' claims; an admin every school's. A school named in the filter
  // must be one the caller may see.
  function scopeFor(actor: Actor | null, input: unknown): repo.ReportScope {
    const signedIn = requireActor(actor);
    const { schoolId, status, ...filter } = parseInput(reportFilterSchema, input);
    if (schoolId) requireSchoolAccess(signedIn, schoolId);
    const isAdmin = signedIn.role === 'admin';
    const schoolIds = schoolId ? [schoolId] : isAdmin ? undefined : signedIn.schoolIds;
    return { ...filter, schoolId, schoolIds, ...(status ? { statuses: isAdmin ? [status] : schoolClaimStatuses(status) } : {}) };
  }

  // The page's figures in four statements whatever the data (ADR 031): every count but the months in one
  // pass over each half of the period, the months beside them, then the names of the schools counted.
  async function claimReport(actor: Actor | null, input: unknown): Promise<ClaimReport> {
    const scope = scopeFor(actor, input);
    return reportsAtOnce(() => figuresOf(scope, statusShownTo(actor!)));
  }

  async function figuresOf(scope: repo.ReportScope, shown: (status: ClaimStatus) => ClaimStatus): Promise<ClaimReport> {
    const year = Number(scope.to.slice(0, 4));
    const today = utcWireDate(new Date());
    const [days, ...passes] = await Promise.all([
      repo.dayCounts(db, scope, year),
      ...halves(scope).map((half) => repo.groupCounts(db, { ...scope, ...half }, today)),
    ]);
    const rows = passes.flat();
    const of = (set: repo.GroupingSet) => rows.filter((row) => row.grouping_set === set);
    const amounts = (set: repo.GroupingSet, amount: (row: repo.GroupRow) => number | null) =>
      countsBy(of(set), amount).flatMap(({ key, claims }) => (key === null ? [] : [{ amount: key, claims }]));
    const openDays = amounts('days', (row) => row.open_days);
    const submissionDays = amounts('days', (row) => row.submission_days);
    const deliverySeconds = amounts('delivery', (row) => row.delivery_seconds);
    const averageDeliverySeconds = averageOf(deliverySeconds);
    const bodyPartCounts = new Map<string, number>();
    for (const row of of('outcome')) {
      // a claim naming a part twice (left and right knee) counts once for it
      for (const part of new Set(repo.bodyPartsOf(row.injury_body_parts))) bodyPartCounts.set(part, (bodyPartCounts.get(part) ?? 0) + row.claims);
    }
    const bySchool = countsBy(of('sport'), (row) => row.school_id!);
    const names = await repo.schoolNames(db, bySchool.map(({ key }) => key));
    const months = countsBy(days, (row) => row.injury_date.slice(0, 7));
    const monthCount = (inYear: number, month: number) => months.find(({ key }) => key === `${inYear}-${String(month).padStart(2, '0')}`)?.claims ?? 0;
    return {
      from: scope.from,
      to: scope.to,
      total: sum(of('delivery')),
      open: sum(openDays),
      without_body_part: sum(of('outcome').filter((row) => repo.bodyPartsOf(row.injury_body_parts).length === 0)),
      average_submission_days: averageOf(submissionDays),
      average_delivery_hours: averageDeliverySeconds === null ? null : averageDeliverySeconds / 3600,
      year,
      months: Array.from({ length: 12 }, (_, index) => ({ month: index + 1, claims: monthCount(year, index + 1), previous_year_claims: monthCount(year - 1, index + 1) })),
      by_sport: countsBy(of('sport'), (row) => row.activity!)
        .map(({ key, claims }) => ({ activity: key, claims }))
        .sort(byClaims((row) => row.activity)),
      by_activity: countsBy(of('activity'), (row) => [row.activity_type as ActivityType, row.activity_level as ActivityLevel] as const)
        .map(({ key: [activity_type, activity_level], claims }) => ({ activity_type, activity_level, claims }))
        .sort(byClaims((row) => `${row.activity_type} ${row.activity_level}`)),
      by_school: bySchool.map(({ key, claims }) => ({ school_id: key, name: names.get(key) ?? '', claims })).sort(byClaims((row) => row.name)),
      by_status: countsBy(of('outcome'), (row) => shown(row.status as ClaimStatus))
        .map(({ key, claims }) => ({ status: key, claims }))
        .sort(byClaims((row) => row.status)),
      by_tpa_status: countsBy(of('outcome'), (row) => row.tpa_status as TpaStatus | null)
        .map(({ key, claims }) => ({ tpa_status: key, claims }))
        .sort(byClaims((row) => row.tpa_status ?? '')),
      by_nature: countsBy(of('outcome'), (row) => row.injury_nature as InjuryNature | null)
        .map(({ key, claims }) => ({ nature: key, claims }))
        .sort(byClaims((row) => row.nature ?? '')),
      by_body_part: [...bodyPartCounts].map(([part, claims]) => ({ body_part: part as BodyPart, claims })).sort(byClaims((row) => row.body_part)),
      open_by_age: inBuckets(OPEN_AGE_BUCKETS, openDays),
      submission_delay: inBuckets(SUBMISSION_DELAY_BUCKETS, submissionDays),
      delivery_delay: [
        ...inBuckets(DELIVERY_DELAY_BUCKETS, deliverySeconds.map(({ amount, claims }) => ({ amount: amount / 60, claims }))),
        { bucket: NOT_DELIVERED, claims: sum(of('delivery')) - sum(deliverySeconds) },
      ],
    };
  }

  // The incidents beside the claim figures, under the same filter and the same rule of who reads what.
  async function incidentReport(actor: Actor | null, input: unknown): Promise<IncidentReport> {
    const scope = scopeFor(actor, input);
    const year = Number(scope.to.slice(0, 4));
    const [groups, months] = await reportsAtOnce(() => Promise.all([repo.incidentGroupCounts(db, scope), repo.incidentMonthCounts(db, scope, year)]));
    const whole = incidentCountsBy(groups, () => [null])[0];
    const monthCounts = incidentCountsBy(months, (row) => [String(row.month)]);
    return {
      from: scope.from,
      to: scope.to,
      total: whole?.incidents ?? 0,
      became_claims: whole?.became_claims ?? 0,
      year,
      months: Array.from({ length: 12 }, (_, index) => {
        const counted = monthCounts.find(({ key }) => key === String(index + 1));
        return { month: index + 1, incidents: counted?.incidents ?? 0, became_claims: counted?.became_claims ?? 0 };
      }),
      by_sport: incidentCountsBy(groups, (row) => [row.activity]).map(({ key, ...counts }) => ({ activity: key, ...counts })),
      by_place: incidentCountsBy(groups, (row) => [row.place]).map(({ key, ...counts }) => ({ place: key!, ...counts })),
      by_body_part: incidentCountsBy(groups, (row) => repo.bodyPartsOf(row.body_parts)).map(({ key, ...counts }) => ({ body_part: key as BodyPart, ...counts })),
    };
  }

  return { scopeFor, claimReport, incidentReport };
}

export type ReportsService = ReturnType<typeof createReportsService>;
