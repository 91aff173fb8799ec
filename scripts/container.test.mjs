// The container definition (Dockerfile, compose.yaml), linted, and held to the commands CI runs: the e2e
// suite starts the server by the package's `serve` and `db:seed` scripts (scripts/e2e-server.mjs), and the
// image must run those same commands, so what CI proves is what an operator hosts. No container runtime
// is needed: this machine and CI have none.
import fs from 'node:fs';
import path from 'node:path';
import { DockerfileParser } from 'dockerfile-ast';
import { build } from 'esbuild';
import { validate, ValidationSeverity } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const rootPackage = JSON.parse(read('package.json'));
const dockerfileText = read('Dockerfile');
const dockerfile = DockerfileParser.parse(dockerfileText);
// Merge keys (`<<: *app`), as Compose reads them.
const compose = parse(read('compose.yaml'), { merge: true });

const scriptArgs = (script) => rootPackage.scripts[script].split(' ');
const instructions = (keyword) => dockerfile.getInstructions().filter((instruction) => instruction.getKeyword() === keyword);
const finalStage = () => dockerfile.getFROMs().at(-1);
const inFinalStage = (keyword) => instructions(keyword).filter((instruction) => instruction.getRange().start.line > finalStage().getRange().start.line);
const jsonArgs = (instruction) => JSON.parse(instruction.getArgumentsContent());

describe('the Dockerfile', () => {
  it('has no lint finding, every warning counted as an error', () => {
    const everyRule = Object.fromEntries(
      ['deprecatedMaintainer', 'directiveCasing', 'emptyContinuationLine', 'instructionCasing', 'instructionCmdMultiple', 'instructionEntrypointMultiple', 'instructionHealthcheckMultiple', 'instructionJSONInSingleQuotes', 'instructionWorkdirRelative'].map(
        (rule) => [rule, ValidationSeverity.ERROR],
      ),
    );
    expect(validate(dockerfileText, everyRule).map((finding) => `line ${finding.range.start.line + 1}: ${finding.message}`)).toEqual([]);
  });

  it('builds in one stage and runs from another, on the Node release CI runs (.node-version)', () => {
    const froms = dockerfile.getFROMs();
    expect(froms.length).toBeGreaterThanOrEqual(2);
    const pinned = read('.node-version').trim();
    for (const from of froms) {
      expect(from.getImageName()).toBe('node');
      expect(from.getImageTag()).toBe(`${pinned}-bookworm-slim`);
    }
    expect(inFinalStage('COPY').some((copy) => copy.getFromFlag()?.getValue() === froms[0].getBuildStage())).toBe(true);
  });

  it('builds with `npm run build`, the command CI builds with', () => {
    expect(instructions('RUN').map((run) => run.getArgumentsContent())).toContain('npm run build');
  });

  it('runs as a user other than root, with a health check', () => {
    const users = inFinalStage('USER');
    expect(users.length).toBe(1);
    expect(users[0].getArgumentsContent()).not.toMatch(/^(root|0)(:|$)/);
    const healthcheck = inFinalStage('HEALTHCHECK');
    expect(healthcheck.length).toBe(1);
    expect(healthcheck[0].getArgumentsContent()).toContain('/healthz');
  });

  it('starts the web process with `npm run serve`, the command the e2e suite starts its servers with', () => {
    const cmd = inFinalStage('CMD');
    expect(cmd.length).toBe(1);
    expect(jsonArgs(cmd[0])).toEqual(scriptArgs('serve'));
    expect(rootPackage.scripts.serve).not.toMatch(/tsx/);
  });
});

describe('compose.yaml', () => {
  const app = (name) => compose.services[name];

  it('runs PostgreSQL, an S3-compatible bucket, one web process and one worker, from the image of the Dockerfile', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['migrate', 'postgres', 'storage', 'storage-bucket', 'web', 'worker']);
    for (const name of ['web', 'worker']) {
      expect(app(name).build).toBe('.');
      expect(app(name).environment.DATABASE_URL).toMatch(/^postgres:\/\/claims_app:.*@postgres:5432\//);
      expect(app(name).environment.DATABASE_OWNER_URL).toBeUndefined();
      expect(app(name).environment.STORAGE_URL).toMatch(/^s3:\/\/claims\?endpoint=http:\/\/storage:9000&/);
      expect(app(name).depends_on.postgres.condition).toBe('service_healthy');
      expect(app(name).depends_on.migrate.condition).toBe('service_completed_successfully');
    }
  });

  it('migrates once, as the owner role, with `npm run db:migrate`, before web and worker start', () => {
    expect(app('migrate').command).toEqual(scriptArgs('db:migrate'));
    expect(app('migrate').environment.DATABASE_OWNER_URL).toMatch(/^postgres:\/\/claims_owner:.*@postgres:5432\//);
    expect(app('migrate').environment.DATABASE_URL).toMatch(/^postgres:\/\/claims_app:/);
  });

  it('keeps workers out of the web process, and runs them with `npm run worker`', () => {
    expect(app('web').environment.WORKERS).toBe('off');
    expect(app('web').command).toBeUndefined();
    expect(app('worker').environment.WORKERS).toBeUndefined();
    expect(app('worker').command).toEqual(scriptArgs('worker'));
  });

  it('takes its secrets from the environment, never from the file', () => {
    const secrets = ['POSTGRES_PASSWORD', 'DATABASE_OWNER_PASSWORD', 'DATABASE_APP_PASSWORD', 'DATABASE_READONLY_PASSWORD', 'STORAGE_SECRET_KEY', 'FILE_ENCRYPTION_KEYS'];
    const text = read('compose.yaml');
    for (const secret of secrets) expect(text).toMatch(new RegExp(`\\$\\{${secret}:\\?`));
    expect(read('.env.example')).toMatch(new RegExp(`^${secrets[0]}=`, 'm'));
  });
});

describe('the compiled server', () => {
  // The image installs production packages only (`npm ci --omit=dev`): a package the server imports that
  // is a development dependency would pass every test here and fail the container's start.
  it('imports only packages the server declares as production dependencies', async () => {
    const { buildOptions } = await import('../apps/server/build.mjs');
    const { metafile } = await build({ ...buildOptions, write: false, metafile: true, logLevel: 'silent' });
    const imported = new Set(
      Object.values(metafile.outputs)
        .flatMap((output) => output.imports)
        .filter((entry) => entry.external && !entry.path.startsWith('node:'))
        .map((entry) => (entry.path.startsWith('@') ? entry.path.split('/').slice(0, 2) : entry.path.split('/').slice(0, 1)).join('/')),
    );
    const declared = Object.keys(JSON.parse(read('apps/server/package.json')).dependencies);
    expect(imported.size).toBeGreaterThan(10);
    expect([...imported].filter((name) => !declared.includes(name))).toEqual([]);
  });
});
