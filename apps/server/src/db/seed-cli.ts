import { parseArgs } from 'node:util';
import { runCli } from '../cli.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openConfiguredDatabase } from './from-config.ts';
import { isDatabaseEmpty, seedDemo, seedScale } from './seed.ts';

// `npm run db:seed` loads the demo program into an empty database (embedded or PostgreSQL);
// `npm run db:seed -- --scale N` adds N generated schools for benchmarks.
await runCli(async () => {
  const { values } = parseArgs({ options: { scale: { type: 'string' } } });
  const scale = values.scale === undefined ? undefined : Number(values.scale);
  if (scale !== undefined && (!Number.isInteger(scale) || scale < 1)) {
    throw new ConfigError('--scale takes a whole number of schools, e.g. --scale 100');
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const started = Date.now();
    if (scale !== undefined) {
      await seedScale(database.db, scale, (done) => {
        if (done % 10 === 0 || done === scale) process.stdout.write(`\r${done}/${scale} schools`);
      });
      process.stdout.write(`\nAdded ${scale} schools in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
    } else if (await isDatabaseEmpty(database.db)) {
      await seedDemo(database.db);
      process.stdout.write(`Demo data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
    } else {
      process.stdout.write('The database already has data; demo data was not loaded.\n');
    }
  } finally {
    await database.close();
  }
});
