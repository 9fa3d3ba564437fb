import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { labelKriteria, kunciKriteria, type KriteriaTambahan } from '#domain/index.ts';
import { alasanTidakLebihKetat, prioritasBawaan } from '#domain/kriteria-lokasi.ts';
import { sessionOf } from '#server/auth/guard.ts';
import type { AppContext } from '#server/context.ts';
import { badRequest, conflict, notFound } from '#server/errors.ts';
import { writeAudit } from '#server/kernel/audit-log.ts';
import { isUniqueViolation } from '#server/kernel/db-errors.ts';
import { idParams } from '#server/kernel/params.ts';
import { daftarRute, ruteAdmin } from '#server/kernel/rute.ts';
import { nowIso } from '#server/time.ts';
import { findLokasi } from '../lokasi/lokasi-data';
import { listVersi, simpanVersi } from './kriteria-data';
import { kriteriaBody, kriteriaResponse } from './kriteria-schemas';

const PESAN_LOKASI_TIDAK_DITEMUKAN = 'Lokasi tidak ditemukan.';
const tags = ['lokasi'];

/** A criterion as the admin reads it: in words, beside what the defaults alone make of it. */
const tampil = (k: KriteriaTambahan) => ({ ...k, label: labelKriteria(k), bawaan: prioritasBawaan(k) });

async function bacaKriteria(ctx: AppContext, id: number) {
  const lokasi = await findLokasi(ctx.db, id);
  if (!lokasi) throw notFound(PESAN_LOKASI_TIDAK_DITEMUKAN);
  const versi = await listVersi(ctx.db, lokasi.id);
  return {
    lokasi,
    balasan: {
      lokasi: lokasi.nama,
      versi: versi[0]?.nomor ?? 0,
      kriteria: (versi[0]?.kriteria ?? []).map(tampil),
      riwayat: versi.map((v) => ({ nomor: v.nomor, kriteria: v.kriteria.map(tampil), alasan: v.alasan, dibuat_at: v.dibuat_at, dibuat_oleh: v.dibuat_oleh })),
    },
  };
}

/**
 * D24: a facility's stricter criteria. The admin adds criteria that make a result Kritis or Mendesak;
 * one that repeats or undercuts a default is refused and nothing changes. Each save is the next
 * version (audited); results keep the version they were judged by.
 */
export const RUTE_KRITERIA_LOKASI = [
  ruteAdmin.get('/api/lokasi/:id/kriteria', {
    schema: { tags, summary: 'Kriteria kritis tambahan sebuah lokasi', params: idParams, response: { 200: kriteriaResponse } },
    handler: async (request, _reply, { ctx }) => (await bacaKriteria(ctx, request.params.id)).balasan,
  }),

  ruteAdmin.put('/api/lokasi/:id/kriteria', {
    schema: {
      tags,
      summary: 'Simpan versi baru kriteria kritis tambahan sebuah lokasi',
      params: idParams,
      body: kriteriaBody,
      response: { 200: kriteriaResponse.extend({ message: kriteriaResponse.shape.lokasi }) },
    },
    handler: async (request, _reply, { ctx }) => {
      const lokasi = await findLokasi(ctx.db, request.params.id);
      if (!lokasi) throw notFound(PESAN_LOKASI_TIDAK_DITEMUKAN);
      const { dari_versi, alasan } = request.body;
      const kriteria = request.body.kriteria as KriteriaTambahan[];
      const kunci = kriteria.map(kunciKriteria);
      if (new Set(kunci).size !== kunci.length)
        throw badRequest('Setiap butir, pertanyaan skrining, atau skor total hanya boleh diisi sekali.');
      const lemah = kriteria.map((k) => alasanTidakLebihKetat(k)).filter((x): x is string => x !== null);
      if (lemah.length) throw badRequest([...new Set(lemah)].join(' '));
      const sebelum = await listVersi(ctx.db, lokasi.id);
      if (JSON.stringify(sebelum[0]?.kriteria ?? []) === JSON.stringify(kriteria))
        throw badRequest(`Tidak ada perubahan: kriteria ${lokasi.nama} sudah seperti ini pada versi ${sebelum[0]?.nomor ?? 0}.`);
      const berubah = () =>
        conflict(`Kriteria ${lokasi.nama} sudah diubah admin lain sejak halaman ini dibuka. Muat ulang, lalu periksa kembali perubahan Anda.`);
      let hasil: Awaited<ReturnType<typeof simpanVersi>>;
      try {
        hasil = await simpanVersi(ctx.db, {
          lokasiId: lokasi.id,
          dariNomor: dari_versi,
          kriteria,
          alasan,
          at: nowIso(ctx.clock),
          oleh: sessionOf(request, 'admin').account?.name ?? null,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw berubah();
        throw error;
      }
      if (hasil === 'berubah') throw berubah();
      await writeAudit(ctx, request, {
        action: 'lokasi.kriteria',
        target: `lokasi ${lokasi.id}`,
        detail: `versi ${hasil.nomor}: ${kriteria.length ? kriteria.map((k) => `${labelKriteria(k)} -> ${k.prioritas}`).join('; ') : 'hanya kriteria bawaan'}. Alasan: ${alasan}`,
      });
      const { balasan } = await bacaKriteria(ctx, lokasi.id);
      return { ...balasan, message: `Kriteria ${lokasi.nama} disimpan sebagai versi ${hasil.nomor}.` };
    },
  }),
];

export function kriteriaLokasiRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => daftarRute(app, ctx, RUTE_KRITERIA_LOKASI);
}
