import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INSTRUMENT_KEYS, INSTRUMEN } from '#domain/index.ts';
import { messageSchema } from '#server/auth/auth-schemas.ts';
import { sessionOf } from '#server/auth/guard.ts';
import type { AppContext } from '#server/context.ts';
import { notFound } from '#server/errors.ts';
import { writeAudit } from '#server/kernel/audit-log.ts';
import { daftarRute, ruteAsessor } from '#server/kernel/rute.ts';
import { bukanRutanIni, PESAN_PESERTA_TIDAK_DITEMUKAN } from '#server/kernel/lingkup-rutan.ts';
import { loadGabungan, listGabungan } from './gabungan-data';
import { denganTampil, FILTER_PRIORITAS, listGabunganPrioritas, URUT_GABUNGAN } from './gabungan-prioritas';
import { deleteHasil, listHasil } from './hasil-data';
import { findBaterai } from '../baterai/baterai-data';
import { gabunganDetailPembaca, gabunganRow, hasilRow } from './hasil-schemas';
import { findPsikolog } from '../tinjauan/tinjauan-data';
import { nomorRegistrasi, registrationParams } from '#server/kernel/params.ts';
import { listOrPage, listOrPageSchema, pagedQuery, pagedSchema, pageOf } from '#server/kernel/paging.ts';
import { KATEGORI_PESERTA } from '#domain/index.ts';

/** `?kategori=` beside the paging of a list (D17): 'anak' (default) or 'tahanan'. */
const kategoriQuery = pagedQuery.extend({
  kategori: z.enum(KATEGORI_PESERTA, { message: 'Kategori harus anak atau tahanan.' }).optional(),
});

/** The combined list's query: beside the category, its order and a priority filter (issue 31.5). */
const gabunganQuery = kategoriQuery.extend({
  urut: z.enum(URUT_GABUNGAN, { message: 'Urutan harus terbaru atau prioritas.' }).optional(),
  prioritas: z.enum(FILTER_PRIORITAS, { message: 'Prioritas tidak dikenal.' }).optional(),
});

export const PESAN_HASIL_TIDAK_DITEMUKAN = 'Hasil instrumen ini belum ada untuk nomor registrasi tersebut.';
export const PESAN_HASIL_DIHAPUS = 'Hasil berhasil dihapus';

/** What an instrument's results list shows: its results and their records. */
const TABEL_HASIL = ['hasil', 'peserta'] as const;

/** Results per instrument, their deletion, and the combined results (assessors of the record's Rutan only). */
export const RUTE_HASIL = [
  ...INSTRUMENT_KEYS.flatMap((instrument) => {
    const row = hasilRow(instrument);
    const tags = ['hasil'];
    return [
      ruteAsessor.get(`/api/hasil-${instrument}-full`, {
        schema: { tags, summary: `Hasil ${INSTRUMEN[instrument].kode}`, querystring: pagedQuery, response: { 200: listOrPageSchema(row) } },
        tersimpan: {
          tabel: TABEL_HASIL,
          buat: async (request, { ctx, location, jumlahTersimpan }) => {
            const { rows, total } = await listHasil(ctx.db, location, instrument, request.query, 'anak', jumlahTersimpan);
            return { balasan: listOrPage(request.query, rows, total), baris: rows.length };
          },
        },
        auditBaca: { action: `hasil-${instrument}.lihat` },
      }),

      // Beside the spec's list (children): any category's results, `?kategori=tahanan` for detainees (D17). Always paged.
      ruteAsessor.get(`/api/hasil/${instrument}`, {
        schema: {
          tags,
          summary: `Hasil ${INSTRUMEN[instrument].kode} per kategori`,
          querystring: kategoriQuery,
          response: { 200: pagedSchema(row) },
        },
        tersimpan: {
          tabel: TABEL_HASIL,
          buat: async (request, { ctx, location, jumlahTersimpan }) => {
            const { kategori = 'anak', ...paging } = request.query;
            const { page, perPage } = pageOf({ ...paging, page: paging.page ?? 1 });
            const { rows, total } = await listHasil(ctx.db, location, instrument, { ...paging, page }, kategori, jumlahTersimpan);
            return { balasan: { data: rows, total, page, per_page: perPage }, baris: rows.length };
          },
        },
        auditBaca: {
          action: `hasil-${instrument}.lihat`,
          detail: (request, baris) => `${baris} baris ${request.query.kategori ?? 'anak'}`,
        },
      }),

      ruteAsessor.delete(`/api/hasil-${instrument}/:registrationNo`, {
        schema: {
          tags,
          summary: `Hapus hasil ${INSTRUMEN[instrument].kode}`,
          params: z.object({ registrationNo: nomorRegistrasi }),
          response: { 200: messageSchema },
        },
        handler: async (request, _reply, { ctx, location }) => {
          const { registrationNo } = request.params;
          const outcome = await deleteHasil(ctx.db, location, instrument, registrationNo);
          if (outcome === 'peserta')
            throw await bukanRutanIni(ctx, request, location, { registrationNo }, PESAN_PESERTA_TIDAK_DITEMUKAN);
          if (outcome === 'hasil') throw notFound(PESAN_HASIL_TIDAK_DITEMUKAN);
          await writeAudit(ctx, request, { action: 'hasil.hapus', target: registrationNo, detail: INSTRUMEN[instrument].kode });
          return { message: PESAN_HASIL_DIHAPUS };
        },
      }),
    ];
  }),

  ruteAsessor.get('/api/hasil-gabungan', {
    schema: { tags: ['hasil'], querystring: gabunganQuery, response: { 200: listOrPageSchema(gabunganRow) } },
    tersimpan: {
      // The current round's replaced attempts count toward the priority (D20), judged by the facility's criteria version (D24).
      tabel: ['peserta', 'hasil', 'catatan', 'baterai', 'ronde', 'hasil_riwayat', 'kriteria_lokasi', 'lokasi'],
      buat: async (request, { ctx, location, simpanSambil }) => {
        const { kategori = 'anak', urut, prioritas, ...paging } = request.query;
        const baterai = await findBaterai(ctx.db, kategori);
        const daftar = [ctx, location, paging, kategori, baterai, simpanSambil] as const;
        const { rows, total } =
          urut === 'prioritas' || prioritas ? await listGabunganPrioritas(prioritas, ...daftar) : await listGabungan(...daftar);
        return { balasan: listOrPage(request.query, rows.map(denganTampil), total), baris: rows.length };
      },
    },
    auditBaca: { action: 'hasil-gabungan.daftar' },
  }),

  ruteAsessor.get('/api/hasil-gabungan/:registration_no', {
    schema: { tags: ['hasil'], params: registrationParams, response: { 200: gabunganDetailPembaca } },
    auditBaca: { action: 'hasil-gabungan.lihat', target: (request) => request.params.registration_no },
    handler: async (request, _reply, { ctx, location }) => {
      const registrationNo = request.params.registration_no;
      const [view, psikolog] = await Promise.all([
        loadGabungan(ctx, { location, registrationNo }),
        findPsikolog(ctx.db, sessionOf(request, 'asessor').userId),
      ]);
      if (!view) throw await bukanRutanIni(ctx, request, location, { registrationNo }, PESAN_PESERTA_TIDAK_DITEMUKAN);
      // D22: the clinical note is the psychologists' (and the clinician's copy's), not every assessor's.
      const t = view.tinjauan.tinjauan;
      const tinjauan = psikolog || !t ? view.tinjauan : { ...view.tinjauan, tinjauan: { ...t, catatan_klinis: null } };
      return { ...view, tinjauan, boleh_meninjau: psikolog !== undefined };
    },
  }),
];

export function hasilRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => daftarRute(app, ctx, RUTE_HASIL);
}
