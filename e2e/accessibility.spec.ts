import type { APIRequestContext, Locator, Page } from '@playwright/test';
import enClaimRecords from '../apps/web/src/locales/en/claim-records.json' with { type: 'json' };
import enClaims from '../apps/web/src/locales/en/claims.json' with { type: 'json' };
import enDashboard from '../apps/web/src/locales/en/dashboard.json' with { type: 'json' };
import enDirectories from '../apps/web/src/locales/en/directories.json' with { type: 'json' };
import enIncidents from '../apps/web/src/locales/en/incidents.json' with { type: 'json' };
import enReports from '../apps/web/src/locales/en/reports.json' with { type: 'json' };
import enSchools from '../apps/web/src/locales/en/schools.json' with { type: 'json' };
import enShell from '../apps/web/src/locales/en/shell.json' with { type: 'json' };
import enStudents from '../apps/web/src/locales/en/students.json' with { type: 'json' };
import enCommon from '../apps/web/src/locales/en/translation.json' with { type: 'json' };
import esClaimRecords from '../apps/web/src/locales/es/claim-records.json' with { type: 'json' };
import esClaims from '../apps/web/src/locales/es/claims.json' with { type: 'json' };
import esDashboard from '../apps/web/src/locales/es/dashboard.json' with { type: 'json' };
import esDirectories from '../apps/web/src/locales/es/directories.json' with { type: 'json' };
import esIncidents from '../apps/web/src/locales/es/incidents.json' with { type: 'json' };
import esReports from '../apps/web/src/locales/es/reports.json' with { type: 'json' };
import esSchools from '../apps/web/src/locales/es/schools.json' with { type: 'json' };
import esShell from '../apps/web/src/locales/es/shell.json' with { type: 'json' };
import esStudents from '../apps/web/src/locales/es/students.json' with { type: 'json' };
import esCommon from '../apps/web/src/locales/es/translation.json' with { type: 'json' };
import { expectNoViolations } from './axe.ts';
import { idsFor, PUBLIC_PATHS, withServerLanguage, type Ids } from './every-page.ts';
import { DEMO, expect, graphqlAs, signedInAs, test } from './fixtures.ts';

type Language = 'en' | 'es';
const TEXTS = {
  en: {
    // the public pages' few, and the signed-in screens' (shell.json)
    common: { ...enCommon.common, ...enShell.common },
    schools: enSchools.schools,
    students: enStudents.students,
    directories: enDirectories,
    dashboard: enDashboard.dashboard,
    claimRecords: enClaimRecords.claimRecords,
    wizard: enClaims.claims.wizard,
    reports: enReports.reports,
    incidents: enIncidents.incidents,
  },
  es: {
    common: { ...esCommon.common, ...esShell.common },
    schools: esSchools.schools,
    students: esStudents.students,
    directories: esDirectories,
    dashboard: esDashboard.dashboard,
    claimRecords: esClaimRecords.claimRecords,
    wizard: esClaims.claims.wizard,
    reports: esReports.reports,
    incidents: esIncidents.incidents,
  },
};
type Texts = (typeof TEXTS)[Language];

// A translation with its {{values}} put in.
const put = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

// The text of a translation whatever its {{values}} are, as a pattern: "Delete {{name}}" for any row.
const anyValues = (template: string) =>
  template
    .split(/\{\{\w+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
const named = (...templates: string[]) => new RegExp(`^(${templates.map(anyValues).join('|')})$`);

const button = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('button', { name, exact: true }).first();

// A form sent empty: its errors shown beside their fields.
async function submitEmpty(page: Page, state: string) {
  await page.locator('main button[type="submit"]').first().click();
  await expectNoViolations(page, `${state}, sent empty`);
}

type DialogCheck = {
  // the dialog's title, which names it
  title: string;
  // a form for something new, sent empty to show its errors; a form holding stored values is not sent,
  // as that would save them
  sendEmpty?: boolean;
  // what the dialog shows once it has loaded what it shows
  loaded?: (dialog: Locator) => Locator;
  // done in the dialog before it is closed
  within?: (dialog: Locator) => Promise<void>;
};

// The dialog `opener` opens, as it opens and, for a new thing's form, sent empty; then closed with Escape,
// which acts on nothing: a confirmation closed so deletes, resends or records nothing.
async function checkDialog(page: Page, opener: Locator, state: string, { title, sendEmpty = false, loaded, within }: DialogCheck) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  await expect(dialog).toBeVisible();
  if (loaded) await expect(loaded(dialog)).toBeVisible();
  await expectNoViolations(page, `${state}: the "${title}" dialog`);
  if (sendEmpty) {
    await dialog.locator('button[type="submit"]').click();
    await expectNoViolations(page, `${state}: the "${title}" dialog, sent empty`);
  }
  await within?.(dialog);
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

// The reports with a chart shown as its table.
async function reportTable(page: Page, { reports }: Texts) {
  const chart = page.getByRole('region', { name: reports.charts.sport.title, exact: true });
  await chart.getByRole('switch', { name: reports.chart.showTable, exact: true }).check();
  await expect(chart.getByRole('table')).toBeVisible();
  await expectNoViolations(page, 'reports, a table shown');
}

// What some of the admin's dialogs act on and the demo data lacks, made for the run and removed after it:
// a TPA with a link and a file; a link, a file and a contact on the nurse's school dashboard; a student of
// that school whose insurance waits in the verification queue (`student` is the name the queue shows).
type Own = { tpa: string; link: string; file: string; contact: string; student: string };

// A minimal PDF: the server judges uploads by their content, which starts with %PDF-.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

async function makeOwn(request: APIRequestContext, tokens: Map<string, string>, school: string): Promise<Own & { remove: () => Promise<void> }> {
  const admin = tokens.get(DEMO.admin)!;
  const nurse = tokens.get(DEMO.nurse)!;
  const stamp = Date.now();
  const titles = { link: `A11y link ${stamp}`, file: `A11y file ${stamp}`, contact: `A11y contact ${stamp}` };
  const lastName = `Ally${stamp}`;
  const made = async (token: string, query: string, variables: Record<string, unknown>) => {
    const answer = await graphqlAs(request, token, query, variables);
    expect(answer.errors).toBeUndefined();
    return Object.values(answer.data!)[0] as { id: string; providers: { id: string }[] };
  };
  // the fields go before the file, so the server knows where the file goes when it arrives
  const upload = async (path: string, owner: Record<string, string>) => {
    const answer = await request.post(path, {
      headers: { Authorization: `Bearer ${admin}` },
      multipart: { ...owner, title: titles.file, component: 'FORMS', file: { name: 'a11y.pdf', mimeType: 'application/pdf', buffer: PDF } },
    });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { element_id: string }).element_id;
  };

  const tpa = (await made(admin, 'mutation ($input: TpaInput!) { createTpa(input: $input) { id } }', { input: { name: `A11y TPA ${stamp}`, code: `A${String(stamp).slice(-7)}`, delivery_method: 'EMAIL' } })).id;
  await made(admin, 'mutation ($id: ID!, $input: TpaElementInput!) { addTpaLink(tpaId: $id, input: $input) { id } }', {
    id: tpa,
    input: { title: titles.link, component: 'FORMS', url: 'https://a11y.e2e.test' },
  });
  await upload('/v1/upload/tpa', { tpa_id: tpa });
  const file = await upload('/v1/upload/school-documents', { school_id: school });
  const link = (
    await made(admin, 'mutation ($school: ID!, $input: DashboardLinkInput!) { addDashboardLink(schoolId: $school, input: $input) { id } }', {
      school,
      input: { title: titles.link, component: 'FORMS', url: 'https://a11y.e2e.test' },
    })
  ).id;
  const contact = (
    await made(admin, 'mutation ($school: ID!, $input: DashboardContactInput!) { addDashboardContact(schoolId: $school, input: $input) { id } }', {
      school,
      input: { title: titles.contact, component: 'CONTACT_INFORMATION', company_name: 'Acme Insurance' },
    })
  ).id;
  const insurers = (await graphqlAs(request, nurse, '{ insuranceProviders { id } }')).data!.insuranceProviders as { id: string }[];
  const student = await made(nurse, 'mutation ($school: ID!, $input: StudentPageInput!) { createStudent(schoolId: $school, input: $input) { id providers { id } } }', {
    school,
    input: {
      student: { first_name: 'Ada', last_name: lastName, date_of_birth: '2010-05-06', gender: 'F', address_1: '5 Field Road', city: 'Austin', state_prov: 'Texas', postal_code: '73301', country: 'UNITED_STATES' },
      parent: null,
      providers: [{ insurance_provider_id: insurers[0]!.id, insurance_member_id: 'A11Y-1' }],
    },
  });
  const entry = student.providers[0]!.id;
  expect((await request.post('/v1/student/piv', { headers: { Authorization: `Bearer ${nurse}` }, data: { studentProviderId: entry } })).ok()).toBe(true);

  return {
    ...titles,
    tpa,
    student: `Ada ${lastName}`,
    // the TPA goes with its link and file; the run's student stays (students are never deleted), answered
    remove: async () => {
      await graphqlAs(request, admin, 'mutation ($id: ID!) { deleteTpa(id: $id) }', { id: tpa });
      for (const id of [link, file, contact]) await graphqlAs(request, admin, 'mutation ($id: ID!) { deleteDashboardItem(id: $id) }', { id });
      await graphqlAs(request, admin, 'mutation ($id: ID!) { resolveVerification(id: $id, status: VERIFIED) }', { id: entry });
    },
  };
}

// A claim's e-mail log: the resend confirmation and the e-mail viewer, once the e-mail has loaded.
async function claimEmailDialogs(page: Page, { claimRecords: { emails } }: Texts) {
  await checkDialog(page, button(page, emails.resend), 'claim e-mails', { title: emails.resendTitle });
  await checkDialog(page, button(page, named(emails.viewEmail)), 'claim e-mails', {
    title: emails.viewer.title,
    loaded: (dialog) => dialog.getByText(emails.viewer.subject, { exact: true }),
  });
}

const SCHOOL_USER_VISITS = (ids: Ids): Visit[] => [
  { path: `/dashboard/${ids.school}` },
  { path: `/dashboard/${ids.school}/claims` },
  // the wizard's six steps, with their errors, are checked along the keyboard journey (keyboard.spec.ts)
  { path: `/dashboard/${ids.school}/claims/new-claim` },
  { path: `/dashboard/${ids.school}/claims/${ids.claim}` },
  {
    // editing opens on the student step, whose dialogs change the claim's copy of the address and parent
    path: `/dashboard/${ids.school}/claims/${ids.claim}/edit`,
    then: async (page, { wizard: { viewStudent } }) => {
      await checkDialog(page, button(page, viewStudent.edit), 'claim edit', { title: viewStudent.updateTitle });
      await checkDialog(page, button(page, named(viewStudent.addParent, viewStudent.editParent)), 'claim edit', { title: viewStudent.parentTitle });
    },
  },
  { path: `/dashboard/${ids.school}/claims/${ids.claim}/emails`, then: claimEmailDialogs },
  {
    path: `/dashboard/${ids.school}/incidents`,
    then: (page, { incidents }) => checkDialog(page, button(page, incidents.coaches.invite), 'incidents', { title: incidents.coaches.invite, sendEmpty: true }),
  },
  { path: `/dashboard/${ids.school}/incidents/new-incident`, then: (page) => submitEmpty(page, 'new incident') },
  {
    path: `/dashboard/${ids.school}/students`,
    then: (page, { students }) => checkDialog(page, button(page, students.resetStudents), 'students', { title: students.reset.title, sendEmpty: true }),
  },
  { path: `/dashboard/${ids.school}/students/import` },
  { path: `/dashboard/${ids.school}/students/new-student`, then: (page) => submitEmpty(page, 'new student') },
  {
    path: `/dashboard/${ids.school}/students/${ids.student}`,
    then: async (page, { students: { form } }) => {
      const second = page.getByRole('region', { name: put(form.entry, { number: '2' }), exact: true });
      await checkDialog(page, button(second, form.delete), 'student', { title: form.deleteProviderTitle });
    },
  },
  { path: '/data-exports' },
  { path: '/reports', then: reportTable },
];

const ADMIN_VISITS = (ids: Ids, own: Own): Visit[] => [
  { path: '/dashboard' },
  {
    // the nurse's school, whose dashboard only an admin edits
    path: `/dashboard/${ids.school}`,
    then: async (page, { dashboard, directories }) => {
      await page.getByRole('switch', { name: dashboard.editMode, exact: true }).check();
      await expectNoViolations(page, 'dashboard, editing');
      const forms = page.getByRole('region', { name: dashboard.sections.FORMS, exact: true });
      const section = { section: dashboard.sections.FORMS };
      const file = { title: own.file };
      await checkDialog(page, button(forms, dashboard.add.file), 'dashboard', { title: put(dashboard.modal.addFileTitle, section), sendEmpty: true });
      await checkDialog(page, button(forms, dashboard.add.link), 'dashboard', { title: put(dashboard.modal.addLinkTitle, section), sendEmpty: true });
      await checkDialog(page, button(forms, dashboard.add.contact), 'dashboard', { title: put(dashboard.modal.addContactTitle, section), sendEmpty: true });
      await checkDialog(page, button(forms, put(dashboard.item.edit, { title: own.link })), 'dashboard', { title: dashboard.modal.editLinkTitle });
      await checkDialog(page, button(forms, put(dashboard.item.edit, file)), 'dashboard', { title: dashboard.modal.editFileTitle });
      await checkDialog(page, button(forms, put(dashboard.item.replace, file)), 'dashboard', { title: directories.tpas.elements.replaceFileTitle, sendEmpty: true });
      await checkDialog(page, button(forms, put(dashboard.item.delete, file)), 'dashboard', { title: dashboard.deleteTitle });
      await checkDialog(page, button(page, put(dashboard.item.edit, { title: own.contact })), 'dashboard', { title: dashboard.modal.editContactTitle });
    },
  },
  { path: '/schools', then: (page, { schools }) => checkDialog(page, button(page, named(schools.deleteSchool)), 'schools', { title: schools.deleteTitle }) },
  { path: '/schools/management', then: (page) => submitEmpty(page, 'new school') },
  {
    path: `/schools/management/${ids.school}`,
    then: (page, { schools: { users, insurance }, common }) =>
      everyTab(page, 'school', async () => {
        if (await button(page, users.add).isVisible()) {
          await checkDialog(page, button(page, users.add), 'school users', { title: users.addTitle, sendEmpty: true });
          await checkDialog(page, button(page, named(users.editUser)), 'school users', {
            title: users.editTitle,
            // its Delete asks again, over it; cancelled there, the user's dialog stays
            within: async (dialog) => {
              await button(dialog, common.delete).click();
              const confirmation = page.getByRole('dialog', { name: users.deleteTitle, exact: true });
              await expect(confirmation).toBeVisible();
              await expectNoViolations(page, `school users: the "${users.deleteTitle}" dialog over the "${users.editTitle}" dialog`);
              await button(confirmation, common.cancel).click();
              await expect(confirmation).toBeHidden();
              await expect(dialog).toBeVisible();
            },
          });
          await checkDialog(page, button(page, named(users.deleteUser)), 'school users', { title: users.deleteTitle });
        }
        if (await button(page, insurance.add).isVisible()) {
          await checkDialog(page, button(page, insurance.add), 'school insurance', { title: insurance.addTitle, sendEmpty: true });
          await checkDialog(page, button(page, named(insurance.remove)), 'school insurance', { title: insurance.deleteTitle });
        }
      }),
  },
  { path: '/sales-reps' },
  { path: '/sales-reps/new-sales-rep', then: (page) => submitEmpty(page, 'new sales rep') },
  {
    path: `/sales-reps/${ids.salesRep}`,
    then: (page, { common, directories: { salesReps } }) => checkDialog(page, button(page.locator('main'), common.delete), 'sales rep', { title: salesReps.deleteTitle }),
  },
  { path: '/tpas', then: (page, { directories: { tpas } }) => checkDialog(page, button(page, named(tpas.deleteTpa)), 'TPAs', { title: tpas.deleteTitle }) },
  { path: '/tpas/management', then: (page) => submitEmpty(page, 'new TPA') },
  {
    // the run's own TPA, whose link and file can be edited, replaced and deleted
    path: `/tpas/management/${own.tpa}`,
    then: async (page, { directories: { tpas: { elements } } }) => {
      const file = { title: own.file };
      await checkDialog(page, button(page, elements.addLink), 'TPA', { title: elements.addLinkTitle, sendEmpty: true });
      await checkDialog(page, button(page, elements.addFile), 'TPA', { title: elements.addFileTitle, sendEmpty: true });
      await checkDialog(page, button(page, put(elements.edit, { title: own.link })), 'TPA', { title: elements.editLinkTitle });
      await checkDialog(page, button(page, put(elements.edit, file)), 'TPA', { title: elements.editFileTitle });
      await checkDialog(page, button(page, put(elements.replace, file)), 'TPA', { title: elements.replaceFileTitle, sendEmpty: true });
      await checkDialog(page, button(page, put(elements.delete, file)), 'TPA', { title: elements.deleteTitle });
    },
  },
  { path: '/claims' },
  { path: '/claims/new-claim' },
  { path: `/claims/${ids.claim}` },
  { path: `/claims/${ids.claim}/emails`, then: claimEmailDialogs },
  {
    path: '/activities',
    then: async (page, { directories: { activities } }) => {
      await checkDialog(page, button(page, activities.add), 'activities', { title: activities.addTitle, sendEmpty: true });
      await checkDialog(page, button(page, named(activities.rename)), 'activities', { title: activities.renameTitle });
      await checkDialog(page, button(page, named(activities.delete)), 'activities', { title: activities.deleteTitle });
    },
  },
  {
    path: '/insurance-companies',
    then: async (page, { directories: { insurers } }) => {
      await checkDialog(page, button(page, insurers.add), 'insurance companies', { title: insurers.addTitle, sendEmpty: true });
      await checkDialog(page, button(page, named(insurers.edit)), 'insurance companies', { title: insurers.editTitle });
    },
  },
  {
    // the run's own request: recording the insurer's answer asks first
    path: '/verification-queue',
    then: async (page, { students: { queue } }) => {
      const answers = page.getByRole('group', { name: put(queue.resolveGroup, { name: own.student }), exact: true });
      await checkDialog(page, answers.getByRole('button').first(), 'verification queue', { title: queue.confirmTitle });
    },
  },
  { path: '/reports', then: reportTable },
];

type Tour = { visits: Visit[]; remove?: () => Promise<void> };

const TOURS: Array<{ role: string; email: string; other: string; tour: (ids: Ids, request: APIRequestContext, tokens: Map<string, string>) => Promise<Tour> }> = [
  { role: 'a school user', email: DEMO.nurse, other: DEMO.admin, tour: async (ids) => ({ visits: SCHOOL_USER_VISITS(ids) }) },
  {
    role: 'an admin',
    email: DEMO.admin,
    other: DEMO.nurse,
    tour: async (ids, request, tokens) => {
      const own = await makeOwn(request, tokens, ids.school);
      return { visits: ADMIN_VISITS(ids, own), remove: own.remove };
    },
  },
];

// What a tour by address passes by (issue 57): the pointer resting on the active menu item and on a light
// button, a toast, a season campaign with a link to send again, and the school's lists at a phone's width.
const STATE_TEXTS = {
  en: { nav: enShell.nav, accessLog: enStudents.accessLog, campaigns: enStudents.students.seasonCampaigns, incidents: enIncidents.incidents },
  es: { nav: esShell.nav, accessLog: esStudents.accessLog, campaigns: esStudents.students.seasonCampaigns, incidents: esIncidents.incidents },
};
const PHONE = { width: 390, height: 844 };

// A pending season campaign of the nurse's school, for one new student whose guardian has an address.
async function pendingCampaign(request: APIRequestContext, nurse: string, school: string) {
  const stamp = Date.now();
  const student = await graphqlAs(request, nurse, 'mutation ($school: ID!, $input: StudentPageInput!) { createStudent(schoolId: $school, input: $input) { id } }', {
    school,
    input: {
      student: { first_name: 'Ana', last_name: `Campaign${stamp}`, date_of_birth: '2011-03-04', gender: 'F', address_1: '5 Field Road', city: 'Austin', state_prov: 'Texas', postal_code: '73301', country: 'UNITED_STATES' },
      parent: { first_name: 'Gloria', last_name: `Campaign${stamp}`, email: `gloria.campaign${stamp}@family.test`, language: 'en', country: 'UNITED_STATES' },
      providers: [],
    },
  });
  expect(student.errors).toBeUndefined();
  const studentId = (student.data!.createStudent as { id: string }).id;
  const campaign = await graphqlAs(request, nurse, 'mutation ($school: ID!, $students: [ID!]) { createSeasonCampaign(schoolId: $school, studentIds: $students, activity: "Soccer") { id } }', {
    school,
    students: [studentId],
  });
  expect(campaign.errors).toBeUndefined();
  return (campaign.data!.createSeasonCampaign as { id: string }).id;
}

for (const language of ['en', 'es'] as const) {
  test.describe(`accessibility (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((chosen) => window.localStorage.setItem('language', chosen), language);
    });

    for (const path of PUBLIC_PATHS) {
      test(`public ${path}`, async ({ page }) => {
        await page.goto(path);
        await expectNoViolations(page);
      });
    }

    for (const { role, email, other, tour } of TOURS) {
      test(`every page of ${role}, with its tabs, dialogs and errors`, async ({ page, mailbox, tokens }) => {
        test.slow();
        // both sessions, for the ids; the page signed in as `email`, whose token is stored last
        await signedInAs(page, mailbox, tokens, other);
        await signedInAs(page, mailbox, tokens, email);
        const { visits, remove } = await tour(await idsFor(page, tokens), page.request, tokens);
        try {
          await withServerLanguage(page, tokens.get(email)!, language, async () => {
            for (const { path, then } of visits) {
              await test.step(path, async () => {
                await page.goto(path);
                await expectNoViolations(page);
                await then?.(page, TEXTS[language]);
              });
            }
          });
        } finally {
          await remove?.();
        }
      });
    }

    test('the states a tour by address passes by: the pointer on the active menu item and on a light button, a toast, a campaign to send again, the lists on a phone', async ({ page, mailbox, tokens }) => {
      test.slow();
      await signedInAs(page, mailbox, tokens, DEMO.admin);
      await signedInAs(page, mailbox, tokens, DEMO.nurse);
      const nurse = tokens.get(DEMO.nurse)!;
      const ids = await idsFor(page, tokens);
      const campaign = await pendingCampaign(page.request, nurse, ids.school);
      const { nav, accessLog, campaigns, incidents } = STATE_TEXTS[language];
      await withServerLanguage(page, nurse, language, async () => {
        await page.goto(`/dashboard/${ids.school}/students`);
        await page.getByRole('navigation', { name: nav.label }).getByRole('link', { name: nav.students, exact: true }).click();
        await expectNoViolations(page, 'the pointer on the active menu item');

        await page.goto(`/dashboard/${ids.school}/students/${ids.student}`);
        const exportCsv = page.getByRole('region', { name: accessLog.title, exact: true }).getByRole('button', { name: accessLog.export, exact: true });
        await expect(exportCsv).toBeEnabled();
        await exportCsv.hover();
        await expectNoViolations(page, `the pointer on the access log's "${accessLog.export}"`);

        await page.goto(`/dashboard/${ids.school}/season-campaigns/${campaign}`);
        await expect(page.getByRole('button', { name: named(campaigns.resendTo) })).toBeVisible();
        await expectNoViolations(page, 'a campaign with a link to send again');
        await page.getByRole('button', { name: named(campaigns.resendTo) }).click();
        await page.getByRole('dialog', { name: campaigns.resendTitle, exact: true }).getByRole('button', { name: campaigns.resend, exact: true }).click();
        // the pointer on the toast keeps it open while it is checked
        const toast = page.getByRole('alert').filter({ hasText: new RegExp(anyValues(campaigns.resent)) });
        await toast.hover();
        await expectNoViolations(page, 'a toast shown');

        // with a coach on its list, whose table is wider than a phone
        await page.setViewportSize(PHONE);
        await page.goto(`/dashboard/${ids.school}/incidents`);
        const coachEmail = `casey.a11y.${language}.${Date.now()}@coaches.demo-school.test`;
        await page.getByRole('button', { name: incidents.coaches.invite, exact: true }).click();
        const invite = page.getByRole('dialog', { name: incidents.coaches.invite, exact: true });
        await invite.getByRole('textbox', { name: incidents.coaches.firstName }).fill('Casey');
        await invite.getByRole('textbox', { name: incidents.coaches.lastName }).fill('Ally');
        await invite.getByRole('textbox', { name: incidents.coaches.email }).fill(coachEmail);
        await invite.locator('button[type="submit"]').click();
        await expect(invite).toBeHidden();
        await expect(page.getByRole('table', { name: incidents.coaches.title, exact: true }).getByText(coachEmail)).toBeVisible();
        await expectNoViolations(page, 'the incidents page on a phone');
      });
    });
  });
}
