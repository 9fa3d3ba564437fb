import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LABEL_JENIS_KONTAK } from '#domain/kontak-lokasi.ts';
import { sessionOf } from '#server/auth/guard.ts';
import type { AppContext } from '#server/context.ts';
import { writeAudit } from '#server/kernel/audit-log.ts';
import { findLokasiByKunci } from '#server/kernel/lokasi.ts';
import { idParams } from '#server/kernel/params.ts';
import { daftarRute, ruteAdmin, ruteAsessor, skemaUbahan } from '#server/kernel/rute.ts';
import { nowIso } from '#server/time.ts';
import { lokasiDiminta, PESAN_LOKASI_TIDAK_DITEMUKAN } from '../lokasi/lokasi-data';
import { kontakBerversi, replaceKontak, versiKontak } from './kontak-data';
import { notFound } from '#server/errors.ts';
import { sudahDiubah } from '#server/kernel/versi-edit.ts';
import { kontakBody, kontakResponse } from './kontak-schemas';

const tags = ['lokasi'];

/**
 * D24: each facility's local contacts. The admin sets them (audited); the facility's assessors read
 * their own, which the follow-up page shows beside the actions and referrals that need them.
 */
export const RUTE_KONTAK_LOKASI = [
  ruteAdmin.get('/api/lokasi/:id/kontak', {
    schema: { tags, summary: 'Kontak setempat sebuah lokasi', params: idParams, response: { 200: kontakResponse } },
    handler: async (request, _reply, { ctx }) => {
      const lokasi = await lokasiDiminta(ctx.db, request.params.id);
      return { lokasi: lokasi.nama, ...(await kontakBerversi(ctx.db, lokasi.id)) };
    },
  }),

  ruteAdmin.put('/api/lokasi/:id/kontak', {
    schema: skemaUbahan({ tags, summary: 'Simpan kontak setempat sebuah lokasi', body: kontakBody }),
    handler: async (request, _reply, { ctx }) => {
      const lokasi = await lokasiDiminta(ctx.db, request.params.id);
      const { kontak, versi } = request.body;
      const oleh = sessionOf(request, 'admin').account?.name ?? null;
      if (!(await replaceKontak(ctx.db, lokasi.id, kontak, { at: nowIso(ctx.clock), oleh, dariVersi: versi }))) {
        const tersimpan = await versiKontak(ctx.db, lokasi.id);
        if (!tersimpan) throw notFound(PESAN_LOKASI_TIDAK_DITEMUKAN);
        throw sudahDiubah('Kontak setempat', tersimpan);
      }
      await writeAudit(ctx, request, {
        action: 'lokasi.kontak',
        target: `lokasi ${lokasi.id}`,
        detail: kontak.length ? kontak.map((k) => LABEL_JENIS_KONTAK[k.jenis]).join(', ') : 'semua kontak dihapus',
      });
      return { message: `Kontak ${lokasi.nama} disimpan.` };
    },
  }),

  ruteAsessor.get('/api/kontak-lokasi', {
    schema: { tags, summary: 'Kontak setempat lokasi asessor', response: { 200: kontakResponse } },
    handler: async (_request, _reply, { ctx, location }) => {
      const lokasi = await findLokasiByKunci(ctx.db, location);
      if (!lokasi) return { lokasi: location, versi: 0, kontak: [] };
      return { lokasi: lokasi.nama, ...(await kontakBerversi(ctx.db, lokasi.id)) };
    },
  }),
];

export function kontakLokasiRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => daftarRute(app, ctx, RUTE_KONTAK_LOKASI);
}
