import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifiedLogin } from '#server/auth/login-attempts.ts';
import {
  PESAN_ASESSOR_DIPERBARUI,
  PESAN_ASESSOR_DITAMBAHKAN,
  PESAN_PASSWORD_DIGANTI,
  PESAN_PASSWORD_LAMA_SALAH,
  PESAN_PASSWORD_SEMENTARA_KEDALUWARSA,
} from '#domain/messages.ts';
import { z } from 'zod';
import { messageSchema } from '#server/auth/auth-schemas.ts';
import { sessionOf } from '#server/auth/guard.ts';
import { hashPassword, verifyPassword } from '#server/auth/passwords.ts';
import type { AppContext } from '#server/context.ts';
import { badRequest, conflict, forbidden, notFound } from '#server/errors.ts';
import { nowIso } from '#server/time.ts';
import { writeAudit } from '#server/kernel/audit-log.ts';
import { isUniqueViolation } from '#server/kernel/db-errors.ts';
import { idParams } from '#server/kernel/params.ts';
import { listOrPageSchema, pageOf } from '#server/kernel/paging.ts';
import { sementaraKedaluwarsa } from '#server/auth/password-sementara.ts';
import { akunSendiri, daftarRute, rute, ruteAdmin, ruteAsessor, skemaPesan, skemaUbahan } from '#server/kernel/rute.ts';
import { kunciLokasiTerbuka, namaLokasi } from '#server/kernel/lokasi.ts';
import {
  decideAktivasi,
  deleteAsessor,
  findAsessor,
  findPassword,
  insertAsessor,
  hitungAsessor,
  listAsessors,
  listRekan,
  loginIdTaken,
  updateAsessorActive,
  updateOwnPassword,
  updateAsessor,
} from './asessor-data';
import { hapusDuaFaktor } from '#server/auth/dua-faktor.ts';
import {
  asessorRow,
  createAsessorBody,
  gantiPasswordBody,
  listQuery,
  onlineRow,
  rekanRow,
  toggleResponse,
  updateAsessorBody,
} from './asessor-schemas';

export const PESAN_ID_DIPAKAI = 'ID asessor sudah digunakan. Pilih ID lain.';
export const PESAN_ASESSOR_TIDAK_DITEMUKAN = 'Asessor tidak ditemukan.';

const list = { 200: z.array(asessorRow) };

/** The admin acting, as the colleague confirming an account is shown it (D18). */
const adminName = (request: FastifyRequest) =>
  sessionOf(request, 'admin').account?.name ?? `admin ${sessionOf(request, 'admin').userId}`;

const tags = ['asessor'];

async function existing(ctx: AppContext, id: number) {
  const row = await findAsessor(ctx.db, id);
  if (!row) throw notFound(PESAN_ASESSOR_TIDAK_DITEMUKAN);
  return row;
}

/** Assessor accounts (admin) and who is online (admin and assessors), seed-spec section 7 with D1/D10. */
export const RUTE_ASESSOR = [
  ruteAdmin.get('/api/asessors/active', {
    schema: { tags, summary: 'Laporan Terbaru: setiap asessor dan status online', response: list },
    handler: async (_request, _reply, { ctx }) => listAsessors(ctx.db, ctx.clock),
  }),

  ruteAdmin.get('/api/asessors', {
    schema: {
      tags,
      summary: 'Daftar asessor (cari nama dengan ?q=; satu halaman dengan ?page=&per_page=)',
      querystring: listQuery,
      response: { 200: listOrPageSchema(asessorRow) },
    },
    handler: async (request, _reply, { ctx }) => {
      const { q, page, per_page } = request.query;
      // The spec's plain array unless a page is asked for (Kelola Akun pages it, D10): `?q=` alone
      // searched before pages existed and keeps its array.
      if (page === undefined && per_page === undefined) return listAsessors(ctx.db, ctx.clock, { q });
      const potongan = pageOf({ page, per_page });
      const [rows, total] = await Promise.all([
        listAsessors(ctx.db, ctx.clock, { q, potongan }),
        hitungAsessor(ctx.db, { q }),
      ]);
      return { data: rows, total, page: potongan.page, per_page: potongan.perPage };
    },
  }),

  rute({
    method: 'GET',
    url: '/api/asessors/online',
    peran: ['admin', 'asessor'],
    lingkup: 'tanpa',
    schema: {
      tags,
      summary: 'Asessor yang sedang online (sesi dipakai 15 menit terakhir)',
      response: { 200: z.array(onlineRow) },
    },
    handler: async (request, _reply, { ctx }) => {
      const rows = await listAsessors(ctx.db, ctx.clock, { onlineOnly: true });
      // Another assessor's login id is half of what a guess needs: assessors see names and Rutan only.
      if (request.acting?.role === 'admin') return rows;
      return rows.map(({ assesor_id: _loginId, psikolog: _psikolog, nomor_izin: _nomor, ...row }) => row);
    },
  }),

  akunSendiri('asessor').post('/api/asessors/password', {
    schema: skemaPesan({ tags, summary: 'Asessor mengganti password sendiri (D15)', body: gantiPasswordBody }),
    handler: async (request, _reply, { ctx }) => {
      const session = sessionOf(request, 'asessor');
      const { password_lama, password_baru } = request.body;
      const row = await findPassword(ctx.db, session.userId);
      // Guessing the old password from a stolen session is a login attempt: the same limit, lock and audit.
      await verifiedLogin(
        ctx,
        request,
        { kunci: `asessor:${row.assesor_id}`, target: `asessor ${row.assesor_id} (ganti password)` },
        async () => ((await verifyPassword(row.password_hash, password_lama)) ? true : undefined),
        () => badRequest(PESAN_PASSWORD_LAMA_SALAH),
      );
      if (row.harus_ganti_password && sementaraKedaluwarsa(row.password_diatur_admin, ctx.clock)) {
        throw forbidden(PESAN_PASSWORD_SEMENTARA_KEDALUWARSA);
      }
      // The admin knows the temporary password: the new one must differ from it (D18).
      if (password_baru === password_lama) throw badRequest('Password baru harus berbeda dari password lama.');
      // Other devices logged in with the old password leave; this one stays.
      await updateOwnPassword(ctx.db, session.userId, await hashPassword(password_baru), session.id);
      await writeAudit(ctx, request, { action: 'asessor.ganti_password', target: row.assesor_id });
      return { message: PESAN_PASSWORD_DIGANTI };
    },
  }),

  ruteAdmin.post('/api/asessors', {
    schema: { tags, summary: 'Tambah akun asessor', body: createAsessorBody, response: { 201: messageSchema } },
    handler: async (request, reply, { ctx }) => {
      const { name, id: loginId, password } = request.body;
      const location = await kunciLokasiTerbuka(ctx.db, request.body.location);
      if (await loginIdTaken(ctx.db, loginId)) throw conflict(PESAN_ID_DIPAKAI);
      const password_hash = await hashPassword(password);
      let id: number;
      try {
        id = await insertAsessor(ctx.db, {
          name,
          assesor_id: loginId,
          password_hash,
          location,
          created_at: nowIso(ctx.clock),
          dibuat_oleh: adminName(request),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(PESAN_ID_DIPAKAI);
        throw error;
      }
      await writeAudit(ctx, request, {
        action: 'asessor.tambah',
        target: loginId,
        detail: `${name}, ${await namaLokasi(ctx.db, location)} (lokasi ${location}) (id ${id})`,
      });
      return reply.status(201).send({ message: PESAN_ASESSOR_DITAMBAHKAN });
    },
  }),

  ruteAdmin.put('/api/asessors/:id', {
    schema: skemaUbahan({ tags, summary: 'Ubah akun asessor (password kosong = tidak berubah)', body: updateAsessorBody }),
    handler: async (request, _reply, { ctx }) => {
      const before = await existing(ctx, request.params.id);
      const { name, assesor_id, password } = request.body;
      const location = await kunciLokasiTerbuka(ctx.db, request.body.location, before.location);
      if (await loginIdTaken(ctx.db, assesor_id, before.id)) throw conflict(PESAN_ID_DIPAKAI);
      // A new password, or a move to another Rutan (whose records the open pages may show), ends the sessions.
      const endSessions = Boolean(password) || location !== before.location;
      try {
        await updateAsessor(
          ctx.db,
          before.id,
          { name, assesor_id, location, password_hash: password ? await hashPassword(password) : null },
          endSessions,
          nowIso(ctx.clock),
          adminName(request),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(PESAN_ID_DIPAKAI);
        throw error;
      }
      // A lost phone is what a reset is for: the second factor goes with the old password. The account
      // waits for a colleague again (D18), so a reset opens nothing to the admin.
      if (password) await hapusDuaFaktor(ctx.db, 'asessor', before.id);
      const changes = [
        name !== before.name && `nama: ${before.name} → ${name}`,
        assesor_id !== before.assesor_id && `ID: ${before.assesor_id} → ${assesor_id}`,
        location !== before.location &&
          `lokasi: ${await namaLokasi(ctx.db, before.location)} (${before.location}) → ${await namaLokasi(ctx.db, location)} (${location})`,
        password && 'password baru (sementara, D15; menunggu konfirmasi rekan, D18; verifikasi dua langkah dihapus)',
      ].filter(Boolean);
      await writeAudit(ctx, request, {
        action: 'asessor.ubah',
        target: assesor_id,
        detail: changes.length ? changes.join('; ') : 'tanpa perubahan',
      });
      return { message: PESAN_ASESSOR_DIPERBARUI };
    },
  }),

  ruteAdmin.put('/api/asessors/:id/toggle', {
    schema: { tags, summary: 'Aktifkan / nonaktifkan akun asessor', params: idParams, response: { 200: toggleResponse } },
    handler: async (request, _reply, { ctx }) => {
      const row = await existing(ctx, request.params.id);
      const active = !row.active;
      await updateAsessorActive(ctx.db, row.id, active);
      await writeAudit(ctx, request, { action: active ? 'asessor.aktifkan' : 'asessor.nonaktifkan', target: row.assesor_id });
      return { message: active ? 'Akun asessor diaktifkan' : 'Akun asessor dinonaktifkan', active };
    },
  }),

  // Konfirmasi rekan (D18): an activated assessor of the Rutan confirms or refuses a waiting colleague.
  ruteAsessor.get('/api/asessors/rekan', {
    schema: {
      tags,
      summary: 'Akun rekan se-Rutan yang menunggu konfirmasi atau baru dikonfirmasi (D18)',
      response: { 200: z.array(rekanRow) },
    },
    handler: async (request, _reply, { ctx, location }) => {
      const rows = await listRekan(ctx.db, ctx.clock, location, sessionOf(request, 'asessor').userId);
      return rows.map((r) => ({ ...r, active: Boolean(r.active) }));
    },
  }),

  ...(
    [
      ['konfirmasi', 'aktif'],
      ['tolak', 'ditolak'],
    ] as const
  ).map(([path, keputusan]) =>
    ruteAsessor.post(`/api/asessors/:id/${path}`, {
      schema: {
        tags,
        summary: keputusan === 'aktif' ? 'Konfirmasi akun rekan se-Rutan (D18)' : 'Tolak akun rekan se-Rutan (D18)',
        params: idParams,
        response: { 200: messageSchema },
      },
      handler: async (request, _reply, { ctx, location }) => {
        const session = sessionOf(request, 'asessor');
        const row = await findAsessor(ctx.db, request.params.id);
        // Another Rutan's accounts are not this assessor's to see: the same 404 as a missing one.
        if (!row || row.location !== location) throw notFound(PESAN_ASESSOR_TIDAK_DITEMUKAN);
        if (row.id === session.userId) throw forbidden('Anda tidak dapat mengonfirmasi akun Anda sendiri.');
        const oleh = `asessor ${session.account?.name ?? session.userId}`;
        const changed = await decideAktivasi(ctx.db, row.id, keputusan, oleh, nowIso(ctx.clock));
        if (!changed) throw conflict('Akun ini tidak sedang menunggu konfirmasi.');
        await writeAudit(ctx, request, {
          action: keputusan === 'aktif' ? 'asessor.konfirmasi_rekan' : 'asessor.tolak_rekan',
          target: row.assesor_id,
          detail: `${row.name}, ${await namaLokasi(ctx.db, row.location)}`,
        });
        return {
          message:
            keputusan === 'aktif'
              ? `Akun ${row.name} dikonfirmasi dan kini dapat membuka data asesmen.`
              : `Akun ${row.name} ditolak. Sesi akun itu diakhiri; admin perlu mengatur ulang akun bila diperlukan.`,
        };
      },
    }),
  ),

  ruteAdmin.delete('/api/asessors/:id', {
    schema: { tags, summary: 'Hapus akun asessor (data anak tetap ada)', params: idParams, response: { 200: messageSchema } },
    handler: async (request, _reply, { ctx }) => {
      const row = await existing(ctx, request.params.id);
      await deleteAsessor(ctx.db, row.id);
      await hapusDuaFaktor(ctx.db, 'asessor', row.id);
      await writeAudit(ctx, request, { action: 'asessor.hapus', target: row.assesor_id, detail: row.name });
      return { message: 'Asessor berhasil dihapus' };
    },
  }),
];

export function asessorRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => daftarRute(app, ctx, RUTE_ASESSOR);
}
