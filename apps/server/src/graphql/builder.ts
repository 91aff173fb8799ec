import SchemaBuilder from '@pothos/core';
import type { Services } from '../services.ts';

export type GraphQLContext = {
  services: Services;
};

export const builder = new SchemaBuilder<{ Context: GraphQLContext; DefaultFieldNullability: false }>({
  defaultFieldNullability: false,
});

builder.queryType({});
