import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATA_INVENTORY, renderDataInventory, schemaColumns } from './data-inventory.ts';

describe('the data inventory', () => {
  it('names every column of every table, and nothing the schema does not have', () => {
    const inSchema = schemaColumns().map(({ table, column }) => `${table}.${column}`).sort();
    const inInventory = Object.entries(DATA_INVENTORY)
      .flatMap(([table, entry]) => entry.columns.split(' ').map((column) => `${table}.${column}`))
      .sort();
    expect({ missing: inSchema.filter((name) => !inInventory.includes(name)), extra: inInventory.filter((name) => !inSchema.includes(name)) }).toEqual({ missing: [], extra: [] });
  });

  it('gives a category only to columns it lists', () => {
    const stray = Object.entries(DATA_INVENTORY).flatMap(([table, entry]) => Object.keys(entry.categories ?? {}).filter((column) => !entry.columns.split(' ').includes(column)).map((column) => `${table}.${column}`));
    expect(stray).toEqual([]);
  });

  it('is printed as docs/data-inventory.md (npm run inventory:print -w @claims/server)', () => {
    expect(fs.readFileSync(new URL('../../../../docs/data-inventory.md', import.meta.url), 'utf8')).toBe(renderDataInventory());
  });
});
