import type { Browser, TestInfo } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { DEMO, expect, signedInAs, test } from './fixtures.ts';
import { expectOwnStylesComplete } from './public-styles.ts';
import { expectNothingClipped } from './text-checks.ts';
import { submitClaimThroughApi, TPA_EMAIL } from './wizard.ts';

// After delivery (issue 18, ADR 027): each claim e-mail gives the TPA a link to report on that claim, with
// no account; the school sees what it reported, and hears once of each request for information.

// The TPA's browser: no session of the app, as an adjuster opens the link from their inbox.
const tpaBrowser = async (browser: Browser, testInfo: TestInfo) => (await browser.newContext({ baseURL: testInfo.project.use.baseURL })).newPage();

test("the TPA acknowledges a claim by its link, asks for information, and closes it paid; the nurse sees each step and is told once", async ({ browser, page, mailbox, tokens }, testInfo) => {
  test.slow();
  await signedInAs(page, mailbox, tokens, DEMO.admin);
  await signedInAs(page, mailbox, tokens, DEMO.nurse);
  const lastName = `Tpa${Date.now()}`;
  const { schoolId, claimId, claimNumber } = await submitClaimThroughApi(page, { nurse: tokens.get(DEMO.nurse)!, admin: tokens.get(DEMO.admin)! }, lastName, { first_name: 'Paula', last_name: lastName });

  const delivered = await mailbox.about(TPA_EMAIL, claimNumber);
  const url = /https?:\/\/\S+\/tpa\/[\w-]{43}/.exec(delivered.text)?.[0];
  expect(url, delivered.text).toBeTruthy();

  const tpa = await tpaBrowser(browser, testInfo);
  await tpa.goto(url!);
  await expect(tpa.getByRole('heading', { level: 1, name: `Claim ${claimNumber} from` })).toBeVisible();
  await expect(tpa.getByText(`Casey ${lastName}`)).toBeVisible();
  await expectNoViolations(tpa, 'TPA page');
  await expectOwnStylesComplete(tpa, 'TPA page');

  await tpa.getByRole('textbox', { name: 'Your claim number' }).fill('SCS-88120');
  await tpa.getByRole('radio', { name: 'Information requested' }).check();
  await tpa.getByRole('button', { name: 'Send to the school' }).click();
  // what is missing is asked before anything goes
  await expect(tpa.getByText('Say what is missing.')).toBeVisible();
  await tpa.getByRole('textbox', { name: /What is missing/ }).fill('The itemized bill from the urgent care visit');
  await tpa.getByRole('textbox', { name: 'Your name (optional)' }).fill('Dana Adjuster');
  await tpa.getByRole('button', { name: 'Send to the school' }).click();
  await expect(tpa.getByText('Sent. The school sees it now.')).toBeVisible();
  await expectNoViolations(tpa, 'TPA page after a report');

  // the nurse's list shows the TPA's status and number, and filters on it
  await page.goto(`/dashboard/${schoolId}/claims?tpaStatus=INFORMATION_REQUESTED&name=${lastName}`);
  const row = page.getByRole('row').filter({ hasText: claimNumber });
  await expect(row).toContainText('Information requested');
  await expect(row).toContainText('SCS-88120');

  await page.goto(`/dashboard/${schoolId}/claims/${claimId}`);
  const report = page.getByRole('region', { name: "The TPA's report" });
  await expect(report).toContainText('What the TPA asks for: The itemized bill from the urgent care visit');
  await expect(report).toContainText('SCS-88120');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Dana Adjuster of the TPA, by its link');

  // one notice of the request to the nurse; the same request sent again is none
  const notice = await mailbox.about(DEMO.nurse, `information on claim ${claimNumber}`);
  expect(notice.text).toContain('The itemized bill from the urgent care visit');
  await tpa.getByRole('button', { name: 'Send to the school' }).click();
  await expect(tpa.getByText('Nothing changed: the school already sees this.')).toBeVisible();

  await tpa.getByRole('radio', { name: 'Closed, paid' }).check();
  await expect(tpa.getByRole('textbox', { name: 'Note (optional)' })).toHaveValue('');
  await tpa.getByRole('button', { name: 'Send to the school' }).click();
  await expect(tpa.getByRole('group', { name: 'What the school sees now' })).toContainText('Closed, paid');

  await page.reload();
  await expect(page.getByRole('region', { name: "The TPA's report" })).toContainText('Closed, paid');
  expect(mailbox.to(DEMO.nurse).filter((mail) => mail.subject.includes(`information on claim ${claimNumber}`)), 'exactly one notice').toHaveLength(1);

  // a phone-sized TPA page shows everything
  await tpa.setViewportSize({ width: 390, height: 844 });
  await expectNothingClipped(tpa, 'TPA page at 390 px');
});
