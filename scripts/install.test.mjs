// What `npm ci` installs, held to the decisions of ADR 034: the Node lines the project declares, the release
// CI runs, and an explicit word on every install script.
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

// ADR 034: CI and the image run the release pinned in .node-version (Node 24 LTS); Node 22 is the oldest
// line the project declares. No installed package may ask for a Node outside what `engines` admits, so an
// install on either line prints no EBADENGINE, and a dependency update that breaks this fails here.
const pinned = fs.readFileSync(path.join(root, '.node-version'), 'utf8').trim();
const declaredLines = [semver.minVersion(rootPackage.engines.node).version, `${semver.major(pinned)}.0.0`, pinned];

describe('the install', () => {
  it('declares Node 22 and Node 24, and pins a Node 24 release for CI and the image', () => {
    expect(semver.major(semver.minVersion(rootPackage.engines.node))).toBe(22);
    expect(semver.major(pinned)).toBe(24);
    expect(semver.satisfies(pinned, rootPackage.engines.node)).toBe(true);
    expect(semver.satisfies('20.20.0', rootPackage.engines.node)).toBe(false);
  });

  // .ci/run sets CLAIMS_CI_NODE once it has put a release first on PATH: the suite itself must then be
  // running on it, not on the machine's older Node.
  it.runIf(process.env.CLAIMS_CI_NODE)('runs, under .ci/run, on the release it fetched', () => {
    expect(process.version).toBe(`v${process.env.CLAIMS_CI_NODE}`);
  });

  it('runs on a Node the project declares', () => {
    expect(semver.satisfies(process.version, rootPackage.engines.node)).toBe(true);
  });

  it.each(declaredLines)('installs no package that refuses Node %s', (version) => {
    const refusing = installedPackages()
      .filter((manifest) => typeof manifest.engines?.node === 'string' && !semver.satisfies(version, manifest.engines.node))
      .map((manifest) => `${manifest.name} (${manifest.engines.node})`);
    expect([...new Set(refusing)].sort()).toEqual([]);
  });

  it('says, for every dependency with an install script, whether it may run', () => {
    const scripted = installedPackages()
      .filter((manifest) => ['preinstall', 'install', 'postinstall'].some((script) => manifest.scripts?.[script]))
      .map((manifest) => manifest.name);
    const unreviewed = [...new Set(scripted)].filter((name) => !(name in (rootPackage.allowScripts ?? {})));
    expect(unreviewed).toEqual([]);
  });
});
