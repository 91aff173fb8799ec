import {
  ACTIVITY_LEVELS,
  ACTIVITY_TYPES,
  addDaysToWire,
  BODY_PARTS,
  CLAIM_STATUSES,
  INJURY_NATURES,
  isWireDate,
  reportFilterSchema,
  todayWire,
  TPA_STATUSES,
  type ActivityLevel,
  type ActivityType,
  type BodyPart,
  type ClaimStatus,
  type InjuryNature,
  type TpaStatus,
} from '@claims/shared';
import { z } from 'zod';
import type { ReportFilter } from '../../gql/graphql';
import type { UrlStateFields } from '../../lib/use-url-state';

export const PERIODS = ['thisYear', 'last12Months', 'lastYear', 'custom'] as const;
export type Period = (typeof PERIODS)[number];

// The page's filters as the address keeps them; '' is "any".
export type ReportFilterValues = {
  period: Period;
  // YYYY-MM-DD, read only when the period is custom
  from: string;
  to: string;
  schoolId: string;
  tpaId: string;
  // a sport's name
  activity: string;
  activityType: ActivityType | '';
  activityLevel: ActivityLevel | '';
  status: ClaimStatus | '';
  tpaStatus: TpaStatus | '';
  bodyPart: BodyPart | '';
  nature: InjuryNature | '';
};

const wireDate = z.string().refine(isWireDate);

export const REPORT_FILTER_FIELDS: UrlStateFields<ReportFilterValues> = {
  period: z.enum(PERIODS),
  from: wireDate,
  to: wireDate,
  schoolId: z.string(),
  tpaId: z.string(),
  activity: z.string(),
  activityType: z.enum(ACTIVITY_TYPES),
  activityLevel: z.enum(ACTIVITY_LEVELS),
  status: z.enum(CLAIM_STATUSES),
  tpaStatus: z.enum(TPA_STATUSES),
  bodyPart: z.enum(BODY_PARTS),
  nature: z.enum(INJURY_NATURES),
};

// This year, every school the reader may see; `schoolId` preselects a school user's only school.
export const reportFilterDefaults = (schoolId = ''): ReportFilterValues => ({
  period: 'thisYear',
  from: '',
  to: '',
  schoolId,
  tpaId: '',
  activity: '',
  activityType: '',
  activityLevel: '',
  status: '',
  tpaStatus: '',
  bodyPart: '',
  nature: '',
});

export type DateRange = { from: string; to: string };

const wholeYear = (year: number): DateRange => ({ from: `${year}-01-01`, to: `${year}-12-31` });

// The days a preset covers, seen from `today`: the last 12 months end today and start the day after the
// same date a year before (the day after 28 February, from a 29 February).
export const periodOf = ({ period, from, to }: Pick<ReportFilterValues, 'period' | 'from' | 'to'>, today = todayWire()): DateRange => {
  const year = Number(today.slice(0, 4));
  switch (period) {
    case 'custom':
      return { from, to };
    case 'lastYear':
      return wholeYear(year - 1);
    case 'last12Months': {
      const yearBefore = `${year - 1}${today.slice(4)}`;
      return { from: addDaysToWire(isWireDate(yearBefore) ? yearBefore : `${year - 1}-02-28`, 1), to: today };
    }
    case 'thisYear':
      return wholeYear(year);
  }
};

// What is wrong with a period, by field, with the keys the server would answer (INVALID_DATE,
// REPORT_PERIOD_INVALID): the shared rule, so the form never lets through a period the server refuses.
export const periodErrors = (range: DateRange): Partial<Record<keyof DateRange, string>> => {
  const parsed = reportFilterSchema.safeParse(range);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

const given = <T extends string>(value: T | ''): T | undefined => (value === '' ? undefined : value);

// The GraphQL filter of the claims the page counts.
export const reportFilterOf = (values: ReportFilterValues, today = todayWire()): ReportFilter => ({
  ...periodOf(values, today),
  schoolId: given(values.schoolId),
  tpaId: given(values.tpaId),
  activity: given(values.activity),
  activityType: given(values.activityType),
  activityLevel: given(values.activityLevel),
  status: given(values.status),
  tpaStatus: given(values.tpaStatus),
  bodyPart: given(values.bodyPart),
  natureOfInjury: given(values.nature),
});
