import type { Actor } from '../modules/auth/actor.ts';

export type RegisteredRoute = { method: string; url: string; public: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    // Every route as registered, so a test can check each against its intended roles.
    registeredRoutes: RegisteredRoute[];
  }
  interface FastifyRequest {
    // The signed-in user behind the bearer token, or null.
    actor: Actor | null;
    bearerToken: string | null;
  }
  interface FastifyContextConfig {
    // Reachable without a session. Every other /v1 route needs one (deny by default).
    public?: boolean;
  }
}
