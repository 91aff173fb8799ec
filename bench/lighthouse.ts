// Prints Lighthouse's mobile performance score (and FCP, LCP, TBT) for /login and a school's claims list,
// three first visits each (a new browser every time, nothing cached), on the production build and the
// 10k database of bench/lists.ts. Lighthouse is not a dependency of the project: install it anywhere and
// name its entry, e.g.
//   npm install --prefix /tmp/lh lighthouse@12
//   LIGHTHOUSE=/tmp/lh/node_modules/lighthouse/core/index.js npx tsx bench/lighthouse.ts
import { chromium } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { users, usersSchools } from '../apps/server/src/db/schema.ts';
import { benchApp, listsDatabaseUrl, sessionFor } from './bench-app.ts';

type LighthouseResult = { lhr: { categories: { performance: { score: number } }; audits: Record<string, { displayValue?: string }> } };
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult>;

const entry = process.env.LIGHTHOUSE;
if (!entry) throw new Error('Set LIGHTHOUSE to the path of an installed lighthouse/core/index.js');
const lighthouse = ((await import(entry)) as { default: Lighthouse }).default;
const DEBUG_PORT = 9333;

const database = await openDatabase({ kind: 'postgres', allowPrivilegedRole: true, url: listsDatabaseUrl(10_000) });
const app = await benchApp(database, { withWeb: true });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const [nurse] = await database.workerDb
  .select({ id: users.id, schoolId: usersSchools.school_id })
  .from(users)
  .innerJoin(usersSchools, eq(usersSchools.user_id, users.id))
  .where(eq(users.type, 'user'))
  .limit(1);
const token = await sessionFor(database.workerDb, nurse!.id);

try {
  for (const [route, signedIn] of [['/login', false], [`/dashboard/${nurse!.schoolId}/claims`, true]] as const) {
    for (let run = 1; run <= 3; run++) {
      const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [`--remote-debugging-port=${DEBUG_PORT}`] });
      try {
        // the session is stored from a page that loads no assets, so the measured visit starts cold
        const page = await (await browser.newContext()).newPage();
        await page.goto(`${address}/healthz`);
        if (signedIn) await page.evaluate((value) => localStorage.setItem('token', value), token);
        const { lhr } = await lighthouse(`${address}${route}`, { port: DEBUG_PORT, output: 'json', onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' });
        const figure = (audit: string) => lhr.audits[audit]?.displayValue ?? '-';
        console.log(
          `${route.replace(nurse!.schoolId, ':schoolId')} run ${run}: performance ${Math.round(lhr.categories.performance.score * 100)}, FCP ${figure('first-contentful-paint')}, LCP ${figure('largest-contentful-paint')}, TBT ${figure('total-blocking-time')}`,
        );
      } finally {
        await browser.close();
      }
    }
  }
} finally {
  await app.close();
  await database.close();
}
