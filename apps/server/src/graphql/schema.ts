import { builder } from './builder.ts';
import '../modules/activities/activities.graphql.ts';

export const graphqlSchema = builder.toSchema({ sortSchema: true });
