import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#server/context.ts';
import { conflict } from '#server/errors.ts';
import { writeAudit } from '#server/kernel/audit-log.ts';
import { isUniqueViolation } from '#server/kernel/db-errors.ts';
import { idParams } from '#server/kernel/params.ts';
import { daftarRute, ruteAdmin } from '#server/kernel/rute.ts';
import { nowIso } from '#server/time.ts';
import { lokasiDiminta, insertLokasi, listLokasi, markLokasiAktif, namaLokasiDipakai, updateLokasi } from './lokasi-data';
import { lokasiBody, lokasiRow, lokasiSaved, statusLokasiBody } from './lokasi-schemas';

export const PESAN_NAMA_LOKASI_DIPAKAI = 'Nama lokasi sudah dipakai lokasi lain.';

const tags = ['lokasi'];

async function simpan(run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PESAN_NAMA_LOKASI_DIPAKAI);
    throw error;
  }
}

/** Facilities as data (D24): the admin lists, adds, renames, closes and reopens them; every change audited. */
export const RUTE_LOKASI = [
  ruteAdmin.get('/api/lokasi', {
    schema: { tags, summary: 'Daftar lokasi (Rutan, LPKA, LPAS, Lapas, Bapas)', response: { 200: z.array(lokasiRow) } },
    handler: async (_request, _reply, { ctx }) => listLokasi(ctx.db),
  }),

  ruteAdmin.post('/api/lokasi', {
    schema: { tags, summary: 'Tambah lokasi', body: lokasiBody, response: { 201: lokasiSaved } },
    handler: async (request, reply, { ctx }) => {
      const body = request.body;
      if (await namaLokasiDipakai(ctx.db, body.nama)) throw conflict(PESAN_NAMA_LOKASI_DIPAKAI);
      let id = 0;
      await simpan(async () => {
        id = await insertLokasi(ctx.db, body, nowIso(ctx.clock));
      });
      await writeAudit(ctx, request, {
        action: 'lokasi.tambah',
        target: `lokasi ${id}`,
        detail: `${body.nama}, ${body.jenis}${body.provinsi ? `, ${body.provinsi}` : ''}`,
      });
      return reply.status(201).send({ message: `Lokasi ${body.nama} ditambahkan.`, id });
    },
  }),

  ruteAdmin.put('/api/lokasi/:id', {
    schema: { tags, summary: 'Ubah nama, jenis atau provinsi lokasi', params: idParams, body: lokasiBody, response: { 200: lokasiSaved } },
    handler: async (request, _reply, { ctx }) => {
      const before = await lokasiDiminta(ctx.db, request.params.id);
      const body = request.body;
      if (await namaLokasiDipakai(ctx.db, body.nama, before.id)) throw conflict(PESAN_NAMA_LOKASI_DIPAKAI);
      await simpan(() => updateLokasi(ctx.db, before.id, body, nowIso(ctx.clock)));
      const changes = [
        body.nama !== before.nama && `nama: ${before.nama} → ${body.nama}`,
        body.jenis !== before.jenis && `jenis: ${before.jenis} → ${body.jenis}`,
        body.provinsi !== before.provinsi && `provinsi: ${before.provinsi ?? '-'} → ${body.provinsi ?? '-'}`,
      ].filter(Boolean);
      await writeAudit(ctx, request, {
        action: 'lokasi.ubah',
        target: `lokasi ${before.id}`,
        detail: changes.length ? changes.join('; ') : 'tanpa perubahan',
      });
      return { message: `Lokasi ${body.nama} diperbarui.`, id: before.id };
    },
  }),

  ruteAdmin.put('/api/lokasi/:id/status', {
    schema: { tags, summary: 'Tutup atau buka kembali lokasi', params: idParams, body: statusLokasiBody, response: { 200: lokasiSaved } },
    handler: async (request, _reply, { ctx }) => {
      const row = await lokasiDiminta(ctx.db, request.params.id);
      const { aktif } = request.body;
      if (await markLokasiAktif(ctx.db, row.id, aktif, nowIso(ctx.clock))) {
        await writeAudit(ctx, request, { action: aktif ? 'lokasi.buka' : 'lokasi.tutup', target: `lokasi ${row.id}`, detail: row.nama });
      }
      return {
        message: aktif
          ? `Lokasi ${row.nama} dibuka kembali.`
          : `Lokasi ${row.nama} ditutup: tidak menerima akun atau data baru; datanya tetap dapat dibaca asessornya.`,
        id: row.id,
      };
    },
  }),
];

export function lokasiRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => daftarRute(app, ctx, RUTE_LOKASI);
}
