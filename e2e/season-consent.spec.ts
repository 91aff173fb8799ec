import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { chooseOption, DEMO, expect, graphqlAs, signedInAs, test } from './fixtures.ts';
import { cardPhoto, enterBirthDate, parentPhone, withParentPartOnline, withSchoolSettings } from './parent-links.ts';
import { expectNoEnglish, expectNothingClipped } from './text-checks.ts';
import { postClaimThroughApi, TPA_EMAIL } from './wizard.ts';

// The parent's part before the season (issue 43, ADR 049): staff send a campaign for one sport; a guardian
// of two students answers for both with one link, on a phone in Spanish; a claim for one of them then goes
// to the TPA at once with the authorization signed before, and once it is revoked a claim waits again.

const SPANISH = { month: 'Mes', day: 'Día', year: 'Año' };


// Two students of the nurse's school whose guardian's e-mail and language (Spanish) are on the roster.
async function seedFamily(request: APIRequestContext, token: string, schoolId: string, lastName: string, email: string) {
  const children = [
    { first_name: 'Ana', date_of_birth: '2011-03-04' },
    { first_name: 'Luis', date_of_birth: '2013-07-08' },
  ];
  const ids: string[] = [];
  for (const child of children) {
    const created = await graphqlAs(request, token, 'mutation C($schoolId: ID!, $input: StudentPageInput!) { createStudent(schoolId: $schoolId, input: $input) { id } }', {
      schoolId,
      input: {
        student: { ...child, last_name: lastName, gender: 'F', address_1: '5 Field Road', city: 'Austin', state_prov: 'Texas', postal_code: '73301', country: 'UNITED_STATES' },
        parent: { first_name: 'Gloria', last_name: lastName, email, language: 'es', country: 'UNITED_STATES' },
        providers: [],
      },
    });
    expect(created.errors).toBeUndefined();
    ids.push((created.data!.createStudent as { id: string }).id);
  }
  return ids;
}

// The guardian's part for one student, in Spanish: their contact as the school has it, the insurance, then
// the season's texts and the signature.
async function signFor(phone: Page, student: string, insurance: 'HAS_OTHER' | 'NONE') {
  await phone.getByRole('listitem').filter({ hasText: student }).getByRole('button', { name: 'Indicar el seguro y firmar' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Sus datos de contacto' })).toBeVisible();
  await expect(phone.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Gloria');
  await phone.getByRole('button', { name: 'Siguiente' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Otro seguro' })).toBeVisible();
  if (insurance === 'HAS_OTHER') {
    await phone.getByRole('radio', { name: 'Sí, el estudiante tiene otro seguro' }).check();
    const company = phone.getByRole('combobox', { name: 'Compañía de seguros' });
    await company.selectOption({ label: (await company.locator('option:not([disabled])').first().textContent())! });
    await phone.getByRole('textbox', { name: 'Número de afiliado' }).fill('TEMP-2027');
  } else {
    await phone.getByRole('radio', { name: 'No, el estudiante no tiene otro seguro' }).check();
  }
  await phone.getByRole('radiogroup', { name: /Medicaid/ }).getByRole('radio', { name: 'No' }).check();
  await phone.getByRole('button', { name: 'Siguiente' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Documentos' })).toBeVisible();
  if (insurance === 'HAS_OTHER') {
    await phone.getByRole('combobox', { name: '¿Qué es?' }).selectOption({ label: 'Tarjeta del seguro (frente)' });
    await phone.locator('input[type="file"][capture="environment"]').setInputFiles({ name: 'tarjeta.jpg', mimeType: 'image/jpeg', buffer: await cardPhoto() });
    await expect(phone.getByRole('listitem').filter({ hasText: 'tarjeta.jpg' })).toBeVisible();
  }
  await phone.getByRole('button', { name: 'Siguiente' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Revisar y firmar' })).toBeVisible();
  await expect(phone.getByText(/que se reclame mientras esté vigente/)).toBeVisible();
  await phone.getByRole('checkbox', { name: 'Acepto los registros y las firmas electrónicos para este formulario y las reclamaciones presentadas con base en él.' }).check();
  await phone.getByRole('checkbox', { name: 'Leí esta autorización y la acepto.' }).check();
  await phone.getByRole('textbox', { name: 'Escriba su nombre completo' }).fill('Gloria Rivera');
  await phone.getByRole('checkbox', { name: /Tengo la intención de firmar electrónicamente/ }).check();
  await phone.getByRole('button', { name: 'Firmar', exact: true }).click();
  await expect(phone.getByRole('status')).toContainText(`Firmado para ${student}`);
}

test('a campaign for one sport: a guardian signs for two students on a phone in Spanish; a claim then goes at once with that authorization, and after revocation waits for the parent', async ({
  browser,
  page,
  mailbox,
  tokens,
  serverClock,
}, testInfo) => {
  test.slow();
  await signedInAs(page, mailbox, tokens, DEMO.admin);
  await signedInAs(page, mailbox, tokens, DEMO.nurse);
  const nurse = tokens.get(DEMO.nurse)!;
  const admin = tokens.get(DEMO.admin)!;
  const me = (await (await page.request.post('/v1/auth/me', { headers: { Authorization: `Bearer ${nurse}` } })).json()) as { schools: { id: string }[] };
  const schoolId = me.schools[0]!.id;
  const lastName = `Season${Date.now()}`;
  const guardianEmail = `gloria.${lastName.toLowerCase()}@family.test`;
  const [anaId, luisId] = await seedFamily(page.request, nurse, schoolId, lastName, guardianEmail);

  // The nurse sends the campaign for Soccer to the two students.
  await page.goto(`/dashboard/${schoolId}/students`);
  await page.getByRole('link', { name: 'Season campaigns' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Season campaigns' })).toBeVisible();
  await page.getByRole('button', { name: 'New campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Sport or activity' }), 'Soccer');
  for (const first of ['Ana', 'Luis']) {
    await dialog.getByPlaceholder('Search by name').fill(lastName);
    await page.getByRole('option', { name: `${lastName}, ${first}` }).click();
  }
  // the search's list closes as the eye moves on
  await dialog.getByText(/Each guardian gets one e-mail/).click();
  await dialog.getByRole('button', { name: 'Send campaign' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Season campaign: Soccer' })).toBeVisible();
  await expect(page.getByText('1 of 1', { exact: true }).first()).toBeVisible();

  // One e-mail for both students, in Spanish.
  const invitation = await mailbox.next(guardianEmail, 0);
  expect(invitation.subject).toContain('temporada');
  expect(invitation.text).toContain('Ana y Luis');
  const url = /https?:\/\/\S+\/guardian\/[\w-]{43}/.exec(invitation.text)?.[0];
  expect(url, invitation.text).toBeTruthy();

  const phone = await parentPhone(browser, testInfo);
  await phone.goto(url!);
  await expect(phone.getByRole('heading', { level: 1, name: 'Seguro y autorización para la temporada' })).toBeVisible();
  await enterBirthDate(phone, SPANISH, { month: '07', day: '08', year: '2013' });
  await phone.getByRole('button', { name: 'Continuar' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Sus estudiantes' })).toBeVisible();
  await expect(phone.getByText('temporada de Soccer')).toBeVisible();
  for (const state of ['students']) {
    await expectNoViolations(phone, state);
    await expectNoEnglish(phone, state);
    await expectNothingClipped(phone, state);
  }
  await signFor(phone, 'Ana', 'HAS_OTHER');
  await signFor(phone, 'Luis', 'NONE');
  await expect(phone.getByText(/Todo está listo/)).toBeVisible();
  await expectNothingClipped(phone, 'all signed');

  // The campaign's standing, and Ana's page with the authorization on file and its digest.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Guardians' }).getByText('Completed')).toBeVisible();
  await page.goto(`/dashboard/${schoolId}/students/${anaId}`);
  const card = page.getByRole('region', { name: 'Season authorization' });
  await expect(card.getByText(/^On file until/)).toBeVisible();
  const keptDigest = (await card.locator('code').textContent())!.trim();
  expect(keptDigest).toMatch(/^[0-9a-f]{64}$/);

  const links = (await graphqlAs(page.request, admin, 'query ($school: ID!) { schoolTpas(schoolId: $school, activeOnly: true) { id is_default } }', { school: schoolId })).data as {
    schoolTpas: { id: string; is_default: boolean }[];
  };
  const linkId = links.schoolTpas.find((candidate) => candidate.is_default)!.id;
  const claimFor = (injuryDate: string, studentId = anaId!) =>
    postClaimThroughApi(page.request, nurse, { schoolId, linkId, studentId, injuryDate, reportedDate: injuryDate, activity: 'Soccer', parentInfo: { first_name: 'Gloria', last_name: lastName, email: guardianEmail, language: 'es' } });
  const statusOf = async (claimId: string) => ((await graphqlAs(page.request, nurse, 'query ($id: ID!) { claim(id: $id) { status } }', { id: claimId })).data as { claim: { status: string } }).claim.status;

  await withParentPartOnline(page.request, admin, schoolId, async () => {
    // Filed now, Ana's claim does not wait: the TPA's e-mail carries the very PDF she was signed for.
    const first = await claimFor('2026-09-01');
    expect(await statusOf(first.claimId)).not.toBe('AWAITING_PARENT');
    const mail = await mailbox.about(TPA_EMAIL, first.claimNumber);
    const signed = mail.attachments.find((attachment) => attachment.filename === `claim-${first.claimNumber}-parent-authorization.pdf`);
    expect(signed, mail.attachments.map((attachment) => attachment.filename).join(', ')).toBeTruthy();
    expect(createHash('sha256').update(Buffer.from(signed!.base64, 'base64')).digest('hex')).toBe(keptDigest);
    expect(mail.attachments.map((attachment) => attachment.filename)).toContain('tarjeta.jpg');
    const notice = await mailbox.next(guardianEmail, 1);
    expect(notice.subject).toContain('autorización registrada');

    // The guardian revokes Ana's by the same link; her next claim waits for the parent's link.
    await phone.goto(url!);
    await enterBirthDate(phone, SPANISH, { month: '03', day: '04', year: '2011' });
    await phone.getByRole('button', { name: 'Continuar' }).click();
    await phone.getByRole('listitem').filter({ hasText: 'Ana' }).getByRole('button', { name: 'Cancelar la autorización' }).click();
    await phone.getByRole('button', { name: 'Sí, cancelarla' }).click();
    await expect(phone.getByRole('status')).toContainText('La autorización de Ana está cancelada.');
    const second = await claimFor('2026-09-03');
    expect(await statusOf(second.claimId)).toBe('AWAITING_PARENT');
    const parentLink = await mailbox.next(guardianEmail, 2);
    expect(parentLink.text).toMatch(/\/parent\/[\w-]{43}/);

    // 40 days on, Luis's authorization is older than the 30 days the school lets insurance on file stand:
    // his claim still goes at once, and the guardian is asked to confirm his insurance.
    await withSchoolSettings(page.request, admin, schoolId, { insurance_confirm_days: 30 }, async () => {
      await serverClock.ahead(40);
      const third = await claimFor('2026-09-05', luisId!);
      expect(await statusOf(third.claimId)).not.toBe('AWAITING_PARENT');
      const confirm = await mailbox.about(guardianEmail, 'confirme el seguro del estudiante');
      expect(confirm.text).toMatch(/\/parent\/[\w-]{43}/);
      expect(confirm.text).toContain('Luis');
    });
  });
  await phone.context().close();
});
