import type { AccessTrail } from '../domain/access-trail.ts';
import type { Actor } from '../modules/auth/actor.ts';
import type { HousekeepingKind } from '../modules/housekeeping/housekeeping.service.ts';

export type RegisteredRoute = { method: string; url: string; public: boolean; coach: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    // Every route as registered, so a test can check each against its intended roles.
    registeredRoutes: RegisteredRoute[];
    // The timed work a server does, on the app's clock unless given a time; `npm run scheduled` runs each
    // (scheduled-cli.ts names them).
    // Housekeeping's steps run once now (ADR 053): how many of each kind went (a failed step is absent).
    housekeeping: () => Promise<Partial<Record<HousekeepingKind, number>>>;
    scheduled: { remindParents: (now?: Date) => Promise<number>; remindGuardians: (now?: Date) => Promise<number>; remindDeadlines: (now?: Date) => Promise<number> };
  }
  interface FastifyRequest {
    // The signed-in user behind the bearer token, or null.
    actor: Actor | null;
    bearerToken: string | null;
    // What this request's answer shows of students' records, written to the access log as it leaves.
    accessTrail: AccessTrail | null;
  }
  interface FastifyContextConfig {
    // Reachable without a session. Every other /v1 route needs one (deny by default).
    public?: boolean;
    // Reachable by a coach (ADR 048); every other route refuses one (deny by default).
    coach?: boolean;
  }
}
