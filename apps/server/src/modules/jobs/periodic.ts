import type { FastifyBaseLogger } from 'fastify';
import { acrossSchools } from '../../db/school-scope.ts';

// Housekeeping every server runs on a timer (safe to run in several at once). A run never overlaps the
// previous one, and a failed run (the database away for a moment) is logged and tried at the next tick:
// the whole error, through the logger's `err` serializer (message, code, stack and cause, redacted).
export function startPeriodic(name: string, intervalMs: number, task: () => Promise<void>, log: FastifyBaseLogger) {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = acrossSchools('job', task)
      .catch((error: unknown) => log.warn({ event: 'periodic-task-failed', task: name, err: error }, 'periodic task failed'))
      .finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
