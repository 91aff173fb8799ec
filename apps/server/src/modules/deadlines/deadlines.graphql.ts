import { DEADLINE_AT_RISK_DAYS, DEADLINE_KINDS, DUE_DATE_STATES, type DeadlineKind, type DueDateState } from '@claims/shared';
import { builder } from '../../graphql/builder.ts';
import { ClaimType } from '../../graphql/claim-type.ts';
import { SchoolDashboardType } from '../dashboard/dashboard.graphql.ts';

const DeadlineKindEnum = builder.enumType('DeadlineKind', { values: DEADLINE_KINDS });
const DueDateStateEnum = builder.enumType('DueDateState', {
  description: 'MET: treatment began in time, or the claim was sent. MISSED: treatment began later. OPEN: still to meet, by its date. PAST: still to meet, its date gone by.',
  values: DUE_DATE_STATES,
});

const ClaimDueDateType = builder.objectRef<{ kind: DeadlineKind; due_on: string; state: DueDateState }>('ClaimDueDate').implement({
  fields: (t) => ({
    kind: t.expose('kind', { type: DeadlineKindEnum }),
    due_on: t.exposeString('due_on', { description: 'YYYY-MM-DD: the injury date plus the days its policy gives.' }),
    state: t.expose('state', { type: DueDateStateEnum }),
  }),
});

builder.objectField(ClaimType, 'due_dates', (t) =>
  t.field({
    type: [ClaimDueDateType],
    description: "The deadlines of the claim's policy (its TPA link's days), in kind order; empty when the policy sets none (ADR 028).",
    resolve: (claim, _args, { services, actor }) => services.deadlines.dueDatesOf(actor, claim.id),
  }),
);

builder.objectField(SchoolDashboardType, 'claims_at_risk', (t) =>
  t.int({
    description: `How many of the school's claims not yet sent have their nearest due date within ${DEADLINE_AT_RISK_DAYS} days, or past.`,
    resolve: (dashboard, _args, { services, actor }) => services.deadlines.countAtRisk(actor, dashboard.school_id),
  }),
);
