import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LABEL_CARA,
  LABEL_PEMBERI,
  PEMBERI_KATEGORI,
  PESAN_PERSETUJUAN_MASA_DEPAN,
  PESAN_PERSETUJUAN_TERSIMPAN,
} from '#domain/persetujuan.ts';
import { LABEL_KATEGORI } from '#domain/instruments.ts';
import { sessionOf } from '#server/auth/guard.ts';
import type { AppContext } from '#server/context.ts';
import { badRequest } from '#server/errors.ts';
import { nowIso } from '#server/time.ts';
import { writeAudit } from '#server/kernel/audit-log.ts';
import { idParams } from '#server/kernel/params.ts';
import { daftarRute, ruteAsessor, skemaUbahan } from '#server/kernel/rute.ts';
import { rekamRutan } from '../kelola/rekam-rutan';
import { kategoriDari } from '../peserta/peserta-data';
import { findPersetujuan, replacePersetujuan } from './persetujuan-data';
import { persetujuanBody, persetujuanResponse } from './persetujuan-schemas';
import { waktuWib } from '#domain/waktu.ts';

/** A device's clock a little ahead of the server's is not "the future". */
const TOLERANSI_MASA_DEPAN_MS = 5 * 60_000;
/** Consent older than this is a typing mistake, not a record. */
const PALING_AWAL = '2020-01-01T00:00:00.000Z';

const tags = ['persetujuan'];

/** D21: the consent step on a record (Kelola Data Asesmen). The assessor's own Rutan only; writes audited. */
export const RUTE_PERSETUJUAN = [
  ruteAsessor.get('/api/kelola/:id/persetujuan', {
    schema: { tags, params: idParams, response: { 200: persetujuanResponse } },
    handler: async (request, _reply, { ctx, location }) => {
      const row = await rekamRutan(ctx, request, location, request.params.id);
      return { kategori: kategoriDari(row.kategori), persetujuan: (await findPersetujuan(ctx.db, row.id)) ?? null };
    },
  }),

  ruteAsessor.put('/api/kelola/:id/persetujuan', {
    schema: skemaUbahan({ tags, body: persetujuanBody }),
    handler: async (request, _reply, { ctx, location }) => {
      const row = await rekamRutan(ctx, request, location, request.params.id);
      const body = request.body;
      const kategori = kategoriDari(row.kategori);
      if (!PEMBERI_KATEGORI[kategori].includes(body.pemberi)) {
        throw badRequest(
          kategori === 'anak'
            ? 'Persetujuan untuk anak diberikan oleh orang tua, wali, PK Bapas atau penasihat hukum, atau dicatat tanpa pendamping.'
            : `${LABEL_KATEGORI.tahanan} memberi persetujuannya sendiri.`,
        );
      }
      const now = ctx.clock.now();
      if (Date.parse(body.diberikan_at) > now.getTime() + TOLERANSI_MASA_DEPAN_MS) throw badRequest(PESAN_PERSETUJUAN_MASA_DEPAN);
      if (body.diberikan_at < PALING_AWAL) throw badRequest('Waktu persetujuan tidak valid.');
      const diganti = await replacePersetujuan(ctx.db, row.id, body, sessionOf(request, 'asessor').userId, nowIso(ctx.clock));
      // The audit names who consented by role and how, never by name (the audit keeps no personal data).
      await writeAudit(ctx, request, {
        action: diganti ? 'persetujuan.ubah' : 'persetujuan.catat',
        target: row.registration_no,
        detail: `${LABEL_PEMBERI[body.pemberi]}, ${LABEL_CARA[body.cara].toLowerCase()}, diberikan ${waktuWib(body.diberikan_at)}`,
      });
      return { message: PESAN_PERSETUJUAN_TERSIMPAN };
    },
  }),
];

export function persetujuanRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => daftarRute(app, ctx, RUTE_PERSETUJUAN);
}
