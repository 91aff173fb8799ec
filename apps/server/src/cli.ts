import { ConfigError } from './config.ts';
import { DatabaseConnectionError, DatabaseSetupError } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { FileKeyError } from './modules/uploads/file-store.ts';

const EXPECTED = [ConfigError, DatabaseConnectionError, DatabaseSetupError, DataDirLockedError, FileKeyError];

// Start-up problems a user can fix get one clear message and exit code 1, not a stack trace.
export async function runCli(main: () => Promise<void>) {
  try {
    await main();
  } catch (error) {
    const known = EXPECTED.some((type) => error instanceof type);
    const listenError = (error as NodeJS.ErrnoException).code === 'EADDRINUSE' || (error as NodeJS.ErrnoException).code === 'EACCES';
    if (known || listenError) {
      process.stderr.write(`\nError: ${(error as Error).message}\n\n`);
    } else {
      process.stderr.write(`\nUnexpected error during start-up:\n${(error as Error).stack ?? String(error)}\n\n`);
    }
    process.exit(1);
  }
}
