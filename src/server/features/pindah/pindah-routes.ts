import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { requireRole, sessionOf } from '../../auth/guard';
import type { AppContext } from '../../context';
import { badRequest, conflict } from '../../errors';
import { nowIso } from '../../time';
import { writeAudit } from '../../kernel/audit-log';
import { idParams } from '../../kernel/params';
import { asessorLocation, bukanRutanIni } from '../../kernel/lingkup-rutan';
import { auditBaca } from '../../kernel/audit-log';
import { findLokasiByNama, kunciLokasi, namaLokasi, PESAN_LOKASI_TIDAK_TERDAFTAR } from '../../kernel/lokasi';
import { sudahDiubah } from '../../kernel/versi-edit';
import { findKelola, findVersiKelola } from '../kelola/kelola-data';
import { listTujuanPindah, pindahkanPeserta } from './pindah-data';
import { pindahBody, pindahResponse, tujuanPindahResponse } from './pindah-schemas';

const NOT_FOUND = 'Data asesmen tidak ditemukan.';
export const PESAN_PINDAH_SEDANG_DIKERJAKAN =
  'Sub tes sedang dikerjakan. Tunggu sampai selesai atau akhiri dari Pemantauan, lalu pindahkan data ini.';
export const PESAN_PINDAH_LOKASI_SAMA = 'Data ini sudah berada di lokasi tersebut. Pilih lokasi tujuan yang lain.';
export const pesanPindahLokasiDitutup = (nama: string) => `Lokasi ${nama} sudah ditutup dan tidak menerima data pindahan.`;

/**
 * D20 "Pindah": an assessor moves a record of its own Rutan to another open facility. Its history goes
 * with it; from the moment of the move the old Rutan's assessors no longer see it (their requests
 * answer 404, audited as cross-Rutan). Audited with both facilities and the reason.
 */
export function pindahRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const asessor = requireRole(ctx, 'asessor');
    const tags = ['kelola'];

    async function rekam(request: FastifyRequest, id: number) {
      const location = await asessorLocation(ctx, request);
      const row = await findKelola(ctx.db, location, id);
      if (!row) throw await bukanRutanIni(ctx, request, location, { id }, NOT_FOUND);
      return { row, location };
    }

    app.get(
      '/api/kelola/:id/pindah',
      { preHandler: asessor, schema: { tags, summary: 'Lokasi tujuan pindah', params: idParams, response: { 200: tujuanPindahResponse } } },
      async (request) => {
        const { row, location } = await rekam(request, request.params.id);
        const tujuan = await listTujuanPindah(ctx.db, location);
        await auditBaca(ctx, request, 'kelola.pindah_lihat', row.registration_no);
        return { asal: await namaLokasi(ctx.db, location), tujuan };
      },
    );

    app.post(
      '/api/kelola/:id/pindah',
      { preHandler: asessor, schema: { tags, summary: 'Pindahkan data ke lokasi lain', params: idParams, body: pindahBody, response: { 200: pindahResponse } } },
      async (request) => {
        const { row, location } = await rekam(request, request.params.id);
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
          if (!tersimpan || !(await findKelola(ctx.db, location, row.id))) throw await bukanRutanIni(ctx, request, location, { id: row.id }, NOT_FOUND);
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
    );
  };
}
