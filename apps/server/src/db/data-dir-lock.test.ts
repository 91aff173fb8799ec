import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('lockDataDir', () => {
  it('refuses a directory held by another live process', () => {
    const dir = tempDir();
    // The parent of this test process is alive for as long as the test runs.
    fs.writeFileSync(path.join(dir, 'pglite.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`in use by another process (pid ${process.ppid})`);
  });

  it('takes over a stale lock left by a process that died', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'pglite.lock'), '999999999');
    const unlock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
  });

  it('can be locked again after release', () => {
    const dir = tempDir();
    lockDataDir(dir)();
    expect(() => lockDataDir(dir)()).not.toThrow();
  });
});
