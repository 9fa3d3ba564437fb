import type { FastifyReply } from 'fastify';
import type { Settings } from '../settings';
import { SESSION_DAYS } from './sessions';

const MAX_AGE = SESSION_DAYS * 24 * 60 * 60;

/**
 * Secure when COOKIE_SECURE says so, or when this request came over HTTPS: directly, or through a
 * proxy's X-Forwarded-Proto when TRUST_PROXY is set (Fastify only believes the header then).
 */
const secure = (reply: FastifyReply, settings: Settings) => settings.COOKIE_SECURE || reply.request.protocol === 'https';

/** Sets a session cookie: HttpOnly, SameSite=Lax, Secure over HTTPS, 1 day (D1). */
export function setSessionCookie(reply: FastifyReply, settings: Settings, name: string, token: string): void {
  reply.setCookie(name, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(reply, settings),
    maxAge: MAX_AGE,
  });
}

/** Sets an informational cookie the page may read (spec section 3, client-side session data); never a credential. */
export function setInfoCookie(reply: FastifyReply, settings: Settings, name: string, value: string): void {
  reply.setCookie(name, value, { path: '/', httpOnly: false, sameSite: 'lax', secure: secure(reply, settings), maxAge: MAX_AGE });
}

/** Removes cookies by name. */
export function clearCookies(reply: FastifyReply, ...names: string[]): void {
  for (const name of names) reply.clearCookie(name, { path: '/' });
}

/** An HttpOnly cookie that lives `seconds` (a login waiting for its second factor, D18). */
export function setShortCookie(reply: FastifyReply, settings: Settings, name: string, token: string, seconds: number): void {
  reply.setCookie(name, token, { path: '/', httpOnly: true, sameSite: 'strict', secure: secure(reply, settings), maxAge: seconds });
}
