import { SAMPLE_INCIDENT } from '@claims/shared/samples';
import { DEMO, chooseOption, expect, freshPage, graphqlAs, linkIn, onePagePdf, signedInAs, signInAtProvider, test } from './fixtures';
import sharp from 'sharp';
import { createStudentThroughApi, next, stepHeading } from './wizard.ts';

// Issue 42's journey (ADR 048): a coach reports an injury on a phone, in Spanish, signed in with the
// district's Google account; the nurse gets the e-mail, reviews the incident and starts a claim whose
// wizard already holds what the coach wrote.

const PHONE = { width: 390, height: 844 };

test('a coach reports an injury on a phone in Spanish; the nurse reviews it from her e-mail and starts a claim already filled, which links the incident', async ({
  page,
  browser,
  mailbox,
  tokens,
}, testInfo) => {
  test.slow();
  await signedInAs(page, mailbox, tokens, DEMO.admin);
  const admin = tokens.get(DEMO.admin)!;
  const suffix = Date.now().toString(36);
  const domain = `oak-${suffix}.k12.test`;

  // A school of this run's that signs in with its Google domain, linked to the demo's TPA, with a student
  // and a nurse whose password is the demo's.
  const created = await graphqlAs(page.request, admin, 'mutation ($input: SchoolInput!) { createSchool(input: $input) { id } }', {
    input: { is_active: true, name: `Oak Hollow ${suffix}`, sso_google_domains: [domain] },
  });
  const schoolId = (created.data!.createSchool as { id: string }).id;
  const tpas = (await graphqlAs(page.request, admin, 'query T { tpasForDropdown { id name } }')).data!.tpasForDropdown as { id: string; name: string }[];
  const linked = await graphqlAs(page.request, admin, 'mutation A($school: ID!, $tpa: ID!) { addSchoolTpa(schoolId: $school, tpaId: $tpa) { id } }', {
    school: schoolId,
    tpa: tpas.find((tpa) => tpa.name === 'Summit Claims Services')!.id,
  });
  expect(linked.errors).toBeUndefined();
  const lastName = `Rivera${suffix}`;
  await createStudentThroughApi(page.request, admin, schoolId, lastName);
  const nurseEmail = `nina.north.${suffix}@${domain}`;
  const made = await page.request.post('/v1/user', { headers: { authorization: `Bearer ${admin}` }, data: { email: nurseEmail, first_name: 'Nina', last_name: 'North', school_id: schoolId } });
  expect(made.ok()).toBe(true);
  const confirmToken = new URL(linkIn(await mailbox.next(nurseEmail, 0))).searchParams.get('token');
  expect((await page.request.post('/v1/auth/confirm', { data: { token: confirmToken, password: DEMO.password } })).ok()).toBe(true);
  const nurse = await freshPage(browser, testInfo);
  await signedInAs(nurse, mailbox, tokens, nurseEmail);

  // ---- the nurse invites the school's coach ----
  const coachEmail = `carlos.mendez.${suffix}@${domain}`;
  await nurse.goto(`/dashboard/${schoolId}/incidents`);
  await expect(nurse.getByText('No incident matches.')).toBeVisible();
  await nurse.getByRole('button', { name: 'Invite a coach' }).click();
  const invite = nurse.getByRole('dialog', { name: 'Invite a coach' });
  await invite.getByRole('textbox', { name: 'First name' }).fill('Carlos');
  await invite.getByRole('textbox', { name: 'Last name' }).fill('Mendez');
  await invite.getByRole('textbox', { name: 'E-mail' }).fill(coachEmail);
  await invite.getByRole('button', { name: 'Save' }).click();
  await expect(nurse.getByRole('table', { name: 'Coaches' }).getByRole('cell', { name: coachEmail })).toBeVisible();
  // ---- and lists the school's places, which the coach's form will suggest ----
  await nurse.getByRole('button', { name: 'Edit the places' }).click();
  const places = nurse.getByRole('dialog', { name: 'Edit the places' });
  await places.getByRole('textbox', { name: 'Places' }).fill('Campo norte\nGimnasio');
  await places.getByRole('button', { name: 'Save' }).click();
  await expect(nurse.getByRole('list', { name: 'Places' }).getByRole('listitem')).toHaveText(['Campo norte', 'Gimnasio']);

  // ---- the coach, on a phone in Spanish, signs in with the district's Google account ----
  const coach = await freshPage(browser, testInfo, { viewport: PHONE });
  await coach.addInitScript(() => window.localStorage.setItem('language', 'es'));
  await signInAtProvider(coach, 'Iniciar sesión con Google', { email: coachEmail, district: domain });
  await expect(coach).toHaveURL(new RegExp(`/dashboard/${schoolId}/incidents`));
  await expect(coach.getByRole('heading', { level: 1, name: 'Incidentes' })).toBeVisible();
  await coach.getByRole('link', { name: 'Informar un incidente' }).click();
  await expect(coach.getByRole('heading', { level: 1, name: 'Informar un incidente' })).toBeVisible();
  // the statement's questions are the claim's, introduced for whoever saw it, not for a TPA
  await expect(coach.getByText(/^Lo que vio e hizo\./)).toBeVisible();
  await expect(coach.getByText(/El TPA lo lee/)).toHaveCount(0);

  const studentField = coach.getByRole('combobox', { name: 'Estudiante', exact: true });
  await expect(async () => {
    await studentField.fill(lastName.slice(0, 8));
    await coach.getByRole('option', { name: `Casey ${lastName}` }).click({ timeout: 10_000 });
    await expect(studentField).toHaveValue(`Casey ${lastName}`, { timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  const injuryDate = coach.getByRole('textbox', { name: 'Fecha de la lesión' });
  await injuryDate.fill('09/14/2026');
  // the calendar the date opened would lie over the next field
  await injuryDate.press('Escape');
  // the school's places are suggested as the coach types
  await coach.getByRole('combobox', { name: 'Dónde ocurrió' }).fill('Campo');
  await coach.getByRole('option', { name: 'Campo norte' }).click();
  await chooseOption(coach, coach.getByRole('combobox', { name: 'Deporte', exact: true }), 'Soccer');
  await chooseOption(coach, coach.getByRole('combobox', { name: 'Entrenamiento, partido u otro' }), 'Partido');
  await coach.getByRole('textbox', { name: 'Qué pasó' }).fill('Chocó con otro jugador y cayó sobre el hombro derecho.');
  await coach.getByLabel('Hora del accidente').fill('15:30');
  await chooseOption(coach, coach.getByRole('combobox', { name: 'Parte del cuerpo 1', exact: true }), 'Hombro');
  await chooseOption(coach, coach.getByRole('combobox', { name: 'Lado de la parte del cuerpo 1' }), 'Derecho');
  await chooseOption(coach, coach.getByRole('combobox', { name: 'Naturaleza de la lesión' }), 'Esguince o distensión');
  await chooseOption(coach, coach.getByRole('combobox', { name: 'Cómo ocurrió' }), 'Choque con otra persona');
  await coach.getByRole('radiogroup', { name: '¿La actividad era patrocinada por la escuela?' }).getByRole('radio', { name: 'Sí' }).check();
  await coach.getByRole('radiogroup', { name: '¿La actividad estaba supervisada?' }).getByRole('radio', { name: 'Sí' }).check();
  await coach.getByRole('textbox', { name: 'Nombre del supervisor' }).fill('Carlos Mendez');
  await coach.getByRole('button', { name: 'Agregar un testigo' }).click();
  await coach.getByRole('textbox', { name: 'Nombre del testigo 1' }).fill('Luis Ortega');
  await coach.getByRole('textbox', { name: 'Teléfono del testigo 1' }).fill('5125550101');
  // what was typed stays on the phone until it is sent: a reload finds it
  await expect(coach.getByText('Su informe se guarda en este dispositivo hasta que se envíe.')).toBeVisible();
  await coach.reload();
  await expect(coach.getByRole('textbox', { name: 'Nombre del testigo 1' })).toHaveValue('Luis Ortega');
  await expect(coach.getByRole('combobox', { name: 'Estudiante', exact: true })).toHaveValue(`Casey ${lastName}`);
  // the form fits the phone: nothing wider than the screen
  expect(await coach.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await coach.getByRole('button', { name: 'Enviar el informe' }).click();
  await expect(coach).toHaveURL(new RegExp(`/dashboard/${schoolId}/incidents/[0-9a-f-]{36}$`));
  const incidentId = coach.url().split('/').pop()!;
  await expect(coach.getByRole('heading', { level: 1, name: /^Incidente \d+$/ })).toBeVisible();
  // a photo of the place, from the phone
  const photos = coach.getByRole('region', { name: 'Fotos' });
  await expect(photos.getByText('Todavía no hay fotos.')).toBeVisible();
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: 'green' } }).jpeg().toBuffer();
  await photos.locator('input[type="file"]').setInputFiles({ name: 'cancha.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(photos.getByRole('img', { name: 'cancha.jpg' })).toBeVisible();
  // visible comes with the alt text already; the picture itself may still be on its way
  await expect.poll(() => photos.getByRole('img', { name: 'cancha.jpg' }).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(64);
  // a coach has no claims: the menu has the incidents only, and a claim page is closed to them
  await expect(coach.getByRole('button', { name: 'Iniciar una reclamación' })).toHaveCount(0);
  await coach.goto(`/dashboard/${schoolId}/claims`);
  await expect(coach.getByRole('heading', { level: 1, name: 'Sin acceso' })).toBeVisible();
  await expect(coach.locator('#main-navigation a')).toHaveText(['Incidentes']);
  await coach.context().close();

  // ---- the nurse gets the e-mail and opens it ----
  await expect.poll(() => mailbox.to(nurseEmail).some((mail) => mail.text.includes(incidentId)), { timeout: 90_000 }).toBe(true);
  const mail = mailbox.to(nurseEmail).find((mail) => mail.text.includes(incidentId))!;
  expect(mail.subject).toMatch(new RegExp(`^New incident \\d+ at Oak Hollow ${suffix}$`));
  const link = new URL(new RegExp(`(https?://\\S+/incidents/${incidentId})`).exec(mail.text)![1]!);
  await nurse.goto(link.pathname);
  await expect(nurse.getByText(`Casey ${lastName}`)).toBeVisible();
  await nurse.getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(nurse.getByText('Marked reviewed by Nina North')).toBeVisible();

  // ---- the claim starts with the coach's answers: none is typed again ----
  await nurse.getByRole('link', { name: 'Start a claim' }).click();
  await stepHeading(nurse, 'View student');
  await expect(nurse.getByText(`Casey ${lastName}`).first()).toBeVisible();
  await next(nurse);
  await stepHeading(nurse, 'Insurance information');
  await next(nurse);
  await stepHeading(nurse, 'Claim information');
  await expect(nurse.getByRole('combobox', { name: 'Activity', exact: true })).toHaveValue('Soccer');
  await expect(nurse.getByRole('combobox', { name: 'Activity type' })).toHaveValue('Game');
  await expect(nurse.getByRole('textbox', { name: 'Date of injury' })).toHaveValue('09/14/2026');
  await expect(nurse.getByRole('textbox', { name: 'Date injury was reported' })).toHaveValue(/^\d\d\/\d\d\/\d{4}$/);
  await expect(nurse.getByRole('textbox', { name: 'Location of injury' })).toHaveValue('Campo norte');
  await expect(nurse.getByRole('textbox', { name: 'Description of injury' })).toHaveValue('Chocó con otro jugador y cayó sobre el hombro derecho.');
  await expect(nurse.getByLabel('Time of the accident')).toHaveValue('15:30');
  await expect(nurse.getByRole('combobox', { name: 'Body part 1', exact: true })).toHaveValue('Shoulder');
  await expect(nurse.getByRole('combobox', { name: 'Side of body part 1' })).toHaveValue('Right');
  await expect(nurse.getByRole('combobox', { name: 'Nature of injury' })).toHaveValue('Sprain or strain');
  await expect(nurse.getByRole('combobox', { name: 'How it happened' })).toHaveValue('Collision with another person');
  await expect(nurse.getByRole('textbox', { name: "Supervisor's name" })).toHaveValue('Carlos Mendez');
  await expect(nurse.getByRole('textbox', { name: 'Name of witness 1' })).toHaveValue('Luis Ortega');
  await expect(nurse.getByRole('textbox', { name: 'Phone of witness 1' })).toHaveValue('5125550101');

  // what a report does not ask is the nurse's to answer
  await chooseOption(nurse, nurse.getByRole('combobox', { name: 'Activity level' }), 'Intramural Sport');
  await nurse.getByRole('textbox', { name: 'Date of first treatment' }).fill('09/14/2026');
  await nurse.getByRole('radiogroup', { name: 'Is this a previous injury?' }).getByRole('radio', { name: 'No' }).check();
  await next(nurse);
  await stepHeading(nurse, 'Signature');
  await nurse.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await next(nurse);
  await stepHeading(nurse, 'Claim preview');
  await nurse.getByRole('button', { name: 'Submit claim' }).click();
  await expect(nurse.getByText(/^Claim \d+ created\.$/).first()).toBeVisible();

  // ---- the claim and the incident name each other ----
  await nurse.getByRole('link', { name: 'The incident report' }).click();
  await expect(nurse).toHaveURL(new RegExp(`/incidents/${incidentId}$`));
  await expect(nurse.getByText('A claim was started from this incident.')).toBeVisible();
  await expect(nurse.getByText('Claim started by Nina North')).toBeVisible();
  await expect(nurse.getByRole('link', { name: 'Start a claim' })).toHaveCount(0);

  // ---- a return to play begins: a step waits a day, and clearing waits for every step ----
  await nurse.getByRole('button', { name: 'Begin the return to play' }).click();
  const steps = nurse.getByRole('list', { name: 'Steps' });
  await expect(steps.getByText('Step 1: Symptom-limited activity')).toBeVisible();
  await expect(steps.getByText('Step 6: Return to competition')).toBeVisible();
  await nurse.getByRole('button', { name: 'Log step 1 as done' }).click();
  await expect(nurse.getByText(/Each step lasts a day at least: this one cannot be logged yet\./).first()).toBeVisible();
  await nurse.locator('input[type="file"][accept*="application/pdf"]').setInputFiles({ name: 'clearance.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Clearance') });
  await nurse.getByRole('button', { name: 'Attach', exact: true }).click();
  await expect(nurse.getByRole('link', { name: 'clearance.pdf' })).toBeVisible();
  await nurse.getByRole('button', { name: 'Clear to play' }).click();
  await expect(nurse.getByText(/Every step must be done before the student is cleared\./).first()).toBeVisible();
  await expect(nurse.getByText('Not cleared to play')).toBeVisible();
  await nurse.getByRole('link', { name: 'Open the claim' }).click();
  await expect(nurse).toHaveURL(/\/claims\/[0-9a-f-]{36}$/);
  await nurse.context().close();
});

test("a return to play: each step logged a day after the one before (the server's clock moved), then the student cleared", async ({ page, mailbox, tokens, serverClock }) => {
  test.slow();
  await signedInAs(page, mailbox, tokens, DEMO.nurse);
  const nurse = tokens.get(DEMO.nurse)!;
  const me = (await (await page.request.post('/v1/auth/me', { headers: { Authorization: `Bearer ${nurse}` } })).json()) as { schools: { id: string }[] };
  const schoolId = me.schools[0]!.id;
  const { studentId } = await createStudentThroughApi(page.request, nurse, schoolId, `Return${Date.now().toString(36)}`);
  const reported = await graphqlAs(page.request, nurse, 'mutation ($input: IncidentReportInput!) { reportIncident(input: $input) { id } }', {
    input: { ...SAMPLE_INCIDENT, school_id: schoolId, person_kind: 'STUDENT', student_id: studentId },
  });
  expect(reported.errors).toBeUndefined();
  const incidentId = (reported.data!.reportIncident as { id: string }).id;

  await page.goto(`/dashboard/${schoolId}/incidents/${incidentId}`);
  await page.getByRole('button', { name: 'Begin the return to play' }).click();
  const steps = page.getByRole('list', { name: 'Steps' });
  await expect(steps.getByText('Step 6: Return to competition')).toBeVisible();
  await page.getByRole('button', { name: 'Log step 1 as done' }).click();
  await expect(page.getByText(/Each step lasts a day at least: this one cannot be logged yet\./).first()).toBeVisible();
  for (let step = 1; step <= 6; step++) {
    await serverClock.ahead(step);
    await page.getByRole('button', { name: `Log step ${step} as done` }).click();
    await expect(steps.getByText(/^Done .+, logged by /)).toHaveCount(step);
  }
  await expect(page.getByRole('button', { name: /^Log step/ })).toHaveCount(0);
  await page.locator('input[type="file"][accept*="application/pdf"]').setInputFiles({ name: 'clearance.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Clearance') });
  await page.getByRole('button', { name: 'Attach', exact: true }).click();
  await expect(page.getByRole('link', { name: 'clearance.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear to play' }).click();
  await expect(page.getByText('Cleared to play', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Not cleared to play')).toHaveCount(0);
});
