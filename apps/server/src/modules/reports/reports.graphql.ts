import { DELIVERY_DELAY_BUCKETS, NOT_DELIVERED, OPEN_AGE_BUCKETS, SUBMISSION_DELAY_BUCKETS } from '@claims/shared';
import { builder } from '../../graphql/builder.ts';
import { ActivityTypeEnum, ClaimStatusEnum, TpaStatusEnum } from '../../graphql/enums.ts';
import { withoutNulls } from '../../graphql/without-nulls.ts';
import { BodyPartEnum, InjuryNatureEnum } from '../claims/official-statement.graphql.ts';
import type { ClaimReport, IncidentReport } from './reports.service.ts';

const OpenAgeBucketEnum = builder.enumType('OpenAgeBucket', { values: OPEN_AGE_BUCKETS.map((bucket) => bucket.value) });
const SubmissionDelayBucketEnum = builder.enumType('SubmissionDelayBucket', { values: SUBMISSION_DELAY_BUCKETS.map((bucket) => bucket.value) });
const DeliveryDelayBucketEnum = builder.enumType('DeliveryDelayBucket', {
  values: [...DELIVERY_DELAY_BUCKETS.map((bucket) => bucket.value), NOT_DELIVERED] as const,
});

type Row<K extends keyof ClaimReport> = ClaimReport[K] extends readonly (infer R)[] ? R : never;

const MonthCountType = builder.objectRef<Row<'months'>>('ReportMonthCount').implement({
  fields: (t) => ({ month: t.exposeInt('month'), claims: t.exposeInt('claims'), previous_year_claims: t.exposeInt('previous_year_claims') }),
});
const SportCountType = builder.objectRef<Row<'by_sport'>>('ReportSportCount').implement({
  fields: (t) => ({ activity: t.exposeString('activity'), claims: t.exposeInt('claims') }),
});
const ActivityCountType = builder.objectRef<Row<'by_activity'>>('ReportActivityCount').implement({
  fields: (t) => ({
    activity_type: t.expose('activity_type', { type: ActivityTypeEnum }),
    activity_level: t.expose('activity_level', { type: 'ActivityLevel' }),
    claims: t.exposeInt('claims'),
  }),
});
const SchoolCountType = builder.objectRef<Row<'by_school'>>('ReportSchoolCount').implement({
  fields: (t) => ({ school_id: t.exposeID('school_id'), name: t.exposeString('name'), claims: t.exposeInt('claims') }),
});
const StatusCountType = builder.objectRef<Row<'by_status'>>('ReportStatusCount').implement({
  fields: (t) => ({ status: t.expose('status', { type: ClaimStatusEnum }), claims: t.exposeInt('claims') }),
});
const TpaStatusCountType = builder.objectRef<Row<'by_tpa_status'>>('ReportTpaStatusCount').implement({
  fields: (t) => ({
    tpa_status: t.expose('tpa_status', { type: TpaStatusEnum, nullable: true, description: 'Null: the TPA has reported nothing yet.' }),
    claims: t.exposeInt('claims'),
  }),
});
const NatureCountType = builder.objectRef<Row<'by_nature'>>('ReportNatureCount').implement({
  fields: (t) => ({
    nature: t.expose('nature', { type: InjuryNatureEnum, nullable: true, description: "Null: a claim reported before the school official's statement." }),
    claims: t.exposeInt('claims'),
  }),
});
const BodyPartCountType = builder.objectRef<Row<'by_body_part'>>('ReportBodyPartCount').implement({
  fields: (t) => ({ body_part: t.expose('body_part', { type: BodyPartEnum }), claims: t.exposeInt('claims') }),
});
const OpenAgeCountType = builder.objectRef<Row<'open_by_age'>>('ReportOpenAgeCount').implement({
  fields: (t) => ({ bucket: t.expose('bucket', { type: OpenAgeBucketEnum }), claims: t.exposeInt('claims') }),
});
const SubmissionDelayCountType = builder.objectRef<Row<'submission_delay'>>('ReportSubmissionDelayCount').implement({
  fields: (t) => ({ bucket: t.expose('bucket', { type: SubmissionDelayBucketEnum }), claims: t.exposeInt('claims') }),
});
const DeliveryDelayCountType = builder.objectRef<Row<'delivery_delay'>>('ReportDeliveryDelayCount').implement({
  fields: (t) => ({ bucket: t.expose('bucket', { type: DeliveryDelayBucketEnum }), claims: t.exposeInt('claims') }),
});

const ClaimReportType = builder.objectRef<ClaimReport>('ClaimReport').implement({
  description: 'Counts of the claims a report covers (ADR 031): by the date of the accident within the period, and every other filter.',
  fields: (t) => ({
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    total: t.exposeInt('total'),
    open: t.exposeInt('open', { description: 'Claims the TPA has not reported closed (paid or denied).' }),
    without_body_part: t.exposeInt('without_body_part', { description: "Claims with no coded body part (reported before the official's statement)." }),
    average_submission_days: t.exposeFloat('average_submission_days', { nullable: true, description: 'Average days from the injury to the first submission.' }),
    average_delivery_hours: t.exposeFloat('average_delivery_hours', { nullable: true, description: 'Average hours from the first submission to the TPA receiving it, of the claims it received.' }),
    year: t.exposeInt('year', { description: "The year of the period's end: `months` counts it and the year before, every filter applied but the period." }),
    months: t.field({ type: [MonthCountType], resolve: (report) => report.months }),
    by_sport: t.field({ type: [SportCountType], resolve: (report) => report.by_sport }),
    by_activity: t.field({ type: [ActivityCountType], resolve: (report) => report.by_activity }),
    by_school: t.field({ type: [SchoolCountType], resolve: (report) => report.by_school }),
    by_status: t.field({ type: [StatusCountType], resolve: (report) => report.by_status }),
    by_tpa_status: t.field({ type: [TpaStatusCountType], resolve: (report) => report.by_tpa_status }),
    by_nature: t.field({ type: [NatureCountType], resolve: (report) => report.by_nature }),
    by_body_part: t.field({ type: [BodyPartCountType], description: 'A claim counts once for each part it names.', resolve: (report) => report.by_body_part }),
    open_by_age: t.field({ type: [OpenAgeCountType], description: 'Open claims by days since they were first submitted.', resolve: (report) => report.open_by_age }),
    submission_delay: t.field({ type: [SubmissionDelayCountType], resolve: (report) => report.submission_delay }),
    delivery_delay: t.field({ type: [DeliveryDelayCountType], resolve: (report) => report.delivery_delay }),
  }),
});

type IncidentRow<K extends keyof IncidentReport> = IncidentReport[K] extends readonly (infer R)[] ? R : never;

const becameClaims = { description: 'Of them, those a claim was started from (and not deleted).' };

const IncidentMonthCountType = builder.objectRef<IncidentRow<'months'>>('IncidentMonthCount').implement({
  fields: (t) => ({ month: t.exposeInt('month'), incidents: t.exposeInt('incidents'), became_claims: t.exposeInt('became_claims', becameClaims) }),
});
const IncidentSportCountType = builder.objectRef<IncidentRow<'by_sport'>>('IncidentSportCount').implement({
  fields: (t) => ({
    activity: t.exposeString('activity', { nullable: true, description: 'Null: no sport was named.' }),
    incidents: t.exposeInt('incidents'),
    became_claims: t.exposeInt('became_claims', becameClaims),
  }),
});
const IncidentPlaceCountType = builder.objectRef<IncidentRow<'by_place'>>('IncidentPlaceCount').implement({
  fields: (t) => ({ place: t.exposeString('place'), incidents: t.exposeInt('incidents'), became_claims: t.exposeInt('became_claims', becameClaims) }),
});
const IncidentBodyPartCountType = builder.objectRef<IncidentRow<'by_body_part'>>('IncidentBodyPartCount').implement({
  fields: (t) => ({
    body_part: t.expose('body_part', { type: BodyPartEnum }),
    incidents: t.exposeInt('incidents'),
    became_claims: t.exposeInt('became_claims', becameClaims),
  }),
});

const IncidentReportType = builder.objectRef<IncidentReport>('IncidentReport').implement({
  description: "Counts of the incidents a report covers (issue 42): injured within the period, under the filters an incident answers (school, sport, kind of activity, body part, nature).",
  fields: (t) => ({
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    total: t.exposeInt('total'),
    became_claims: t.exposeInt('became_claims', becameClaims),
    year: t.exposeInt('year', { description: "The year of the period's end: `months` counts it, every filter applied but the period." }),
    months: t.field({ type: [IncidentMonthCountType], resolve: (report) => report.months }),
    by_sport: t.field({ type: [IncidentSportCountType], resolve: (report) => report.by_sport }),
    by_place: t.field({ type: [IncidentPlaceCountType], description: 'Places equal but for letter case count as one.', resolve: (report) => report.by_place }),
    by_body_part: t.field({ type: [IncidentBodyPartCountType], description: 'An incident counts once for each part it names.', resolve: (report) => report.by_body_part }),
  }),
});

export const ReportFilterInput = builder.inputType('ReportFilter', {
  description: 'The claims a report covers: injured within from..to (YYYY-MM-DD), and each filter given.',
  fields: (t) => ({
    from: t.string({ required: true }),
    to: t.string({ required: true }),
    schoolId: t.id(),
    tpaId: t.id(),
    activity: t.string({ description: "The sport's name." }),
    activityType: t.field({ type: ActivityTypeEnum }),
    activityLevel: t.field({ type: 'ActivityLevel' }),
    status: t.field({ type: ClaimStatusEnum }),
    tpaStatus: t.field({ type: TpaStatusEnum }),
    bodyPart: t.field({ type: BodyPartEnum }),
    natureOfInjury: t.field({ type: InjuryNatureEnum }),
  }),
});

const reportFilterOf = (filter: typeof ReportFilterInput.$inferInput) =>
  withoutNulls({ ...filter, schoolId: filter.schoolId?.toString(), tpaId: filter.tpaId?.toString() });

builder.queryFields((t) => ({
  claimReport: t.field({
    type: ClaimReportType,
    description: "The Reports page's figures: admins any school's claims, school users their schools'.",
    args: { filter: t.arg({ type: ReportFilterInput, required: true }) },
    resolve: (_root, { filter }, { services, actor }) =>
      services.reports.claimReport(actor, reportFilterOf(filter)),
  }),
  incidentReport: t.field({
    type: IncidentReportType,
    description: "The Reports page's incident figures, beside the claims': admins any school's, school staff their schools'.",
    args: { filter: t.arg({ type: ReportFilterInput, required: true }) },
    resolve: (_root, { filter }, { services, actor }) => services.reports.incidentReport(actor, reportFilterOf(filter)),
  }),
}));
