import type { Page } from '@playwright/test';
import { pdfText } from '../apps/server/src/testing/pdf-text.ts';
import { chooseOption, DEMO, expect, graphqlAs, signedInAs, test } from './fixtures.ts';

const TPA_EMAIL = 'claims@summit-tpa.demo.test';

// A student of the nurse's school with one saved insurance entry, made through the API so the spec is
// about the wizard, not the student page.
async function studentFor(page: Page, token: string, lastName: string) {
  const me = await page.request.post('/v1/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  const schoolId = ((await me.json()) as { schools: { id: string }[] }).schools[0]!.id;
  const insurers = (await graphqlAs(page.request, token, 'query P { insuranceProviders { id name } }')).data!.insuranceProviders as { id: string; name: string }[];
  const insurer = insurers[0]!;
  await graphqlAs(page.request, token, 'mutation C($schoolId: ID!, $input: JSON!) { createStudent(schoolId: $schoolId, input: $input) { id } }', {
    schoolId,
    input: {
      student: { firstName: 'Casey', lastName, dob: '2010-05-06', gender: 'F', address1: '5 Field Road', city: 'Austin', state: 'TX', zip: '73301', canadianAddress: false },
      parent: null,
      providers: [{ insuranceCompany: { value: insurer.id, label: insurer.name }, insuranceMemberId: 'MEM-42' }],
    },
  });
  return { schoolId, insurer: insurer.name };
}

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const stepHeading = (page: Page, step: string) => expect(page.getByText(new RegExp(`Step \\d of 6: ${step}`))).toBeVisible();

test.describe('reporting a claim', () => {
  test('a school user reports a claim through the six steps, and the TPA receives it as a PDF', async ({ page, mailbox, tokens }) => {
    test.slow();
    await signedInAs(page, mailbox, tokens, DEMO.nurse);
    const token = tokens.get(DEMO.nurse)!;
    const lastName = `Wizard${Date.now()}`;
    const { schoolId } = await studentFor(page, token, lastName);
    const seen = mailbox.to(TPA_EMAIL).length;

    // 1. select student
    await page.goto(`/dashboard/${schoolId}/claims/new-claim`);
    await stepHeading(page, 'Select student');
    await page.getByRole('textbox', { name: 'Student name' }).fill(lastName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: `Select Casey ${lastName}` }).click();

    // 2. view student
    await stepHeading(page, 'View student');
    await expect(page.getByText(`Casey ${lastName}`).first()).toBeVisible();
    await next(page);

    // 3. insurance: preloaded from the student's saved entry
    await stepHeading(page, 'Insurance information');
    await expect(page.getByRole('textbox', { name: 'Member ID' }).first()).toHaveValue('MEM-42');
    await next(page);

    // 4. claim information: a date in the future is refused with its message, then fixed
    await stepHeading(page, 'Claim information');
    await chooseOption(page, page.getByRole('combobox', { name: 'Activity', exact: true }), 'Soccer');
    await chooseOption(page, page.getByRole('combobox', { name: 'Activity type' }), 'Game');
    await chooseOption(page, page.getByRole('combobox', { name: 'Activity level' }), 'Intramural Sport');
    const injuryDate = page.getByRole('textbox', { name: 'Date of injury' });
    await injuryDate.fill('01/01/2099');
    await injuryDate.blur();
    await page.getByRole('textbox', { name: 'Date injury was reported' }).fill('09/02/2026');
    await page.getByRole('textbox', { name: 'Date of first treatment' }).fill('09/02/2026');
    await page.getByRole('radiogroup', { name: 'Is this a previous injury?' }).getByRole('radio', { name: 'No' }).check();
    await page.getByRole('textbox', { name: 'Location of injury' }).fill('North field');
    await page.getByRole('textbox', { name: 'Type of injury' }).fill('Sprain');
    await page.getByRole('textbox', { name: 'Description of injury' }).fill('Rolled the left ankle in a tackle.');

    // a reload keeps what was typed
    await page.reload();
    await stepHeading(page, 'Claim information');
    await expect(page.getByRole('textbox', { name: 'Location of injury' })).toHaveValue('North field');

    await next(page);
    await expect(page.getByText(/future/i).first()).toBeVisible();
    await stepHeading(page, 'Claim information');
    await injuryDate.fill('09/01/2026');
    await injuryDate.blur();
    await next(page);

    // 5. signature: Next waits for the checkbox
    await stepHeading(page, 'Signature');
    // the general fraud notice and the one for the school's state (Lincoln High is in California)
    const fraud = page.getByRole('region', { name: 'Fraud warning' });
    await expect(fraud.getByText('General', { exact: true })).toBeVisible();
    await expect(fraud.getByText('California', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await next(page);

    // 6. preview: every edit button jumps to its step and Cancel comes back; then an edit that is saved
    await stepHeading(page, 'Claim preview');
    for (const [section, step] of [['Student', 'View student'], ['Insurance information', 'Insurance information'], ['Signature', 'Signature']] as const) {
      await page.getByRole('button', { name: `Edit ${section}` }).click();
      await stepHeading(page, step);
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await stepHeading(page, 'Claim preview');
    }
    await page.getByRole('button', { name: 'Edit Claim information' }).click();
    await stepHeading(page, 'Claim information');
    await page.getByRole('textbox', { name: 'Type of injury' }).fill('Fracture');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await stepHeading(page, 'Claim preview');
    await expect(page.getByText('Sprain')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Claim information' }).click();
    await page.getByRole('textbox', { name: 'Type of injury' }).fill('Severe sprain');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await stepHeading(page, 'Claim preview');
    await expect(page.getByText('Severe sprain')).toBeVisible();

    await page.getByRole('button', { name: 'Submit claim' }).click();
    await expect(page.getByText('Claim created', { exact: false }).first()).toBeVisible();
    await expect(page).not.toHaveURL(/new-claim/);

    // the TPA gets exactly one e-mail, with the claim PDF naming the student and the claim number
    const mail = await mailbox.next(TPA_EMAIL, seen);
    const claimNumber = /claim (\d+)/i.exec(mail.subject)?.[1];
    expect(claimNumber).toBeTruthy();
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.contentType).toBe('application/pdf');
    const text = await pdfText(Buffer.from(mail.attachments[0]!.base64, 'base64'));
    expect(text).toContain(`Casey ${lastName}`);
    expect(text).toContain(claimNumber!);
    expect(text).toContain('Severe sprain');
    expect(text).toContain('California');
    expect(mailbox.to(TPA_EMAIL).filter((message) => message.subject.includes(claimNumber!))).toHaveLength(1);

    // and the claim shows as sent
    await expect
      .poll(async () => {
        const result = await graphqlAs(page.request, token, 'query L($schoolId: ID!, $name: String) { claims(schoolId: $schoolId, name: $name) { items { status } } }', { schoolId, name: lastName });
        return (result.data?.claims as { items: { status: string }[] }).items.map((item) => item.status);
      })
      .toEqual(['DELIVERED']);
  });
});
