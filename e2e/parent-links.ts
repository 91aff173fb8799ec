import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { expect, graphqlAs } from './fixtures.ts';

// What the specs of a parent's and a guardian's links share: the school setting, the phone, the birth date.

// studentFor's student
export const BIRTH_DATE = { month: '05', day: '06', year: '2010' };
const PHONE = { width: 390, height: 844 };

const SCHOOL_FIELDS = `name is_active address_1 address_2 city state postal_code contact_name contact_phone contact_email_address
  sales_rep_id allow_piv allow_students_import show_verification_status parent_part_online parent_link_days insurance_confirm_days`;

// The demo school is every spec's: `settings` hold only for the journey, and are put back whatever happens.
export async function withSchoolSettings(request: APIRequestContext, adminToken: string, schoolId: string, settings: Record<string, unknown>, run: () => Promise<void>) {
  const { data } = await graphqlAs(request, adminToken, `query ($id: ID!) { school(id: $id) { ${SCHOOL_FIELDS} } }`, { id: schoolId });
  const school = (data as { school: Record<string, unknown> }).school;
  const set = async (input: Record<string, unknown>) => {
    const answer = await graphqlAs(request, adminToken, 'mutation ($id: ID!, $input: SchoolInput!) { updateSchool(id: $id, input: $input) { id } }', { id: schoolId, input });
    expect(answer.errors).toBeUndefined();
  };
  await set({ ...school, ...settings });
  try {
    await run();
  } finally {
    await set(school);
  }
}

export const withParentPartOnline = (request: APIRequestContext, adminToken: string, schoolId: string, run: () => Promise<void>) =>
  withSchoolSettings(request, adminToken, schoolId, { parent_part_online: true }, run);

// A page with no session, as the parent's phone opens the link: an English phone, so the page's Spanish
// comes from the link.
export const parentPhone = async (browser: Browser, testInfo: TestInfo) =>
  (await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: PHONE, isMobile: true, hasTouch: true, locale: 'en-US' })).newPage();

export const enterBirthDate = async (page: Page, labels: { month: string; day: string; year: string }, date = BIRTH_DATE) => {
  await page.getByRole('textbox', { name: labels.month }).fill(date.month);
  await page.getByRole('textbox', { name: labels.day }).fill(date.day);
  await page.getByRole('textbox', { name: labels.year }).fill(date.year);
};

// A photo of an insurance card, as a phone takes it.
export const cardPhoto = () => sharp({ create: { width: 640, height: 400, channels: 3, background: '#2a6fb0' } }).jpeg().toBuffer();
