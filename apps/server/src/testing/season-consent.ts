import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { students } from '../db/schema.ts';
import { pdfDocument } from './claim-documents.ts';
import { multipart } from './multipart.ts';
import type { TestApp } from './test-app.ts';

// The text of the first e-mail to `address`, however the test app sends mail (a test SMTP server, or
// the .eml files of a server without one).
export type MailText = (address: string) => Promise<string>;

// A student's guardian signs a season authorization with a card photo (ADR 049), as the school's staff
// asked by a campaign: what it left (its campaign, the guardian's address and the stored files).
export async function signedSeasonAuthorization(testApp: TestApp, mailText: MailText, { schoolId, staffToken, studentId }: { schoolId: string; staffToken: string; studentId: string }) {
  const email = `season.${studentId.slice(0, 8)}@family.test`;
  await testApp.db.update(students).set({ parents_info: { first_name: 'Gloria', email } }).where(eq(students.id, studentId));
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/v1/graphql',
    headers: { authorization: `Bearer ${staffToken}` },
    payload: { query: `mutation { createSeasonCampaign(schoolId: "${schoolId}", studentIds: ["${studentId}"]) { id } }` },
  });
  const { data, errors } = created.json() as { data: { createSeasonCampaign: { id: string } } | null; errors?: unknown };
  expect(errors).toBeUndefined();
  const token = /\/guardian\/([\w-]{43})\b/.exec(await mailText(email))![1]!;
  const access = (await testApp.app.inject({ method: 'POST', url: `/v1/guardian/${token}/check`, payload: { birth_date: '2010-03-04' } })).json().access as string;
  const headers = { 'x-parent-access': access };
  const card = multipart({ kind: 'INSURANCE_CARD_FRONT' }, { name: 'file', filename: 'card.pdf', type: 'application/pdf', data: await pdfDocument() });
  expect((await testApp.app.inject({ method: 'POST', url: `/v1/guardian/${token}/students/${studentId}/cards`, headers: { ...headers, ...card.headers }, payload: card.payload })).statusCode).toBe(200);
  const signed = await testApp.app.inject({
    method: 'POST',
    url: `/v1/guardian/${token}/students/${studentId}/sign`,
    headers,
    payload: { parent: { first_name: 'Gloria', last_name: 'Rivera' }, other_insurance: 'NONE', medicaid: 'NO', records_consent: true, authorization_accepted: true, signature_name: 'Gloria Rivera', intent_accepted: true },
  });
  expect(signed.statusCode).toBe(200);
  const files = rowsOf<{ id: string }>(
    await testApp.db.execute(sql`select document_file_id as id from season_authorizations where student_id = ${studentId}
      union select english_rendering_file_id from season_authorizations where student_id = ${studentId}
      union select file_id from season_card_files where student_id = ${studentId}`),
  ).flatMap((row) => (row.id ? [row.id] : []));
  return { campaignId: data!.createSeasonCampaign.id, email, files };
}
