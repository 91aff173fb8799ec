import fs from 'node:fs';
import { printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { graphqlSchema } from './schema.ts';

const committedPath = new URL('../../schema.graphql', import.meta.url);

describe('the GraphQL schema', () => {
  // The printed schema is the API contract reviewers read; regenerate it with `npm run schema:print`.
  it('matches the committed schema.graphql', () => {
    expect(printSchema(graphqlSchema).trim()).toBe(fs.readFileSync(committedPath, 'utf8').trim());
  });
});
