import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../auth/auth-schemas';
import { clearCookies, setInfoCookie, setSessionCookie } from '../../auth/cookies';
import { requireRole, sessionOf, sessionsOf, usableAsessorSession } from '../../auth/guard';
import { verifiedLogin } from '../../auth/login-attempts';
import { verifyPassword } from '../../auth/passwords';
import { COOKIE_BY_ROLE, createSession, endSession } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound, unauthorized } from '../../errors';
import { nowIso } from '../../time';
import { writeAudit } from '../../kernel/audit-log';
import { bentukKodeValid, normalisasiKode, PESAN_KODE_SALAH } from '../../../domain/kode-masuk';
import { pakaiKodeMasuk } from './kode-masuk';
import { findPeserta, kategoriDari, listPeserta, PESAN_SEMUA_SELESAI, PESAN_SEMUA_SELESAI_TAHANAN, ruteSubtes, subtesBerikutnya } from './peserta-data';
import { daftarQuery, masukBody, masukResponse, pesertaRow } from './peserta-schemas';

export const PESAN_PASSWORD_SALAH = 'Password akses salah. Periksa kembali lalu coba lagi.';
export const PESAN_PASSWORD_WAJIB = 'Password akses wajib diisi.';
/** Entering through the other category's list (D17). */
export const PESAN_BUKAN_DAFTAR_ANAK = 'Data ini adalah data tahanan. Masuk melalui daftar Asesmen Tahanan.';
export const PESAN_BUKAN_DAFTAR_TAHANAN = 'Data ini adalah data anak. Masuk melalui daftar Asesmen Anak.';
/** Cookies the spec lists as the child's client-side session data (seed-spec section 3). */
export const INFO_COOKIES = ['registration_no', 'active_asesmen_id'] as const;

/** The child list and entering/leaving a child's session (D2, D10). */
export function pesertaRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['peserta'];

    // Public: a visitor sees every Rutan's children masked; an assessor only its own Rutan, in full (D2).
    // `?kategori=tahanan` gives the detainees' list, masked the same way (D17).
    app.get(
      '/api/peserta',
      { schema: { tags, querystring: daftarQuery, response: { 200: z.array(pesertaRow) } } },
      async (request) => {
        const kategori = request.query.kategori ?? 'anak';
        const session = await usableAsessorSession(ctx, request);
        if (session) {
          const asessor = await ctx.db
            .selectFrom('asessor')
            .select('location')
            .where('id', '=', session.userId)
            .executeTakeFirst();
          if (asessor) return listPeserta(ctx.db, { location: asessor.location, full: true, kategori });
        }
        return listPeserta(ctx.db, { full: false, kategori });
      },
    );

    app.post(
      '/api/peserta/masuk',
      {
        schema: { tags, body: masukBody, response: { 200: masukResponse } },
      },
      async (request, reply) => {
        const { id, password, kode } = request.body;
        const daftar = request.body.kategori ?? 'anak';
        const sessions = await sessionsOf(ctx, request);
        const peserta = await findPeserta(ctx.db, id);
        const ownAsessor = await usableAsessorSession(ctx, request);
        if (ownAsessor && !peserta) throw notFound('Data anak tidak ditemukan.');
        // A record is entered only through its own category's list (D17); nothing changes.
        if (peserta && kategoriDari(peserta.kategori) !== daftar) {
          throw badRequest(daftar === 'anak' ? PESAN_BUKAN_DAFTAR_ANAK : PESAN_BUKAN_DAFTAR_TAHANAN);
        }

        let asessorSession = ownAsessor;
        if (asessorSession && peserta) {
          const asessor = await ctx.db
            .selectFrom('asessor')
            .select('location')
            .where('id', '=', asessorSession.userId)
            .executeTakeFirst();
          // An assessor of another Rutan has no say over this child: the password path applies.
          if (asessor?.location !== peserta.location) asessorSession = undefined;
        }

        if (!asessorSession) {
          if (kode === undefined && !password) throw badRequest(PESAN_PASSWORD_WAJIB);
          // A code and the password share one count per child: guessing either is slowed alike (D14).
          // An unknown id answers like a wrong password (and as slowly), so ids cannot be probed.
          await verifiedLogin(
            ctx,
            request,
            { kunci: `peserta:${id}`, target: peserta?.registration_no ?? `id ${id}` },
            async () => {
              if (kode !== undefined) {
                const bersih = normalisasiKode(kode);
                const sah = bentukKodeValid(bersih) && peserta && (await pakaiKodeMasuk(ctx.db, peserta.id, bersih, ctx.clock.now()));
                return sah ? peserta : undefined;
              }
              return (await verifyPassword(peserta?.password_hash, password!)) && peserta ? peserta : undefined;
            },
            () => unauthorized(kode !== undefined ? PESAN_KODE_SALAH : PESAN_PASSWORD_SALAH),
          );
        }
        if (!peserta) throw unauthorized(PESAN_PASSWORD_SALAH);

        const next = await subtesBerikutnya(ctx.db, peserta.id);
        if (!next) throw conflict(daftar === 'anak' ? PESAN_SEMUA_SELESAI : PESAN_SEMUA_SELESAI_TAHANAN);

        // The audit names the assessor who handed the device over, before its session ends.
        if (asessorSession) request.acting = { role: 'asessor', session: asessorSession };
        await writeAudit(ctx, request, {
          action: 'peserta.masuk',
          target: peserta.registration_no,
          detail: asessorSession
            ? 'dari sesi asessor (tanpa password)'
            : kode !== undefined
              ? 'dengan kode masuk'
              : 'dengan password akses',
        });

        // A device handed to a child opens nothing else: every other session on it ends (D2, D14).
        if (sessions.asessor) {
          await endSession(ctx.db, sessions.asessor.id);
          await ctx.db
            .updateTable('asessor')
            .set({ last_logout: nowIso(ctx.clock) })
            .where('id', '=', sessions.asessor.userId)
            .execute();
        }
        if (sessions.admin) await endSession(ctx.db, sessions.admin.id);
        if (sessions.peserta) await endSession(ctx.db, sessions.peserta.id);
        // Cookies go even when their sessions had already expired on the server.
        clearCookies(reply, COOKIE_BY_ROLE.asessor, 'asessor_id', COOKIE_BY_ROLE.admin);

        const { token } = await createSession(ctx.db, ctx.clock, 'peserta', peserta.id, request.ip);
        setSessionCookie(reply, ctx.settings, COOKIE_BY_ROLE.peserta, token);
        setInfoCookie(reply, ctx.settings, 'registration_no', peserta.registration_no);
        setInfoCookie(reply, ctx.settings, 'active_asesmen_id', String(peserta.id));
        return {
          message: 'Berhasil masuk. Selamat mengerjakan.',
          id: peserta.id,
          registration_no: peserta.registration_no,
          lanjut: ruteSubtes(next, peserta.id, peserta.kategori),
          asessor_keluar: Boolean(sessions.asessor),
        };
      },
    );

    app.post(
      '/api/peserta/keluar',
      { preHandler: requireRole(ctx, 'peserta'), schema: { tags, response: { 200: messageSchema } } },
      async (request, reply) => {
        await endSession(ctx.db, sessionOf(request, 'peserta').id);
        clearCookies(reply, COOKIE_BY_ROLE.peserta, ...INFO_COOKIES);
        return { message: 'Sesi asesmen selesai.' };
      },
    );
  };
}
