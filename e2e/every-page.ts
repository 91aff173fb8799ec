import type { Page } from '@playwright/test';
import type { Language } from '@claims/shared';
import { DEMO, expect, graphqlAs } from './fixtures.ts';

export type Ids = { school: string; claim: string; student: string; tpa: string; salesRep: string };

// A school of the signed-in user (the admin: of the nurse's), its first claim, a student of it with a
// second insurance entry (whose delete button asks first), a TPA and a sales rep.
export async function idsFor(page: Page, tokens: Map<string, string>): Promise<Ids> {
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
  const entries = await graphqlAs(page.request, nurse, `{ ${found.students.items.map(({ id }, index) => `s${index}: student(id: "${id}") { id providers { id } }`).join(' ')} }`);
  const students = Object.values(entries.data as Record<string, { id: string; providers: unknown[] }>);
  const admin = await graphqlAs(page.request, tokens.get(DEMO.admin)!, '{ tpas { items { id } } salesReps { items { id } } }');
  const directories = admin.data as { tpas: { items: { id: string }[] }; salesReps: { items: { id: string }[] } };
  return {
    school,
    claim: found.claims.items[0]!.id,
    student: students.find((student) => student.providers.length > 1)!.id,
    tpa: directories.tpas.items[0]!.id,
    salesRep: directories.salesReps.items[0]!.id,
  };
}

// Every route of SPEC §2 a school user may open.
export const SCHOOL_USER_PATHS = (ids: Ids) => [
  `/dashboard/${ids.school}`,
  `/dashboard/${ids.school}/claims`,
  `/dashboard/${ids.school}/claims/new-claim`,
  `/dashboard/${ids.school}/claims/${ids.claim}`,
  `/dashboard/${ids.school}/claims/${ids.claim}/edit`,
  `/dashboard/${ids.school}/claims/${ids.claim}/emails`,
  `/dashboard/${ids.school}/incidents`,
  `/dashboard/${ids.school}/incidents/new-incident`,
  `/dashboard/${ids.school}/students`,
  `/dashboard/${ids.school}/students/import`,
  `/dashboard/${ids.school}/students/new-student`,
  `/dashboard/${ids.school}/students/${ids.student}`,
  `/dashboard/${ids.school}/season-campaigns`,
  '/reports',
];

// Every route of SPEC §2 an admin may open.
export const ADMIN_PATHS = (ids: Ids) => [
  '/dashboard',
  '/schools',
  '/schools/management',
  `/schools/management/${ids.school}`,
  '/sales-reps',
  '/sales-reps/new-sales-rep',
  `/sales-reps/${ids.salesRep}`,
  '/tpas',
  '/tpas/management',
  `/tpas/management/${ids.tpa}`,
  '/claims',
  '/claims/new-claim',
  `/claims/${ids.claim}`,
  `/claims/${ids.claim}/emails`,
  '/activities',
  '/insurance-companies',
  '/verification-queue',
  '/data-exports',
  '/reports',
];

// The parent's and the guardian's pages of an unknown link show only that it is not valid (their steps:
// parent-part.spec.ts, season-consent.spec.ts).
// The TPA's page is English whatever the reader's language (ADR 027): tpa-link.spec.ts checks it.
export const PUBLIC_PATHS = ['/login', '/reset-password?token=x', '/confirm?token=x', '/no-such-page', `/parent/${'x'.repeat(43)}`, `/guardian/${'x'.repeat(43)}`];

// A signed-in user's language kept on the server wins over the browser's at each page load: a spec that
// reads the pages in `language` sets it for the user first, and puts back English, which the other specs
// read, whatever happens.
export async function withServerLanguage(page: Page, token: string, language: Language, run: () => Promise<void>) {
  const keep = (chosen: Language) => page.request.post('/v1/auth/me/language', { headers: { Authorization: `Bearer ${token}` }, data: { language: chosen } });
  expect((await keep(language)).ok()).toBe(true);
  try {
    await run();
  } finally {
    await keep('en');
  }
}
