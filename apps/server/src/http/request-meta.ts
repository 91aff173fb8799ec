import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

// Where a request came from, as sign-in logs and signature evidence record it.
export const requestMeta = (request: FastifyRequest) => ({ ip: isIP(request.ip) ? request.ip : undefined, userAgent: request.headers['user-agent'] });
