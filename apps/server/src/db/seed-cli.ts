import { parseArgs } from 'node:util';
import { runCli } from '../cli.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openConfiguredDatabase } from './from-config.ts';
import { isDatabaseEmpty, seedDemo, seedScale } from './seed.ts';

// `npm run db:seed` loads the demo program into an empty database (embedded or PostgreSQL);
// `npm run db:seed -- --scale N` adds N generated schools for benchmarks, each with ~250 students and
// ~50 claims, or `--students-per-school` and `--claims-per-school` of them (a million of each:
// `--scale 200 --students-per-school 5000 --claims-per-school 5000`).
const wholeNumber = (option: string, value: string | undefined) => {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new ConfigError(`--${option} takes a whole number, e.g. --${option} 100`);
  return number;
};

await runCli(async () => {
  const { values } = parseArgs({
    options: { scale: { type: 'string' }, 'students-per-school': { type: 'string' }, 'claims-per-school': { type: 'string' } },
  });
  const scale = wholeNumber('scale', values.scale);
  const studentsPerSchool = wholeNumber('students-per-school', values['students-per-school']);
  const claimsPerSchool = wholeNumber('claims-per-school', values['claims-per-school']);
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const started = Date.now();
    if (scale !== undefined) {
      await seedScale(database.workerDb, { schools: scale, studentsPerSchool, claimsPerSchool }, (done) => {
        if (done % 10 === 0 || done === scale) process.stdout.write(`\r${done}/${scale} schools`);
      });
      process.stdout.write(`\nAdded ${scale} schools in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
    } else if (await isDatabaseEmpty(database.workerDb)) {
      await seedDemo(database.workerDb);
      process.stdout.write(`Demo data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
    } else {
      process.stdout.write('The database already has data; demo data was not loaded.\n');
    }
  } finally {
    await database.close();
  }
});
