import type { FastifyReply } from 'fastify';

// A CSV download as every export sends it: UTF-8 with a byte-order mark (so spreadsheets read accents),
// never cached, since it holds students' records.
export const sendCsv = (reply: FastifyReply, filename: string, csv: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(`\uFEFF${csv}`);
