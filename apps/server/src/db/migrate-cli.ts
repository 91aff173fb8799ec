import { parseArgs } from 'node:util';
import { runCli } from '../cli.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { migrateAsOwner } from './client.ts';
import { openConfiguredDatabase } from './from-config.ts';
import { transferOwnershipSql } from './roles.ts';

// `npm run db:migrate`: brings the schema (and the job queue's) up to date as the owner role, creates the
// application and read-only roles if they are missing and the owner may, and grants them their
// privileges (ADR 050). The embedded database does all of it at each start; this opens it once to do so.
// `-- --ownership-sql claims_owner` prints instead the SQL a superuser runs once to hand a database of an
// earlier version (its objects the role's that migrated it) to the owner (docs/operations.md).
await runCli(async () => {
  const { values } = parseArgs({ options: { 'ownership-sql': { type: 'string' } } });
  if (values['ownership-sql']) {
    process.stdout.write(`${transferOwnershipSql(values['ownership-sql'])}\n`);
    return;
  }
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
