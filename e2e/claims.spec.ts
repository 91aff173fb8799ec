import type { Page } from '@playwright/test';
import { pdfText } from '../apps/server/src/testing/pdf-text.ts';
import { chooseOption, DEMO, expect, graphqlAs, signedInAs, test } from './fixtures.ts';
import { next, reachClaimInformation, stepHeading, studentFor, TPA_EMAIL } from './wizard.ts';

const unfinishedClaim = (page: Page) => page.getByRole('region', { name: 'You have an unfinished claim' });


test.describe('reporting a claim', () => {
  test('a school user reports a claim through the six steps, and the TPA receives it as a PDF', async ({ page, mailbox, tokens }) => {
    test.slow();
    await signedInAs(page, mailbox, tokens, DEMO.nurse);
    const token = tokens.get(DEMO.nurse)!;
    const lastName = `Wizard${Date.now()}`;
    const { schoolId } = await studentFor(page, token, lastName);

    // 1-3. select student, view student, insurance (preloaded from the student's saved entry)
    await page.goto(`/dashboard/${schoolId}/claims/new-claim`);
    await reachClaimInformation(page, lastName);

    // 4. claim information: a date in the future is refused with its message, then fixed
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
    await page.getByRole('textbox', { name: /Injury detail/ }).fill('Sprain');
    await page.getByRole('textbox', { name: 'Description of injury' }).fill('Rolled the left ankle in a tackle.');
    // the school official's statement, its supervision question left for later
    await page.getByRole('textbox', { name: 'Time of the accident' }).fill('15:30');
    await chooseOption(page, page.getByRole('combobox', { name: 'Body part 1', exact: true }), 'Ankle');
    await chooseOption(page, page.getByRole('combobox', { name: 'Side of body part 1' }), 'Left');
    await chooseOption(page, page.getByRole('combobox', { name: 'Nature of injury' }), 'Sprain or strain');
    await chooseOption(page, page.getByRole('combobox', { name: 'How it happened' }), 'Collision with another person');
    await page.getByRole('radiogroup', { name: 'Was the activity school sponsored?' }).getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Add a witness' }).click();
    await page.getByRole('textbox', { name: 'Name of witness 1' }).fill('Sam Ortiz');

    // a reload keeps what was typed, once the user chooses to continue
    await page.reload();
    await expect(unfinishedClaim(page)).toContainText(`Casey ${lastName}`);
    await unfinishedClaim(page).getByRole('button', { name: 'Continue' }).click();
    await stepHeading(page, 'Claim information');
    await expect(page.getByRole('textbox', { name: 'Location of injury' })).toHaveValue('North field');

    await next(page);
    await expect(page.getByText(/future/i).first()).toBeVisible();
    await expect(page.getByText('Say whether the activity was supervised.')).toBeVisible();
    await stepHeading(page, 'Claim information');
    await injuryDate.fill('09/01/2026');
    await injuryDate.blur();
    await page.getByRole('radiogroup', { name: 'Was the activity supervised?' }).getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('textbox', { name: "Supervisor's name" }).fill('Dana Brooks');
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
    await page.getByRole('textbox', { name: /Injury detail/ }).fill('Fracture');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await stepHeading(page, 'Claim preview');
    await expect(page.getByText('Sprain', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Edit Claim information' }).click();
    await page.getByRole('textbox', { name: /Injury detail/ }).fill('Severe sprain');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await stepHeading(page, 'Claim preview');
    await expect(page.getByText('Severe sprain')).toBeVisible();

    // the user lands on the new claim, told its number
    await page.getByRole('button', { name: 'Submit claim' }).click();
    const created = page.getByText(/^Claim \d+ created\.$/).first();
    await expect(created).toBeVisible();
    const claimNumber = /\d+/.exec((await created.textContent()) ?? '')?.[0];
    await expect(page).toHaveURL(new RegExp(`/dashboard/${schoolId}/claims/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'View claim' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Claim', exact: true })).toContainText(claimNumber!);

    // the TPA gets exactly one e-mail, with the claim PDF naming the student and the claim number
    const mail = await mailbox.about(TPA_EMAIL, claimNumber!);
    expect(mail.subject).toContain(claimNumber!);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.contentType).toBe('application/pdf');
    const text = await pdfText(Buffer.from(mail.attachments[0]!.base64, 'base64'));
    expect(text).toContain(`Casey ${lastName}`);
    expect(text).toContain("School Official's Statement");
    expect(text).toContain('Dana Brooks');
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

  test('an unfinished claim is offered again with its student: Continue, a completed step from the stepper, Start over', async ({ page, mailbox, tokens }) => {
    await signedInAs(page, mailbox, tokens, DEMO.nurse);
    const lastName = `Draft${Date.now()}`;
    const { schoolId } = await studentFor(page, tokens.get(DEMO.nurse)!, lastName);
    await page.goto(`/dashboard/${schoolId}/claims/new-claim`);
    await reachClaimInformation(page, lastName);

    // leave, then report a claim again
    await page.goto(`/dashboard/${schoolId}/claims`);
    await page.getByRole('link', { name: 'Report a claim' }).click();
    await expect(unfinishedClaim(page)).toContainText(`Casey ${lastName}`);
    await expect(unfinishedClaim(page)).toContainText('Claim information');
    await unfinishedClaim(page).getByRole('button', { name: 'Continue' }).click();
    await stepHeading(page, 'Claim information');
    await expect(page.getByText(`Claim for Casey ${lastName}`)).toBeVisible();
    await page.getByRole('navigation', { name: 'Claim steps' }).getByRole('button', { name: /Select student$/ }).click();
    await stepHeading(page, 'Select student');

    await page.reload();
    await unfinishedClaim(page).getByRole('button', { name: 'Start over' }).click();
    await stepHeading(page, 'Select student');
    await expect(page.getByText(/^Claim for /)).toHaveCount(0);
    await page.reload();
    await stepHeading(page, 'Select student');
    await expect(unfinishedClaim(page)).toHaveCount(0);
  });
});
