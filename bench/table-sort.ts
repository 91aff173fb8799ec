// Prints how long the admin's global claims list takes, at 200 rows a page in Chromium, from a click on a
// column header to the re-sorted table on screen (p50/p95 over alternating sorts), and the longest
// main-thread task in that time. Needs the production build (`npm run build`) and a PostgreSQL database
// with at least 200 claims: the 10k one of bench/lists.ts (BENCH_DATABASE_URL, default the local server).
//   npx tsx bench/table-sort.ts [rounds]      (default 20)
import { chromium } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { benchApp, listsDatabaseUrl, sessionFor } from './bench-app.ts';
import { percentile } from './load.ts';

const rounds = Number(process.argv[2] ?? 20);

const database = await openDatabase({ kind: 'postgres', allowPrivilegedRole: true, url: listsDatabaseUrl(10_000) });
const app = await benchApp(database, { withWeb: true });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const [admin] = await database.workerDb.select({ id: users.id }).from(users).where(eq(users.type, 'admin')).limit(1);
const token = await sessionFor(database.workerDb, admin!.id);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  // tsx keeps function names with a `__name` helper, which the functions sent to the page then call
  await page.addInitScript('window.__name = (target) => target');
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  page.on('pageerror', (error) => console.log('page error:', error.message));
  await page.goto(`${address}/claims?size=200`);
  const table = page.getByRole('table', { name: 'Claims' });
  await table.locator('tbody tr').nth(199).waitFor();
  const clicks: number[] = [];
  const longest: number[] = [];
  for (let round = 0; round < rounds; round++) {
    await table.locator('tbody tr').nth(199).waitFor();
    const header = round % 2 === 0 ? 'Claimant' : 'Date submitted';
    // in the page: click, then wait for the table to show a new first row and stop being busy
    const figures = await page.evaluate(async (name) => {
      const tasks: number[] = [];
      const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration)));
      observer.observe({ type: 'longtask' });
      // looked up on every check: the list may put a new table element in the old one's place
      const table = () => document.querySelector('table[aria-label="Claims"]');
      const firstRow = () => table()?.querySelector('tbody tr')?.textContent;
      const before = firstRow();
      const button = [...table()!.querySelectorAll('thead button')].find((candidate) => candidate.textContent === name) as HTMLElement;
      const started = performance.now();
      button.click();
      await new Promise<void>((resolve) => {
        const check = () => (firstRow() !== before && table()?.getAttribute('aria-busy') !== 'true' ? resolve() : requestAnimationFrame(check));
        requestAnimationFrame(check);
      });
      const elapsed = performance.now() - started;
      // long tasks are reported a little after the fact
      await new Promise((resolve) => setTimeout(resolve, 50));
      observer.disconnect();
      return { elapsed, longestTask: Math.max(0, ...tasks) };
    }, header);
    clicks.push(figures.elapsed);
    longest.push(figures.longestTask);
  }
  console.log(`global claims list, 200 rows, ${rounds} sorts (Chromium, production build, PostgreSQL):`);
  console.log(`  click to re-sorted table  p50 ${percentile(clicks, 50).toFixed(0)} ms, p95 ${percentile(clicks, 95).toFixed(0)} ms`);
  console.log(`  longest main-thread task  p50 ${percentile(longest, 50).toFixed(0)} ms, max ${Math.max(...longest).toFixed(0)} ms`);
} finally {
  await browser.close();
  await app.close();
  await database.close();
}
