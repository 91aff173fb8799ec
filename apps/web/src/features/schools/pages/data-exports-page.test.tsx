import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { graphqlError, stubAdminApi, variablesOf } from '../../../testing/admin-api';
import { jsonResponse, type StubHandler } from '../../../testing/fetch';
import { renderApp } from '../../../testing/render';
import { ADMIN_SESSION } from '../../../testing/session';
import type { ChainVerification } from '../api/access-log-chain';
import type { DataExport } from '../api/data-exports';

const LINCOLN = { id: '11111111-1111-4111-8111-111111111111', name: 'Lincoln High', is_active: true };
const ROOSEVELT = { id: '22222222-2222-4222-8222-222222222222', name: 'Roosevelt Middle', is_active: true };

const anExport = (overrides: Partial<DataExport> = {}): DataExport => ({
  id: 'e1',
  schools: [{ id: LINCOLN.id, name: LINCOLN.name }],
  status: 'DONE',
  steps_done: 12,
  steps_total: 12,
  size: 3 * 1024 * 1024,
  requested_by_name: 'Ada Admin',
  downloaded_by_name: null,
  created_at: '2026-11-20T15:00:00.000Z',
  finished_at: '2026-11-20T15:01:00.000Z',
  downloaded_at: null,
  download_url: '/v1/data-exports/e1/download?exp=1&sig=s&for=u',
  ...overrides,
});

// The list answers with `pages` in turn (the last one repeats).
const stubExports = (pages: DataExport[][], start: () => { startDataExport: string } | Response = () => ({ startDataExport: 'e2' }), rest: Record<string, StubHandler> = {}) => {
  let served = 0;
  const stub = stubAdminApi({
    SchoolOptions: () => ({ schoolOptions: [LINCOLN, ROOSEVELT] }),
    DataExports: () => {
      const items = pages[Math.min(served++, pages.length - 1)]!;
      return { dataExports: { total: items.length, items } };
    },
    StartDataExport: start,
    DeletionCertificates: () => ({ deletionCertificates: { total: 0, items: [] } }),
  }, rest);
  return { callsTo: stub.callsTo, listArgs: () => variablesOf(stub.calls, 'DataExports'), startArgs: () => variablesOf(stub.calls, 'StartDataExport') };
};

const bodyRows = async () => within(await screen.findByRole('table', { name: 'Exports' })).getAllByRole('row').slice(1);

describe('Data exports', () => {
  it('lists exports with their schools, who started them, their status and a one-time download', async () => {
    const { listArgs } = stubExports([[anExport(), anExport({ id: 'e0', status: 'DOWNLOADED', download_url: null, downloaded_by_name: 'Ada Admin', downloaded_at: '2026-11-19T10:00:00.000Z' })]]);
    renderApp({ path: paths.dataExports.list() });

    expect(await screen.findByRole('heading', { level: 1, name: 'District data requests' })).toBeInTheDocument();
    const [ready, taken] = await bodyRows();
    expect(within(ready!).getByText('Lincoln High')).toBeInTheDocument();
    expect(within(ready!).getByText('Ready to download')).toBeInTheDocument();
    expect(within(ready!).getByText('3 MB')).toBeInTheDocument();
    expect(within(ready!).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(within(taken!).getByText('Downloaded')).toBeInTheDocument();
    expect(within(taken!).queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    expect(listArgs()[0]).toEqual({ offset: 0, limit: 25 });
  });

  it('starts an export of the chosen schools once confirmed, then shows its progress until it is ready', async () => {
    const running = anExport({ id: 'e2', status: 'RUNNING', steps_done: 3, steps_total: 12, size: null, download_url: null });
    const { startArgs } = stubExports([[], [running], [anExport({ id: 'e2' })]]);
    const { user } = renderApp({ path: paths.dataExports.list() });
    expect(await screen.findByText('No export yet.')).toBeInTheDocument();
    const start = screen.getByRole('button', { name: 'Start export' });
    expect(start).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'Schools' }));
    await user.click(await screen.findByRole('option', { name: 'Lincoln High' }));
    await user.click(screen.getByRole('option', { name: 'Roosevelt Middle' }));
    await user.click(start);
    const dialog = await screen.findByRole('dialog', { name: "Export the schools' data?" });
    expect(within(dialog).getByText(/2 schools \(Lincoln High, Roosevelt Middle\)/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Start export' }));

    expect(await screen.findByText('Export started: its progress shows below.')).toBeInTheDocument();
    expect(startArgs()).toEqual([{ schoolIds: [LINCOLN.id, ROOSEVELT.id] }]);
    expect(await screen.findByText('25% done', { selector: 'p' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Download' }, { timeout: 20_000 })).toBeInTheDocument();
  });

  const downloaded = anExport({ status: 'DOWNLOADED', download_url: null, downloaded_by_name: 'Ada Admin', downloaded_at: '2026-11-21T10:00:00.000Z' });
  const LINK = anExport().download_url!;

  it("downloads the zip with the admin's session, then shows the export as downloaded, with no Download button", async () => {
    const { callsTo } = stubExports([[anExport()], [downloaded]], undefined, {
      [LINK]: () => new Response(new Uint8Array([80, 75, 3, 4]), { headers: { 'Content-Type': 'application/zip' } }),
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const { user } = renderApp({ path: paths.dataExports.list() });
    const [row] = await bodyRows();
    await user.click(within(row!).getByRole('button', { name: 'Download' }));

    await waitFor(() => expect(saved).toEqual(['school-data-e1.zip blob:export']));
    expect(new Headers(callsTo(LINK)[0]?.init?.headers).get('Authorization')).toBe(`Bearer ${ADMIN_SESSION.token}`);
    expect(await screen.findByText('Downloaded')).toBeInTheDocument();
    const [after] = await bodyRows();
    expect(within(after!).queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    expect(within(after!).getByText(/By Ada Admin/)).toBeInTheDocument();
  });

  it('says in words that a zip already taken or expired is gone, and shows the export as it is now', async () => {
    stubExports([[anExport()], [downloaded]], undefined, { [LINK]: () => jsonResponse({ error: 'NOT_FOUND' }, 404) });
    const { user } = renderApp({ path: paths.dataExports.list() });
    const [row] = await bodyRows();
    await user.click(within(row!).getByRole('button', { name: 'Download' }));

    expect(await screen.findByText('This export was already downloaded or has expired. Start a new export if you need the data again.')).toBeInTheDocument();
    expect(screen.queryByText(/NOT_FOUND/)).not.toBeInTheDocument();
    expect(await screen.findByText('Downloaded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('says why an export could not start and starts nothing more', async () => {
    const { startArgs } = stubExports([[]], () => graphqlError('FORBIDDEN'));
    const { user } = renderApp({ path: paths.dataExports.list() });
    await user.click(await screen.findByRole('combobox', { name: 'Schools' }));
    await user.click(await screen.findByRole('option', { name: 'Lincoln High' }));
    await user.click(screen.getByRole('button', { name: 'Start export' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start export' }));

    expect(await screen.findByText('The export could not be started.')).toBeInTheDocument();
    await waitFor(() => expect(startArgs()).toHaveLength(1));
  });

  it("verifies a school's access log chain: intact with its head, or the first broken link", async () => {
    const verdicts: ChainVerification[] = [
      { intact: true, events: 42, head_seq: 42, head_hash: 'ab12cd34ef56'.padEnd(64, '0'), broken: null },
      { intact: false, events: 6, head_seq: 6, head_hash: '0'.repeat(64), broken: { seq: 7, event_id: 'ev-7', reason: 'CONTENT_CHANGED' } },
    ];
    let served = 0;
    const { calls } = stubAdminApi({
      SchoolOptions: () => ({ schoolOptions: [LINCOLN, ROOSEVELT] }),
      DataExports: () => ({ dataExports: { total: 0, items: [] } }),
      DeletionCertificates: () => ({ deletionCertificates: { total: 0, items: [] } }),
      AccessLogChain: () => ({ accessLogChain: verdicts[served++]! }),
    });
    const { user } = renderApp({ path: paths.dataExports.list() });
    const section = await screen.findByRole('region', { name: 'Access log chain' });
    await user.click(within(section).getByRole('combobox', { name: 'School' }));
    await user.click(await screen.findByRole('option', { name: 'Lincoln High' }));
    await user.click(within(section).getByRole('button', { name: 'Verify' }));
    expect(await within(section).findByText('Intact: 42 events, head ab12cd34ef56')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Verify' }));
    expect(await within(section).findByText('The event\'s content was changed after it was logged.')).toBeInTheDocument();
    expect(within(section).getByText('First broken link: #7, event ev-7 (6 events verified before it).')).toBeInTheDocument();
    expect(variablesOf(calls, 'AccessLogChain')).toEqual([{ schoolId: LINCOLN.id }, { schoolId: LINCOLN.id }]);
  });
});
