import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Browser, type BrowserContextOptions, type Locator, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

export const DEMO = {
  admin: 'admin@demo.test',
  nurse: 'nurse@demo.test',
  password: 'demo-password-2026',
};

// Mail leaves through the job queue, which a busy machine slows more than a page: its own, longer wait.
const MAIL_TIMEOUT_MS = 90_000;

type Mail = { to: string; subject: string; text: string; date: string; attachments: { filename: string; contentType: string; base64: string }[] };

// The mail the app sent through the loopback SMTP server of scripts/e2e-server.mjs.
export class Mailbox {
  constructor(private readonly dir: string) {}

  all(): Mail[] {
    if (!fs.existsSync(this.dir)) return [];
    return fs
      .readdirSync(this.dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => JSON.parse(fs.readFileSync(path.join(this.dir, name), 'utf8')) as Mail);
  }

  to(address: string) {
    return this.all().filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
  }

  // Waits for a message to `address` whose subject names `text` (a claim number): other mail to the same
  // address (the demo claims still being delivered) may arrive before or after it.
  async about(address: string, text: string): Promise<Mail> {
    const matching = () => this.to(address).filter((mail) => mail.subject.includes(text));
    await expect.poll(() => matching().length, { timeout: MAIL_TIMEOUT_MS, message: `mail to ${address} about ${text}` }).toBeGreaterThan(0);
    return matching()[0]!;
  }

  // Waits for a message to `address` beyond the `seen` ones already there.
  async next(address: string, seen: number): Promise<Mail> {
    await expect.poll(() => this.to(address).length, { timeout: MAIL_TIMEOUT_MS, message: `mail to ${address}` }).toBeGreaterThan(seen);
    return this.to(address)[seen]!;
  }

  // The sign-in code of the first message to `address` beyond the `seen` ones that carries one: a staff
  // member's deadline reminders (a journey moved the clock) may arrive in between.
  async code(address: string, seen: number): Promise<string> {
    const coded = () => this.to(address).slice(seen).map(codeIn).find(Boolean);
    await expect.poll(coded, { timeout: MAIL_TIMEOUT_MS, message: `sign-in code to ${address}` }).toBeTruthy();
    return coded()!;
  }
}

// Makes the loopback SMTP server of scripts/e2e-server.mjs refuse connections (down) or take mail again.
export function setSmtpDown(testInfo: TestInfo, down: boolean) {
  const flag = path.join(testInfo.config.rootDir, '..', 'test-results', `smtp-down-${testInfo.project.name}`);
  if (down) fs.writeFileSync(flag, '');
  else fs.rmSync(flag, { force: true });
}

export const codeIn = (mail: Mail) => /\b(\d{6})\b/.exec(mail.subject)?.[1] ?? '';
export const linkIn = (mail: Mail) => /(https?:\/\/\S+token=[\w-]+)/.exec(mail.text)?.[1] ?? '';

// The server's clock (TEST_CLOCK, ADR 045): `ahead(days)` puts the dates it reckons on that many days past
// the real time and runs that moment's reminders (how many went: `reminders`). Put back after the test
// whatever happened, as the specs after it share the server.
type ServerClock = { ahead: (days: number) => Promise<{ now: Date; reminders: { parents: number; guardians: number; deadlines: number } }> };

type Fixtures = { mailbox: Mailbox; serverClock: ServerClock };
type WorkerFixtures = { tokens: Map<string, string> };

export const test = base.extend<Fixtures, WorkerFixtures>({
  mailbox: async ({}, use, testInfo) => {
    await use(new Mailbox(path.join(testInfo.config.rootDir, '..', 'test-results', `mailbox-${testInfo.project.name}`)));
  },
  tokens: [async ({}, use) => use(new Map()), { scope: 'worker' }],
  serverClock: async ({ request, mailbox, tokens }, use) => {
    const admin = await sessionOf(request, mailbox, tokens, DEMO.admin);
    const move = async (days: number) => {
      const answer = await request.post('/v1/test/clock', { headers: { Authorization: `Bearer ${admin}` }, data: { days } });
      expect(answer.ok(), await answer.text()).toBe(true);
      const moved = (await answer.json()) as { now: string; reminders: { parents: number; guardians: number; deadlines: number } };
      return { now: new Date(moved.now), reminders: moved.reminders };
    };
    let moved = false;
    await use({
      ahead: (days) => {
        moved = true;
        return move(days);
      },
    });
    if (moved) await move(0);
  },
});
export { expect };

// Signs in through the UI, reading the code from the mailbox.
export async function signInWithCode(page: Page, mailbox: Mailbox, email: string, password = DEMO.password) {
  const seen = mailbox.to(email).length;
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const code = await mailbox.code(email, seen);
  await page.getByLabel('Sign-in code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

// A session made through the API once per worker and user, put in the page's storage before it loads:
// specs that are not about signing in start signed in.
export async function signedInAs(page: Page, mailbox: Mailbox, tokens: Map<string, string>, email: string) {
  const token = await sessionOf(page.request, mailbox, tokens, email);
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
}

// The worker's session of `email`, made through the API the first time.
async function sessionOf(request: APIRequestContext, mailbox: Mailbox, tokens: Map<string, string>, email: string) {
  let token = tokens.get(email);
  if (!token) {
    const seen = mailbox.to(email).length;
    const login = await request.post('/v1/auth/login', { data: { email, password: DEMO.password, user_remembered: false } });
    expect(login.ok()).toBe(true);
    const code = await mailbox.code(email, seen);
    const verify = await request.post('/v1/auth/verify', { data: { email, code } });
    expect(verify.ok()).toBe(true);
    token = (await verify.json()).token as string;
    tokens.set(email, token);
  }
  return token;
}

// A page of its own, for a second person in a journey: the first page keeps its session.
export async function freshPage(browser: Browser, testInfo: TestInfo, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, ...options });
  return context.newPage();
}

// Signs in with the district's account (ADR 030) on the sign-in page's `button`, at the test OpenID
// Provider that scripts/e2e-server.mjs runs beside each server (its own page, always in English).
export async function signInAtProvider(page: Page, button: string, account: { email: string; district: string; verified?: boolean }) {
  await page.goto('/login');
  await page.getByRole('link', { name: button }).click();
  await page.getByLabel('E-mail', { exact: true }).fill(account.email);
  await page.getByLabel(/domain|tenant/i).fill(account.district);
  if (account.verified === false) await page.getByLabel('E-mail verified').uncheck();
  await page.getByRole('button', { name: 'Continue' }).click();
}

// Picks a Mantine Select option and checks it took: under load the dropdown can still be opening when the
// option is clicked, so the whole gesture is retried until the field shows the choice.
export async function chooseOption(page: Page, combobox: Locator, option: string) {
  await expect(async () => {
    await combobox.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 10_000 });
    await expect(combobox).toHaveValue(option, { timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
}

export type GraphqlAnswer = { data: Record<string, unknown> | null; errors?: Array<{ extensions?: { code?: string } }> };

// A GraphQL call as the holder of `token`, for setting up and checking data around a journey.
export async function graphqlAs(request: APIRequestContext, token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/v1/graphql', { headers: { Authorization: `Bearer ${token}` }, data: { query, variables } });
  return (await response.json()) as GraphqlAnswer;
}

// A one-page PDF, as a scanner or a portal would give an EOB: the server judges uploads by their content.
export const onePagePdf = (title = '') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${title}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
