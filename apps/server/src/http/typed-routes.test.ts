import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every REST route declares its parts with the shared schemas (ADR 038), so nothing reads a request's
// params, query, body or headers by casting them; and the web reads answers with those same schemas,
// never with answer schemas of its own. Read from the source, so that a new cast or copy fails here.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
const matchesIn = (files: string[], pattern: RegExp) =>
  files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => `${path.relative(ROOT, file)}: ${match[0]}`));

const REQUEST_CAST = /\b(request|req)\.(params|query|body|headers)\)?(\?\.\w+)?\s+as\s|as Record<string, unknown>/g;
const ANSWER_SCHEMA = /\bz\.(object|looseObject|strictObject)\(/g;
const CALLS_REST = /from '(\.\.\/)+lib\/api(-answer)?'|from '\.\/api(-answer)?'/;

describe('typed REST routes', () => {
  it('finds a cast of a request part, and a schema declared beside a REST call', () => {
    expect('const id = (request.params as { id: string }).id;'.match(REQUEST_CAST)).toHaveLength(1);
    expect('const q = request.query as Record<string, unknown>;'.match(REQUEST_CAST)).toHaveLength(1);
    expect('const answer = z.object({ id: z.string() });'.match(ANSWER_SCHEMA)).toHaveLength(1);
    expect(CALLS_REST.test("import { apiAnswer } from '../../../lib/api-answer';")).toBe(true);
  });

  it('has no route that casts what a request carries', () => {
    // the database layer handles rows, never a request
    const requestHandlers = sources(path.join(ROOT, 'apps/server/src')).filter((file) => !file.includes(`${path.sep}db${path.sep}`));
    expect(matchesIn(requestHandlers, REQUEST_CAST)).toEqual([]);
  });

  it('has the web read every REST answer with the shared schema, declaring none of its own', () => {
    const restCallers = sources(path.join(ROOT, 'apps/web/src')).filter((file) => CALLS_REST.test(readFileSync(file, 'utf8')));
    expect(restCallers.length).toBeGreaterThan(25);
    expect(matchesIn(restCallers, ANSWER_SCHEMA)).toEqual([]);
  });
});
