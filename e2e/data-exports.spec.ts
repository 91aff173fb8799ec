import fs from 'node:fs';
import { unzipSync } from 'fflate';
import { DEMO, expect, graphqlAs, onePagePdf, signedInAs, test } from './fixtures.ts';
import { idsFor } from './every-page.ts';

const lines = (data: Uint8Array) => Buffer.from(data).toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');

test("an admin exports a school's data, follows its progress and downloads the zip once: CSVs with a dictionary and the documents", async ({ page, mailbox, tokens }) => {
  test.slow();
  await signedInAs(page, mailbox, tokens, DEMO.nurse);
  await signedInAs(page, mailbox, tokens, DEMO.admin);
  const ids = await idsFor(page, tokens);
  const admin = tokens.get(DEMO.admin)!;
  const found = await graphqlAs(page.request, admin, 'query ($id: ID!, $claim: ID!) { school(id: $id) { name } claim(id: $claim) { claim_number } }', { id: ids.school, claim: ids.claim });
  const { school, claim } = found.data as { school: { name: string }; claim: { claim_number: number } };
  const upload = await page.request.post('/v1/claim-documents', {
    headers: { Authorization: `Bearer ${admin}` },
    multipart: { school_id: ids.school, claim_id: ids.claim, kind: 'OTHER', file: { name: 'export-check.pdf', mimeType: 'application/pdf', buffer: onePagePdf('export') } },
  });
  expect(upload.ok()).toBe(true);

  await page.goto('/data-exports');
  await expect(page.getByRole('heading', { level: 1, name: 'District data requests' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Schools' }).click();
  await page.getByRole('option', { name: school.name, exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Start export' }).click();
  const dialog = page.getByRole('dialog', { name: "Export the schools' data?" });
  await expect(dialog).toContainText(school.name);
  await dialog.getByRole('button', { name: 'Start export' }).click();
  await expect(page.getByText('Export started: its progress shows below.')).toBeVisible();

  const row = page.getByRole('table', { name: 'Exports' }).getByRole('row').filter({ hasText: school.name }).first();
  // a button: the zip is fetched with the admin's own session, which its link alone no longer opens
  const download = row.getByRole('button', { name: 'Download' });
  await expect(download).toBeVisible({ timeout: 120_000 });
  await expect(row).toContainText('Ready to download');
  const downloading = page.waitForEvent('download');
  await download.click();
  const zip = unzipSync(fs.readFileSync((await (await downloading).path())!));

  for (const file of ['students.csv', 'guardians.csv', 'claims.csv', 'statements.csv', 'documents.csv', 'emails-sent.csv', 'disclosures.csv', 'access-log.csv', 'data-dictionary.csv', 'README.txt']) {
    expect(Object.keys(zip)).toContain(file);
  }
  const claims = lines(zip['claims.csv']!);
  expect(claims[0]).toMatch(/^claim_id,claim_number,school_id,student_id,/);
  expect(claims.some((line) => line.split(',')[1] === String(claim.claim_number))).toBe(true);
  const documents = lines(zip['documents.csv']!).slice(1);
  expect(documents.length).toBeGreaterThan(0);
  expect(Object.keys(zip).filter((name) => name.startsWith('documents/'))).toHaveLength(documents.length);
  expect(lines(zip['data-dictionary.csv']!)[0]).toBe('file,column,type,meaning,source');

  // once: the list says who downloaded it and offers no second download
  await expect(row).toContainText('Downloaded', { timeout: 30_000 });
  await expect(row.getByRole('button', { name: 'Download' })).toHaveCount(0);
});

test('an admin deletes a student on request and then the whole school at contract end, each for good, and downloads the certificate', async ({ page, mailbox, tokens }) => {
  test.slow();
  await signedInAs(page, mailbox, tokens, DEMO.admin);
  const admin = tokens.get(DEMO.admin)!;
  const name = `E2E Deletion School ${Date.now()}`;
  const created = await graphqlAs(page.request, admin, 'mutation ($input: SchoolInput!) { createSchool(input: $input) { id } }', { input: { name, is_active: true } });
  const schoolId = (created.data!.createSchool as { id: string }).id;
  const student = await graphqlAs(page.request, admin, 'mutation ($schoolId: ID!, $input: StudentPageInput!) { createStudent(schoolId: $schoolId, input: $input) { id } }', {
    schoolId,
    input: {
      student: { first_name: 'Rae', last_name: 'Forgotten', date_of_birth: '2010-05-06', gender: 'F', address_1: '5 Field Road', city: 'Austin', state_prov: 'Texas', postal_code: '73301', country: 'UNITED_STATES' },
      parent: null,
      providers: [],
    },
  });
  const studentId = (student.data!.createStudent as { id: string }).id;

  // the student, on the district's request
  await page.goto(`/dashboard/${schoolId}/students/${studentId}`);
  const studentSection = page.getByRole('region', { name: 'Delete this student for good' });
  await studentSection.getByRole('button', { name: 'Delete for good' }).click();
  const studentDialog = page.getByRole('dialog', { name: 'Delete this student for good' });
  await studentDialog.getByRole('textbox', { name: "District's reference" }).fill('REQ-2026-11');
  await studentDialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${schoolId}/students$`));
  const gone = await graphqlAs(page.request, admin, 'query ($id: ID!) { student(id: $id) { id } }', { id: studentId });
  expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

  // the school, at contract end: its name typed again
  await page.goto(`/schools/management/${schoolId}`);
  await page.getByRole('region', { name: 'Delete this school for good' }).getByRole('button', { name: 'Delete school for good' }).click();
  const schoolDialog = page.getByRole('dialog', { name: 'Delete this school for good' });
  const confirm = schoolDialog.getByRole('button', { name: 'Delete school for good' });
  await expect(confirm).toBeDisabled();
  await schoolDialog.getByRole('textbox', { name: /Type the school's name/ }).fill(name);
  await confirm.click();
  await expect(page).toHaveURL(/\/data-exports$/);

  const certificates = page.getByRole('table', { name: 'Deletion certificates' });
  const schoolRow = certificates.getByRole('row').filter({ hasText: name }).filter({ hasText: 'A school, at contract end' });
  await expect(schoolRow).toContainText('0 students');
  await expect(certificates.getByRole('row').filter({ hasText: `A student of ${name}` })).toContainText('REQ-2026-11');
  const downloading = page.waitForEvent('download');
  await schoolRow.getByRole('button', { name: 'Certificate (PDF)' }).click();
  const pdf = fs.readFileSync((await (await downloading).path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});
