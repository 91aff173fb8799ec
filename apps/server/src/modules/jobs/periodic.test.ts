import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { serializeError } from '../../http/log-redaction.ts';
import { captureLogs } from '../../testing/log-capture.ts';
import { startPeriodic } from './periodic.ts';

describe('a periodic task that fails', () => {
  // the app's logger (app.ts): JSON lines, errors through serializeError
  const capture = captureLogs();
  const app = Fastify({ logger: { ...capture.logger, serializers: { err: serializeError } } });
  afterAll(() => app.close());

  it('is logged with the message, code and cause of its error', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const failure = Object.assign(new Error('sweep failed', { cause: refused }), { code: 'SWEEP_FAILED' });
    const stop = startPeriodic('claim-delivery-orphans', 10, () => Promise.reject(failure), app.log);
    const failed = () => capture.lines.map((line) => JSON.parse(line) as { event?: string; task?: string; err?: unknown }).find((line) => line.event === 'periodic-task-failed');
    await expect.poll(failed).toBeDefined();
    await stop();
    expect(failed()).toMatchObject({
      task: 'claim-delivery-orphans',
      err: { type: 'Error', message: 'sweep failed', code: 'SWEEP_FAILED', cause: { message: 'connect ECONNREFUSED 127.0.0.1:5432', code: 'ECONNREFUSED' } },
    });
    expect((failed()!.err as { stack: string }).stack).toContain('sweep failed');
  });
});
