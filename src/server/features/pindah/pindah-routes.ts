import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '#server/auth/guard.ts';
import type { AppContext } from '#server/context.ts';
import { badRequest, conflict } from '#server/errors.ts';
import { nowIso } from '#server/time.ts';
import { writeAudit } from '#server/kernel/audit-log.ts';
import { idParams } from '#server/kernel/params.ts';
import { bukanRutanIni } from '#server/kernel/lingkup-rutan.ts';
import { daftarRute, ruteAsessor } from '#server/kernel/rute.ts';
import { findLokasiByNama, kunciLokasi, namaLokasi, PESAN_LOKASI_TIDAK_TERDAFTAR } from '#server/kernel/lokasi.ts';
import { sudahDiubah } from '#server/kernel/versi-edit.ts';
import { findKelola, findVersiKelola } from '../kelola/kelola-data';
import { PESAN_REKAM_TIDAK_DITEMUKAN, rekamRutan } from '../kelola/rekam-rutan';
import { listTujuanPindah, pindahkanPeserta } from './pindah-data';
import { pindahBody, pindahResponse, tujuanPindahResponse } from './pindah-schemas';

export const PESAN_PINDAH_SEDANG_DIKERJAKAN =
  'Sub tes sedang dikerjakan. Tunggu sampai selesai atau akhiri dari Pemantauan, lalu pindahkan data ini.';
export const PESAN_PINDAH_LOKASI_SAMA = 'Data ini sudah berada di lokasi tersebut. Pilih lokasi tujuan yang lain.';
export const pesanPindahLokasiDitutup = (nama: string) => `Lokasi ${nama} sudah ditutup dan tidak menerima data pindahan.`;

const tags = ['kelola'];

/**
 * D20 "Pindah": an assessor moves a record of its own Rutan to another open facility. Its history goes
 * with it; from the moment of the move the old Rutan's assessors no longer see it (their requests
 * answer 404, audited as cross-Rutan). Audited with both facilities and the reason.
 */
export const RUTE_PINDAH = [
  ruteAsessor.get('/api/kelola/:id/pindah', {
    schema: { tags, summary: 'Lokasi tujuan pindah', params: idParams, response: { 200: tujuanPindahResponse } },
    handler: async (request, _reply, { ctx, location }) => {
      const row = await rekamRutan(ctx, request, location, request.params.id);
      const tujuan = await listTujuanPindah(ctx.db, location);
      return { registration_no: row.registration_no, asal: await namaLokasi(ctx.db, location), tujuan };
    },
    auditBaca: { action: 'kelola.pindah_lihat', target: (_request, data) => data.registration_no },
  }),

  ruteAsessor.post('/api/kelola/:id/pindah', {
    schema: { tags, summary: 'Pindahkan data ke lokasi lain', params: idParams, body: pindahBody, response: { 200: pindahResponse } },
    handler: async (request, _reply, { ctx, location }) => {
      const row = await rekamRutan(ctx, request, location, request.params.id);
      const { lokasi, alasan, versi } = request.body;
      const tujuan = await findLokasiByNama(ctx.db, lokasi);
      if (!tujuan) throw badRequest(PESAN_LOKASI_TIDAK_TERDAFTAR);
      const kunci = kunciLokasi(tujuan.id);
      if (kunci === location) throw badRequest(PESAN_PINDAH_LOKASI_SAMA);
      if (!tujuan.aktif) throw badRequest(pesanPindahLokasiDitutup(tujuan.nama));
      const asalNama = await namaLokasi(ctx.db, location);
      const oleh = sessionOf(request, 'asessor').account?.name ?? 'Asesor';
      const hasil = await pindahkanPeserta(ctx.db, {
        id: row.id,
        asal: location,
        tujuan: kunci,
        asalNama,
        tujuanNama: tujuan.nama,
        alasan,
        versi,
        oleh,
        sekarang: nowIso(ctx.clock),
      });
      if (hasil.jenis === 'sedang_dikerjakan') throw conflict(PESAN_PINDAH_SEDANG_DIKERJAKAN);
      if (hasil.jenis === 'berubah') {
        const tersimpan = await findVersiKelola(ctx.db, row.id);
        // Moved away by a colleague in the meantime: the same 404 as any record of another Rutan.
        if (!tersimpan || !(await findKelola(ctx.db, location, row.id))) throw await bukanRutanIni(ctx, request, location, { id: row.id }, PESAN_REKAM_TIDAK_DITEMUKAN);
        throw sudahDiubah('Data asesmen', tersimpan);
      }
      await writeAudit(ctx, request, {
        action: 'kelola.pindah',
        target: row.registration_no,
        detail: `dari ${asalNama} (id ${location}) ke ${tujuan.nama} (id ${kunci}); ${hasil.tindakLanjut} tindak lanjut terbuka ikut; alasan: ${alasan}`,
      });
      return {
        message:
          `Data ${row.registration_no} dipindahkan ke ${tujuan.nama}. Riwayat asesmen dan tindak lanjut ikut pindah; ` +
          `${asalNama} tidak lagi dapat membukanya.`,
        asal: asalNama,
        tujuan: tujuan.nama,
      };
    },
  }),
];

export function pindahRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => daftarRute(app, ctx, RUTE_PINDAH);
}
