import fs from 'node:fs';
import { unzipSync } from 'fflate';
import { DEMO, expect, graphqlAs, signedInAs, test } from './fixtures.ts';
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

  await page.goto('/data-exports');
  await expect(page.getByRole('heading', { level: 1, name: 'School data exports' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Schools' }).click();
  await page.getByRole('option', { name: school.name, exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Start export' }).click();
  const dialog = page.getByRole('dialog', { name: "Export the schools' data?" });
  await expect(dialog).toContainText(school.name);
  await dialog.getByRole('button', { name: 'Start export' }).click();
  await expect(page.getByText('Export started: its progress shows below.')).toBeVisible();

  const row = page.getByRole('table', { name: 'Exports' }).getByRole('row').filter({ hasText: school.name }).first();
  const download = row.getByRole('link', { name: 'Download' });
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
  await expect(row.getByRole('link', { name: 'Download' })).toHaveCount(0);
});
