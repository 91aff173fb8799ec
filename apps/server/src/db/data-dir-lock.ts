import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

const heldHere = new Set<string>();

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// PGlite has no lock of its own: two processes on one data directory would corrupt it, so the
// first one holds a lock file naming its pid and a second one is refused.
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      heldHere.add(lockPath);
      return () => {
        heldHere.delete(lockPath);
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8').trim());
      // Our own pid in a lock we did not take is a leftover from an earlier process that had the same pid.
      const heldByOther = holder !== process.pid && Number.isInteger(holder) && holder > 0 && isRunning(holder);
      if (heldHere.has(lockPath) || heldByOther) {
        throw new DataDirLockedError(
          `The embedded database in ${dir} is in use by another process (pid ${holder}). ` +
            'Stop that process first, or set DATABASE_URL to use a PostgreSQL server.',
        );
      }
      // The holder is gone (crash or kill -9): the lock is stale and safe to take over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the embedded database in ${dir}.`);
}
