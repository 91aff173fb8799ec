import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_ABOVE_BYTES } from '../app.ts';
import { usersSchools } from '../db/schema.ts';
import { copyClaim, insertClaim, seedClaimSetup, type ClaimSetup } from '../testing/claims.ts';
import { createSchool } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let testApp: TestApp;
let setup: ClaimSetup;
const ROWS = 200;

// The school claims page's request: the list's fields, 200 rows.
const CLAIMS_PAGE = `query ($schoolId: ID, $limit: Int) { claims(schoolId: $schoolId, limit: $limit) { total capped items {
  id claim_number status student_first_name student_last_name academic_id submitted_by_id submitted_by_name injury_date
  submitted_to_tpa_at school_id school_name tpa_name tpa_code missing_items tpa_status tpa_claim_number nearest_due_on } } }`;

beforeAll(async () => {
  testApp = await createTestApp();
  setup = await seedClaimSetup(testApp.db);
  const { ids, users } = setup;
  const first = await insertClaim(testApp.db, { school_id: ids.school, schools_third_party_administrator_id: ids.link, student_id: ids.student, user_id: users.nurse });
  await copyClaim(testApp.db, first.id, ROWS - 1);
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

const claimsPage = (acceptEncoding?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/v1/graphql',
    payload: { query: CLAIMS_PAGE, variables: { schoolId: setup.ids.school, limit: ROWS } },
    headers: { authorization: `Bearer ${setup.tokens.nurse}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('compressed answers', () => {
  it('sends a 200-row claims page in brotli or gzip as the client accepts, the same answer at a fraction of its size', async () => {
    const plain = await claimsPage();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const answer = plain.json() as { data: { claims: { items: unknown[] } } };
    expect(answer.data.claims.items).toHaveLength(ROWS);

    const brotli = await claimsPage('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    const brotliBytes = brotli.rawPayload;
    expect(JSON.parse(brotliDecompressSync(brotliBytes).toString())).toEqual(answer);
    expect(brotliBytes.length).toBeLessThan(plain.rawPayload.length / 5);

    const gzip = await claimsPage('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(answer);
  });

  it('compresses a REST answer too, and leaves a small one as it is', async () => {
    const csv = await testApp.app.inject({
      method: 'GET',
      url: `/v1/claims/export.csv?schoolId=${setup.ids.school}`,
      headers: { authorization: `Bearer ${setup.tokens.nurse}`, 'accept-encoding': 'gzip' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(csv.rawPayload).toString().trim().split('\n')).toHaveLength(ROWS + 1);

    const small = await testApp.app.inject({ method: 'GET', url: '/v1/auth/sso/providers', headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_ABOVE_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ providers: [] });
  });

  it('never compresses a sign-in answer, which carries the session token beside what the caller sent', async () => {
    for (let index = 0; index < 30; index++) {
      const school = await createSchool(testApp.db, { name: `District school ${index}` });
      await testApp.db.insert(usersSchools).values({ user_id: setup.users.nurse, school_id: school.id });
    }
    const session = await testApp.app.inject({
      method: 'POST',
      url: '/v1/auth/me',
      headers: { authorization: `Bearer ${setup.tokens.nurse}`, 'accept-encoding': 'gzip, br' },
    });
    expect(session.statusCode).toBe(200);
    expect(session.rawPayload.length).toBeGreaterThan(COMPRESS_ABOVE_BYTES);
    expect(session.headers['content-encoding']).toBeUndefined();
    expect(session.json()).toMatchObject({ token: setup.tokens.nurse });
  });
});
