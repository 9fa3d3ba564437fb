import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { PESAN_GANTI_PASSWORD_SEMENTARA, PESAN_MENUNGGU_AKTIVASI, PESAN_WAJIB_DUA_FAKTOR } from '#domain/messages.ts';
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

/**
 * Routes anyone may call (D1): logins, the masked child list and entering a child, health, API docs.
 * Every other /api route (and /uploads) must declare a guard; a test checks every registered route.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  'GET /api/health',
  'POST /api/admin/login',
  'POST /api/asessors/login',
  'POST /api/admin/login/kode',
  'POST /api/asessors/login/kode',
  'GET /api/peserta',
  'GET /api/peserta/lokasi',
  'POST /api/peserta/masuk',
];
/** The API docs (generated from the schemas; they hold no data). */
export const PUBLIC_PREFIXES: readonly string[] = ['/api/docs'];

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

/**
 * The assessor session of a request, unless it still runs on a temporary admin-set password (D15) or
 * awaits a colleague's confirmation (D18).
 */
export async function usableAsessorSession(ctx: AppContext, request: FastifyRequest): Promise<Session | undefined> {
  const session = (await sessionsOf(ctx, request)).asessor;
  return session && !setupOnly(session) ? session : undefined;
}

export interface GuardOptions {
  /**
   * The few assessor routes open to an account being set up: me, logout, change password, its second
   * factor and its sessions (D15, D18). They read no child's data.
   */
  temporaryPassword?: boolean;
}

/** Why a session may only set up its account, or null when it may use its role's routes. */
function setupOnly(session: Session): string | null {
  if (session.mustChangePassword) return PESAN_GANTI_PASSWORD_SEMENTARA;
  if (session.mustEnrolSecondFactor) return PESAN_WAJIB_DUA_FAKTOR;
  if (session.awaitingActivation) return PESAN_MENUNGGU_AKTIVASI;
  return null;
}

/**
 * The session of the role the route demands: 401 without any session, 403 with only other roles' (D1),
 * 403 for an assessor who must first replace a temporary password (D15) or be confirmed by a colleague (D18).
 */
export async function requireSession(
  ctx: AppContext,
  request: FastifyRequest,
  roles: readonly Role[],
  options: GuardOptions = {},
): Promise<Session> {
  const sessions = await sessionsOf(ctx, request);
  for (const role of roles) {
    const session = sessions[role];
    if (!session) continue;
    const notYet = options.temporaryPassword ? null : setupOnly(session);
    if (notYet) {
      // Another of the route's roles may still let the request through (an admin on the same browser).
      if (roles.some((r) => r !== role && sessions[r])) continue;
      throw forbidden(notYet);
    }
    request.acting = { role, session };
    return session;
  }
  if (Object.keys(sessions).length === 0) throw unauthorized();
  throw forbidden();
}

const GUARD = Symbol('guard');
type GuardHook = onRequestHookHandler & { [GUARD]: readonly Role[] };

function makeGuard(ctx: AppContext, roles: readonly Role[], options: GuardOptions): GuardHook {
  const hook = async (request: FastifyRequest, _reply: FastifyReply) => {
    await requireSession(ctx, request, roles, options);
  };
  return Object.assign(hook, { [GUARD]: roles }) as unknown as GuardHook;
}

/**
 * A guard that lets only the given roles through. It is the route's `onRequest` (`daftarRute` hangs
 * it there from the declaration's `peran`), so that it runs before the body is parsed and validated:
 * a stranger learns nothing about a route's fields (D1).
 */
export function requireRole(ctx: AppContext, ...roles: Role[]): GuardHook {
  return makeGuard(ctx, roles, {});
}

/** A guard that also admits an assessor still setting up: temporary password (D15), awaiting confirmation (D18). */
export function requireRoleWithTemporaryPassword(ctx: AppContext, ...roles: Role[]): GuardHook {
  return makeGuard(ctx, roles, { temporaryPassword: true });
}

const asList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);
const isGuard = (hook: unknown): hook is GuardHook => typeof hook === 'function' && GUARD in hook;

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The roles the route's guard admits, or null when it has none. */
  roles: readonly Role[] | null;
  /** Registered from a route declaration (`kernel/rute.ts`), not by hand. */
  declared: boolean;
  /** For a kept reply (`kernel/rute.ts`): the tables its reply reads. */
  keptTables?: readonly string[];
}

const registry = new WeakMap<object, RegisteredRoute[]>();

/** Every route registered on the app, with its guard: what the route-guard test walks through. */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  return registry.get(app) ?? [];
}

/** Records every route and the roles of its guard (`onRequest`): what the route-guard test walks through. */
export function installGuards(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  registry.set(app, routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    const guard = asList(route.onRequest).find(isGuard);
    for (const method of asList(route.method)) {
      if (method === 'HEAD') continue;
      const declared = route.config?.rute;
      routes.push({
        method,
        url: route.url,
        roles: guard ? guard[GUARD] : null,
        declared: declared !== undefined,
        ...(declared && 'tersimpan' in declared ? { keptTables: declared.tersimpan.tabel } : {}),
      });
    }
  });
}

/** The session a guarded handler runs under (the guard already proved it exists). */
export function sessionOf(request: FastifyRequest, role: Role): Session {
  const session = request.sessions?.[role];
  if (!session) throw unauthorized();
  return session;
}
