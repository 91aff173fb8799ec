// `npm test`: typecheck, lint, GraphQL documents, unit + integration (Vitest), production build, end-to-end
// (Playwright in Debian's Chromium, against the compiled server). Every suite runs even when an earlier one
// fails, and the last line is `N passed, N failed`, summed over all of them (typecheck and lint count one
// test per project).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const totals = { passed: 0, failed: 0 };
const failures = [];
// Named again after the totals: CI keeps only the tail of the output, where a flaky test must still show.
const failedTests = [];
const firstLine = (message) => String(message ?? '').split('\n').find((line) => line.trim()) ?? '';

// The end of each suite's output is kept: a run that fails with no failing test (an unhandled error, a
// file that did not load) is explained again after the totals, since CI keeps only the tail.
const OUTPUT_KEPT = 400_000;

function run(label, command, args, env = {}) {
  process.stdout.write(`\n=== ${label} ===\n`);
  const started = Date.now();
  const kept = [];
  let keptBytes = 0;
  return new Promise((resolve) => {
    let settled = false;
    let stoppedBy = null;
    const finish = (ok) => {
      if (settled) return;
      settled = true;
      const how = stoppedBy ? ` (stopped by ${stoppedBy})` : '';
      process.stdout.write(`--- ${label}: ${ok ? 'ok' : 'FAILED'}${how} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
      resolve({ ok, output: Buffer.concat(kept).toString(), stoppedBy });
    };
    const child = spawn(command, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const keep = (target) => (chunk) => {
      target.write(chunk);
      kept.push(chunk);
      keptBytes += chunk.length;
      while (keptBytes - kept[0].length > OUTPUT_KEPT) keptBytes -= kept.shift().length;
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('error', (error) => {
      process.stderr.write(`${error.message}\n`);
      finish(false);
    });
    // The suite ends when its process does, once its output is read, even if something it started still
    // holds the output open (the script exits explicitly at the end).
    child.on('exit', (status, signal) => {
      stoppedBy = signal;
      const streams = [child.stdout, child.stderr].filter((stream) => !stream.readableEnded);
      let open = streams.length;
      if (open === 0) finish(status === 0);
      for (const stream of streams) stream.once('end', () => --open === 0 && finish(status === 0));
      setTimeout(() => finish(status === 0), 5000);
    });
  });
}

// Vitest's own account of errors outside any test: its "Unhandled Errors" and "Failed Suites" blocks.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
function suiteErrorsOf(output) {
  const lines = output.replace(ANSI, '').split('\n');
  const blockStart = lines.findIndex((line) => /Unhandled Error|Unhandled Rejection|Failed Suites/.test(line));
  const start = blockStart >= 0 ? blockStart : lines.findLastIndex((line) => /Error|error/.test(line));
  return start < 0 ? lines.slice(-40) : lines.slice(Math.max(0, start - 5), start + 60);
}

function countOne(label, ok) {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(label);
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
  } catch {
    return undefined;
  }
}

// Playwright's JSON report has a suite per file, holding a suite per describe block.
function failedSpecs(report) {
  const found = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        found.push(`${spec.file} › [${test.projectName}] ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  return found;
}

function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium')) return true;
  process.stdout.write('Chromium is missing: installing Debian\'s chromium package for the end-to-end tests.\n');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => spawnSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  apt(['update', '-qq']);
  return apt(['install', '-y', '-qq', 'chromium']).status === 0 && fs.existsSync('/usr/bin/chromium');
}

fs.rmSync(path.join(root, 'test-results'), { recursive: true, force: true });
fs.mkdirSync(path.join(root, 'test-results'), { recursive: true });

for (const project of ['packages/shared', 'apps/server', 'apps/web', 'e2e', 'bench']) {
  countOne(`typecheck ${project}`, (await run(`typecheck ${project}`, bin('tsc'), ['--noEmit', '-p', project])).ok);
}
countOne('lint', (await run('lint', bin('eslint'), ['--max-warnings', '0', '.'])).ok);
// The web app's GraphQL documents validate against the server's printed schema (schema.test.ts keeps that
// current), and the types generated from them are the ones committed.
countOne('graphql documents', (await run('graphql documents and generated types', bin('graphql-codegen'), ['--config', 'apps/web/codegen.ts', '--check'])).ok);

const vitestRun = await run('unit and integration tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json']);
const vitestOk = vitestRun.ok;
const suiteErrors = [];
const vitest = readJson('test-results/vitest.json');
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  if (vitest.numFailedTests > 0) failures.push(`${vitest.numFailedTests} vitest tests`);
  for (const file of vitest.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failedTests.push(`${path.relative(root, file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
}
if (!vitestOk && (!vitest || vitest.numFailedTests === 0)) {
  countOne('vitest run (suite error)', false);
  for (const file of vitest?.testResults ?? []) {
    if (file.status === 'failed') suiteErrors.push(`${path.relative(root, file.name)}: ${firstLine(file.message)}`);
  }
  // killed (out of memory, say), Vitest said nothing of its own
  if (vitestRun.stoppedBy) suiteErrors.push(`Vitest was stopped by ${vitestRun.stoppedBy}, without its report`);
  else suiteErrors.push(...suiteErrorsOf(vitestRun.output));
}

const built = (await run('build the web app and the server', 'npm', ['run', 'build'])).ok;
countOne('build', built);
if (built) {
  if (!ensureChromium()) countOne('install chromium', false);
  else {
    const e2eOk = (await run('end-to-end tests', bin('playwright'), ['test'])).ok;
    const report = readJson('test-results/playwright.json');
    if (report) {
      totals.passed += report.stats.expected + report.stats.flaky;
      totals.failed += report.stats.unexpected;
      if (report.stats.unexpected > 0) failures.push(`${report.stats.unexpected} end-to-end tests`);
      failedTests.push(...failedSpecs(report));
    }
    if (!e2eOk && (!report || report.stats.unexpected === 0)) countOne('playwright run (suite error)', false);
  }
}

if (suiteErrors.length) process.stdout.write(`\nVitest failed outside its tests:\n${suiteErrors.map((line) => `  ${line}`).join('\n')}\n`);
if (failedTests.length) process.stdout.write(`\nFailed tests:\n${failedTests.map((name) => `  ${name}`).join('\n')}\n`);
if (failures.length) process.stdout.write(`\nFailed: ${failures.join(', ')}\n`);
process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed\n`);
process.exit(totals.failed === 0 ? 0 : 1);
