import { SAMPLE_OFFICIAL_STATEMENT } from '@claims/shared/samples';
import { CLAIM_AUTHORIZATION_TEXT, fraudNoticesFor, RENDERING_NOTE, STATE_FRAUD_NOTICES } from '@claims/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, claimsEmailLogs, schoolsThirdPartyAdministrators, sessions, students } from '../../db/schema.ts';
import { claimPayload, insertClaim, seedClaimSetup, seedStudent, TPA_EMAIL, waitForClaimStatus, type ClaimSetup } from '../../testing/claims.ts';
import { bearer, createSchool, createUser, sessionFor } from '../../testing/fixtures.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { createTestApp, graphql, type TestApp } from '../../testing/test-app.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';
import { loadSecret } from '../auth/auth.repo.ts';
import { createSigner } from '../auth/signing.ts';
import { csvCell } from '../../domain/csv.ts';

let smtp: TestSmtp;
let testApp: TestApp;
let setup: ClaimSetup;
let submitted: { claim_id: string; claim_number: number };
let listed: { id: string; claim_number: number }[];

// Five claims with different students, submitters, dates and statuses, plus one at the other school.
beforeAll(async () => {
  smtp = await startTestSmtp();
  testApp = await createTestApp({ smtpUrl: smtp.url });
  setup = await seedClaimSetup(testApp.db);
  const { db } = testApp;
  const { ids, users } = setup;
  const second = await createUser(db, { schoolIds: [ids.school], first_name: 'Abe', last_name: 'Zed' });
  const zara = await seedStudent(db, ids.school, 'Zara');
  await db.update(students).set({ last_name: 'Adams', academic_id: 'ZA-9' }).where(eq(students.id, zara.id));
  const formula = await seedStudent(db, ids.school, 'Formula');
  await db.update(students).set({ last_name: '=HYPERLINK("x")' }).where(eq(students.id, formula.id));
  const base = { school_id: ids.school, schools_third_party_administrator_id: ids.link };
  listed = [
    await insertClaim(db, { ...base, student_id: ids.student, user_id: users.nurse, injury_date: '2026-08-01', submitted_to_tpa_at: '2026-08-03', status: 'DELIVERED' }),
    await insertClaim(db, { ...base, student_id: zara.id, user_id: second.id, injury_date: '2026-07-01', submitted_to_tpa_at: '2026-08-05', status: 'ERROR' }),
    await insertClaim(db, { ...base, student_id: zara.id, user_id: users.nurse, injury_date: '2026-06-01', submitted_to_tpa_at: '2026-08-04', status: 'PENDING', schools_third_party_administrator_id: ids.soccerOnlyLink }),
    await insertClaim(db, { ...base, student_id: formula.id, user_id: second.id, injury_date: '2026-05-01', submitted_to_tpa_at: '2026-08-01', status: 'DELIVERED' }),
  ];
  await insertClaim(db, { school_id: ids.other, schools_third_party_administrator_id: ids.otherLink, student_id: ids.otherStudent, user_id: users.outsider });
  const response = await testApp.app.inject({ method: 'POST', url: '/v1/claims', headers: bearer(setup.tokens.nurse), payload: { data: claimPayload(ids) } });
  submitted = response.json() as typeof submitted;
  await waitForClaimStatus(db, submitted.claim_id, 'DELIVERED');
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

type ListItem = { claim_number: number; status: string; student_last_name: string; school_name: string };
const LIST = `query ($schoolId: ID, $name: String, $studentId: String, $submittedBy: ID, $status: ClaimStatus, $statuses: [ClaimStatus!], $tpaId: ID, $submittedFrom: String, $submittedTo: String, $sort: ClaimSort, $direction: SortDirection, $offset: Int, $limit: Int) {
  claims(schoolId: $schoolId, name: $name, studentId: $studentId, submittedBy: $submittedBy, status: $status, statuses: $statuses, tpaId: $tpaId, submittedFrom: $submittedFrom, submittedTo: $submittedTo, sort: $sort, direction: $direction, offset: $offset, limit: $limit) {
    total items { claim_number status student_last_name school_name }
  }
}`;

async function list(variables: Record<string, unknown>, token = setup.tokens.admin) {
  const { body } = await graphql<{ claims: { total: number; items: ListItem[] } }>(testApp, LIST, { token, variables });
  if (body.errors) throw new Error(body.errors[0]!.extensions.code);
  return body.data!.claims;
}
const numbers = (page: { items: ListItem[] }) => page.items.map((item) => item.claim_number);
const n = (index: number) => listed[index]!.claim_number;

describe('claims lists', () => {
  it("shows a school's claims newest submission first, and every school's to an admin without a school", async () => {
    const school = await list({ schoolId: setup.ids.school });
    expect(school.total).toBe(5);
    expect(numbers(school)).toEqual([submitted.claim_number, n(1), n(2), n(0), n(3)]);
    expect((await list({})).total).toBe(6);
  });

  it('filters by claimant name and student id (any case, contains), submitter, status, TPA and submitted dates', async () => {
    const school = setup.ids.school;
    expect(numbers(await list({ schoolId: school, name: 'zAr' }))).toEqual([n(1), n(2)]);
    expect(numbers(await list({ schoolId: school, name: 'zara adams' }))).toEqual([n(1), n(2)]);
    expect(numbers(await list({ schoolId: school, studentId: 'za-' }))).toEqual([n(1), n(2)]);
    expect(numbers(await list({ schoolId: school, submittedBy: setup.users.nurse }))).toEqual([submitted.claim_number, n(2), n(0)]);
    expect(numbers(await list({ schoolId: school, status: 'ERROR' }))).toEqual([n(1)]);
    expect(numbers(await list({ schoolId: school, statuses: ['PENDING', 'ERROR'] }))).toEqual([n(1), n(2)]);
    expect((await list({ tpaId: (await tpaOf(setup.ids.soccerOnlyLink)) })).total).toBe(1);
    expect(numbers(await list({ schoolId: school, submittedFrom: '2026-08-03', submittedTo: '2026-08-04' }))).toEqual([n(2), n(0)]);
    expect((await list({ schoolId: school, name: '%' })).total).toBe(0);
  });

  it.each([
    ['claimant_name', 'asc'],
    ['student_id', 'asc'],
    ['status', 'desc'],
    ['submitted_by', 'asc'],
    ['date_of_accident', 'asc'],
    ['date_submitted', 'asc'],
    ['school', 'asc'],
    ['tpa', 'desc'],
  ])('sorts by %s %s', async (sort, direction) => {
    const all = await list({ sort, direction, limit: 100 });
    const reversed = await list({ sort, direction: direction === 'asc' ? 'desc' : 'asc', limit: 100 });
    expect(all.total).toBe(6);
    expect(numbers(all)).toHaveLength(6);
    if (sort === 'date_of_accident') expect(numbers(all).slice(0, 4)).toEqual([n(3), n(2), n(1), n(0)]);
    if (sort === 'claimant_name') expect(all.items.map((item) => item.student_last_name)).toEqual(['=HYPERLINK("x")', 'Adams', 'Adams', 'Rivera', 'Rivera', 'Rivera']);
    expect(numbers(reversed)).not.toEqual(numbers(all));
  });

  it('sorts by submitter, by TPA then school, and by school, party by party: the same order on every page, with or without filters', async () => {
    const other = numbers(await list({ schoolId: setup.ids.other }))[0]!;
    const mine = submitted.claim_number;
    const acme = await tpaOf(setup.ids.link);
    // Last1 (the outsider) < Nurse < Zed; Soccer TPA > Acme Claims, and within Acme, Other High > Lincoln High
    const bySubmitter = [other, n(0), n(2), mine, n(1), n(3)];
    const byTpaDesc = [n(2), other, mine, n(3), n(1), n(0)];
    const cases: [Record<string, unknown>, number[]][] = [
      [{ sort: 'submitted_by', direction: 'asc' }, bySubmitter],
      [{ sort: 'submitted_by', direction: 'desc' }, [...bySubmitter].reverse()],
      [{ sort: 'tpa', direction: 'desc' }, byTpaDesc],
      [{ sort: 'tpa', direction: 'asc' }, [...byTpaDesc].reverse()],
      [{ sort: 'submitted_by', direction: 'asc', submittedBy: setup.users.nurse }, [n(0), n(2), mine]],
      [{ sort: 'tpa', direction: 'desc', tpaId: acme }, [other, mine, n(3), n(1), n(0)]],
      [{ sort: 'submitted_by', direction: 'asc', schoolId: setup.ids.school }, [n(0), n(2), mine, n(1), n(3)]],
      [{ sort: 'tpa', direction: 'desc', schoolId: setup.ids.school }, [n(2), mine, n(3), n(1), n(0)]],
      [{ sort: 'submitted_by', direction: 'desc', tpaId: acme }, [n(3), n(1), mine, n(0), other]],
      // a status, read party by party from the (status, party) indexes
      [{ sort: 'submitted_by', direction: 'asc', status: 'DELIVERED' }, [n(0), mine, n(3)]],
      [{ sort: 'submitted_by', direction: 'desc', status: 'PENDING' }, [n(2), other]],
      [{ sort: 'tpa', direction: 'desc', status: 'ERROR' }, [n(1)]],
      [{ sort: 'tpa', direction: 'asc', status: 'DELIVERED', schoolId: setup.ids.school }, [n(0), n(3), mine]],
      [{ sort: 'submitted_by', direction: 'asc', status: 'PENDING', submittedBy: setup.users.outsider }, [other]],
      [{ sort: 'tpa', direction: 'desc', status: 'PENDING', tpaId: acme }, [other]],
      // by school (Lincoln High < Other High), each school's claims in its own list's order
      [{ sort: 'school', direction: 'asc' }, [n(3), n(0), n(2), n(1), mine, other]],
      [{ sort: 'school', direction: 'desc' }, [other, mine, n(1), n(2), n(0), n(3)]],
      [{ sort: 'school', direction: 'asc', schoolId: setup.ids.school }, [n(3), n(0), n(2), n(1), mine]],
      // a status has no (status, school) index: the joined page, in the same order
      [{ sort: 'school', direction: 'asc', status: 'DELIVERED' }, [n(3), n(0), mine]],
    ];
    for (const [variables, expected] of cases) {
      for (let offset = 0; offset < expected.length; offset++) {
        const page = await list({ ...variables, offset, limit: 23 });
        expect({ variables, offset, numbers: numbers(page), total: page.total }).toEqual({ variables, offset, numbers: expected.slice(offset), total: expected.length });
      }
    }
  });

  it("sorted by a party, a page past the first party's first page still has that party's next claims", async () => {
    const { db } = testApp;
    const { ids } = setup;
    const first = await createUser(db, { schoolIds: [ids.school], first_name: 'Aaron', last_name: 'Aardvark' });
    const many: number[] = [];
    for (let index = 0; index < 25; index++) {
      // the last two in error: past the first page's worth of the party's claims
      const status = index >= 23 ? 'ERROR' : 'PENDING';
      many.push((await insertClaim(db, { school_id: ids.school, schools_third_party_administrator_id: ids.soccerOnlyLink, student_id: ids.student, user_id: first.id, status })).claim_number);
    }
    try {
      expect(numbers(await list({ sort: 'submitted_by', direction: 'asc', offset: 23, limit: 23 })).slice(0, 3)).toEqual([many[23], many[24], numbers(await list({ schoolId: ids.other }))[0]]);
      // Soccer TPA's 26 claims newest first: the 24th and 25th are the first two made here, then n(2)
      expect(numbers(await list({ sort: 'tpa', direction: 'desc', offset: 23, limit: 23 })).slice(0, 3)).toEqual([many[1], many[0], n(2)]);
      // a status is looked for among all of a party's claims, not only its first page's worth
      expect(numbers(await list({ sort: 'submitted_by', direction: 'asc', status: 'ERROR', limit: 23 }))).toEqual([many[23], many[24], n(1)]);
      expect(numbers(await list({ sort: 'tpa', direction: 'asc', status: 'ERROR', limit: 23 }))).toEqual([n(1), many[23], many[24]]);
    } finally {
      // deleted, they leave every list as they found it
      await db.update(claims).set({ deleted_at: new Date() }).where(eq(claims.user_id, first.id));
    }
  });

  it('pages with a total and refuses page sizes outside 23/100/200', async () => {
    const page = await list({ limit: 23, offset: 5 });
    expect(page).toMatchObject({ total: 6 });
    expect(page.items).toHaveLength(1);
    // a page past the end still says how many there are
    expect(await list({ limit: 23, offset: 23 })).toMatchObject({ total: 6, items: [] });
    await expect(list({ limit: 25 })).rejects.toThrow('VALIDATION_FAILED');
  });

  it('shows a user of no school no claims, whoever listed them before', async () => {
    const schoolless = await sessionFor(testApp.db, (await createUser(testApp.db)).id);
    expect((await list({})).total).toBe(6);
    expect(await list({}, schoolless)).toMatchObject({ total: 0, items: [] });
    expect(await list({ sort: 'tpa', direction: 'asc' }, schoolless)).toMatchObject({ total: 0, items: [] });
    expect(await list({ sort: 'submitted_by', direction: 'asc', status: 'PENDING' }, schoolless)).toMatchObject({ total: 0, items: [] });
    expect((await list({})).total).toBe(6);
  });

  it("keeps a school user to their school's claims", async () => {
    const own = await list({ schoolId: setup.ids.school }, setup.tokens.nurse);
    expect(own.total).toBe(5);
    expect((await list({}, setup.tokens.nurse)).total).toBe(5);
    // sorted by TPA, the parties read are their school's links alone
    expect(numbers(await list({ sort: 'tpa', direction: 'desc' }, setup.tokens.nurse))).toEqual([n(2), submitted.claim_number, n(3), n(1), n(0)]);
    expect(numbers(await list({ sort: 'tpa', direction: 'desc', status: 'PENDING' }, setup.tokens.nurse))).toEqual([n(2)]);
    await expect(list({ schoolId: setup.ids.other }, setup.tokens.nurse)).rejects.toThrow('FORBIDDEN');
  });
});

async function tpaOf(linkId: string) {
  const query = 'query ($schoolId: ID!) { schoolTpas(schoolId: $schoolId) { id third_party_administrator_id } }';
  const { body } = await graphql<{ schoolTpas: { id: string; third_party_administrator_id: string }[] }>(testApp, query, { token: setup.tokens.admin, variables: { schoolId: setup.ids.school } });
  return body.data!.schoolTpas.find((link) => link.id === linkId)!.third_party_administrator_id;
}

describe('the claim view', () => {
  it('returns what was submitted with the parties and the change log', async () => {
    const query = `query ($id: ID!) { claim(id: $id) { claim_number school_name tpa_code policy_number student { first_name last_name } submitted_by { first_name last_name } providers { name } change_logs { status user_name changes_log { field } } } }`;
    const { body } = await graphql<{ claim: Record<string, unknown> }>(testApp, query, { token: setup.tokens.nurse, variables: { id: submitted.claim_id } });
    expect(body.data!.claim).toEqual({
      claim_number: submitted.claim_number,
      school_name: 'Lincoln High',
      tpa_code: 'ACME',
      policy_number: 'POL-1',
      student: { first_name: 'Maya', last_name: 'Rivera' },
      submitted_by: { first_name: 'Nora', last_name: 'Nurse' },
      providers: [{ name: 'Aetna' }, { name: 'Blue Local' }],
      change_logs: [{ status: 'DELIVERED', user_name: 'Nora Nurse', changes_log: null }],
    });
  });
});

describe('the e-mail log', () => {
  const EMAILS = 'query ($claimId: ID!, $limit: Int) { claimEmailLogs(claimId: $claimId, limit: $limit) { total items { id status recipient viewed_at } } }';
  type EmailPage = { claimEmailLogs: { total: number; items: { id: string; status: string; recipient: string; viewed_at: string | null }[] } };
  const emails = async (token = setup.tokens.nurse) =>
    (await graphql<EmailPage>(testApp, EMAILS, { token, variables: { claimId: submitted.claim_id } })).body;

  it('lists the e-mails with their delivery status, shows one, and records when it was first viewed', async () => {
    const page = (await emails()).data!.claimEmailLogs;
    expect(page.total).toBe(1);
    const [log] = page.items;
    expect(log).toMatchObject({ status: 'DELIVERED', recipient: TPA_EMAIL, viewed_at: null });

    const view = await testApp.app.inject({ method: 'GET', url: `/v1/claims/email/${log!.id}`, headers: bearer(setup.tokens.nurse) });
    expect(view.json()).toMatchObject({ email: { to: TPA_EMAIL, status: 'DELIVERED', attachment: `claim-${submitted.claim_number}.pdf` } });
    expect((view.json() as { email: { text: string } }).email.text).toContain(String(submitted.claim_number));

    const first = await testApp.app.inject({ method: 'POST', url: `/v1/claims/email/${log!.id}`, headers: bearer(setup.tokens.nurse) });
    const again = await testApp.app.inject({ method: 'POST', url: `/v1/claims/email/${log!.id}`, headers: bearer(setup.tokens.admin) });
    expect((again.json() as { viewed_at: string }).viewed_at).toBe((first.json() as { viewed_at: string }).viewed_at);
  });

  it("refuses another school's user everything about the claim's e-mails", async () => {
    const outsider = setup.tokens.outsider;
    expect((await emails(outsider)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const [log] = await testApp.db.select().from(claimsEmailLogs).where(eq(claimsEmailLogs.claim_id, submitted.claim_id));
    for (const [method, url] of [
      ['GET', `/v1/claims/email/${log!.id}`],
      ['POST', `/v1/claims/email/${log!.id}`],
      ['POST', `/v1/claims/${submitted.claim_id}/resend-email`],
      ['GET', `/v1/claims/jwt-pdf/${submitted.claim_id}`],
      ['GET', `/v1/claims/email/${log!.id}/jwt-pdf`],
    ] as const) {
      expect((await testApp.app.inject({ method, url, headers: bearer(outsider) })).statusCode, url).toBe(403);
    }
  });

  it('resends: a new log row, delivered again to the TPA', async () => {
    const before = smtp.messagesTo(TPA_EMAIL).length;
    const response = await testApp.app.inject({ method: 'POST', url: `/v1/claims/${submitted.claim_id}/resend-email`, headers: bearer(setup.tokens.nurse) });
    expect(response.json()).toEqual({ success: true });
    await smtp.waitForMail(TPA_EMAIL, before);
    await waitForClaimStatus(testApp.db, submitted.claim_id, 'DELIVERED');
    const page = (await emails()).data!.claimEmailLogs;
    expect(page.total).toBe(2);
    // the reports' time to delivery runs to the first e-mail the TPA received, not the resend
    const sent = await testApp.db
      .select({ created_at: claimsEmailLogs.created_at, sent_at: claimsEmailLogs.sent_at })
      .from(claimsEmailLogs)
      .where(eq(claimsEmailLogs.claim_id, submitted.claim_id))
      .orderBy(asc(claimsEmailLogs.created_at));
    const [claim] = await testApp.db.select({ first_queued_at: claims.first_queued_at, first_delivered_at: claims.first_delivered_at }).from(claims).where(eq(claims.id, submitted.claim_id));
    expect(sent).toHaveLength(2);
    expect(claim).toEqual({ first_queued_at: sent[0]!.created_at, first_delivered_at: sent[0]!.sent_at });
  });
});

describe('PDF links', () => {
  const tokenFor = async (url: string, token = setup.tokens.nurse) =>
    ((await testApp.app.inject({ method: 'GET', url, headers: bearer(token) })).json() as { token: string }).token;
  const open = (path: string, jwt: string) => testApp.app.inject({ method: 'GET', url: `${path}?jwt=${encodeURIComponent(jwt)}` });

  it('serves the claim PDF and the PDF that went out with an e-mail for a fresh token', async () => {
    const claimPdf = await open('/v1/pdf/claim', await tokenFor(`/v1/claims/jwt-pdf/${submitted.claim_id}`));
    expect(claimPdf.statusCode).toBe(200);
    expect(claimPdf.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(claimPdf.rawPayload)).toContain(String(submitted.claim_number));

    const [log] = await testApp.db.select().from(claimsEmailLogs).where(eq(claimsEmailLogs.claim_id, submitted.claim_id));
    expect(log!.attachment_file_id).toBeTruthy();
    const emailPdf = await open('/v1/pdf/email', await tokenFor(`/v1/claims/email/${log!.id}/jwt-pdf`));
    expect(emailPdf.statusCode).toBe(200);
    expect(await pdfText(emailPdf.rawPayload)).toContain('Maya Rivera');
  });

  // pdfjs gives a wrapped paragraph back line by line
  const flat = (text: string) => text.replace(/\s+/g, ' ');

  it("prints the claim in the reader's language, the fraud notices in their governing English with the Spanish after", async () => {
    // a Texan school of its own, so the lists and exports of the other tests keep their claims
    const { db } = testApp;
    const school = await createSchool(db, { name: 'Alamo High', state: 'TX' });
    const [tpaLink] = await db.select().from(schoolsThirdPartyAdministrators).where(eq(schoolsThirdPartyAdministrators.id, setup.ids.link));
    const [link] = await db.insert(schoolsThirdPartyAdministrators).values({ school_id: school.id, third_party_administrator_id: tpaLink!.third_party_administrator_id }).returning();
    const nora = await createUser(db, { schoolIds: [school.id], first_name: 'Nora', last_name: 'Nurse' });
    const practice = await insertClaim(db, {
      school_id: school.id,
      schools_third_party_administrator_id: link!.id,
      student_id: (await seedStudent(db, school.id, 'Maya')).id,
      user_id: nora.id,
      activity_type: 'PRACTICE',
      is_work_related: true,
      submitted_to_tpa_at: '2026-09-02',
      official_statement: SAMPLE_OFFICIAL_STATEMENT,
    });
    const lucia = await createUser(db, { schoolIds: [school.id], first_name: 'Lucía', preferred_language: 'es' });
    const pdfFor = async (token: string) => {
      const response = await open('/v1/pdf/claim', await tokenFor(`/v1/claims/jwt-pdf/${practice.id}`, token));
      expect(response.statusCode).toBe(200);
      return flat(await pdfText(response.rawPayload));
    };

    const spanish = await pdfFor(await sessionFor(db, lucia.id));
    for (const heading of ['Reclamación por accidente estudiantil', 'Estudiante', 'Información de la reclamación', 'Autorización y firma', 'Advertencias sobre fraude']) {
      expect(spanish).toContain(heading);
    }
    expect(spanish).toContain(`Reclamación n.º ${practice.claim_number}`);
    expect(spanish).toContain('Enviada el 09/02/2026 por Nora Nurse');
    expect(spanish).toContain('Tipo de actividad Entrenamiento');
    expect(spanish).toContain('Relacionada con el trabajo Sí');
    expect(spanish).toContain('Lesión previa No');
    expect(spanish).toContain('Sexo Femenino');
    expect(spanish).toContain('Declaración del funcionario escolar');
    expect(spanish).toContain('Partes del cuerpo Tobillo (Izquierdo)');
    expect(spanish).toContain('Supervisada Sí');
    for (const notice of fraudNoticesFor('TX')) {
      expect(spanish).toContain(`${notice.text.en} ${RENDERING_NOTE.es} ${notice.text.es}`);
    }
    expect(spanish).toContain(`${CLAIM_AUTHORIZATION_TEXT[0]!.en} ${RENDERING_NOTE.es} ${CLAIM_AUTHORIZATION_TEXT[0]!.es}`);
    expect(spanish).not.toMatch(/Student Accident Claim|Claim information|Practice/);

    // the nurse, who has not chosen a language, reads the same claim in English, the notices alone
    const english = await pdfFor(await sessionFor(db, nora.id));
    expect(english).toContain('Student Accident Claim');
    expect(english).toContain('Activity type Practice');
    expect(english).toContain('Work related Yes');
    expect(english).toContain(STATE_FRAUD_NOTICES.TX.text.en);
    expect(english).not.toContain(RENDERING_NOTE.es);
    expect(english).not.toContain('Entrenamiento');
  });

  it('serves the PDF that went to the TPA in English, whoever downloads it', async () => {
    const lucia = await createUser(testApp.db, { schoolIds: [setup.ids.school], preferred_language: 'es' });
    const [log] = await testApp.db.select().from(claimsEmailLogs).where(eq(claimsEmailLogs.claim_id, submitted.claim_id));
    const response = await open('/v1/pdf/email', await tokenFor(`/v1/claims/email/${log!.id}/jwt-pdf`, await sessionFor(testApp.db, lucia.id)));
    const text = flat(await pdfText(response.rawPayload));
    expect(text).toContain('Student Accident Claim');
    expect(text).not.toContain('Reclamación');
  });

  it('refuses forged, expired, swapped and signed-out tokens', async () => {
    const good = await tokenFor(`/v1/claims/jwt-pdf/${submitted.claim_id}`);
    const [, sessionId, expires, signature] = good.split('.');
    expect((await open('/v1/pdf/claim', `${listed[0]!.id}.${sessionId}.${expires}.${signature}`)).statusCode).toBe(404);
    expect((await open('/v1/pdf/claim', `${submitted.claim_id}.${sessionId}.${Number(expires) + 60}.${signature}`)).statusCode).toBe(404);
    expect((await open('/v1/pdf/email', good)).statusCode).toBe(404);
    expect((await open('/v1/pdf/claim', 'nonsense')).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/v1/pdf/claim' })).statusCode).toBe(404);

    const past = createSigner(await loadSecret(testApp.db, 'url-signing'), () => Date.now() - 3_600_000);
    const stale = past.sign(`pdf:claim:${submitted.claim_id}:${sessionId}`, 60);
    expect((await open('/v1/pdf/claim', `${submitted.claim_id}.${sessionId}.${stale.expires}.${stale.signature}`)).statusCode).toBe(404);

    const leaving = await sessionFor(testApp.db, setup.users.nurse);
    const beforeSignOut = await tokenFor(`/v1/claims/jwt-pdf/${submitted.claim_id}`, leaving);
    await testApp.db.update(sessions).set({ revoked_at: new Date() }).where(eq(sessions.id, beforeSignOut.split('.')[1]!));
    expect((await open('/v1/pdf/claim', beforeSignOut)).statusCode).toBe(404);
  });
});

describe('CSV export', () => {
  it('exports the filtered list with formulas neutralised and commas quoted', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/v1/claims/export.csv?schoolId=${setup.ids.school}&status=delivered`, headers: bearer(setup.tokens.nurse) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Claim number,Claimant,Student ID,Status,Documents,Submitted by,Date of accident,Date submitted,School,TPA,TPA status,TPA claim number,Next deadline');
    expect(lines).toHaveLength(4);
    expect(response.body).toContain(`"'=HYPERLINK(""x""), Formula"`);

    const pending = await testApp.app.inject({ method: 'GET', url: `/v1/claims/export.csv?schoolId=${setup.ids.school}&statuses=PENDING,ERROR`, headers: bearer(setup.tokens.nurse) });
    expect(pending.body.trim().split('\r\n')).toHaveLength(3);
  });

  it("refuses another school's export and a signed-out caller", async () => {
    const url = `/v1/claims/export.csv?schoolId=${setup.ids.school}`;
    expect((await testApp.app.inject({ method: 'GET', url, headers: bearer(setup.tokens.outsider) })).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    [null, ''],
    [100001, '100001'],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('resending a claim e-mail', () => {
  it('adds one e-mail for any number of resends while it waits to go, and at most five an hour', async () => {
    // No worker: resent e-mails stay waiting, as they would behind a slow relay.
    const quiet = await createTestApp({ runJobs: true, runWorkers: false, rateLimitClock: () => new Date('2026-03-01T08:00:00Z') });
    try {
      const { ids, users, tokens } = await seedClaimSetup(quiet.db);
      const claim = await insertClaim(quiet.db, { school_id: ids.school, schools_third_party_administrator_id: ids.link, student_id: ids.student, user_id: users.nurse, status: 'DELIVERED' });
      const resend = () => quiet.app.inject({ method: 'POST', url: `/v1/claims/${claim.id}/resend-email`, headers: bearer(tokens.nurse) });
      const logsOf = () => quiet.db.select().from(claimsEmailLogs).where(eq(claimsEmailLogs.claim_id, claim.id));

      const answers = await Promise.all(Array.from({ length: 30 }, resend));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(200));
      expect(await logsOf()).toHaveLength(1);
      // Nor while that e-mail is being sent or waits for its next try.
      await quiet.db.update(claimsEmailLogs).set({ sending_started_at: new Date(), attempts: 1 }).where(eq(claimsEmailLogs.claim_id, claim.id));
      expect((await resend()).statusCode).toBe(200);
      expect(await logsOf()).toHaveLength(1);

      // Each e-mail gone out, the next resend queues another, up to the hourly limit.
      const statuses = [];
      for (let round = 0; round < 5; round++) {
        await quiet.db.update(claimsEmailLogs).set({ status: 'DELIVERED', sending_started_at: new Date() }).where(eq(claimsEmailLogs.claim_id, claim.id));
        statuses.push((await resend()).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
      expect(await logsOf()).toHaveLength(5);
    } finally {
      await quiet.close();
    }
  });

  it('refuses a claim still waiting for its parent: nothing went to the TPA yet, and the school sends it without the parent by giving a reason', async () => {
    const { ids, tokens } = setup;
    const claim = await insertClaim(testApp.db, { school_id: ids.school, schools_third_party_administrator_id: ids.link, student_id: ids.student, user_id: ids.nurse, status: 'AWAITING_PARENT' });
    const response = await testApp.app.inject({ method: 'POST', url: `/v1/claims/${claim.id}/resend-email`, headers: bearer(tokens.nurse) });
    expect(response.statusCode).toBe(404);
    expect(await testApp.db.select().from(claimsEmailLogs).where(eq(claimsEmailLogs.claim_id, claim.id))).toEqual([]);
    const [stored] = await testApp.db.select({ status: claims.status }).from(claims).where(eq(claims.id, claim.id));
    expect(stored?.status).toBe('AWAITING_PARENT');
  });
});
