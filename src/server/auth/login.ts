// The steps every login shares (admin, assessor, a child by password or entry code): the address limit,
// the account's lock, the check, a failure counted or a success (`verifiedLogin`, D1, D14, D16), then
// the session and its cookie.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Role } from '../db/schema';
import { setSessionCookie } from './cookies';
import { verifyPassword } from './passwords';
import { COOKIE_BY_ROLE, createSession } from './sessions';

/** `row` when `password` is its password; a missing row takes as long as a wrong password, so ids cannot be probed. */
export async function withPassword<T extends { password_hash: string }>(row: T | undefined, password: string): Promise<T | undefined> {
  return (await verifyPassword(row?.password_hash, password)) ? row : undefined;
}

/** The last step of a login: a server-side session of `role` and its HttpOnly cookie (ADR 002). */
export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  role: Role,
  userId: number,
  options: { perluDuaFaktor?: boolean } = {},
): Promise<string> {
  const { token } = await createSession(ctx.db, ctx.clock, role, userId, request.ip, {
    userAgent: request.headers['user-agent'] ?? null,
    perluDuaFaktor: options.perluDuaFaktor,
  });
  setSessionCookie(reply, ctx.settings, COOKIE_BY_ROLE[role], token);
  return token;
}
