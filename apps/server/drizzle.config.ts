import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // the policies of row-level security are defined over every module's tables, in one place
  schema: ['./src/modules/*/*.schema.ts', './src/db/row-security.ts'],
  out: './drizzle',
});
