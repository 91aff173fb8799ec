import fs from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = fs.readdirSync('apps/web/src/features');
const serverModules = fs.readdirSync('apps/server/src/modules');
const SERVER_MODULES = './apps/server/src/modules';

const APP_ZONES = [
  { target: './apps/web', from: './apps/server', message: 'The web app talks to the server only over HTTP.' },
  { target: './packages/shared', from: './apps', message: 'Shared vocabulary depends on no app.' },
  { target: './apps/server', from: './apps/web', message: 'The server never imports web code.' },
];
// One owner of a claim's state (ADR 037): only the lifecycle writes its status and history, and only the
// claims module writes its content; other modules read a claim through the lifecycle's reads
// (claim-lifecycle.repo.ts) and change it by an event. Tests may read any repo.
const CLAIM_STATE_ZONES = [
  ...serverModules
    .filter((module) => module !== 'claims')
    .map((module) => ({
      target: `${SERVER_MODULES}/${module}`,
      from: `${SERVER_MODULES}/claims/claims.repo.ts`,
      message: 'A claim changes through the claims service or a lifecycle event, not the claims repo.',
    })),
  ...[`${SERVER_MODULES}/*`, `${SERVER_MODULES}/!(claims)/**`, `${SERVER_MODULES}/claims/*`].map((target) => ({
    target,
    from: `${SERVER_MODULES}/claims/lifecycle/claim-state.repo.ts`,
    message: 'Where a claim stands is written by claim-lifecycle.ts alone: send it an event.',
  })),
  // Files are sealed on the way in and opened on the way out (ADR 040): only through the file store.
  ...serverModules
    .filter((module) => module !== 'uploads')
    .map((module) => ({
      target: `${SERVER_MODULES}/${module}`,
      from: `${SERVER_MODULES}/uploads/uploads.repo.ts`,
      message: 'Files are read and written through the file store (file-store.ts), which seals and opens them.',
    })),
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'test-results/**', 'playwright-report/**', 'data/**', '**/drizzle/**', 'apps/web/src/gql/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-default-export': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...APP_ZONES,
            // Data several features read lives once in src/entities (one query and cache key each); an
            // entity, shared UI (src/components) and shared logic (src/lib) never reach into a feature.
            ...['entities', 'components', 'lib'].map((layer) => ({
              target: `./apps/web/src/${layer}`,
              from: './apps/web/src/features',
              message: 'Features import entities, components and lib, never the other way.',
            })),
            // A feature never imports another; shared data goes to src/entities, shared UI to src/components,
            // shared logic to src/lib.
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
            })),
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through the app config module.' },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...APP_ZONES, ...CLAIM_STATE_ZONES] }] },
  },
  {
    // The domain (services, repositories, shared rules) is reached through GraphQL and HTTP, never the
    // other way: only a module's *.graphql.ts and *.routes.ts adapters import those layers.
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/domain/**/*.ts'],
    ignores: ['**/*.graphql.ts', '**/*.routes.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/graphql/*', '**/http/*'], message: 'Services use src/domain; only *.graphql.ts and *.routes.ts adapters import the GraphQL and HTTP layers.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // A long component mixes its data and its view: the data goes to a hook (its container) and the view
    // into components of their own (issue 38). Tests read as journeys and are exempt.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/gql/**'],
    rules: { 'max-lines-per-function': ['error', { max: 120 }] },
  },
  {
    // Tools that demand a default export, and the places allowed to read the environment.
    files: [
      '*.config.{ts,js}',
      'apps/web/codegen.ts',
      '**/*.config.{ts,js,cjs}',
      'apps/server/src/config.ts',
      'apps/server/src/testing/**',
      'apps/server/src/**/*.test.ts',
      'scripts/**',
      'e2e/**',
      'bench/**',
    ],
    rules: { 'import-x/no-default-export': 'off', 'no-restricted-properties': 'off' },
  },
  {
    // Playwright fixtures must destructure their first argument, even when they need nothing from it.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // Module augmentation (e.g. i18next's CustomTypeOptions) only works with interfaces.
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
