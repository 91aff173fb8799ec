import zlib from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, graphqlAs, signedInAs, test } from './fixtures.ts';

// ---------- a real, decodable PNG (the browser decodes the logo to check its size) ----------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (data: Buffer) => {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

// An RGB PNG of the given size with a diagonal two-colour pattern.
const makePng = (width: number, height: number) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB
    for (let x = 0; x < width; x++) {
      const dark = (x + y) % 40 < 20;
      row.set(dark ? [30, 80, 160] : [240, 200, 40], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

// ---------- helpers ----------

// Mantine draws the switch over its (transparent) input, so the click lands on the drawing, which is
// part of the input's label: `force` skips the check that the input itself is on top.
const setSwitch = async (group: Locator, name: 'Active' | 'Default', on: boolean) => {
  await group.getByRole('switch', { name, exact: true }).setChecked(on, { force: true });
};

const linkTpa = async (page: Page, option: string, code: string) => {
  await page.getByRole('button', { name: 'Link a TPA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link a TPA' });
  await dialog.getByRole('combobox', { name: 'TPA' }).click();
  await page.getByRole('option', { name: option }).click();
  await dialog.getByRole('button', { name: 'Link' }).click();
  await expect(page.getByText('TPA linked to the school.').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('group', { name: code })).toBeVisible();
};

test.describe('schools', () => {
  test.beforeEach(async ({ page, mailbox, tokens }) => signedInAs(page, mailbox, tokens, DEMO.admin));

  test('an admin sets up a school with logo, TPAs, a user and a note, finds it, and deletes it', async ({ page, tokens }) => {
    test.slow(); // a long journey: three times the suite's per-test limit
    const stamp = Date.now();
    const name = `E2E Academy ${stamp}`;
    const userEmail = `coach.${stamp}@e2e.test`;

    // ---- create, with a logo ----
    await page.goto('/schools');
    await page.getByRole('link', { name: 'Add school' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add school' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Insurance' })).toBeDisabled();

    // too small first: refused on drop
    await page.locator('input[type="file"]').setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: makePng(40, 40) });
    await expect(page.getByText('The image must be at least 100×100 pixels.')).toBeVisible();

    await page.locator('input[type="file"]').setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: makePng(120, 120) });
    await expect(page.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', /^data:image\/png/);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'City' }).fill('Springfield');
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Illinois' }).click();
    await page.getByRole('button', { name: 'Create' }).click();

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(/\/schools\/management\/[0-9a-f-]{36}$/);
    const schoolId = page.url().split('/').pop()!;
    await expect(page.getByText('School created.')).toBeVisible();
    // the stored logo comes back from the server as a signed link
    await expect(page.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', /\/v1\/files\//);

    // ---- insurance: link two TPAs, then the default rules ----
    await page.getByRole('tab', { name: 'Insurance' }).click();
    await expect(page.getByText('No TPA is linked to this school yet. Use the plus button to link one.')).toBeVisible();
    await linkTpa(page, 'SCS – Summit Claims Services', 'SCS');
    await linkTpa(page, 'KBA – Keystone Benefit Administrators', 'KBA');

    const scs = page.getByRole('group', { name: 'SCS' });
    const kba = page.getByRole('group', { name: 'KBA' });
    const update = page.getByRole('button', { name: 'Update' });
    const rule = page.getByRole('alert').filter({ hasText: 'The insurance could not be saved' });

    await update.click();
    await expect(rule).toContainText('Mark one TPA as the default.');

    await setSwitch(scs, 'Default', true);
    await setSwitch(kba, 'Default', true);
    await update.click();
    await expect(rule).toContainText('Only one TPA can be the default.');

    await setSwitch(kba, 'Default', false);
    await setSwitch(scs, 'Active', false);
    await update.click();
    await expect(rule).toContainText('The default TPA has to be active.');

    await setSwitch(scs, 'Active', true);
    await scs.getByRole('textbox', { name: 'Policy number' }).fill('POL-2026');
    await scs.getByRole('textbox', { name: 'Group number' }).fill('GRP-42');
    await scs.getByRole('textbox', { name: 'Effective date' }).fill('08/01/2026');
    await scs.getByRole('textbox', { name: 'Effective date' }).press('Tab');
    await scs.getByRole('combobox', { name: 'Sports' }).click();
    await page.getByRole('option', { name: 'All sports' }).click();
    await page.keyboard.press('Escape');
    await update.click();
    await expect(page.getByText('Insurance saved.')).toBeVisible();
    await expect(rule).toBeHidden();

    // saved as sent: SCS is the default, with every sport and the date as YYYY-MM-DD
    const token = tokens.get(DEMO.admin)!;
    const saved = await graphqlAs(page.request, token, 'query L($id: ID!) { schoolTpas(schoolId: $id) { tpa_code is_default is_active policy_number tpa_identifier effective_date activities } }', { id: schoolId });
    const links = (saved.data?.schoolTpas ?? []) as Array<{ tpa_code: string; is_default: boolean; policy_number: string | null; tpa_identifier: string | null; effective_date: string | null; activities: string[] }>;
    const stored = links.find((link) => link.tpa_code === 'SCS');
    expect(stored).toMatchObject({ is_default: true, policy_number: 'POL-2026', tpa_identifier: 'GRP-42', effective_date: '2026-08-01' });
    const sports = await graphqlAs(page.request, token, 'query A { activities { id } }', {});
    expect(stored?.activities).toHaveLength((sports.data?.activities as unknown[]).length);
    expect(links.find((link) => link.tpa_code === 'KBA')?.is_default).toBe(false);

    // ---- a user ----
    await page.getByRole('tab', { name: 'Users' }).click();
    await expect(page.getByText('This school has no users yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add user' }).click();
    const modal = page.getByRole('dialog', { name: 'Add user' });
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(modal.getByText('Enter the first name.')).toBeVisible();
    await modal.getByRole('textbox', { name: 'First name' }).fill('Casey');
    await modal.getByRole('textbox', { name: 'Last name' }).fill('Coach');
    await modal.getByRole('textbox', { name: 'Email' }).fill(userEmail);
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('User created. They will get an email to set their password.')).toBeVisible();
    const users = page.getByRole('table', { name: 'School users' });
    await expect(users.getByRole('cell', { name: userEmail })).toBeVisible();

    // ---- a note ----
    await page.getByRole('tab', { name: 'Notes' }).click();
    await page.getByRole('textbox', { name: 'Notes' }).fill('Gym entrance on Oak Street.\nAsk for the athletic director.');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Note saved.')).toBeVisible();

    // ---- the list: filter and sort ----
    await page.getByRole('link', { name: 'Back to schools' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Schools' })).toBeVisible();
    await page.getByRole('textbox', { name: 'School name' }).fill(`academy ${stamp}`);
    await page.getByRole('textbox', { name: 'School name' }).press('Enter');
    const table = page.getByRole('table', { name: 'Schools' });
    const row = table.getByRole('row').filter({ hasText: name.toUpperCase() });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(row.getByRole('cell').nth(1)).toHaveText(name.toUpperCase());
    await expect(row.getByRole('cell').nth(2)).toHaveText('-');
    await expect(row.getByRole('cell').nth(3)).toHaveText('KBA, SCS');
    await expect(row.getByRole('cell').nth(4)).toContainText('Gym entrance on Oak Street.');
    await expect(row.getByRole('cell').nth(5)).toHaveText('Active');
    const logo = row.getByRole('img', { name: `${name} logo` });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);

    // reload keeps the filter
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'School name' })).toHaveValue(`academy ${stamp}`);
    await expect(row).toBeVisible();

    // the TPA filter and sorting over every active school
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Active');
    await page.getByRole('combobox', { name: 'TPA' }).click();
    await page.getByRole('option', { name: 'KBA', exact: true }).click();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(table.getByRole('row').filter({ hasText: 'LINCOLN HIGH SCHOOL' })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'RIVERSIDE ACADEMY' })).toHaveCount(0);
    await expect(row).toBeVisible();

    const modified = page.getByRole('columnheader', { name: /Last modified/ });
    await modified.getByRole('button').click();
    await expect(modified).toHaveAttribute('aria-sort', 'ascending');
    await modified.getByRole('button').click();
    await expect(modified).toHaveAttribute('aria-sort', 'descending');
    // the newest school comes first
    await expect(table.getByRole('row').nth(1)).toContainText(name.toUpperCase());
    const byName = page.getByRole('columnheader', { name: /School name/ });
    await byName.getByRole('button').click();
    await expect(byName).toHaveAttribute('aria-sort', 'ascending');

    // ---- delete ----
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete school' });
    await expect(confirm).toContainText(`Delete ${name}?`);
    await confirm.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByText('School deleted.')).toBeVisible();
    await expect(row).toHaveCount(0);

    await page.getByRole('textbox', { name: 'School name' }).fill(String(stamp));
    await page.getByRole('textbox', { name: 'School name' }).press('Enter');
    await expect(page.getByText('No schools match these filters.')).toBeVisible();

    // gone for the server too: the school, and its only user with it
    const school = await graphqlAs(page.request, token, 'query S($id: ID!) { school(id: $id) { id } }', { id: schoolId });
    expect(school.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const members = await graphqlAs(page.request, token, 'query U($id: ID!) { schoolUsers(schoolId: $id) { total } }', { id: schoolId });
    expect(members.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const everyone = await graphqlAs(page.request, token, 'query { users { email_address } }', {});
    expect((everyone.data?.users as { email_address: string }[]).map((user) => user.email_address)).not.toContain(userEmail);

    // its edit page sends back to the list
    await page.goto(`/schools/management/${schoolId}`);
    await expect(page).toHaveURL(/\/schools$/);
  });
});
