import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ClaimValues } from '../claims.repo.ts';
import { LIFECYCLE_COLUMNS, type LifecycleColumn } from './claim-lifecycle.repo.ts';

// Only the lifecycle module writes where a claim stands (issue 38): its status columns and its history
// rows. Read from the source, so that a repo of another module which starts writing them fails here.
const LIFECYCLE_DIR = path.dirname(fileURLToPath(import.meta.url));
const MODULES_DIR = path.resolve(LIFECYCLE_DIR, '../..');

const HISTORY_WRITE = [/\.(insert|update|delete)\(\s*claimsChangeLogs\s*\)/, /\b(insert\s+into|update|delete\s+from)\s+(\$\{claimsChangeLogs\}|"?claims_change_logs"?)/i];
const RAW_CLAIMS_UPDATE = /\bupdate\s+(\$\{claims\}|"?claims"?\s)/i;
const columnPattern = new RegExp(`\\b(${LIFECYCLE_COLUMNS.join('|')})\\b`);

// Each write of a claim's state in a file's source, as "line: statement".
function lifecycleWritesIn(source: string): string[] {
  const found: string[] = [];
  const lineOf = (index: number) => source.slice(0, index).split('\n').length;
  for (const pattern of [...HISTORY_WRITE, RAW_CLAIMS_UPDATE]) {
    for (const match of source.matchAll(new RegExp(pattern, `${pattern.flags}g`))) found.push(`${lineOf(match.index)}: ${match[0]}`);
  }
  // A drizzle update of the claims table may set its content, never its lifecycle columns.
  for (const match of source.matchAll(/\.update\(\s*claims\s*\)([\s\S]*?)\.where\(/g)) {
    const column = columnPattern.exec(match[1] ?? '');
    if (column) found.push(`${lineOf(match.index)}: sets ${column[0]}`);
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === LIFECYCLE_DIR ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the lifecycle owns a claim’s state', () => {
  it('finds writes of a claim’s state in source', () => {
    expect(lifecycleWritesIn('await db.insert(claimsChangeLogs).values(row);')).toHaveLength(1);
    expect(lifecycleWritesIn('await tx.update(claims).set({ status: "PENDING", updated_at: now }).where(eq(claims.id, id));')).toEqual(['1: sets status']);
    expect(lifecycleWritesIn('await tx.update(claims)\n  .set({ tpa_received_at: at })\n  .where(x);')).toEqual(['1: sets tpa_received_at']);
    expect(lifecycleWritesIn('await db.execute(sql`update ${claims} set status = ${s}`);')).toHaveLength(1);
    expect(lifecycleWritesIn('await db.execute(sql`insert into claims_change_logs (claim_id) values (${id})`);')).toHaveLength(1);
    expect(lifecycleWritesIn('await db.update(claims).set({ injury_description: text }).where(eq(claims.id, id));')).toEqual([]);
    expect(lifecycleWritesIn('db.select().from(claimsChangeLogs).where(eq(claimsChangeLogs.status, "PENDING"))')).toEqual([]);
  });

  it('has no module but the lifecycle write them', () => {
    const files = sourceFiles(MODULES_DIR);
    expect(files.length).toBeGreaterThan(50);
    const writes = files.flatMap((file) => lifecycleWritesIn(readFileSync(file, 'utf8')).map((write) => `${path.relative(MODULES_DIR, file)}:${write}`));
    expect(writes).toEqual([]);
  });

  it('leaves the lifecycle columns out of what the claims repo writes', () => {
    expectTypeOf<Extract<keyof ClaimValues, LifecycleColumn>>().toEqualTypeOf<never>();
  });
});
