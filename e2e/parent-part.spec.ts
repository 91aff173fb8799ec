import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { pdfText } from '../apps/server/src/testing/pdf-text.ts';
import { expectNoViolations } from './axe.ts';
import { DEMO, expect, signedInAs, test, type Mailbox } from './fixtures.ts';
import { cardPhoto, enterBirthDate, parentPhone, withParentPartOnline } from './parent-links.ts';
import { expectOwnStylesComplete } from './public-styles.ts';
import { expectNoEnglish, expectNothingClipped } from './text-checks.ts';
import { submitClaimThroughApi, TPA_EMAIL } from './wizard.ts';

// The parent's part (issue 17, ADR 023): a school that has parents complete their part online holds each
// claim until the parent, from the e-mailed link and on a phone, has given theirs and signed.

// A claim for a new student of the nurse's school, submitted through the API, with the parent to write
// to; returns the link the parent was e-mailed.
async function claimAwaitingParent(page: Page, mailbox: Mailbox, tokens: { nurse: string; admin: string }, language: 'en' | 'es') {
  const lastName = `Parent${Date.now()}`;
  const parentEmail = `parent.${lastName.toLowerCase()}@family.test`;
  const { claimNumber } = await submitClaimThroughApi(page, tokens, lastName, { first_name: 'Paula', last_name: lastName, email: parentEmail, language });
  const mail = await mailbox.next(parentEmail, 0);
  const url = /https?:\/\/\S+\/parent\/[\w-]{43}/.exec(mail.text)?.[0];
  expect(url, mail.text).toBeTruthy();
  return { claimNumber, url: url!, parentEmail };
}


test('a parent completes their part in Spanish on a phone; the TPA gets the claim with the signed part, whose digest the claim PDF quotes', async ({ browser, page, mailbox, tokens }, testInfo) => {
  test.slow();
  await signedInAs(page, mailbox, tokens, DEMO.admin);
  await signedInAs(page, mailbox, tokens, DEMO.nurse);
  const nurse = tokens.get(DEMO.nurse)!;
  const me = (await (await page.request.post('/v1/auth/me', { headers: { Authorization: `Bearer ${nurse}` } })).json()) as { schools: { id: string }[] };

  await withParentPartOnline(page.request, tokens.get(DEMO.admin)!, me.schools[0]!.id, async () => {
    const { claimNumber, url } = await claimAwaitingParent(page, mailbox, { nurse, admin: tokens.get(DEMO.admin)! }, 'es');
    const seenByTpa = mailbox.to(TPA_EMAIL).filter((mail) => mail.subject.includes(claimNumber)).length;
    expect(seenByTpa, 'nothing goes to the TPA before the parent signs').toBe(0);
    const phone = await parentPhone(browser, testInfo);

    const started = Date.now();
    await phone.goto(url);
    await expect(phone.getByRole('heading', { level: 1, name: 'Complete su parte de la reclamación' })).toBeVisible();
    await enterBirthDate(phone, { month: 'Mes', day: 'Día', year: 'Año' });
    await phone.getByRole('button', { name: 'Continuar' }).click();

    // the contact the school gave, kept
    await expect(phone.getByRole('heading', { level: 1, name: 'Sus datos de contacto' })).toBeVisible();
    await expect(phone.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Paula');
    await phone.getByRole('button', { name: 'Siguiente' }).click();

    await expect(phone.getByRole('heading', { level: 1, name: 'Otro seguro' })).toBeVisible();
    await phone.getByRole('radio', { name: 'Sí, el estudiante tiene otro seguro' }).check();
    const company = phone.getByRole('combobox', { name: 'Compañía de seguros' });
    const firstCompany = (await company.locator('option:not([disabled])').first().textContent())!;
    await company.selectOption({ label: firstCompany });
    await phone.getByRole('textbox', { name: 'Número de afiliado' }).fill('PAR-77');
    await phone.getByRole('radiogroup', { name: /Medicaid/ }).getByRole('radio', { name: 'No' }).check();
    await phone.getByRole('button', { name: 'Siguiente' }).click();

    await expect(phone.getByRole('heading', { level: 1, name: 'Documentos' })).toBeVisible();
    await phone.getByRole('combobox', { name: '¿Qué es?' }).selectOption({ label: 'Tarjeta del seguro (frente)' });
    // the input "Tomar una foto" opens: the phone's camera
    await phone.locator('input[type="file"][capture="environment"]').setInputFiles({ name: 'tarjeta.jpg', mimeType: 'image/jpeg', buffer: await cardPhoto() });
    await expect(phone.getByRole('listitem').filter({ hasText: 'tarjeta.jpg' })).toBeVisible();
    await phone.getByRole('button', { name: 'Siguiente' }).click();

    await expect(phone.getByRole('heading', { level: 1, name: 'Revisar y firmar' })).toBeVisible();
    // plain lines in Spanish first, the full texts one tap away: the step fits a phone (it was about 4,100 px)
    const stepHeight = await phone.evaluate(() => document.documentElement.scrollHeight);
    console.log(`The signing step is ${stepHeight} px tall at 390 px.`);
    expect(stepHeight).toBeLessThan(2_400);
    await phone.getByRole('checkbox', { name: 'Acepto los registros y las firmas electrónicos para esta reclamación.' }).check();
    await phone.getByRole('checkbox', { name: 'Leí esta autorización y la acepto.' }).check();
    await phone.getByRole('textbox', { name: 'Escriba su nombre completo' }).fill('Paula Rivera');
    await phone.getByRole('checkbox', { name: /Tengo la intención de firmar electrónicamente/ }).check();
    await phone.getByRole('button', { name: 'Firmar', exact: true }).click();
    await expect(phone.getByRole('heading', { level: 1, name: 'Gracias' })).toBeVisible();
    await expect(phone.getByText(`Número de reclamación: ${claimNumber}`)).toBeVisible();
    console.log(`The parent's part took ${((Date.now() - started) / 1000).toFixed(1)} s from opening the link to the done page.`);

    // one e-mail to the TPA: the claim, the card, and the signed part, whose digest the claim PDF quotes
    const mail = await mailbox.about(TPA_EMAIL, claimNumber);
    const names = mail.attachments.map((attachment) => attachment.filename);
    expect(names).toEqual(expect.arrayContaining([`claim-${claimNumber}.pdf`, `claim-${claimNumber}-parent-signed.pdf`, 'tarjeta.jpg']));
    const attachment = (name: string) => Buffer.from(mail.attachments.find((candidate) => candidate.filename === name)!.base64, 'base64');
    const digest = createHash('sha256').update(attachment(`claim-${claimNumber}-parent-signed.pdf`)).digest('hex');
    const claimText = await pdfText(attachment(`claim-${claimNumber}.pdf`));
    expect(claimText).toContain(digest);
    expect(claimText).toContain('PAR-77');

    // the link has done its work
    await phone.goto(url);
    await expect(phone.getByRole('heading', { level: 1, name: 'Su parte ya se completó' })).toBeVisible();
    await expect(phone.getByText('Paula')).toHaveCount(0);
    expect(mailbox.to(TPA_EMAIL).filter((message) => message.subject.includes(claimNumber))).toHaveLength(1);
    await phone.context().close();
  });
});

test('a parent who has not answered is reminded on day 3 and on day 7, with the link they were sent', async ({ page, mailbox, tokens, serverClock }) => {
  await signedInAs(page, mailbox, tokens, DEMO.admin);
  await signedInAs(page, mailbox, tokens, DEMO.nurse);
  const nurse = tokens.get(DEMO.nurse)!;
  const me = (await (await page.request.post('/v1/auth/me', { headers: { Authorization: `Bearer ${nurse}` } })).json()) as { schools: { id: string }[] };

  await withParentPartOnline(page.request, tokens.get(DEMO.admin)!, me.schools[0]!.id, async () => {
    const { url, parentEmail } = await claimAwaitingParent(page, mailbox, { nurse, admin: tokens.get(DEMO.admin)! }, 'en');
    for (const [day, seen] of [
      [3, 1],
      [7, 2],
    ] as const) {
      expect((await serverClock.ahead(day)).reminders.parents, `day ${day}`).toBeGreaterThan(0);
      const reminder = await mailbox.next(parentEmail, seen);
      expect(reminder.subject).toMatch(/^Reminder from .+: your part of a student injury claim is still needed$/);
      expect(reminder.text).toContain(url);
    }
  });
});

test("the parent's page, at each step and state, passes axe, shows no English in Spanish, fits a phone and is fully styled on its own stylesheet", async ({
  browser,
  page,
  mailbox,
  tokens,
}, testInfo) => {
  test.slow();
  await signedInAs(page, mailbox, tokens, DEMO.admin);
  await signedInAs(page, mailbox, tokens, DEMO.nurse);
  const nurse = tokens.get(DEMO.nurse)!;
  const me = (await (await page.request.post('/v1/auth/me', { headers: { Authorization: `Bearer ${nurse}` } })).json()) as { schools: { id: string }[] };

  await withParentPartOnline(page.request, tokens.get(DEMO.admin)!, me.schools[0]!.id, async () => {
    const { url } = await claimAwaitingParent(page, mailbox, { nurse, admin: tokens.get(DEMO.admin)! }, 'es');
    const phone = await parentPhone(browser, testInfo);
    const check = async (state: string) => {
      await expectNoViolations(phone, state);
      await expectNoEnglish(phone, state);
      await expectNothingClipped(phone, state);
      await expectOwnStylesComplete(phone, state);
    };

    await phone.goto(url);
    await expect(phone.getByRole('heading', { level: 1, name: 'Complete su parte de la reclamación' })).toBeVisible();
    // a wrong date says so, by keyboard alone
    await enterBirthDate(phone, { month: 'Mes', day: 'Día', year: 'Año' }, { month: '01', day: '02', year: '2011' });
    await phone.keyboard.press('Enter');
    await expect(phone.getByText(/no coincide con los registros de la escuela/)).toBeVisible();
    await check('wrong birth date');
    await enterBirthDate(phone, { month: 'Mes', day: 'Día', year: 'Año' });
    await phone.keyboard.press('Enter');

    await expect(phone.getByRole('heading', { level: 1, name: 'Sus datos de contacto' })).toBeVisible();
    await check('contact');
    await phone.getByRole('button', { name: 'Siguiente' }).click();

    // sent unanswered: each question says what it lacks
    await expect(phone.getByRole('heading', { level: 1, name: 'Otro seguro' })).toBeVisible();
    await phone.getByRole('button', { name: 'Siguiente' }).click();
    await expect(phone.getByText('Indique si el estudiante tiene otro seguro.')).toBeVisible();
    await phone.getByRole('radio', { name: 'Sí, el estudiante tiene otro seguro' }).check();
    await phone.getByRole('combobox', { name: 'Compañía de seguros' }).selectOption({ label: 'Otra' });
    await phone.getByRole('button', { name: 'Siguiente' }).click();
    await expect(phone.getByText('Escriba el nombre de la compañía.')).toBeVisible();
    await check('insurance, refused');
    await phone.getByRole('textbox', { name: 'Nombre de la compañía' }).fill('Seguro Local');
    await phone.getByRole('radiogroup', { name: /Medicaid/ }).getByRole('radio', { name: 'Sí' }).check();
    await phone.getByRole('button', { name: 'Siguiente' }).click();

    await expect(phone.getByRole('heading', { level: 1, name: 'Documentos' })).toBeVisible();
    await phone.getByRole('button', { name: 'Elegir un archivo' }).click();
    await expect(phone.getByText('Elija qué es el documento.')).toBeVisible();
    await phone.getByRole('combobox', { name: '¿Qué es?' }).selectOption({ label: 'Factura detallada' });
    await phone.locator('input[type="file"]:not([capture])').setInputFiles({ name: 'factura.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
    await expect(phone.getByText('Agregue un PDF o una foto (JPEG, PNG o HEIC).')).toBeVisible();
    await phone.getByRole('combobox', { name: '¿Qué es?' }).selectOption({ label: 'Tarjeta del seguro (reverso)' });
    await phone.locator('input[type="file"][capture]').setInputFiles({ name: 'reverso.jpg', mimeType: 'image/jpeg', buffer: await cardPhoto() });
    await expect(phone.getByRole('listitem').filter({ hasText: 'reverso.jpg' })).toBeVisible();
    await check('documents');
    await phone.getByRole('button', { name: 'Quitar reverso.jpg' }).click();
    await expect(phone.getByRole('listitem')).toHaveCount(0);
    await phone.getByRole('button', { name: 'Siguiente' }).click();

    await expect(phone.getByRole('heading', { level: 1, name: 'Revisar y firmar' })).toBeVisible();
    await phone.getByRole('button', { name: 'Firmar', exact: true }).click();
    await expect(phone.getByText('Para firmar, acepte la autorización.')).toBeVisible();
    await check('review, refused');

    // back to English, the governing legal texts without their rendering; signed, so that the claim goes
    // on to its TPA as the other specs' claims do
    await phone.getByRole('button', { name: 'English' }).click();
    await expect(phone.getByRole('heading', { level: 1, name: 'Review and sign' })).toBeVisible();
    await expect(phone.getByText(/prevalece el texto en inglés/)).toHaveCount(0);
    await expectNoViolations(phone, 'review in English');
    await phone.getByRole('checkbox', { name: 'I agree to electronic records and signatures for this claim.' }).check();
    await phone.getByRole('checkbox', { name: 'I have read this authorization and I agree to it.' }).check();
    await phone.getByRole('textbox', { name: 'Type your full name' }).fill('Paula Rivera');
    await phone.getByRole('checkbox', { name: 'I intend to sign electronically, as stated above.' }).check();
    await phone.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(phone.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    await expectNoViolations(phone, 'signed');
    await expectOwnStylesComplete(phone, 'signed');

    // an unknown link tells nothing
    await phone.goto(url.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')));
    await expect(phone.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
    await phone.context().close();
  });
});
