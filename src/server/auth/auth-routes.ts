import type { FastifyRequest } from 'fastify';
import { PESAN_LOGIN_ADMIN_BERHASIL, PESAN_LOGIN_ADMIN_GAGAL, PESAN_LOGIN_BERHASIL } from '../../domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { Role } from '../db/schema';
import { forbidden, tooManyRequests, unauthorized } from '../errors';
import { writeAuditAs } from '../features/audit/audit-data';
import { nowIso } from '../time';
import { adminLoginBody, asessorLoginBody, asessorPublic, meResponse, messageSchema } from './auth-schemas';
import { clearCookies, setInfoCookie, setSessionCookie } from './cookies';
import { requireRole, requireSession, sessionOf, sessionsOf } from './guard';
import { verifyPassword } from './passwords';
import { COOKIE_BY_ROLE, createSession, endSession } from './sessions';

/** Per address: at most LOGIN_ATTEMPTS_PER_MINUTE (30) login attempts a minute, all logins together (D1). */
export function checkLoginAddress(ctx: AppContext, request: FastifyRequest): void {
  const wait = ctx.loginLimiter.addressWait(request.ip, ctx.settings.LOGIN_ATTEMPTS_PER_MINUTE);
  if (wait) throw tooManyRequests(`Terlalu banyak percobaan login dari alamat ini. Silakan coba lagi dalam ${wait} detik.`);
}

function lockedMessage(minutes: number) {
  return `Terlalu banyak percobaan login yang gagal. Akun dikunci sementara, coba lagi dalam ${minutes} menit.`;
}

/** Admin and assessor login and logout, and "who am I" (D1, D10). */
export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/admin/login',
      {
        schema: { tags: ['auth'], body: adminLoginBody, response: { 200: messageSchema } },
      },
      async (request, reply) => {
        checkLoginAddress(ctx, request);
        const { username, password } = request.body;
        const key = `admin:${username.toLowerCase()}`;
        const locked = ctx.loginLimiter.lockedMinutes(key);
        if (locked) throw tooManyRequests(lockedMessage(locked));
        const admin = await ctx.db.selectFrom('admin').selectAll().where('username', '=', username).executeTakeFirst();
        if (!(await verifyPassword(admin?.password_hash, password)) || !admin) {
          ctx.loginLimiter.fail(key);
          throw unauthorized(PESAN_LOGIN_ADMIN_GAGAL);
        }
        ctx.loginLimiter.succeed(key);
        const { token } = await createSession(ctx.db, ctx.clock, 'admin', admin.id, request.ip);
        setSessionCookie(reply, ctx.settings, COOKIE_BY_ROLE.admin, token);
        await writeAuditAs(ctx, request, { role: 'admin', actorId: admin.id, actorName: admin.username }, { action: 'login' });
        return { message: PESAN_LOGIN_ADMIN_BERHASIL };
      },
    );

    app.post(
      '/api/admin/logout',
      { preHandler: requireRole(ctx, 'admin'), schema: { tags: ['auth'], response: { 200: messageSchema } } },
      async (request, reply) => {
        await endSession(ctx.db, sessionOf(request, 'admin').id);
        clearCookies(reply, COOKIE_BY_ROLE.admin);
        return { message: 'Logout berhasil.' };
      },
    );

    app.post(
      '/api/asessors/login',
      {
        schema: {
          tags: ['auth'],
          body: asessorLoginBody,
          response: { 200: z.object({ message: z.string(), token: z.string(), asessor: asessorPublic }) },
        },
      },
      async (request, reply) => {
        checkLoginAddress(ctx, request);
        const { assesor_id, password } = request.body;
        const key = `asessor:${assesor_id.toLowerCase()}`;
        const locked = ctx.loginLimiter.lockedMinutes(key);
        if (locked) throw tooManyRequests(lockedMessage(locked));
        const asessor = await ctx.db
          .selectFrom('asessor')
          .selectAll()
          .where('assesor_id', '=', assesor_id)
          .executeTakeFirst();
        if (!(await verifyPassword(asessor?.password_hash, password)) || !asessor) {
          ctx.loginLimiter.fail(key);
          throw unauthorized('ID asessor atau password salah.');
        }
        if (!asessor.active) throw forbidden('Akun asessor tidak aktif. Hubungi admin.');
        ctx.loginLimiter.succeed(key);
        const { token } = await createSession(ctx.db, ctx.clock, 'asessor', asessor.id, request.ip);
        await ctx.db.updateTable('asessor').set({ last_login: nowIso(ctx.clock) }).where('id', '=', asessor.id).execute();
        setSessionCookie(reply, ctx.settings, COOKIE_BY_ROLE.asessor, token);
        setInfoCookie(reply, ctx.settings, 'asessor_id', String(asessor.id));
        await writeAuditAs(ctx, request, { role: 'asessor', actorId: asessor.id, actorName: asessor.name }, { action: 'login' });
        const { id, name, location } = asessor;
        return { message: PESAN_LOGIN_BERHASIL, token, asessor: { id, name, assesor_id: asessor.assesor_id, location } };
      },
    );

    app.post(
      '/api/asessors/logout/:assessorId',
      {
        preHandler: requireRole(ctx, 'asessor'),
        schema: {
          tags: ['auth'],
          params: z.object({ assessorId: z.coerce.number().int().positive('ID asessor tidak valid.') }),
          response: { 200: messageSchema },
        },
      },
      async (request, reply) => {
        const session = sessionOf(request, 'asessor');
        if (session.userId !== request.params.assessorId) {
          throw forbidden('Anda hanya dapat mengakhiri sesi Anda sendiri.');
        }
        await endSession(ctx.db, session.id);
        await ctx.db.updateTable('asessor').set({ last_logout: nowIso(ctx.clock) }).where('id', '=', session.userId).execute();
        clearCookies(reply, COOKIE_BY_ROLE.asessor, 'asessor_id');
        return { message: 'Logout berhasil.' };
      },
    );

    app.get('/api/auth/me', { schema: { tags: ['auth'], response: { 200: meResponse } } }, async (request) => {
      await requireSession(ctx, request, 'admin', 'asessor', 'peserta');
      const sessions = await sessionsOf(ctx, request);
      const roles = (['admin', 'asessor', 'peserta'] as Role[]).filter((r) => sessions[r]);
      const result: z.infer<typeof meResponse> = { role: roles[0], roles };
      if (sessions.admin) {
        const admin = await ctx.db
          .selectFrom('admin')
          .select(['id', 'username'])
          .where('id', '=', sessions.admin.userId)
          .executeTakeFirstOrThrow();
        result.admin = admin;
      }
      if (sessions.asessor) {
        result.asessor = await ctx.db
          .selectFrom('asessor')
          .select(['id', 'name', 'assesor_id', 'location'])
          .where('id', '=', sessions.asessor.userId)
          .executeTakeFirstOrThrow();
      }
      if (sessions.peserta) {
        const peserta = await ctx.db
          .selectFrom('peserta')
          .select(['id', 'registration_no'])
          .where('id', '=', sessions.peserta.userId)
          .executeTakeFirst();
        if (peserta) result.peserta = peserta;
      }
      return result;
    });
  };
}
