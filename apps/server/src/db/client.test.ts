import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { activities } from './schema.ts';

describe('the embedded database', () => {
  it('keeps its data across a stop and a start', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-pglite-'));
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir });
      await first.db.insert(activities).values({ activity: 'Fencing' });
      await first.close();

      const second = await openDatabase({ kind: 'pglite', dataDir });
      const rows = await second.db.select({ activity: activities.activity }).from(activities);
      await second.close();
      expect(rows).toEqual([{ activity: 'Fencing' }]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a second open of the same data directory', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-pglite-'));
    const first = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow('in use by another process');
    } finally {
      await first.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
