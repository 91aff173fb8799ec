import fs from 'node:fs';
import { printSchema } from 'graphql';
import { graphqlSchema } from './schema.ts';

fs.writeFileSync(new URL('../../schema.graphql', import.meta.url), `${printSchema(graphqlSchema)}\n`);
