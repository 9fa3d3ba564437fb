import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import type { AppContext } from '../context';
import { COOKIE_BY_ROLE, findSession, type Session } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Live sessions found in this request's cookies, by role (resolved once per request). */
    sessions?: Partial<Record<Role, Session>>;
    /** The role and session the route's guard let the request through with (what the audit log names). */
    acting?: { role: Role; session: Session };
  }
}

const ROLES: Role[] = ['admin', 'asessor', 'peserta'];

/** Looks up every session cookie the request carries; cached on the request. */
export async function sessionsOf(ctx: AppContext, request: FastifyRequest): Promise<Partial<Record<Role, Session>>> {
  if (request.sessions) return request.sessions;
  const found: Partial<Record<Role, Session>> = {};
  for (const role of ROLES) {
    const token = request.cookies[COOKIE_BY_ROLE[role]];
    if (!token) continue;
    const session = await findSession(ctx.db, ctx.clock, role, token);
    if (session) found[role] = session;
  }
  request.sessions = found;
  return found;
}

/** The session of the role the route demands: 401 without any session, 403 with only other roles' (D1). */
export async function requireSession(ctx: AppContext, request: FastifyRequest, ...roles: Role[]): Promise<Session> {
  const sessions = await sessionsOf(ctx, request);
  for (const role of roles) {
    const session = sessions[role];
    if (session) {
      request.acting = { role, session };
      return session;
    }
  }
  if (Object.keys(sessions).length === 0) throw unauthorized();
  throw forbidden();
}

/** A preHandler that lets only the given roles through. */
export function requireRole(ctx: AppContext, ...roles: Role[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    await requireSession(ctx, request, ...roles);
  };
}

/** The session a guarded handler runs under (the guard already proved it exists). */
export function sessionOf(request: FastifyRequest, role: Role): Session {
  const session = request.sessions?.[role];
  if (!session) throw unauthorized();
  return session;
}
