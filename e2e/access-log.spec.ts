import fs from 'node:fs';
import { DEMO, expect, graphqlAs, onePagePdf, signedInAs, test } from './fixtures.ts';
import { idsFor } from './every-page.ts';

const PDF = onePagePdf();

test("a nurse views a student and a claim and downloads a document; an admin sees those looks in the student's access log, and its CSV says the same", async ({ browser, page, mailbox, tokens }) => {
  test.slow();
  await signedInAs(page, mailbox, tokens, DEMO.admin);
  await signedInAs(page, mailbox, tokens, DEMO.nurse);
  const ids = await idsFor(page, tokens);
  const admin = tokens.get(DEMO.admin)!;
  // the claim's student, and a document of the claim the admin adds (so the nurse's are only her looks)
  const found = await graphqlAs(page.request, admin, 'query ($id: ID!) { claim(id: $id) { claim_number student { id } } }', { id: ids.claim });
  const claim = found.data!.claim as { claim_number: number; student: { id: string } };
  const filename = `access-${Date.now()}.pdf`;
  const upload = await page.request.post('/v1/claim-documents', {
    headers: { Authorization: `Bearer ${admin}` },
    multipart: { school_id: ids.school, claim_id: ids.claim, kind: 'OTHER', file: { name: filename, mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(upload.ok()).toBe(true);

  // the nurse: the student's page, the claim's page, and the document opened from it
  await page.goto(`/dashboard/${ids.school}/students/${claim.student.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Student' })).toBeVisible();
  await page.goto(`/dashboard/${ids.school}/claims/${ids.claim}`);
  const opened = page.waitForEvent('popup');
  await page.getByRole('region', { name: 'Documents' }).getByRole('link', { name: filename }).click();
  const tab = await opened;
  await tab.waitForLoadState();
  await tab.close();

  // the admin, in a browser of their own: the student's access log, filtered to the nurse
  const adminContext = await browser.newContext({ acceptDownloads: true });
  const adminPage = await adminContext.newPage();
  await adminPage.addInitScript((value) => window.localStorage.setItem('token', value), admin);
  await adminPage.goto(`/dashboard/${ids.school}/students/${claim.student.id}`);
  const log = adminPage.getByRole('region', { name: 'Access log' });
  await log.getByRole('combobox', { name: 'Person' }).click();
  await adminPage.getByRole('option', { name: 'Nora Nurse', exact: true }).click();
  await log.getByRole('button', { name: 'Search' }).click();
  const rows = log.getByRole('table', { name: 'Access log' }).getByRole('row');
  const row = (pattern: RegExp) => rows.filter({ hasText: pattern });
  await expect(row(/Nora NurseDownloadedClaim document · claim \d+ · 1 document/)).not.toHaveCount(0);
  await expect(row(new RegExp(`Nora NurseViewedClaim · claim ${claim.claim_number}`))).not.toHaveCount(0);
  await expect(row(/Nora NurseViewedStudent record/)).not.toHaveCount(0);
  // newest first: the download was her last look
  await expect(rows.nth(1)).toContainText('Downloaded');

  const downloading = adminPage.waitForEvent('download');
  await log.getByRole('button', { name: 'Export CSV' }).click();
  const csv = fs.readFileSync((await (await downloading).path())!, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
  const nurse = ((await (await page.request.post('/v1/auth/me', { headers: { Authorization: `Bearer ${tokens.get(DEMO.nurse)!}` } })).json()) as { user: { id: string } }).user.id;
  const shown = await graphqlAs(adminPage.request, admin, 'query ($id: ID!, $user: ID) { studentAccessLog(studentId: $id, filter: { userId: $user }) { total } }', { id: claim.student.id, user: nurse });
  expect(csv).toHaveLength((shown.data!.studentAccessLog as { total: number }).total + 1);
  expect(csv[0]).toBe('At (UTC),Who,E-mail,Action,What,Students,Claims,Claim numbers,Documents,Address,Browser');
  expect(csv.slice(1).every((line) => line.split(',')[1] === 'Nora Nurse')).toBe(true);
  expect(csv[1]).toMatch(/^[^,]+,Nora Nurse,nurse@demo\.test,Downloaded,Claim document,1,1,\d+,1,/);
  expect(csv.some((line) => line.includes(`,Viewed,Claim,1,1,${claim.claim_number},`))).toBe(true);
  expect(csv.some((line) => line.includes(',Viewed,Student record,1,0,,0,'))).toBe(true);
  await adminContext.close();
});
