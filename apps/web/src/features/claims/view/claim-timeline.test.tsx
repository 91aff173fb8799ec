import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { ClaimTimeline } from './claim-timeline';
import type { ClaimChangeLog } from './get-claim-record';

const row = (values: Partial<ClaimChangeLog>): ClaimChangeLog => ({
  id: 'l1',
  created_at: '2026-03-04T15:00:00.000Z',
  submitted_to_tpa_at: '2026-03-04',
  status: 'AWAITING_PARENT',
  changes_log: null,
  by_tpa: false,
  tpa_reporter: null,
  user_name: 'Sam Staff',
  ...values,
});

const titlesOf = () =>
  within(screen.getByRole('region', { name: 'History' }))
    .getAllByText(/^(Submitted|Updated)/)
    .map((title) => title.textContent);

describe("a claim's history", () => {
  it('calls a duplicate claim\'s first row, holding the reporter\'s reason, "Submitted"', () => {
    const logs = [
      row({ id: 'l1', changes_log: [{ field: 'duplicate_of', from: '2026-000101', to: 'Second visit, other knee' }] }),
      row({ id: 'l2', created_at: '2026-03-05T15:00:00.000Z', status: 'PENDING', changes_log: [{ field: 'city', from: 'Old', to: 'New' }] }),
    ];
    renderWithProviders(<ClaimTimeline logs={logs} shownStatus={(status) => status} />);
    const titles = titlesOf();
    expect(titles).toHaveLength(2);
    expect(titles[0]).toMatch(/^Updated/);
    expect(titles[1]).toMatch(/^Submitted/);
    expect(screen.getByText(/Second visit, other knee/)).toBeInTheDocument();
  });
});
