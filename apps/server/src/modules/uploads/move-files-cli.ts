import { runCli } from '../../cli.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { openConfiguredDatabase } from '../../db/from-config.ts';
import { createFileStore, keyRingOf, moveFiles } from './file-store.ts';
import { createObjectBucket, parseStorageUrl } from './object-bucket.ts';

// `npm run files:move -- bucket` moves every stored file's bytes from the database into the bucket of
// STORAGE_URL; `npm run files:move -- database` moves them back (ADR 043). Servers may keep running: each
// file moves in a transaction of its own, readable where it was until the move commits.
await runCli(async () => {
  const to = process.argv[2];
  if (to !== 'bucket' && to !== 'database') throw new ConfigError('Say where the files go: `npm run files:move -- bucket` or `npm run files:move -- database`.');
  const config = loadConfig();
  if (!config.STORAGE_URL) throw new ConfigError('STORAGE_URL is not set: it names the bucket the files move to or from.');
  const database = await openConfiguredDatabase(config);
  try {
    const store = createFileStore(keyRingOf(config), await createObjectBucket(parseStorageUrl(config.STORAGE_URL)));
    await store.checkKeys(database.workerDb);
    const moved = await moveFiles(store, database.workerDb, to, (count) => process.stdout.write(`\r${count} files moved into the ${to}`));
    let deleted = 0;
    for (let batch = await store.deleteObjects(database.workerDb); batch > 0; batch = await store.deleteObjects(database.workerDb)) deleted += batch;
    process.stdout.write(`\n${moved} files moved into the ${to}, each checked against its SHA-256 digest${to === 'database' ? `; ${deleted} objects deleted from the bucket` : ''}.\n`);
  } finally {
    await database.close();
  }
});
