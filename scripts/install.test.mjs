// What `npm ci` installs, held to the decisions of ADR 034: the Node version the project declares and CI
// runs, the packages known to declare a newer one, and an explicit word on every install script.
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const rootPackage = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

// Each installed package's manifest, nested node_modules included (workspaces keep their own).
function installedPackages() {
  const found = [];
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const name of fs.readdirSync(dir)) {
      if (name.startsWith('.')) continue;
      const folder = path.join(dir, name);
      if (name.startsWith('@')) {
        walk(folder);
        continue;
      }
      const manifest = path.join(folder, 'package.json');
      if (!fs.existsSync(manifest)) continue;
      found.push(JSON.parse(fs.readFileSync(manifest, 'utf8')));
      walk(path.join(folder, 'node_modules'));
    }
  };
  for (const workspace of ['.', ...rootPackage.workspaces]) walk(path.join(root, workspace, 'node_modules'));
  return found;
}

// ADR 034: these declare Node 22 and are proven on Node 20 by the whole suite on every CI run. A new one
// fails here until it is looked at and recorded there.
const DECLARE_NODE_22 = [
  '@axe-core/playwright',
  '@mantine/dropzone',
  '@whatwg-node/disposablestack',
  '@whatwg-node/fetch',
  '@whatwg-node/node-fetch',
  '@whatwg-node/promise-helpers',
  'attr-accept',
  'content-disposition',
  'cookie',
  'file-selector',
  'i18next',
  'listr2',
  'pg-boss',
  'react-dropzone',
  'react-i18next',
  'sync-fetch',
];

describe('the install', () => {
  it('runs on the Node version the project declares, the one CI uses', () => {
    expect(semver.satisfies(process.version, rootPackage.engines.node)).toBe(true);
    expect(semver.minVersion(rootPackage.engines.node)?.major).toBe(20);
  });

  it('names every package that asks for a newer Node than the declared one', () => {
    const floor = semver.minVersion(rootPackage.engines.node).version;
    const newer = installedPackages()
      .filter((manifest) => typeof manifest.engines?.node === 'string' && !semver.satisfies(floor, manifest.engines.node))
      .map((manifest) => manifest.name);
    expect([...new Set(newer)].sort()).toEqual(DECLARE_NODE_22);
  });

  it('says, for every dependency with an install script, whether it may run', () => {
    const scripted = installedPackages()
      .filter((manifest) => ['preinstall', 'install', 'postinstall'].some((script) => manifest.scripts?.[script]))
      .map((manifest) => manifest.name);
    const unreviewed = [...new Set(scripted)].filter((name) => !(name in (rootPackage.allowScripts ?? {})));
    expect(unreviewed).toEqual([]);
  });
});
