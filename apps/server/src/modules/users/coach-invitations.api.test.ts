import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachInvitations, users, usersSchools } from '../../db/schema.ts';
import { seedClaimSetup, type ClaimSetup } from '../../testing/claims.ts';
import { createUser } from '../../testing/fixtures.ts';
import { createTestApp, graphql, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';

let testApp: TestApp;
let setup: ClaimSetup;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  testApp = await createTestApp({ smtpUrl: smtp.url });
  setup = await seedClaimSetup(testApp.db);
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

type SchoolCoach = { id: string; first_name: string; last_name: string; email_address: string; status: string };
type Errors = { errors?: { extensions: { code: string; fields?: Record<string, string> } }[] };
const COACH_FIELDS = 'id first_name last_name email_address status';

const invite = async (token: string, input: Record<string, unknown>) =>
  (await graphql<{ inviteCoach: SchoolCoach }>(testApp, `mutation ($input: CoachInviteInput!) { inviteCoach(input: $input) { ${COACH_FIELDS} } }`, { token, variables: { input } })).body;
const invited = async (email: string, token = setup.tokens.nurse) => {
  const body = await invite(token, { email, first_name: 'Casey', last_name: 'Cole', school_id: setup.ids.school });
  expect(body.errors).toBeUndefined();
  return body.data!.inviteCoach;
};
const coachesOf = async (schoolId = setup.ids.school) =>
  (await graphql<{ schoolCoaches: SchoolCoach[] }>(testApp, `query ($schoolId: ID!) { schoolCoaches(schoolId: $schoolId) { ${COACH_FIELDS} } }`, { token: setup.tokens.nurse, variables: { schoolId } })).body.data!.schoolCoaches;
const schoolsOf = async (userId: string) => (await testApp.db.select({ id: usersSchools.school_id }).from(usersSchools).where(eq(usersSchools.user_id, userId))).map((row) => row.id).sort();
const acceptLinkIn = (text: string) => new URL(/(\S+\/accept-invitation\?token=\S+)/.exec(text)![1]!).searchParams.get('token')!;
const accept = (token: string) => testApp.app.inject({ method: 'POST', url: '/v1/auth/accept-invitation', payload: { token } });
const newAddress = (name: string) => `${name}.${crypto.randomUUID()}@own.test`;

describe("inviting another school's coach", () => {
  it('asks them to accept and attaches nothing until they do; the answer and the list name nothing of their account', async () => {
    const email = newAddress('riley.stone');
    const elsewhere = await createUser(testApp.db, { type: 'coach', schoolIds: [setup.ids.other], email_address: email, first_name: 'Riley', last_name: 'Stone', preferred_language: 'es' });

    const answer = await invited(email);
    expect(answer).toEqual({ id: expect.any(String), first_name: 'Casey', last_name: 'Cole', email_address: email, status: 'INVITED' });
    expect(answer.id).not.toBe(elsewhere.id);
    expect(await schoolsOf(elsewhere.id)).toEqual([setup.ids.other]);
    const listed = await coachesOf();
    expect(listed).toContainEqual(answer);
    expect(listed.map((row) => row.id)).not.toContain(elsewhere.id);
    expect(JSON.stringify(listed)).not.toContain('Riley');

    // the e-mail, in the account's own language, says who invites them to what, and asks
    const mail = await smtp.waitForMail(email);
    expect(mail.subject).toBe('Nora Nurse lo invita a ser entrenador de Lincoln High en School Claims');
    expect(mail.text).toContain('Nora Nurse lo invita a unirse a Lincoln High como entrenador');
    expect(mail.text).toContain('Su cuenta se une a Lincoln High solo si usted acepta');
    expect(mail.text).not.toMatch(/invites you|Hello/);
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/accept-invitation?token=`);

    const token = acceptLinkIn(mail.text!);
    expect((await accept(token)).statusCode).toBe(200);
    expect(await schoolsOf(elsewhere.id)).toEqual([setup.ids.school, setup.ids.other].sort());
    const after = await coachesOf();
    expect(after).toContainEqual({ id: elsewhere.id, first_name: 'Riley', last_name: 'Stone', email_address: email, status: 'ACTIVE' });
    expect(after.map((row) => row.id)).not.toContain(answer.id);

    // the link works once
    const again = await accept(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'INVALID_LINK' });
    // and inviting them now sends nothing more: they are the school's
    expect((await invited(email)).id).toBe(elsewhere.id);
    expect(await testApp.db.select().from(coachInvitations).where(eq(coachInvitations.user_id, elsewhere.id))).toMatchObject([{ accepted_at: expect.any(Date) }]);
  });

  it('renews a pending invitation with a new link, and only the newest accepts', async () => {
    const email = newAddress('sam.ruiz');
    const elsewhere = await createUser(testApp.db, { type: 'coach', schoolIds: [setup.ids.other], email_address: email });
    await invited(email);
    const first = acceptLinkIn((await smtp.waitForMail(email)).text!);
    await invited(email);
    const second = acceptLinkIn((await smtp.waitForMail(email, 1)).text!);
    expect((await accept(first)).statusCode).toBe(400);
    expect(await schoolsOf(elsewhere.id)).toEqual([setup.ids.other]);
    expect((await accept(second)).statusCode).toBe(200);
    expect(await schoolsOf(elsewhere.id)).toEqual([setup.ids.school, setup.ids.other].sort());
  });

  it("answers the address of another school's staff as it answers any, attaches nothing, and tells that person alone why", async () => {
    const email = newAddress('pat.staff');
    const staff = await createUser(testApp.db, { schoolIds: [setup.ids.other], email_address: email, first_name: 'Pat', last_name: 'Staff' });
    const fresh = await invited(newAddress('new.coach'));

    const answer = await invited(email);
    expect(answer).toEqual({ id: expect.any(String), first_name: 'Casey', last_name: 'Cole', email_address: email, status: 'INVITED' });
    expect(Object.keys(answer)).toEqual(Object.keys(fresh));
    expect(answer.id).not.toBe(staff.id);
    expect(await coachesOf()).toContainEqual(answer);
    expect(await schoolsOf(staff.id)).toEqual([setup.ids.other]);
    const [row] = await testApp.db.select({ type: users.type }).from(users).where(eq(users.id, staff.id));
    expect(row!.type).toBe('user');

    // no link: nothing the staff member could accept; in the account's language (English until chosen)
    const mail = await smtp.waitForMail(email);
    expect(mail.subject).toBe('Nora Nurse invites you to coach for Lincoln High on School Claims');
    expect(mail.text).toContain('cannot also be a coach');
    expect(mail.text).not.toContain('accept-invitation');
    expect(mail.text).not.toContain('Other High');
  });
});

describe('inviting a new address', () => {
  it("makes the school's coach account and e-mails its password link in the inviter's language, naming the school and the role", async () => {
    const email = newAddress('casey.cole');
    const answer = await invited(email);
    expect(answer).toMatchObject({ first_name: 'Casey', last_name: 'Cole', email_address: email, status: 'INVITED' });
    const [account] = await testApp.db.select({ id: users.id, type: users.type }).from(users).where(eq(users.email_address, email));
    expect(account).toEqual({ id: answer.id, type: 'coach' });
    expect(await schoolsOf(answer.id)).toEqual([setup.ids.school]);

    const mail = await smtp.waitForMail(email);
    expect(mail.subject).toBe('Nora Nurse invites you to coach for Lincoln High on School Claims');
    expect(mail.text).toContain('Nora Nurse invites you to join Lincoln High as a coach');
    expect(mail.text).toContain(`Choose a password: ${TEST_PUBLIC_URL}/confirm?token=`);
    expect(mail.text).not.toMatch(/entrenador|Hola/);
  });

  it("writes in Spanish when the inviter chose Spanish", async () => {
    await testApp.db.update(users).set({ preferred_language: 'es' }).where(eq(users.id, setup.users.admin));
    const email = newAddress('lucia.vega');
    await invited(email, setup.tokens.admin);
    const mail = await smtp.waitForMail(email);
    expect(mail.subject).toMatch(/ lo invita a ser entrenador de Lincoln High en School Claims$/);
    expect(mail.text).toContain('Elija una contraseña');
    expect(mail.text).not.toMatch(/invites you|Hello/);
  });

  it.each([
    ['an e-mail that is not one', { email: 'not-an-address' }, 'email'],
    ['no first name', { first_name: '  ' }, 'first_name'],
    ['no last name', { last_name: null }, 'last_name'],
    ['no school', { school_id: undefined }, 'school_id'],
  ])('refuses %s with its spec key, and creates nothing', async (_case, change, field) => {
    const email = newAddress('refused');
    const body = (await invite(setup.tokens.nurse, { email, first_name: 'Casey', last_name: 'Cole', school_id: setup.ids.school, ...change })) as Errors;
    expect(body.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors?.[0]?.extensions.fields ?? {})).toEqual([field]);
    expect(await testApp.db.select().from(users).where(eq(users.email_address, email))).toEqual([]);
  });

  it('refuses a field the input does not have, before anything runs', async () => {
    const email = newAddress('typed');
    const body = (await invite(setup.tokens.nurse, { email, first_name: 'Casey', last_name: 'Cole', school_id: setup.ids.school, type: 'admin' })) as Errors;
    expect(body.errors).toBeDefined();
    expect(await testApp.db.select().from(users).where(eq(users.email_address, email))).toEqual([]);
  });
});
