import { claimEmailAnswer, claimEmailViewedAnswer, claimSubmissionSchema, claimSubmitAnswer, idParams, pdfTokenAnswer, pdfTokenQuery, successAnswer } from '@claims/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { sendCsv } from '../../http/csv-reply.ts';
import type { TypedApp } from '../../http/openapi.ts';
import { requestMeta } from '../../http/request-meta.ts';
import type { ClaimRecordsService } from './claim-records.service.ts';
import type { ClaimsService } from './claims.service.ts';

const tags = ['Claims'];
const claimParams = z.object({ claimId: z.string() });
// The claims lists' filters, order and window, as query text (the service checks them as it does for the
// lists; `statuses` is comma-separated).
const text = z.string().optional();
const listQuery = z.object({
  schoolId: text,
  name: text,
  studentId: text,
  submittedBy: text,
  status: text,
  statuses: text,
  tpaId: text,
  submittedFrom: text,
  submittedTo: text,
  completeness: text,
  tpaStatus: text,
  dueWithinDays: text,
  offset: text,
  limit: text,
  sort: text,
  direction: text,
});
// Only the key is declared: a request carries its other headers too (the signature's evidence reads the
// user agent).
const idempotencyHeaders = z.looseObject({ 'idempotency-key': z.string().optional() });

// Query strings carry text; paging numbers are turned back into numbers for the shared list rules.
function listArgsOf(query: z.output<typeof listQuery>) {
  const { offset, limit, statuses, dueWithinDays, ...rest } = query;
  const nonEmpty = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined && value !== ''));
  return {
    ...nonEmpty,
    ...(statuses ? { statuses: statuses.split(',') } : {}),
    ...(offset ? { offset: Number(offset) } : {}),
    ...(limit ? { limit: Number(limit) } : {}),
    ...(dueWithinDays ? { dueWithinDays: Number(dueWithinDays) } : {}),
  };
}

function sendPdf(reply: FastifyReply, pdf: { filename: string; data: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${pdf.filename.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(pdf.data);
}

export async function registerClaimsRoutes(app: TypedApp, claims: ClaimsService, records: ClaimRecordsService) {
  // The wizard sends the same Idempotency-Key for every try of one draft: a retry answers with the claim
  // the first try stored.
  app.post('/v1/claims', { schema: { tags, headers: idempotencyHeaders, body: claimSubmissionSchema, response: { 200: claimSubmitAnswer } } }, async (request) => {
    const result = await claims.create(request.actor, request.body, request.headers['idempotency-key'], requestMeta(request));
    return { success: true as const, claim_id: result.claim_id, claim_number: result.claim_number };
  });

  app.post('/v1/claims/:claimId', { schema: { tags, params: claimParams, body: claimSubmissionSchema, response: { 200: claimSubmitAnswer } } }, async (request) => {
    const result = await claims.update(request.actor, request.params.claimId, request.body, requestMeta(request));
    return { success: true as const, claim_id: result.claim_id, claim_number: result.claim_number, parent_asked_again: result.parentAskedAgain };
  });

  // The filtered list as CSV (same filters and order as the claims lists).
  app.get('/v1/claims/export.csv', { schema: { tags, querystring: listQuery } }, async (request, reply) => {
    return sendCsv(reply, 'claims.csv', await records.exportCsv(request.actor, listArgsOf(request.query)));
  });

  app.post('/v1/claims/:claimId/resend-email', { schema: { tags, params: claimParams, response: { 200: successAnswer } } }, async (request) => {
    await records.resend(request.actor, request.params.claimId);
    return { success: true as const };
  });

  app.get('/v1/claims/email/:id', { schema: { tags, params: idParams, response: { 200: claimEmailAnswer } } }, async (request) => ({
    email: await records.emailView(request.actor, request.params.id),
  }));

  app.post('/v1/claims/email/:id', { schema: { tags, params: idParams, response: { 200: claimEmailViewedAnswer } } }, async (request) => ({
    success: true as const,
    viewed_at: (await records.markViewed(request.actor, request.params.id)).toISOString(),
  }));

  app.get('/v1/claims/jwt-pdf/:id', { schema: { tags, params: idParams, response: { 200: pdfTokenAnswer } } }, async (request) => ({
    success: true as const,
    token: await records.claimPdfToken(request.actor, request.params.id),
  }));

  app.get('/v1/claims/email/:id/jwt-pdf', { schema: { tags, params: idParams, response: { 200: pdfTokenAnswer } } }, async (request) => ({
    success: true as const,
    token: await records.emailPdfToken(request.actor, request.params.id),
  }));

  // Public: a new window has no bearer token; the short-lived signed token in the query is the permission.
  app.get('/v1/pdf/claim', { config: { public: true }, schema: { tags, querystring: pdfTokenQuery } }, async (request, reply) =>
    sendPdf(reply, await records.claimPdfByToken(request.query.jwt, request.accessTrail)),
  );

  app.get('/v1/pdf/email', { config: { public: true }, schema: { tags, querystring: pdfTokenQuery } }, async (request, reply) =>
    sendPdf(reply, await records.emailPdfByToken(request.query.jwt, request.accessTrail)),
  );
}
