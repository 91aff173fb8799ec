import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

// What an operator watches (issue 40), in Prometheus form: one registry per app, so that two apps in one
// process (tests) count apart.
export type PoolStats = { pool: string; total: number; idle: number; waiting: number };
export type QueueDepth = { queue: string; waiting: number; oldestSeconds: number };
export type MetricsSources = { poolStats: () => PoolStats[]; queueDepths: () => Promise<QueueDepth[]> };

// A client names its GraphQL operations; past this many names, the others count as one, so a client
// cannot grow the series without bound.
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
  let sources: MetricsSources | undefined;
  const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[]) => new Histogram({ name, help, labelNames, buckets: seconds, registers: [registry] });
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) => new Counter({ name, help, labelNames, registers: [registry] });

  const httpDuration = histogram('http_request_duration_seconds', 'HTTP requests by method, route pattern and status code', ['method', 'route', 'status']);
  const graphqlDuration = histogram('graphql_operation_duration_seconds', 'GraphQL operations by operation name', ['operation']);
  const operationNames = new Set<string>();
  const operationLabel = (name: unknown) => {
    if (typeof name !== 'string' || !OPERATION_NAME.test(name)) return 'anonymous';
    if (operationNames.has(name)) return name;
    if (operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    operationNames.add(name);
    return name;
  };
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections per pool, by state (open, idle, waiting requests)',
    labelNames: ['pool', 'state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const stats of sources?.poolStats() ?? []) {
        this.set({ pool: stats.pool, state: 'open' }, stats.total);
        this.set({ pool: stats.pool, state: 'idle' }, stats.idle);
        this.set({ pool: stats.pool, state: 'waiting' }, stats.waiting);
      }
    },
  });
  // Both queue gauges read the job table when scraped, one query each.
  const queueGauge = (name: string, help: string, valueOf: (depth: QueueDepth) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const depth of sources ? await sources.queueDepths() : []) this.set({ queue: depth.queue }, valueOf(depth));
      },
    });
  queueGauge('job_queue_waiting', 'Jobs due and not yet taken, per queue', (depth) => depth.waiting);
  queueGauge('job_queue_oldest_waiting_seconds', 'How long the oldest job due and not yet taken has waited, per queue (0 when none waits)', (depth) => depth.oldestSeconds);
  const deliveries = counter('claim_deliveries_total', 'Attempts to e-mail a claim to its TPA, by outcome (delivered, retry, error)', ['outcome']);
  const mailSend = histogram('mail_send_duration_seconds', 'Time the SMTP server took to accept an e-mail, by kind (tpa, person) and outcome (sent, failed)', ['kind', 'outcome']);
  const importRows = counter('student_import_rows_total', 'Student rows imported (created or updated), by import kind; its rate is rows per second', ['kind']);
  const pruned = counter('housekeeping_pruned_total', 'Rows and bucket objects deleted by housekeeping, by kind (outbox, jobs, sessions, links, bucket)', ['kind']);
  const importDuration = histogram('student_import_duration_seconds', 'Time an import took to commit, by import kind', ['kind']);

  return {
    registry,
    // The app's database and job queue, known only once they are built.
    watch(watched: MetricsSources) {
      sources = watched;
    },
    request(method: string, route: string, status: number, elapsedSeconds: number) {
      httpDuration.observe({ method, route, status: String(status) }, elapsedSeconds);
    },
    graphqlOperation(name: unknown, elapsedSeconds: number) {
      graphqlDuration.observe({ operation: operationLabel(name) }, elapsedSeconds);
    },
    delivery(outcome: 'delivered' | 'retry' | 'error') {
      deliveries.inc({ outcome });
    },
    // Times an SMTP send, whether it succeeds or throws.
    async timeMail<T>(kind: 'tpa' | 'person', send: () => Promise<T>) {
      const end = mailSend.startTimer({ kind });
      try {
        const result = await send();
        end({ outcome: 'sent' });
        return result;
      } catch (error) {
        end({ outcome: 'failed' });
        throw error;
      }
    },
    pruned(kind: string, count: number) {
      pruned.inc({ kind }, count);
    },
    imported(kind: 'csv' | 'oneroster', rows: number, elapsedSeconds: number) {
      importRows.inc({ kind }, rows);
      importDuration.observe({ kind }, elapsedSeconds);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
