import SchemaBuilder from '@pothos/core';
import { valueFromASTUntyped } from 'graphql';
import { ACTIVITY_LEVELS, type ActivityLevel } from '@claims/shared';
import type { Actor } from '../modules/auth/actor.ts';
import type { Services } from '../services.ts';

export type GraphQLContext = {
  services: Services;
  // Null only in theory: the auth hook refuses /v1/graphql without a session. Services still check it.
  actor: Actor | null;
};

export type GraphQLTypes = {
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    JSON: { Input: unknown; Output: unknown };
    ActivityLevel: { Input: ActivityLevel; Output: ActivityLevel };
  };
};

export const builder = new SchemaBuilder<GraphQLTypes>({ defaultFieldNullability: false });

builder.queryType({});
builder.mutationType({});

builder.scalarType('DateTime', {
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO 8601 string');
    return date;
  },
});

// A scalar, not an enum, so GraphQL spells the level as REST, the files and the database do: an enum value
// cannot be 24_HOUR_ACCIDENT (ADR 033).
const isActivityLevel = (value: unknown): value is ActivityLevel => (ACTIVITY_LEVELS as readonly unknown[]).includes(value);
builder.scalarType('ActivityLevel', {
  description: `A claim's activity level: ${ACTIVITY_LEVELS.join(', ')}.`,
  serialize: (value) => value,
  parseValue: (value) => {
    if (!isActivityLevel(value)) throw new TypeError(`ActivityLevel must be one of ${ACTIVITY_LEVELS.join(', ')}`);
    return value;
  },
});

// Only for values whose shape is truly open: a claim change's before and after (any field's value), and
// the student page's form until it takes the stored shape (issue 14).
builder.scalarType('JSON', {
  description: 'A value of open shape; each field that carries one says why.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast) => valueFromASTUntyped(ast),
});
