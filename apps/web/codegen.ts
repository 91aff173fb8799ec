import path from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';

// Paths from this file, so it runs from the repository root (npm test) as from apps/web.
const here = (relative: string) => path.join(import.meta.dirname, relative);

// Typed documents for the web app, from the schema the server prints (`npm run schema:print -w
// @claims/server`). Every `gql(...)` document in src is validated against that schema and gets its result
// and variables types; `npm run codegen -- --check` fails when the committed output is stale.
const config: CodegenConfig = {
  schema: here('../server/schema.graphql'),
  documents: [here('src/**/*.{ts,tsx}'), `!${here('src/gql/**')}`],
  ignoreNoDocuments: false,
  generates: {
    [here('src/gql/')]: {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'gql' },
      config: {
        // Plain strings sent by fetch: no GraphQL runtime in the bundle.
        documentMode: 'string',
        enumType: 'string-literal',
        useTypeImports: true,
        skipTypename: true,
        // An answer's nullable field is present and null, never missing; variables may leave one out.
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        strictScalars: true,
        scalars: { DateTime: 'string', JSON: 'unknown', ActivityLevel: "import('@claims/shared').ActivityLevel" },
      },
    },
  },
};

export default config;
