// The server's modules import one another without a loop (issue 38), and the check would see one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'module-cycles.mjs');
const check = (...args) => spawnSync(process.execPath, [script, '--check', ...args], { encoding: 'utf8' });

const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'module-cycles-'));
const write = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
  fs.writeFileSync(path.join(fixture, file), text);
};
afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));

describe('import cycles between server modules', () => {
  it('are none', () => {
    const run = check();
    expect(run.stdout).toBe('No import cycles between server modules.\n');
    expect(run.status).toBe(0);
  });

  it('are found between two modules, and between a module and a folder within it, but not through tables or tests', () => {
    write('orders/orders.service.ts', "import { bill } from '../billing/billing.service.ts';\nimport { rows } from '../billing/billing.schema.ts';\n");
    write('billing/billing.service.ts', "import { order } from '../orders/orders.service.ts';\n");
    write('claims/claims.service.ts', "import { transition } from './lifecycle/lifecycle.ts';\n");
    write('claims/lifecycle/lifecycle.ts', "import { claims } from '../claims.schema.ts';\n");
    write('claims/lifecycle/lifecycle.test.ts', "import { submit } from '../claims.service.ts';\n");
    write('shipping/shipping.service.ts', "import { rows } from '../billing/billing.schema.ts';\n");
    write('billing/billing.schema.ts', "import { order } from '../shipping/shipping.service.ts';\n");
    let run = check('--modules', fixture);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('Import cycle between 2 modules: billing, orders');
    expect(run.stdout).not.toContain('claims');
    expect(run.stdout).not.toContain('shipping');

    write('claims/lifecycle/lifecycle.ts', "import { submit } from '../claims.service.ts';\n");
    run = check('--modules', fixture);
    expect(run.stdout).toContain('Import cycle between 2 modules: claims, claims/lifecycle');
    expect(run.stdout).toContain('claims/lifecycle -> claims: claims/lifecycle/lifecycle.ts');
  });
});
