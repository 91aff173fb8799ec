import Fastify from 'fastify';
import { GraphQLEnumType, GraphQLID, GraphQLInt, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import mercurius from 'mercurius';
import { describe, expect, it } from 'vitest';
import { leafCompilerOptions } from './leaf-values.ts';

// Leaves as resolvers may give them: in their wire form, or not (a number for an ID, a string for an Int,
// an enum's internal value).
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      name: { type: GraphQLString, resolve: () => 'Lincoln High' },
      id: { type: GraphQLID, resolve: () => 'a1' },
      count: { type: GraphQLInt, resolve: () => 3 },
      numericId: { type: GraphQLID, resolve: () => 5 },
      textCount: { type: GraphQLInt, resolve: () => '7' },
      state: { type: new GraphQLEnumType({ name: 'State', values: { OPEN: { value: 'open' } } }), resolve: () => 'open' },
    },
  }),
});

// The compiled executor answers from a query's second run (mercurius `jit: 1`), the first being graphql-js'.
async function answersOf(checkLeaves: boolean, query: string) {
  const app = Fastify();
  await app.register(mercurius, { schema, jit: 1, ...({ compilerOptions: leafCompilerOptions(schema, checkLeaves) } as object) });
  const ask = async () => (await app.inject({ method: 'POST', url: '/graphql', payload: { query } })).json() as { data: Record<string, unknown>; errors?: { message: string; path: string[] }[] };
  await ask();
  const compiled = await ask();
  await app.close();
  return compiled;
}

describe("an answer's leaves", () => {
  it('go out as resolved in production, and in their wire form they are the same checked', async () => {
    const wire = '{ name id count }';
    expect(await answersOf(false, wire)).toEqual({ data: { name: 'Lincoln High', id: 'a1', count: 3 } });
    expect(await answersOf(true, wire)).toEqual({ data: { name: 'Lincoln High', id: 'a1', count: 3 } });
  });

  it('are errors on their fields when checked and not in their wire form', async () => {
    const answer = await answersOf(true, '{ name numericId textCount state }');
    expect(answer.data).toEqual({ name: 'Lincoln High', numericId: null, textCount: null, state: null });
    expect(answer.errors?.map((error) => error.path[0]).sort()).toEqual(['numericId', 'state', 'textCount']);
    expect(answer.errors?.find((error) => error.path[0] === 'numericId')?.message).toBe('ID leaf not in its wire form: a resolver gave a number its type changes');
    // the value itself is in no message: it may be a student's record
    expect(JSON.stringify(answer.errors)).not.toContain('open');
  });
});
