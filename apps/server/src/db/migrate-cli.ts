import { runCli } from '../cli.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { migrateAsOwner } from './client.ts';
import { openConfiguredDatabase } from './from-config.ts';

// `npm run db:migrate`: brings the schema (and the job queue's) up to date as the owner role, creates the
// application and read-only roles if they are missing and the owner may, and grants them their
// privileges (ADR 050). The embedded database does all of it at each start; this opens it once to do so.
await runCli(async () => {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    const database = await openConfiguredDatabase(config);
    await database.close();
  } else {
    if (!config.DATABASE_OWNER_URL) throw new ConfigError('DATABASE_OWNER_URL is not set: migrations run as the owner role (docs/operations.md, Database roles).');
    await migrateAsOwner({ ownerUrl: config.DATABASE_OWNER_URL, appUrl: config.DATABASE_URL, readOnlyUrl: config.DATABASE_READONLY_URL });
  }
  process.stdout.write('The database is migrated.\n');
});
