// "Keamanan Akun" of each admin and assessor (D18): the second factor (enrol, recovery codes,
// disable) and "Sesi aktif" (every live session of the account, any of them ended at once).
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PESAN_KODE_VERIFIKASI_SALAH } from '#domain/messages.ts';
import type { AppContext } from '../context';
import { badRequest, conflict, notFound } from '../errors';
import { writeAudit } from '../kernel/audit-log';
import { akunSendiri, ruteAdmin } from '../kernel/rute';
import { findAdminById, findAsessorById } from './auth-data';
import { messageSchema } from './auth-schemas';
import { clearCookies } from './cookies';
import {
  aktifkanDuaFaktor,
  aturDuaFaktorWajib,
  duaFaktorWajib,
  findDuaFaktor,
  gantiKodePemulihan,
  hapusDuaFaktor,
  mulaiDuaFaktor,
  pakaiKodeTotp,
  periksaKodeMasuk,
  sisaKodePemulihan,
  type RoleAkun,
} from './dua-faktor';
import { sessionOf } from './guard';
import { verifiedLogin } from './login-attempts';
import { verifyPassword } from './passwords';
import { COOKIE_BY_ROLE, endSession } from './sessions';

const PREFIX = { admin: '/api/admin', asessor: '/api/asessors' } as const satisfies Record<RoleAkun, string>;

export const kodeBody = z.object({
  kode: z.string().trim().min(1, 'Kode verifikasi wajib diisi.').max(40, 'Kode verifikasi terlalu panjang.'),
});
export const nonaktifkanBody = z
  .object({
    kode: z.string().trim().max(40, 'Kode verifikasi terlalu panjang.').optional(),
    password: z.string().max(200, 'Password terlalu panjang.').optional(),
  })
  .refine((b) => Boolean(b.kode) || Boolean(b.password), { message: 'Masukkan kode verifikasi saat ini atau password Anda.' });

export const statusResponse = z.object({
  aktif: z.boolean(),
  aktif_at: z.string().nullable(),
  wajib: z.boolean(),
  sisa_kode_pemulihan: z.number(),
});
export const mulaiResponse = z.object({ rahasia: z.string(), uri: z.string(), qr_svg: z.string() });
export const kodePemulihanResponse = z.object({ message: z.string(), kode_pemulihan: z.array(z.string()) });
export const sesiResponse = z.array(
  z.object({
    id: z.string(),
    perangkat: z.string(),
    alamat: z.string().nullable(),
    dibuat_at: z.string(),
    terakhir_at: z.string(),
    sesi_ini: z.boolean(),
  }),
);

/** The handle a session is shown and ended by: not its stored digest, which is never sent out. */
const pegangan = (sesiId: string) => createHash('sha256').update(`sesi-aktif:${sesiId}`).digest('hex').slice(0, 32);

const BROWSER: [RegExp, string][] = [
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SISTEM: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome di Android" from a User-Agent: enough to recognise one's own devices, never trusted for anything. */
export function perangkatDari(userAgent: string | null): string {
  if (!userAgent) return 'Perangkat tidak dikenal';
  const browser = BROWSER.find(([re]) => re.test(userAgent))?.[1];
  const sistem = SISTEM.find(([re]) => re.test(userAgent))?.[1];
  if (browser && sistem) return `${browser} di ${sistem}`;
  return browser ?? sistem ?? 'Perangkat tidak dikenal';
}

/** The account's name for the authenticator app's label and the audit. */
async function namaAkun(ctx: AppContext, role: RoleAkun, userId: number): Promise<string> {
  if (role === 'admin') return (await findAdminById(ctx.db, userId))?.username ?? `admin ${userId}`;
  return (await findAsessorById(ctx.db, userId))?.assesor_id ?? `asessor ${userId}`;
}

/** A code or the password from a logged-in person: the same limit, lock and audit as a login. */
async function buktikan(ctx: AppContext, request: FastifyRequest, role: RoleAkun, userId: number, tujuan: string, bukti: { kode?: string; password?: string }) {
  const nama = await namaAkun(ctx, role, userId);
  await verifiedLogin(
    ctx,
    request,
    { kunci: `${role}:${nama}`, target: `${role} ${nama} (${tujuan})` },
    async () => {
      if (bukti.kode) return (await periksaKodeMasuk(ctx.db, ctx.clock, role, userId, bukti.kode)) ?? undefined;
      const row = role === 'admin' ? await findAdminById(ctx.db, userId) : await findAsessorById(ctx.db, userId);
      return (await verifyPassword(row?.password_hash, bukti.password ?? '')) ? 'password' : undefined;
    },
    () => badRequest(bukti.kode ? PESAN_KODE_VERIFIKASI_SALAH : 'Password salah.'),
  );
  return nama;
}

// The account's own routes, open while it is set up: enrolling a second factor is part of setting up (D18).
function rutePerRole<const R extends RoleAkun>(role: R) {
  const p = PREFIX[role];
  const tags = ['keamanan-akun'];
  const milikSendiri = akunSendiri(role);
  return [
    milikSendiri.get(`${p}/dua-faktor`, {
      schema: { tags, summary: 'Status verifikasi dua langkah akun sendiri', response: { 200: statusResponse } },
      handler: async (request, _reply, { ctx }) => {
        const { userId } = sessionOf(request, role);
        const row = await findDuaFaktor(ctx.db, role, userId);
        const aktif = Number(row?.aktif ?? 0) === 1;
        return {
          aktif,
          aktif_at: aktif ? (row?.aktif_at ?? null) : null,
          wajib: await duaFaktorWajib(ctx.db),
          sisa_kode_pemulihan: aktif ? await sisaKodePemulihan(ctx.db, role, userId) : 0,
        };
      },
    }),

    milikSendiri.post(`${p}/dua-faktor/mulai`, {
      schema: { tags, summary: 'Rahasia TOTP baru dan kode QR-nya (belum aktif)', response: { 200: mulaiResponse } },
      handler: async (request, reply, { ctx }) => {
        const { userId } = sessionOf(request, role);
        if (Number((await findDuaFaktor(ctx.db, role, userId))?.aktif ?? 0) === 1) {
          throw conflict('Verifikasi dua langkah sudah aktif. Nonaktifkan terlebih dahulu untuk mendaftarkan aplikasi lain.');
        }
        const nama = await namaAkun(ctx, role, userId);
        const mulai = await mulaiDuaFaktor(ctx.db, ctx.clock, role, userId, nama);
        await writeAudit(ctx, request, { action: 'dua_faktor.mulai', target: `${role} ${nama}` });
        // The secret is shown once, on this page: no cache may keep it.
        reply.header('Cache-Control', 'no-store');
        return mulai;
      },
    }),

    milikSendiri.post(`${p}/dua-faktor/aktifkan`, {
      schema: { tags, summary: 'Aktifkan dengan kode pertama dari aplikasi; sepuluh kode pemulihan ditampilkan sekali', body: kodeBody, response: { 200: kodePemulihanResponse } },
      handler: async (request, reply, { ctx }) => {
        const { userId } = sessionOf(request, role);
        const row = await findDuaFaktor(ctx.db, role, userId);
        if (!row) throw badRequest('Mulai pendaftaran aplikasi autentikator terlebih dahulu.');
        if (Number(row.aktif) === 1) throw conflict('Verifikasi dua langkah sudah aktif.');
        const kode = request.body.kode.replace(/\s/g, '');
        if (!(await pakaiKodeTotp(ctx.db, role, userId, kode, ctx.clock.now().getTime(), 0))) {
          throw badRequest('Kode tidak cocok. Periksa jam di ponsel Anda dan masukkan kode 6 angka yang sedang tampil.');
        }
        await aktifkanDuaFaktor(ctx.db, ctx.clock, role, userId);
        const kodePemulihan = await gantiKodePemulihan(ctx.db, ctx.clock, role, userId);
        await writeAudit(ctx, request, { action: 'dua_faktor.aktif', target: `${role} ${await namaAkun(ctx, role, userId)}` });
        reply.header('Cache-Control', 'no-store');
        return { message: 'Verifikasi dua langkah aktif. Simpan sepuluh kode pemulihan ini sekarang: kode ini tidak akan ditampilkan lagi.', kode_pemulihan: kodePemulihan };
      },
    }),

    milikSendiri.post(`${p}/dua-faktor/kode-pemulihan`, {
      schema: { tags, summary: 'Sepuluh kode pemulihan baru (yang lama tidak berlaku), dengan kode saat ini', body: kodeBody, response: { 200: kodePemulihanResponse } },
      handler: async (request, reply, { ctx }) => {
        const { userId } = sessionOf(request, role);
        if (Number((await findDuaFaktor(ctx.db, role, userId))?.aktif ?? 0) !== 1) throw conflict('Verifikasi dua langkah belum aktif.');
        const nama = await buktikan(ctx, request, role, userId, 'kode pemulihan baru', { kode: request.body.kode });
        const kodePemulihan = await gantiKodePemulihan(ctx.db, ctx.clock, role, userId);
        await writeAudit(ctx, request, { action: 'dua_faktor.kode_pemulihan_baru', target: `${role} ${nama}` });
        reply.header('Cache-Control', 'no-store');
        return { message: 'Sepuluh kode pemulihan baru dibuat; kode yang lama tidak berlaku lagi.', kode_pemulihan: kodePemulihan };
      },
    }),

    milikSendiri.post(`${p}/dua-faktor/nonaktifkan`, {
      schema: { tags, summary: 'Nonaktifkan dengan kode saat ini atau password', body: nonaktifkanBody, response: { 200: messageSchema } },
      handler: async (request, _reply, { ctx }) => {
        const { userId } = sessionOf(request, role);
        if (Number((await findDuaFaktor(ctx.db, role, userId))?.aktif ?? 0) !== 1) throw conflict('Verifikasi dua langkah belum aktif.');
        if (await duaFaktorWajib(ctx.db)) throw conflict('Admin mewajibkan verifikasi dua langkah untuk setiap akun: tidak dapat dinonaktifkan.');
        const nama = await buktikan(ctx, request, role, userId, 'nonaktifkan verifikasi dua langkah', request.body);
        await hapusDuaFaktor(ctx.db, role, userId);
        await writeAudit(ctx, request, { action: 'dua_faktor.nonaktif', target: `${role} ${nama}`, detail: request.body.kode ? 'dengan kode' : 'dengan password' });
        return { message: 'Verifikasi dua langkah dinonaktifkan.' };
      },
    }),

    milikSendiri.get(`${p}/sesi`, {
      schema: { tags, summary: 'Sesi aktif akun sendiri', response: { 200: sesiResponse } },
      handler: async (request, _reply, { ctx }) => {
        const session = sessionOf(request, role);
        const rows = await ctx.db
          .selectFrom('sesi')
          .select(['id', 'ip', 'user_agent', 'created_at', 'last_seen_at'])
          .where('role', '=', role)
          .where('user_id', '=', session.userId)
          .where('expires_at', '>', ctx.clock.now().toISOString())
          .orderBy('last_seen_at', 'desc')
          .execute();
        return rows.map((r) => ({
          id: pegangan(r.id),
          perangkat: perangkatDari(r.user_agent),
          alamat: r.ip,
          dibuat_at: r.created_at,
          terakhir_at: r.last_seen_at,
          sesi_ini: r.id === session.id,
        }));
      },
    }),

    milikSendiri.delete(`${p}/sesi/:sesiId`, {
      schema: {
        tags,
        summary: 'Akhiri salah satu sesi sendiri; permintaan berikutnya dari sesi itu ditolak',
        params: z.object({ sesiId: z.string().regex(/^[0-9a-f]{32}$/, 'ID sesi tidak valid.') }),
        response: { 200: messageSchema },
      },
      handler: async (request, reply, { ctx }) => {
        const session = sessionOf(request, role);
        const rows = await ctx.db.selectFrom('sesi').select(['id', 'ip', 'user_agent']).where('role', '=', role).where('user_id', '=', session.userId).execute();
        const target = rows.find((r) => pegangan(r.id) === request.params.sesiId);
        if (!target) throw notFound('Sesi tidak ditemukan atau sudah berakhir.');
        await endSession(ctx.db, target.id);
        await writeAudit(ctx, request, {
          action: 'sesi.akhiri',
          target: `${role} ${await namaAkun(ctx, role, session.userId)}`,
          detail: `${perangkatDari(target.user_agent)}, ${target.ip ?? 'alamat tidak diketahui'}${target.id === session.id ? ' (sesi ini)' : ''}`,
        });
        if (target.id === session.id) clearCookies(reply, COOKIE_BY_ROLE[role]);
        return { message: 'Sesi diakhiri.' };
      },
    }),
  ];
}

export const wajibSchema = z.object({ wajib: z.boolean({ error: 'Nilai wajib harus ya atau tidak.' }) });

/** The second factor and sessions of admins and assessors, and the admin's switch requiring it for all (D18). */
export const RUTE_KEAMANAN_AKUN = [
  ...rutePerRole('admin'),
  ...rutePerRole('asessor'),

  ruteAdmin.get('/api/admin/pengaturan/dua-faktor', {
    schema: { tags: ['keamanan-akun'], response: { 200: wajibSchema } },
    handler: async (_request, _reply, { ctx }) => ({ wajib: await duaFaktorWajib(ctx.db) }),
  }),

  ruteAdmin.put('/api/admin/pengaturan/dua-faktor', {
    schema: { tags: ['keamanan-akun'], summary: 'Wajibkan verifikasi dua langkah untuk setiap akun', body: wajibSchema.strict(), response: { 200: messageSchema } },
    handler: async (request, _reply, { ctx }) => {
      const { userId } = sessionOf(request, 'admin');
      const { wajib } = request.body;
      // The admin who turns it on must already have one, or would lock themselves out of this switch.
      if (wajib && Number((await findDuaFaktor(ctx.db, 'admin', userId))?.aktif ?? 0) !== 1) {
        throw conflict('Aktifkan verifikasi dua langkah untuk akun admin Anda sendiri sebelum mewajibkannya untuk semua akun.');
      }
      const admin = await namaAkun(ctx, 'admin', userId);
      await aturDuaFaktorWajib(ctx.db, ctx.clock, wajib, `admin ${admin}`);
      await writeAudit(ctx, request, { action: wajib ? 'dua_faktor.wajib_aktif' : 'dua_faktor.wajib_nonaktif', target: 'semua akun' });
      return {
        message: wajib
          ? 'Verifikasi dua langkah kini wajib. Akun yang belum mengaktifkannya hanya dapat membuka halaman Keamanan Akun sampai mengaktifkannya.'
          : 'Verifikasi dua langkah tidak lagi wajib.',
      };
    },
  }),
];
