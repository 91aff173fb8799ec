import type { Config } from '../config.ts';
import { openDatabase } from './client.ts';

export const openConfiguredDatabase = (config: Config) =>
  config.DATABASE_URL
    ? openDatabase({
        kind: 'postgres',
        url: config.DATABASE_URL,
        ownerUrl: config.DATABASE_OWNER_URL,
        readOnlyUrl: config.DATABASE_READONLY_URL,
        allowPrivilegedRole: config.ALLOW_PRIVILEGED_DATABASE_ROLE === 'true',
        poolSize: config.DATABASE_POOL_SIZE,
        workerPoolSize: config.DATABASE_WORKER_POOL_SIZE,
        queueLimit: config.DATABASE_POOL_QUEUE_LIMIT,
        onConnectionError: (error) => process.stderr.write(`PostgreSQL dropped a connection (it is replaced on the next query): ${error.message}\n`),
        onWarning: (line) => process.stderr.write(`${line}\n`),
      })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
