import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MovableClock } from '../domain/clock.ts';
import { requireAdmin } from '../modules/auth/actor.ts';
import type { TypedApp } from './openapi.ts';

export const TEST_CLOCK_PATH = '/v1/test/clock';

const moveSchema = z.object({ days: z.number().int().min(0).max(3650) });
const movedSchema = z.object({ now: z.string(), reminders: z.object({ parents: z.number(), guardians: z.number(), deadlines: z.number() }) });

// TEST_CLOCK's only route (config.ts refuses it outside a loopback server): puts the app's clock `days`
// ahead of the real time, then does the scheduled work of that moment at once, so a journey waits on its
// mail rather than on the next periodic pass. Admin only, as every other route that touches the whole
// server; left out of the API's document, which describes a deployment's routes.
export function registerTestClockRoute(app: TypedApp, clock: MovableClock, scheduled: FastifyInstance['scheduled']) {
  app.post(
    TEST_CLOCK_PATH,
    { preValidation: async (request) => void requireAdmin(request.actor), schema: { hide: true, body: moveSchema, response: { 200: movedSchema } } },
    async (request) => {
      clock.setDaysAhead(request.body.days);
      const reminders = { parents: await scheduled.remindParents(), guardians: await scheduled.remindGuardians(), deadlines: await scheduled.remindDeadlines() };
      return { now: clock.now().toISOString(), reminders };
    },
  );
}
