import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { expect, graphqlAs } from './fixtures.ts';

// What the specs of a parent's and a guardian's links share: the school setting, the phone, the birth date.

// studentFor's student
export const BIRTH_DATE = { month: '05', day: '06', year: '2010' };
const PHONE = { width: 390, height: 844 };

const SCHOOL_FIELDS = `name is_active address_1 address_2 city state postal_code contact_name contact_phone contact_email_address
  sales_rep_id allow_piv allow_students_import show_verification_status parent_part_online parent_link_days`;

// The demo school is every spec's: the setting is on only for the journey, and off again whatever happens.
export async function withParentPartOnline(request: APIRequestContext, adminToken: string, schoolId: string, run: () => Promise<void>) {
  const { data } = await graphqlAs(request, adminToken, `query ($id: ID!) { school(id: $id) { ${SCHOOL_FIELDS} } }`, { id: schoolId });
  const school = (data as { school: Record<string, unknown> }).school;
  const set = async (on: boolean) => {
    const answer = await graphqlAs(request, adminToken, 'mutation ($id: ID!, $input: SchoolInput!) { updateSchool(id: $id, input: $input) { parent_part_online } }', {
      id: schoolId,
      input: { ...school, parent_part_online: on },
    });
    expect(answer.errors).toBeUndefined();
  };
  await set(true);
  try {
    await run();
  } finally {
    await set(false);
  }
}

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
