import { PESAN_LOGIN_ADMIN_BERHASIL, PESAN_LOGIN_ADMIN_GAGAL, PESAN_LOGIN_BERHASIL } from '../../domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { Role } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { writeAudit, writeAuditAs } from '../kernel/audit-log';
import { nowIso } from '../time';
import { adminLoginBody, asessorLoginBody, asessorPublic, meResponse, messageSchema } from './auth-schemas';
import { clearCookies, setInfoCookie, setSessionCookie } from './cookies';
import { requireRoleWithTemporaryPassword, sessionOf, sessionsOf } from './guard';
import { verifiedLogin } from './login-attempts';
import { verifyPassword } from './passwords';
import { COOKIE_BY_ROLE, createSession, endSession } from './sessions';

/** Admin and assessor login and logout, and "who am I" (D1, D10, D15). */
export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/admin/login',
      {
        schema: { tags: ['auth'], body: adminLoginBody, response: { 200: messageSchema } },
      },
      async (request, reply) => {
        const { username, password } = request.body;
        const admin = await verifiedLogin(
          ctx,
          request,
          { kunci: `admin:${username}`, target: `admin ${username}` },
          async () => {
            const row = await ctx.db.selectFrom('admin').selectAll().where('username', '=', username).executeTakeFirst();
            return (await verifyPassword(row?.password_hash, password)) ? row : undefined;
          },
          () => unauthorized(PESAN_LOGIN_ADMIN_GAGAL),
        );
        const { token } = await createSession(ctx.db, ctx.clock, 'admin', admin.id, request.ip);
        setSessionCookie(reply, ctx.settings, COOKIE_BY_ROLE.admin, token);
        await writeAuditAs(ctx, request, { role: 'admin', actorId: admin.id, actorName: admin.username }, { action: 'login' });
        return { message: PESAN_LOGIN_ADMIN_BERHASIL };
      },
    );

    app.post(
      '/api/admin/logout',
      { onRequest: requireRoleWithTemporaryPassword(ctx, 'admin'), schema: { tags: ['auth'], response: { 200: messageSchema } } },
      async (request, reply) => {
        await writeAudit(ctx, request, { action: 'logout' });
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
          response: {
            200: z.object({
              message: z.string(),
              token: z.string(),
              asessor: asessorPublic,
              /** True while the password is the temporary one an admin set: the page leads to Ganti Password (D15). */
              harus_ganti_password: z.boolean(),
              /** When an admin last set this password, shown at login (D15). */
              password_diatur_admin: z.string().nullable(),
            }),
          },
        },
      },
      async (request, reply) => {
        const { assesor_id, password } = request.body;
        const asessor = await verifiedLogin(
          ctx,
          request,
          { kunci: `asessor:${assesor_id}`, target: `asessor ${assesor_id}` },
          async () => {
            const row = await ctx.db.selectFrom('asessor').selectAll().where('assesor_id', '=', assesor_id).executeTakeFirst();
            return (await verifyPassword(row?.password_hash, password)) ? row : undefined;
          },
          () => unauthorized('ID asessor atau password salah.'),
        );
        if (!asessor.active) throw forbidden('Akun asessor tidak aktif. Hubungi admin.');
        const { token } = await createSession(ctx.db, ctx.clock, 'asessor', asessor.id, request.ip);
        await ctx.db
          .updateTable('asessor')
          .set({ last_login: nowIso(ctx.clock) })
          .where('id', '=', asessor.id)
          .execute();
        setSessionCookie(reply, ctx.settings, COOKIE_BY_ROLE.asessor, token);
        setInfoCookie(reply, ctx.settings, 'asessor_id', String(asessor.id));
        await writeAuditAs(ctx, request, { role: 'asessor', actorId: asessor.id, actorName: asessor.name }, { action: 'login' });
        const { id, name, location } = asessor;
        return {
          message: PESAN_LOGIN_BERHASIL,
          token,
          asessor: { id, name, assesor_id: asessor.assesor_id, location },
          harus_ganti_password: Boolean(asessor.harus_ganti_password),
          password_diatur_admin: asessor.password_diatur_admin,
        };
      },
    );

    app.post(
      '/api/asessors/logout/:assessorId',
      {
        onRequest: requireRoleWithTemporaryPassword(ctx, 'asessor'),
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
        await writeAudit(ctx, request, { action: 'logout' });
        await endSession(ctx.db, session.id);
        await ctx.db
          .updateTable('asessor')
          .set({ last_logout: nowIso(ctx.clock) })
          .where('id', '=', session.userId)
          .execute();
        clearCookies(reply, COOKIE_BY_ROLE.asessor, 'asessor_id');
        return { message: 'Logout berhasil.' };
      },
    );

    app.get(
      '/api/auth/me',
      {
        onRequest: requireRoleWithTemporaryPassword(ctx, 'admin', 'asessor', 'peserta'),
        schema: { tags: ['auth'], response: { 200: meResponse } },
      },
      async (request) => {
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
          const { harus_ganti_password, password_diatur_admin, ...asessor } = await ctx.db
            .selectFrom('asessor')
            .select(['id', 'name', 'assesor_id', 'location', 'harus_ganti_password', 'password_diatur_admin'])
            .where('id', '=', sessions.asessor.userId)
            .executeTakeFirstOrThrow();
          result.asessor = asessor;
          result.harus_ganti_password = Boolean(harus_ganti_password);
          result.password_diatur_admin = password_diatur_admin;
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
      },
    );
  };
}
