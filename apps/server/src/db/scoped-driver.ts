import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from './client.ts';
import { schoolScopeStatement, type SchoolScope } from './school-scope.ts';

// Every statement the application sends runs in a transaction that first states its schools (ADR 051):
// drizzle's transactions open with the statement, and a statement sent on its own is wrapped in one. The
// policies then read the transaction-local settings, which end with the transaction, so a connection
// returned to the pool carries nothing to its next user.

type ScopeOf = () => SchoolScope;

// What drizzle's node-postgres session asks of a pool: query() for a statement on its own, connect() for
// a transaction's client. Its name holds "Pool", which is how drizzle tells a pool from a client.
export class ScopedPool {
  constructor(
    readonly pool: pg.Pool,
    private readonly scopeOf: ScopeOf,
  ) {}

  connect() {
    return this.pool.connect();
  }

  async query(config: pg.QueryConfig, values?: unknown[]) {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      // BEGIN and the scope in one round trip (the simple protocol runs both).
      await client.query(`begin; ${schoolScopeStatement(this.scopeOf())}`);
      try {
        const result = await client.query(config, values);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((rollbackFailed: Error) => (broken = rollbackFailed));
        throw error;
      }
    } catch (error) {
      broken ??= (error as { code?: string }).code === undefined ? (error as Error) : undefined;
      throw error;
    } finally {
      client.release(broken);
    }
  }
}

// The same for the embedded database, whose drizzle session calls query() and transaction() on PGlite.
export function scopedPglite(client: PGlite, scopeOf: ScopeOf): PGlite {
  const query: PGlite['query'] = (text, params, options) =>
    client.transaction(async (tx: PgliteTransaction) => {
      await tx.exec(schoolScopeStatement(scopeOf()));
      return tx.query(text, params, options);
    });
  return new Proxy(client, {
    get: (target, property) => {
      if (property === 'query') return query;
      // PGlite's methods read its private fields, which only the instance itself reaches
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

// drizzle's transactions, opened with the scope of the moment they start.
export function scopeTransactions(db: Db, scopeOf: ScopeOf): Db {
  const transaction: Db['transaction'] = (work, config) =>
    db.transaction(async (tx) => {
      await tx.execute(sql.raw(schoolScopeStatement(scopeOf())));
      return work(tx);
    }, config);
  return new Proxy(db, { get: (target, property, receiver) => (property === 'transaction' ? transaction : Reflect.get(target, property, receiver)) });
}
