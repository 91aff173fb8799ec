import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { runCli } from '../../cli.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { rowsOf } from '../../db/client.ts';
import { openConfiguredDatabase } from '../../db/from-config.ts';
import { PROGRAM_CHAIN_ID } from '../../domain/access-chain.ts';
import { chainIds, verifyChain } from './access-chain.repo.ts';

// `npm run access-log:verify -w @claims/server -- <school-id>` (or `--all`, the program's chain included)
// walks each chain (ADR 052) and prints one line per chain; exit code 1 when one is broken, naming the
// first broken event.
const USAGE = 'Give a school id (or 00000000-0000-0000-0000-000000000000 for the events naming no school), or --all';

await runCli(async () => {
  const { values, positionals } = parseArgs({ options: { all: { type: 'boolean' } }, allowPositionals: true });
  if (values.all === positionals.length > 0 || positionals.length > 1) throw new ConfigError(USAGE);
  if (positionals[0] !== undefined && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(positionals[0])) throw new ConfigError(USAGE);
  const database = await openConfiguredDatabase(loadConfig());
  try {
    const chains = values.all ? await chainIds(database.workerDb) : [positionals[0]!.toLowerCase()];
    const names = new Map(rowsOf<{ id: string; name: string }>(await database.workerDb.execute(sql`select id, name from schools`)).map((row) => [row.id, row.name]));
    let broken = 0;
    for (const chain of chains) {
      const verdict = await verifyChain(database.workerDb, chain);
      const name = chain === PROGRAM_CHAIN_ID ? 'events naming no school' : (names.get(chain) ?? 'no such school');
      if (verdict.broken) {
        broken += 1;
        const { seq, eventId, reason } = verdict.broken;
        process.stdout.write(`${chain} (${name}): BROKEN at seq ${seq ?? '-'}, event ${eventId ?? '-'}: ${reason} (${verdict.events} events verified before it)\n`);
      } else {
        process.stdout.write(`${chain} (${name}): intact, ${verdict.events} events, head #${verdict.headSeq} ${verdict.headHash}\n`);
      }
    }
    if (broken > 0) process.exitCode = 1;
  } finally {
    await database.close();
  }
});
