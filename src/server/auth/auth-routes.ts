import {
  PESAN_LOGIN_ADMIN_BERHASIL,
  PESAN_LOGIN_ADMIN_GAGAL,
  PESAN_LOGIN_BERHASIL,
  PESAN_PASSWORD_SEMENTARA_KEDALUWARSA,
} from '../../domain/messages';
import { sementaraKedaluwarsa } from './password-sementara';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { forbidden, unauthorized } from '../errors';
import { writeAudit, writeAuditAs } from '../kernel/audit-log';
import { adminLoginBody, asessorLoginBody, asessorLoginResponse, meResponse, messageSchema } from './auth-schemas';
import { findAdminByUsername, findAsessorByLoginId, markAsessorLogin, markAsessorLogout, whoAmI } from './auth-data';
import { clearCookies, setInfoCookie } from './cookies';
import { requireRoleWithTemporaryPassword, sessionOf, sessionsOf } from './guard';
import { verifiedLogin } from './login-attempts';
import { startSession, withPassword } from './login';
import { COOKIE_BY_ROLE, endSession } from './sessions';

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
          async () => withPassword(await findAdminByUsername(ctx.db, username), password),
          () => unauthorized(PESAN_LOGIN_ADMIN_GAGAL),
        );
        await startSession(ctx, request, reply, 'admin', admin.id);
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
          response: { 200: asessorLoginResponse },
        },
      },
      async (request, reply) => {
        const { assesor_id: loginId, password } = request.body;
        const asessor = await verifiedLogin(
          ctx,
          request,
          { kunci: `asessor:${loginId}`, target: `asessor ${loginId}` },
          async () => {
            const row = await withPassword(await findAsessorByLoginId(ctx.db, loginId), password);
            // A deactivated account answers as a wrong password does, right password or not: a 403 only
            // to the right one would tell a guesser they had found it. The admin sees it in the log.
            if (row && !row.active) {
              await writeAuditAs(ctx, request, { role: 'anonim', actorId: null, actorName: null }, {
                action: 'login.ditolak_nonaktif',
                target: `asessor ${loginId}`,
              });
              return undefined;
            }
            return row;
          },
          () => unauthorized('ID asessor atau password salah.'),
        );
        if (asessor.harus_ganti_password && sementaraKedaluwarsa(asessor.password_diatur_admin, ctx.clock)) {
          await writeAuditAs(ctx, request, { role: 'anonim', actorId: null, actorName: null }, {
            action: 'login.ditolak_password_kedaluwarsa',
            target: `asessor ${loginId}`,
          });
          throw forbidden(PESAN_PASSWORD_SEMENTARA_KEDALUWARSA);
        }
        const token = await startSession(ctx, request, reply, 'asessor', asessor.id);
        await markAsessorLogin(ctx.db, ctx.clock, asessor.id);
        setInfoCookie(reply, ctx.settings, 'asessor_id', String(asessor.id));
        await writeAuditAs(ctx, request, { role: 'asessor', actorId: asessor.id, actorName: asessor.name }, { action: 'login' });
        const { id, name, location } = asessor;
        return {
          message: PESAN_LOGIN_BERHASIL,
          token,
          asessor: { id, name, assesor_id: asessor.assesor_id, location },
          harus_ganti_password: Boolean(asessor.harus_ganti_password),
          password_diatur_admin: asessor.password_diatur_admin,
          menunggu_aktivasi: asessor.aktivasi !== 'aktif',
        };
      },
    );

    app.post(
      '/api/asessors/logout/:asessorId',
      {
        onRequest: requireRoleWithTemporaryPassword(ctx, 'asessor'),
        schema: {
          tags: ['auth'],
          params: z.object({ asessorId: z.coerce.number().int().positive('ID asessor tidak valid.') }),
          response: { 200: messageSchema },
        },
      },
      async (request, reply) => {
        const session = sessionOf(request, 'asessor');
        if (session.userId !== request.params.asessorId) {
          throw forbidden('Anda hanya dapat mengakhiri sesi Anda sendiri.');
        }
        await writeAudit(ctx, request, { action: 'logout' });
        await endSession(ctx.db, session.id);
        await markAsessorLogout(ctx.db, ctx.clock, session.userId);
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
      async (request) => whoAmI(ctx.db, await sessionsOf(ctx, request)),
    );
  };
}
