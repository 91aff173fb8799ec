import type { FastifyInstance, FastifyReply } from 'fastify';
import { requestMeta } from '../../http/request-meta.ts';
import type { ClaimRecordsService, ClaimListArgs } from './claim-records.service.ts';
import type { ClaimsService } from './claims.service.ts';

const idOf = (params: unknown, name: 'claimId' | 'id') => String((params as Record<string, unknown>)[name] ?? '');

// Query strings carry text; paging numbers are turned back into numbers for the shared list rules.
function listArgsOf(query: unknown): ClaimListArgs {
  const { offset, limit, statuses, dueWithinDays, ...rest } = (query ?? {}) as Record<string, string | undefined>;
  const nonEmpty = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined && value !== ''));
  return {
    ...nonEmpty,
    ...(statuses ? { statuses: statuses.split(',') } : {}),
    ...(offset ? { offset: Number(offset) } : {}),
    ...(limit ? { limit: Number(limit) } : {}),
    ...(dueWithinDays ? { dueWithinDays: Number(dueWithinDays) } : {}),
  } as ClaimListArgs;
}

function sendPdf(reply: FastifyReply, pdf: { filename: string; data: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${pdf.filename.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(pdf.data);
}

export async function registerClaimsRoutes(app: FastifyInstance, claims: ClaimsService, records: ClaimRecordsService) {
  // The wizard sends the same Idempotency-Key for every try of one draft: a retry answers with the claim
  // the first try stored.
  app.post('/v1/claims', async (request) => {
    const result = await claims.create(request.actor, request.body, request.headers['idempotency-key'], requestMeta(request));
    return { success: true, claim_id: result.claim_id, claim_number: result.claim_number };
  });

  app.post('/v1/claims/:claimId', async (request) => {
    const result = await claims.update(request.actor, idOf(request.params, 'claimId'), request.body, requestMeta(request));
    return { success: true, claim_id: result.claim_id, claim_number: result.claim_number, parent_asked_again: result.parentAskedAgain };
  });

  // The filtered list as CSV (same filters and order as the claims lists).
  app.get('/v1/claims/export.csv', async (request, reply) => {
    const csv = await records.exportCsv(request.actor, listArgsOf(request.query));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="claims.csv"')
      .header('cache-control', 'no-store')
      .send(`\uFEFF${csv}`);
  });

  app.post('/v1/claims/:claimId/resend-email', async (request) => {
    await records.resend(request.actor, idOf(request.params, 'claimId'));
    return { success: true };
  });

  app.get('/v1/claims/email/:id', async (request) => ({ email: await records.emailView(request.actor, idOf(request.params, 'id')) }));

  app.post('/v1/claims/email/:id', async (request) => ({ success: true, viewed_at: await records.markViewed(request.actor, idOf(request.params, 'id')) }));

  app.get('/v1/claims/jwt-pdf/:id', async (request) => ({ success: true, token: await records.claimPdfToken(request.actor, idOf(request.params, 'id')) }));

  app.get('/v1/claims/email/:id/jwt-pdf', async (request) => ({ success: true, token: await records.emailPdfToken(request.actor, idOf(request.params, 'id')) }));

  // Public: a new window has no bearer token; the short-lived signed token in the query is the permission.
  app.get('/v1/pdf/claim', { config: { public: true } }, async (request, reply) =>
    sendPdf(reply, await records.claimPdfByToken((request.query as { jwt?: unknown }).jwt)),
  );

  app.get('/v1/pdf/email', { config: { public: true } }, async (request, reply) =>
    sendPdf(reply, await records.emailPdfByToken((request.query as { jwt?: unknown }).jwt)),
  );
}
