import { buildApp } from '../app.ts';
import { createTestDatabase } from './test-database.ts';

export async function createTestApp() {
  const database = await createTestDatabase();
  const app = await buildApp({ config: { webDist: '/nonexistent-web-dist' }, database });
  return {
    app,
    db: database.db,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function graphql<T>(testApp: TestApp, query: string, variables?: Record<string, unknown>) {
  const response = await testApp.app.inject({ method: 'POST', url: '/v1/graphql', payload: { query, variables } });
  return { status: response.statusCode, body: response.json() as { data: T | null; errors?: { message: string; extensions: { code: string } }[] } };
}
