import type { Page } from '@playwright/test';
import enDirectories from '../apps/web/src/locales/en/directories.json' with { type: 'json' };
import enSchools from '../apps/web/src/locales/en/schools.json' with { type: 'json' };
import enStudents from '../apps/web/src/locales/en/students.json' with { type: 'json' };
import esDirectories from '../apps/web/src/locales/es/directories.json' with { type: 'json' };
import esSchools from '../apps/web/src/locales/es/schools.json' with { type: 'json' };
import esStudents from '../apps/web/src/locales/es/students.json' with { type: 'json' };
import { expectNoViolations } from './axe.ts';
import { DEMO, expect, graphqlAs, signedInAs, test } from './fixtures.ts';

type Language = 'en' | 'es';
const TEXTS = {
  en: { schools: enSchools.schools, students: enStudents.students, directories: enDirectories },
  es: { schools: esSchools.schools, students: esStudents.students, directories: esDirectories },
};
type Texts = (typeof TEXTS)[Language];

// A form sent empty: its errors shown beside their fields.
async function submitEmpty(page: Page, state: string) {
  await page.locator('main button[type="submit"]').first().click();
  await expectNoViolations(page, `${state}, sent empty`);
}

// The dialog a button opens, as it opens and, when it holds a form that can be sent, sent empty; then closed.
async function openDialog(page: Page, button: string, state: string) {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoViolations(page, `${state}: the "${button}" dialog`);
  const send = dialog.locator('button[type="submit"]');
  if ((await send.count()) > 0 && (await send.first().isEnabled())) {
    await send.first().click();
    await expectNoViolations(page, `${state}: the "${button}" dialog, sent empty`);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

// Each enabled tab of the page in turn, with what `inTab` does there.
async function everyTab(page: Page, state: string, inTab: (index: number) => Promise<void> = async () => undefined) {
  const tabs = page.getByRole('tab');
  for (let index = 0; index < (await tabs.count()); index++) {
    if (!(await tabs.nth(index).isEnabled())) continue;
    await tabs.nth(index).click();
    await expectNoViolations(page, `${state}, tab ${index + 1}`);
    await inTab(index);
  }
}

type Visit = { path: string; then?: (page: Page, texts: Texts) => Promise<void> };

type Ids = { school: string; claim: string; student: string; tpa: string; salesRep: string };

// A school of the signed-in user (the admin: of the nurse's), its first claim and student, a TPA and a sales rep.
async function idsFor(page: Page, tokens: Map<string, string>): Promise<Ids> {
  const nurse = tokens.get(DEMO.nurse)!;
  const me = (await (await page.request.post('/v1/auth/me', { headers: { Authorization: `Bearer ${nurse}` } })).json()) as { schools: { id: string }[] };
  const school = me.schools[0]!.id;
  const { data } = await graphqlAs(
    page.request,
    nurse,
    `query ($school: ID!) { claims(schoolId: $school, limit: 23) { items { id } } students(schoolId: $school, limit: 25) { items { id } } }`,
    { school },
  );
  const found = data as { claims: { items: { id: string }[] }; students: { items: { id: string }[] } };
  const admin = await graphqlAs(page.request, tokens.get(DEMO.admin)!, '{ tpas { items { id } } salesReps { items { id } } }');
  const directories = admin.data as { tpas: { items: { id: string }[] }; salesReps: { items: { id: string }[] } };
  return { school, claim: found.claims.items[0]!.id, student: found.students.items[0]!.id, tpa: directories.tpas.items[0]!.id, salesRep: directories.salesReps.items[0]!.id };
}

const SCHOOL_USER_VISITS = (ids: Ids): Visit[] => [
  { path: `/dashboard/${ids.school}` },
  { path: `/dashboard/${ids.school}/claims` },
  // the wizard's six steps, with their errors, are checked along the keyboard journey (keyboard.spec.ts)
  { path: `/dashboard/${ids.school}/claims/new-claim` },
  { path: `/dashboard/${ids.school}/claims/${ids.claim}` },
  { path: `/dashboard/${ids.school}/claims/${ids.claim}/edit` },
  { path: `/dashboard/${ids.school}/claims/${ids.claim}/emails` },
  { path: `/dashboard/${ids.school}/students`, then: (page, texts) => openDialog(page, texts.students.resetStudents, 'students') },
  { path: `/dashboard/${ids.school}/students/import` },
  { path: `/dashboard/${ids.school}/students/new-student`, then: (page) => submitEmpty(page, 'new student') },
  { path: `/dashboard/${ids.school}/students/${ids.student}` },
];

const ADMIN_VISITS = (ids: Ids): Visit[] => [
  { path: '/dashboard' },
  { path: '/schools' },
  { path: '/schools/management', then: (page) => submitEmpty(page, 'new school') },
  {
    path: `/schools/management/${ids.school}`,
    then: (page, texts) =>
      everyTab(page, 'school', async () => {
        const addUser = page.getByRole('button', { name: texts.schools.users.add, exact: true });
        const linkTpa = page.getByRole('button', { name: texts.schools.insurance.add, exact: true });
        if (await addUser.isVisible()) await openDialog(page, texts.schools.users.add, 'school users');
        if (await linkTpa.isVisible()) await openDialog(page, texts.schools.insurance.add, 'school insurance');
      }),
  },
  { path: '/sales-reps' },
  { path: '/sales-reps/new-sales-rep', then: (page) => submitEmpty(page, 'new sales rep') },
  { path: `/sales-reps/${ids.salesRep}` },
  { path: '/tpas' },
  { path: '/tpas/management', then: (page) => submitEmpty(page, 'new TPA') },
  { path: `/tpas/management/${ids.tpa}`, then: (page) => everyTab(page, 'TPA') },
  { path: '/claims' },
  { path: '/claims/new-claim' },
  { path: `/claims/${ids.claim}` },
  { path: `/claims/${ids.claim}/emails` },
  { path: '/activities', then: (page, texts) => openDialog(page, texts.directories.activities.add, 'activities') },
  { path: '/insurance-companies', then: (page, texts) => openDialog(page, texts.directories.insurers.add, 'insurance companies') },
  { path: '/verification-queue' },
];

for (const language of ['en', 'es'] as const) {
  test.describe(`accessibility (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((chosen) => window.localStorage.setItem('language', chosen), language);
    });

    for (const path of ['/login', '/reset-password?token=x', '/confirm?token=x', '/no-such-page']) {
      test(`public ${path}`, async ({ page }) => {
        await page.goto(path);
        await expectNoViolations(page);
      });
    }

    for (const [role, email, other, visitsOf] of [
      ['a school user', DEMO.nurse, DEMO.admin, SCHOOL_USER_VISITS],
      ['an admin', DEMO.admin, DEMO.nurse, ADMIN_VISITS],
    ] as const) {
      test(`every page of ${role}, with its tabs, dialogs and errors`, async ({ page, mailbox, tokens }) => {
        test.slow();
        // both sessions, for the ids; the page signed in as `email`, whose token is stored last
        await signedInAs(page, mailbox, tokens, other);
        await signedInAs(page, mailbox, tokens, email);
        for (const { path, then } of visitsOf(await idsFor(page, tokens))) {
          await test.step(path, async () => {
            await page.goto(path);
            await expectNoViolations(page);
            await then?.(page, TEXTS[language]);
          });
        }
      });
    }
  });
}
