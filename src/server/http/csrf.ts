import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../errors';
import { COOKIE_BY_ROLE, COOKIE_LOGIN_TERTUNDA } from '../auth/sessions';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SESSION_COOKIES = [...Object.values(COOKIE_BY_ROLE), ...Object.values(COOKIE_LOGIN_TERTUNDA)];

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? ''}`;
}

function originOf(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin) return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * A state-changing request that carries a session cookie must come from our own pages (D1):
 * its Origin (or Referer) must be this server's origin. SameSite=Lax alone leaves same-site subdomains open.
 */
export function installCsrfGuard(app: FastifyInstance): void {
  // A callback, not a promise: this runs on every request (issue 17).
  app.addHook('onRequest', (request, _reply, done) => {
    if (!UNSAFE.has(request.method)) return done();
    if (!SESSION_COOKIES.some((name) => request.cookies[name])) return done();
    if (originOf(request) !== ownOrigin(request)) {
      return done(forbidden('Permintaan ditolak: asal permintaan tidak sah.'));
    }
    done();
  });
}
