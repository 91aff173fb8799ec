import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlError } from '../../../testing/admin-api';
import { graphqlRoute, stubApi } from '../../../testing/fetch';
import { applyLanguage, DEFAULT_LANGUAGE, i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../testing/render';
import { ClaimDueDatesCard } from './due-dates-card';
import type { ClaimDueDate } from './get-claim-due-dates';

const CLAIM_ID = 'e0000000-0000-4000-8000-000000000001';

const DUE_DATES: ClaimDueDate[] = [
  { kind: 'NOTICE', due_on: '2026-10-01', state: 'OPEN' },
  { kind: 'TREATMENT', due_on: '2026-09-04', state: 'MISSED' },
  { kind: 'FILING', due_on: '2026-09-25', state: 'OPEN' },
  { kind: 'ABSOLUTE', due_on: '2026-09-18', state: 'PAST' },
];

const stubDueDates = (answer: () => Response | { claim: { id: string; due_dates: ClaimDueDate[] } }) =>
  stubApi({ '/v1/graphql': graphqlRoute({ ClaimDueDates: answer }) });

const showCard = async (name = 'Deadlines') => {
  renderWithProviders(<ClaimDueDatesCard claimId={CLAIM_ID} />);
  const card = await screen.findByRole('region', { name });
  await within(card).findAllByRole('listitem');
  return card;
};

const itemsOf = (card: HTMLElement) => within(card).getAllByRole('listitem').map((item) => item.textContent);

describe("a claim's deadlines", () => {
  beforeEach(() => {
    // the browser's today: September 20, 2026, at noon
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 8, 20, 12));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await i18n.changeLanguage(DEFAULT_LANGUAGE);
  });

  it('names its spinner as a status while the dates load (a bare spinner may not carry a label)', async () => {
    stubApi({ '/v1/graphql': () => new Promise<Response>(() => undefined) });
    renderWithProviders(<ClaimDueDatesCard claimId={CLAIM_ID} />);
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading…' }).querySelector('[aria-label]')).toBeNull();
  });

  it('shows each due date with its state, and counts down those still to meet, red once past', async () => {
    const { calls } = stubDueDates(() => ({ claim: { id: CLAIM_ID, due_dates: DUE_DATES } }));
    const card = await showCard();
    expect(itemsOf(card)).toEqual([
      'NoticeDue 10/01/2026Openin 11 days',
      'Treatment startDue 09/04/2026Missed',
      'FilingDue 09/25/2026Openin 5 days',
      'Absolute limitDue 09/18/2026Past due2 days late',
    ]);
    expect(within(card).getByText('2 days late')).toHaveStyle({ color: 'var(--mantine-color-red-text)' });
    expect(calls.map((call) => (call.body as { variables: unknown }).variables)).toEqual([{ id: CLAIM_ID }]);
  });

  it('says when a due date is today, and that a sent claim met its deadlines', async () => {
    stubDueDates(() => ({
      claim: {
        id: CLAIM_ID,
        due_dates: [
          { kind: 'NOTICE', due_on: '2026-09-20', state: 'OPEN' },
          { kind: 'FILING', due_on: '2026-09-01', state: 'MET' },
        ],
      },
    }));
    const card = await showCard();
    expect(itemsOf(card)).toEqual(['NoticeDue 09/20/2026Opendue today', 'FilingDue 09/01/2026Met']);
  });

  it('says when the policy sets none', async () => {
    stubDueDates(() => ({ claim: { id: CLAIM_ID, due_dates: [] } }));
    renderWithProviders(<ClaimDueDatesCard claimId={CLAIM_ID} />);
    expect(await screen.findByText("The claim's policy sets no deadlines.")).toBeInTheDocument();
  });

  it('tells when they could not be loaded', async () => {
    stubDueDates(() => graphqlError('INTERNAL_ERROR'));
    renderWithProviders(<ClaimDueDatesCard claimId={CLAIM_ID} />);
    expect(await screen.findByText('The deadlines could not be loaded.')).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    await applyLanguage('es');
    stubDueDates(() => ({ claim: { id: CLAIM_ID, due_dates: [DUE_DATES[0]!, DUE_DATES[3]!] } }));
    const card = await showCard('Plazos');
    expect(itemsOf(card)).toEqual(['AvisoVence el 10/01/2026Abiertoen 11 días', 'Límite absolutoVence el 09/18/2026Vencido2 días de retraso']);
  });
});
