import { findLokasiByNama, kunciLokasi } from '#server/kernel/lokasi.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '#server/auth/auth-schemas.ts';
import { clearCookies, setInfoCookie } from '#server/auth/cookies.ts';
import { sessionOf } from '#server/auth/guard.ts';
import { startSession } from '#server/auth/login.ts';
import { COOKIE_BY_ROLE, endSession } from '#server/auth/sessions.ts';
import type { AppContext } from '#server/context.ts';
import { conflict } from '#server/errors.ts';
import { nowIso } from '#server/time.ts';
import { writeAudit } from '#server/kernel/audit-log.ts';
import { listOrPage, listOrPageSchema } from '#server/kernel/paging.ts';
import { daftarRute, rute, rutePeserta, rutePublik } from '#server/kernel/rute.ts';
import { akhiriSesiLain, izinMasuk, type Masuk } from './masuk';
import { pastikanPersetujuan } from '../persetujuan/persetujuan-data';
import { findKesediaan, ruteKesediaan, sudahDihentikan } from '../persetujuan/kesediaan-data';
import { PESAN_ASESMEN_DIHENTIKAN } from '#domain/persetujuan.ts';
import {
  findPeserta,
  listLokasiPerangkat,
  listPeserta,
  PESAN_SEMUA_SELESAI,
  PESAN_SEMUA_SELESAI_TAHANAN,
  ruteSubtes,
  findSubtesBerikutnya,
  kunciPerangkat,
} from './peserta-data';
import { daftarQuery, lokasiPerangkat, masukBody, masukResponse, pesertaRow } from './peserta-schemas';
import { z } from 'zod';

/** How the audit log words each way in (D2, D14). */
const CARA_MASUK: Record<Masuk['cara'], string> = {
  asessor: 'dari sesi asessor (tanpa password)',
  kode: 'dengan kode masuk',
  password: 'dengan password akses',
};
/** Cookies the spec lists as the child's client-side session data (seed-spec section 3). */
export const INFO_COOKIES = ['registration_no', 'active_asesmen_id'] as const;

const tags = ['peserta'];

/** The child list and entering/leaving a child's session (D2, D10). */
export const RUTE_PESERTA = [
  // Public: a visitor sees every Rutan's children masked, or one facility's when the device chose it;
  // an assessor only its own Rutan, in full (D2). `?kategori=tahanan` gives the detainees' list,
  // masked the same way (D17); `?q=&page=&per_page=` a page of it (issue 32).
  rute({
    method: 'GET',
    url: '/api/peserta',
    peran: 'publik',
    lingkup: 'rutan-bila-asessor',
    schema: { tags, querystring: daftarQuery, response: { 200: listOrPageSchema(pesertaRow) } },
    handler: async (request, _reply, { ctx, location }) => {
      const { kategori = 'anak', lokasi, ...paging } = request.query;
      // `?lokasi=` names a facility (D24): its id is what the records hold; an unknown name lists nothing.
      const dipilih = lokasi?.trim() ? ((await findLokasiByNama(ctx.db, lokasi)) ?? { id: 0 }) : undefined;
      const { rows, total } = location
        ? await listPeserta(ctx.db, { location, full: true, kategori, paging })
        : await listPeserta(ctx.db, { location: dipilih && kunciLokasi(dipilih.id), full: false, kategori, paging });
      return listOrPage(paging, rows, total);
    },
    // Full names are a read of children's data: audited, once per session and window (issue 29).
    auditBaca: { action: 'peserta.daftar_nama_lengkap', detail: (request) => request.query.kategori ?? 'anak', berulang: true },
  }),

  // Public: the facilities a device of the child list can be placed in (issue 32); the admin's
  // `/api/lokasi` holds counts and closed facilities, and needs a login the device does not have.
  rutePublik.get('/api/peserta/lokasi', {
    schema: { tags, summary: 'Lokasi yang dapat dipilih perangkat daftar asesmen', response: { 200: z.array(lokasiPerangkat) } },
    handler: async (_request, _reply, { ctx }) => listLokasiPerangkat(ctx.db),
  }),

  rutePublik.post('/api/peserta/masuk', {
    schema: { tags, body: masukBody, response: { 200: masukResponse } },
    handler: async (request, reply, { ctx }) => {
      const { id, password, kode } = request.body;
      const daftar = request.body.kategori ?? 'anak';
      const { peserta, asessorSession, cara } = await izinMasuk(ctx, request, { id, password, kode, daftar });
      const next = await findSubtesBerikutnya(ctx.db, peserta.id);
      if (!next) throw conflict(daftar === 'anak' ? PESAN_SEMUA_SELESAI : PESAN_SEMUA_SELESAI_TAHANAN);
      // D21: no way in (code, password or the assessor's device) before consent is on file; no session is made.
      await pastikanPersetujuan(ctx.db, peserta.id);
      // D21: the first page asks for the person's own assent; after a refusal or a stop nothing opens.
      const kesediaan = await findKesediaan(ctx.db, peserta.id);
      if (sudahDihentikan(kesediaan)) throw conflict(PESAN_ASESMEN_DIHENTIKAN);

      // The audit names the assessor who handed the device over, before its session ends.
      if (asessorSession) request.acting = { role: 'asessor', session: asessorSession };
      await writeAudit(ctx, request, { action: 'peserta.masuk', target: peserta.registration_no, detail: CARA_MASUK[cara] });
      const asessorKeluar = await akhiriSesiLain(ctx, request, reply);

      await startSession(ctx, request, reply, 'peserta', peserta.id);
      setInfoCookie(reply, ctx.settings, 'registration_no', peserta.registration_no);
      setInfoCookie(reply, ctx.settings, 'active_asesmen_id', String(peserta.id));
      return {
        message: 'Berhasil masuk. Selamat mengerjakan.',
        id: peserta.id,
        registration_no: peserta.registration_no,
        lanjut: kesediaan ? ruteSubtes(next, peserta.id, peserta.kategori) : ruteKesediaan(peserta.id, peserta.kategori),
        asessor_keluar: asessorKeluar,
        kunci_perangkat: await kunciPerangkat(ctx.db, peserta.id, nowIso(ctx.clock)),
      };
    },
  }),

  rutePeserta.post('/api/peserta/keluar', {
    schema: { tags, response: { 200: messageSchema } },
    handler: async (request, reply, { ctx }) => {
      const session = sessionOf(request, 'peserta');
      const peserta = await findPeserta(ctx.db, session.userId);
      await writeAudit(ctx, request, { action: 'logout', target: peserta?.registration_no ?? null });
      await endSession(ctx.db, session.id);
      clearCookies(reply, COOKIE_BY_ROLE.peserta, ...INFO_COOKIES);
      return { message: 'Sesi asesmen selesai.' };
    },
  }),
];

export function pesertaRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => daftarRute(app, ctx, RUTE_PESERTA);
}
