import {
  PESAN_KODE_VERIFIKASI_SALAH,
  PESAN_LOGIN_ADMIN_BERHASIL,
  PESAN_LOGIN_ADMIN_GAGAL,
  PESAN_LOGIN_BERHASIL,
  PESAN_LOGIN_KODE_HABIS,
  PESAN_PASSWORD_SEMENTARA_KEDALUWARSA,
  PESAN_PERLU_KODE,
} from '#domain/messages.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sementaraKedaluwarsa } from './password-sementara';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { forbidden, unauthorized, type HttpError } from '../errors';
import { writeAudit, writeAuditAs } from '../kernel/audit-log';
import { akunSendiri, daftarRute, rute, rutePublik } from '../kernel/rute';
import { namaLokasi } from '../kernel/lokasi';
import {
  adminLoginBody,
  adminLoginResponse,
  asessorLoginBody,
  asessorLoginResponse,
  kodeLoginBody,
  meResponse,
  messageSchema,
  perluKodeResponse,
} from './auth-schemas';
import {
  findAdminByUsername,
  findAdminById,
  findAsessorById,
  findAsessorByLoginId,
  markAsessorLogin,
  markAsessorLogout,
  whoAmI,
} from './auth-data';
import { clearCookies, setInfoCookie, setShortCookie } from './cookies';
import {
  buatLoginTertunda,
  duaFaktorAktif,
  duaFaktorWajib,
  findLoginTertunda,
  hapusLoginTertunda,
  periksaKodeMasuk,
  sisaKodePemulihan,
  TUNDA_MS,
  type RoleAkun,
} from './dua-faktor';
import { sessionOf, sessionsOf } from './guard';
import { RUTE_KEAMANAN_AKUN } from './keamanan-akun-routes';
import { verifiedLogin } from './login-attempts';
import { startSession, withPassword } from './login';
import { COOKIE_BY_ROLE, COOKIE_LOGIN_TERTUNDA, endSession } from './sessions';

/**
 * The password step's check, under the limits per address and per account (`verifiedLogin`): the
 * account whose password is right, with whether its second factor is still to come. A right password
 * awaiting that factor does not reset the count of tries.
 */
async function langkahPassword<A extends { id: number }>(
  ctx: AppContext,
  request: FastifyRequest,
  role: RoleAkun,
  loginId: string,
  akunBenar: () => Promise<A | undefined>,
  salah: () => HttpError,
) {
  return verifiedLogin(
    ctx,
    request,
    { kunci: `${role}:${loginId}`, target: `${role} ${loginId}` },
    async () => {
      const akun = await akunBenar();
      return akun && { ...akun, duaFaktor: await duaFaktorAktif(ctx.db, role, akun.id) };
    },
    salah,
    (akun) => !akun.duaFaktor,
  );
}

/**
 * The password step ends the login, or, for an account with a second factor, leaves a login
 * waiting for its code (a short HttpOnly cookie) and says so. A wrong password and an unknown
 * account answer alike, as before: the step tells nothing about an account without its password.
 */
async function tundaAtauSelesai<T>(
  ctx: AppContext,
  reply: FastifyReply,
  role: RoleAkun,
  akun: { id: number; duaFaktor: boolean },
  selesai: (perluDuaFaktor: boolean) => Promise<T>,
): Promise<T | { message: string; perlu_kode: true }> {
  if (akun.duaFaktor) {
    const token = await buatLoginTertunda(ctx.db, ctx.clock, role, akun.id);
    setShortCookie(reply, ctx.settings, COOKIE_LOGIN_TERTUNDA[role], token, TUNDA_MS / 1000);
    return { message: PESAN_PERLU_KODE, perlu_kode: true };
  }
  // Required for all but not yet enrolled: the session may only enrol (D18).
  return selesai(await duaFaktorWajib(ctx.db));
}

/** The code step: the waiting login of this browser, its code checked under the same limit and lock as the password. */
async function langkahKode(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, role: RoleAkun, kode: string) {
  const tertunda = await findLoginTertunda(ctx.db, ctx.clock, role, request.cookies[COOKIE_LOGIN_TERTUNDA[role]]);
  const akun = tertunda && (role === 'admin' ? await findAdminById(ctx.db, tertunda.user_id) : await findAsessorById(ctx.db, tertunda.user_id));
  if (!tertunda || !akun || ('active' in akun && !akun.active)) {
    clearCookies(reply, COOKIE_LOGIN_TERTUNDA[role]);
    throw unauthorized(PESAN_LOGIN_KODE_HABIS);
  }
  const name = 'username' in akun ? akun.username : akun.assesor_id;
  const jenis = await verifiedLogin(
    ctx,
    request,
    { kunci: `${role}:${name}`, target: `${role} ${name} (kode verifikasi)` },
    () => periksaKodeMasuk(ctx.db, ctx.clock, role, akun.id, kode),
    () => unauthorized(PESAN_KODE_VERIFIKASI_SALAH),
  );
  await hapusLoginTertunda(ctx.db, tertunda.id);
  clearCookies(reply, COOKIE_LOGIN_TERTUNDA[role]);
  if (jenis === 'pemulihan') {
    const sisa = await sisaKodePemulihan(ctx.db, role, akun.id);
    await writeAuditAs(ctx, request, { role, actorId: akun.id, actorName: 'username' in akun ? akun.username : akun.name }, {
      action: 'dua_faktor.kode_pemulihan_dipakai',
      target: `${role} ${name}`,
      detail: `sisa ${sisa} kode pemulihan`,
    });
  }
  return akun;
}

async function selesaiAdmin(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  admin: { id: number; username: string },
  perluDuaFaktor: boolean,
) {
  await startSession(ctx, request, reply, 'admin', admin.id, { perluDuaFaktor });
  await writeAuditAs(ctx, request, { role: 'admin', actorId: admin.id, actorName: admin.username }, { action: 'login' });
  return { message: PESAN_LOGIN_ADMIN_BERHASIL };
}

type AsessorAkun = NonNullable<Awaited<ReturnType<typeof findAsessorById>>>;

async function selesaiAsessor(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, asessor: AsessorAkun, perluDuaFaktor: boolean) {
  const token = await startSession(ctx, request, reply, 'asessor', asessor.id, { perluDuaFaktor });
  await markAsessorLogin(ctx.db, ctx.clock, asessor.id);
  setInfoCookie(reply, ctx.settings, 'asessor_id', String(asessor.id));
  await writeAuditAs(ctx, request, { role: 'asessor', actorId: asessor.id, actorName: asessor.name }, { action: 'login' });
  const { id, name, location } = asessor;
  return {
    message: PESAN_LOGIN_BERHASIL,
    token,
    asessor: { id, name, assesor_id: asessor.assesor_id, location: await namaLokasi(ctx.db, location) },
    harus_ganti_password: Boolean(asessor.harus_ganti_password),
    password_diatur_admin: asessor.password_diatur_admin,
    menunggu_aktivasi: asessor.aktivasi !== 'aktif',
  };
}

const tags = ['auth'];

/**
 * Admin and assessor login and logout, and "who am I" (D1, D10, D15). The login steps are public
 * (`PUBLIC_ROUTES`); logout and "who am I" are open to an account still being set up.
 */
export const RUTE_AUTH = [
  rutePublik.post('/api/admin/login', {
    schema: { tags, body: adminLoginBody, response: { 200: adminLoginResponse } },
    handler: async (request, reply, { ctx }) => {
      const { username, password } = request.body;
      const admin = await langkahPassword(
        ctx,
        request,
        'admin',
        username,
        async () => withPassword(await findAdminByUsername(ctx.db, username), password),
        () => unauthorized(PESAN_LOGIN_ADMIN_GAGAL),
      );
      return tundaAtauSelesai(ctx, reply, 'admin', admin, (perlu) => selesaiAdmin(ctx, request, reply, admin, perlu));
    },
  }),

  rutePublik.post('/api/admin/login/kode', {
    schema: { tags, summary: 'Langkah kedua login admin: kode TOTP atau kode pemulihan (D18)', body: kodeLoginBody, response: { 200: messageSchema } },
    handler: async (request, reply, { ctx }) => {
      const admin = (await langkahKode(ctx, request, reply, 'admin', request.body.kode)) as { id: number; username: string };
      return selesaiAdmin(ctx, request, reply, admin, false);
    },
  }),

  akunSendiri('admin').post('/api/admin/logout', {
    schema: { tags, response: { 200: messageSchema } },
    handler: async (request, reply, { ctx }) => {
      await writeAudit(ctx, request, { action: 'logout' });
      await endSession(ctx.db, sessionOf(request, 'admin').id);
      clearCookies(reply, COOKIE_BY_ROLE.admin);
      return { message: 'Logout berhasil.' };
    },
  }),

  rutePublik.post('/api/asessors/login', {
    schema: { tags, body: asessorLoginBody, response: { 200: z.union([perluKodeResponse, asessorLoginResponse]) } },
    handler: async (request, reply, { ctx }) => {
      const { assesor_id: loginId, password } = request.body;
      const asessor = await langkahPassword(
        ctx,
        request,
        'asessor',
        loginId,
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
      return tundaAtauSelesai(ctx, reply, 'asessor', asessor, (perlu) => selesaiAsessor(ctx, request, reply, asessor, perlu));
    },
  }),

  rutePublik.post('/api/asessors/login/kode', {
    schema: {
      tags,
      summary: 'Langkah kedua login asessor: kode TOTP atau kode pemulihan (D18)',
      body: kodeLoginBody,
      response: { 200: asessorLoginResponse },
    },
    handler: async (request, reply, { ctx }) => {
      const asessor = (await langkahKode(ctx, request, reply, 'asessor', request.body.kode)) as AsessorAkun;
      return selesaiAsessor(ctx, request, reply, asessor, false);
    },
  }),

  akunSendiri('asessor').post('/api/asessors/logout/:asessorId', {
    schema: {
      tags,
      params: z.object({ asessorId: z.coerce.number().int().positive('ID asessor tidak valid.') }),
      response: { 200: messageSchema },
    },
    handler: async (request, reply, { ctx }) => {
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
  }),

  rute({
    method: 'GET',
    url: '/api/auth/me',
    peran: ['admin', 'asessor', 'peserta'],
    penyiapan: true,
    lingkup: 'tanpa',
    schema: { tags, response: { 200: meResponse } },
    handler: async (request, _reply, { ctx }) => whoAmI(ctx.db, await sessionsOf(ctx, request)),
  }),
];

/** Login, logout, "who am I" and each account's own security page. */
export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => daftarRute(app, ctx, [...RUTE_KEAMANAN_AKUN, ...RUTE_AUTH]);
}
