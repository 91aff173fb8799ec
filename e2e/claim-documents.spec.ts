import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { pdfText } from '../apps/server/src/testing/pdf-text.ts';
import { chooseOption, DEMO, expect, onePagePdf, signedInAs, test } from './fixtures.ts';
import { fillClaimInformation, next, reachClaimInformation, stepHeading, studentFor, TPA_EMAIL } from './wizard.ts';

// A phone photo that says where it was taken.
const photoWithLocation = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#4a7' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 34/1 51/1', GPSLongitudeRef: 'W', GPSLongitude: '121/1 29/1 41/1' } })
    .toBuffer();

async function attach(page: Page, area: Locator, kind: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await chooseOption(page, area.getByRole('combobox', { name: 'What is it?' }), kind);
  await area.locator('input[type="file"]').setInputFiles(file);
  await area.getByRole('button', { name: 'Attach' }).click();
  await expect(area.getByRole('cell', { name: file.name, exact: true })).toBeVisible();
}

test('a nurse reports a claim with the statement, an EOB and a photo; the TPA gets them with no photo location, and a bill added later as one supplement', async ({ page, mailbox, tokens }) => {
  test.slow();
  await signedInAs(page, mailbox, tokens, DEMO.nurse);
  const lastName = `Documents${Date.now()}`;
  const { schoolId } = await studentFor(page, tokens.get(DEMO.nurse)!, lastName);
  const photo = await photoWithLocation();
  expect((await sharp(photo).metadata()).exif).toBeDefined();

  await page.goto(`/dashboard/${schoolId}/claims/new-claim`);
  await reachClaimInformation(page, lastName);
  await fillClaimInformation(page);
  const documents = page.getByRole('group', { name: 'Documents' });
  await attach(page, documents, 'Explanation of benefits (EOB)', { name: 'eob.pdf', mimeType: 'application/pdf', buffer: onePagePdf('EOB') });
  await attach(page, documents, 'Photo', { name: 'ankle.jpg', mimeType: 'image/jpeg', buffer: photo });

  // a file that is not a document is refused with its reason, and nothing is attached
  await chooseOption(page, documents.getByRole('combobox', { name: 'What is it?' }), 'Other document');
  await documents.locator('input[type="file"]').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00 not a pdf at all') });
  await documents.getByRole('button', { name: 'Attach' }).click();
  await expect(documents.getByText('Attach a PDF, JPEG, PNG or HEIC file.')).toBeVisible();
  await expect(documents.getByRole('cell', { name: 'invoice.pdf', exact: true })).toHaveCount(0);

  // a reload keeps the attached documents with the draft
  await page.reload();
  await page.getByRole('region', { name: 'You have an unfinished claim' }).getByRole('button', { name: 'Continue' }).click();
  await stepHeading(page, 'Claim information');
  await expect(documents.getByRole('cell', { name: 'eob.pdf', exact: true })).toBeVisible();
  await expect(documents.getByRole('cell', { name: 'ankle.jpg', exact: true })).toBeVisible();

  await next(page);
  await stepHeading(page, 'Signature');
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await next(page);
  await stepHeading(page, 'Claim preview');
  await expect(page.getByRole('region', { name: 'Documents' }).getByText('eob.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Submit claim' }).click();
  const created = page.getByText(/^Claim \d+ created\.$/).first();
  await expect(created).toBeVisible();
  const claimNumber = /\d+/.exec((await created.textContent()) ?? '')![0];

  // one e-mail: the claim PDF (listing what is enclosed), the EOB, and the photo without its location
  const mail = await mailbox.about(TPA_EMAIL, claimNumber);
  expect(mail.attachments.map((attachment) => attachment.contentType).sort()).toEqual(['application/pdf', 'application/pdf', 'image/jpeg']);
  const claimPdf = mail.attachments.find((attachment) => attachment.filename.includes(claimNumber))!;
  const claimText = await pdfText(Buffer.from(claimPdf.base64, 'base64'));
  expect(claimText).toContain("School Official's Statement");
  expect(claimText).toContain('eob.pdf');
  const sentPhoto = Buffer.from(mail.attachments.find((attachment) => attachment.contentType === 'image/jpeg')!.base64, 'base64');
  expect((await sharp(sentPhoto).metadata()).exif).toBeUndefined();
  expect(sentPhoto.includes(Buffer.from('PhoneCam'))).toBe(false);

  // later, an itemized bill from the claim's page goes alone, as one supplement naming the claim
  const card = page.getByRole('region', { name: 'Documents' });
  await expect(card.getByRole('cell', { name: 'eob.pdf', exact: true })).toBeVisible();
  await attach(page, card, 'Itemized bill', { name: 'bill.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Bill') });
  const supplement = await mailbox.about(TPA_EMAIL, `Supplemental documents for claim ${claimNumber}`);
  // the new document, with the claim form again for reference; not the documents already sent
  expect(supplement.attachments.map((attachment) => attachment.filename)).toEqual([`claim-${claimNumber}.pdf`, 'bill.pdf']);
  await expect(card.getByRole('row', { name: /bill\.pdf/ }).getByText('Sent to the TPA')).toBeVisible();
  expect(mailbox.to(TPA_EMAIL).filter((message) => message.subject.includes(claimNumber))).toHaveLength(2);
});
