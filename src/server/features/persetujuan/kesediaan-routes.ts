import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { INSTRUMEN, INSTRUMENT_KEYS, type InstrumentKey } from '#domain/instruments.ts';
import { PESAN_PENGGUNA_TIDAK_DITEMUKAN } from '#domain/messages.ts';
import { PESAN_ASESMEN_DIHENTIKAN, PESAN_SETELAH_BERHENTI, PESAN_SETELAH_MENOLAK } from '#domain/persetujuan.ts';
import { sessionOf } from '#server/auth/guard.ts';
import type { AppContext } from '#server/context.ts';
import { conflict, forbidden, unauthorized } from '#server/errors.ts';
import { nowIso } from '#server/time.ts';
import { writeAudit } from '#server/kernel/audit-log.ts';
import { daftarRute, ruteAsessor, rutePeserta } from '#server/kernel/rute.ts';
import { idParams, subtesParams } from '#server/kernel/params.ts';
import { PESAN_BUKAN_MILIK, tutupKarenaWaktu } from '../asesmen/asesmen-subtes';
import { findPeserta, findSubtesBerikutnya, kategoriDari, ruteSubtes } from '../peserta/peserta-data';
import { findKesediaan, insertKesediaan, listDihentikan, markBerhenti, sudahDihentikan } from './kesediaan-data';
import { pastikanPersetujuan } from './persetujuan-data';
import { dihentikanResponse, kesediaanBody, kesediaanDijawab, kesediaanResponse } from './persetujuan-schemas';
import { waktuWib } from '#domain/waktu.ts';

/** Refusals and stops stay on Pemantauan this long. */
const DIHENTIKAN_TAMPIL_MS = 24 * 3600_000;

const isKey = (v: string): v is InstrumentKey => (INSTRUMENT_KEYS as readonly string[]).includes(v);

const tags = ['asesmen'];

/** The record of this session, reached only by its own id. */
async function sendiri(ctx: AppContext, request: FastifyRequest, id: number) {
  if (sessionOf(request, 'peserta').userId !== id) throw forbidden(PESAN_BUKAN_MILIK);
  const row = await findPeserta(ctx.db, id);
  if (!row) throw unauthorized(PESAN_PENGGUNA_TIDAK_DITEMUKAN);
  return row;
}

async function lanjutan(ctx: AppContext, p: { id: number; kategori: string }): Promise<string | null> {
  const next = await findSubtesBerikutnya(ctx.db, p.id);
  return next ? ruteSubtes(next, p.id, p.kategori) : null;
}

/**
 * Stops the round: every open sub test is saved with what was answered (like the assessor's "Akhiri"),
 * then marked as stopped by the person, never read as a time-out (D21). Only a result saved by this
 * request is marked; one saved earlier (a time-out before the stop) stays as it was.
 */
async function hentikan(ctx: AppContext, pesertaId: number, instrument: InstrumentKey | null): Promise<void> {
  const sejak = nowIso(ctx.clock);
  await markBerhenti(ctx.db, pesertaId, instrument, sejak);
  const terbuka = await ctx.db.selectFrom('pengerjaan').selectAll().where('peserta_id', '=', pesertaId).execute();
  for (const p of terbuka) if (isKey(p.instrument)) await tutupKarenaWaktu(ctx, pesertaId, p.instrument, p);
  if (terbuka.length === 0) return;
  await ctx.db
    .updateTable('hasil')
    .set({ berhenti_peserta_at: sejak })
    .where('peserta_id', '=', pesertaId)
    .where(
      'instrument',
      'in',
      terbuka.map((p) => p.instrument),
    )
    .where('timed_out', '=', 1)
    .where('diakhiri_oleh', 'is', null)
    .where('berhenti_peserta_at', 'is', null)
    .where('submitted_at', '>=', sejak)
    .execute();
}

/**
 * D21: the person's own assent on the first page, "Berhenti" inside a sub test, and the assessor's view
 * of who said no. A refusal or a stop ends the round: nothing more is collected, what was answered stays.
 * The person's routes reach only their own record (`sendiri`), hence no facility scope.
 */
export const RUTE_KESEDIAAN = [
  rutePeserta.get('/api/asesmen/:id/kesediaan', {
    schema: { tags, params: idParams, response: { 200: kesediaanResponse } },
    handler: async (request, reply, { ctx }) => {
      const p = await sendiri(ctx, request, request.params.id);
      const k = await findKesediaan(ctx.db, p.id);
      reply.header('Cache-Control', 'no-store');
      return {
        kategori: kategoriDari(p.kategori),
        jawaban: k ? (k.jawaban === 'mau' ? ('mau' as const) : ('menolak' as const)) : null,
        berhenti: Boolean(k?.berhenti_at),
        lanjut: sudahDihentikan(k) ? null : await lanjutan(ctx, p),
      };
    },
  }),

  rutePeserta.post('/api/asesmen/:id/kesediaan', {
    schema: { tags, params: idParams, body: kesediaanBody, response: { 200: kesediaanDijawab } },
    handler: async (request, _reply, { ctx }) => {
      const p = await sendiri(ctx, request, request.params.id);
      await pastikanPersetujuan(ctx.db, p.id);
      const kategori = kategoriDari(p.kategori);
      const ada = await findKesediaan(ctx.db, p.id);
      if (sudahDihentikan(ada)) throw conflict(PESAN_ASESMEN_DIHENTIKAN);
      const now = nowIso(ctx.clock);
      if (request.body.mau) {
        if (await insertKesediaan(ctx.db, p.id, 'mau', now)) {
          await writeAudit(ctx, request, { action: 'asesmen.bersedia', target: p.registration_no, detail: null });
        }
        return { message: 'Selamat mengerjakan.', lanjut: await lanjutan(ctx, p) };
      }
      // "Saya tidak mau" after an earlier yes stops the rest of the round, like "Berhenti".
      if (ada) await hentikan(ctx, p.id, null);
      else await insertKesediaan(ctx.db, p.id, 'menolak', now);
      await writeAudit(ctx, request, { action: 'asesmen.menolak', target: p.registration_no, detail: `pukul ${waktuWib(now)}` });
      return { message: PESAN_SETELAH_MENOLAK[kategori], lanjut: null };
    },
  }),

  rutePeserta.post('/api/asesmen/:id/:instrument/berhenti', {
    schema: { tags, params: subtesParams, response: { 200: kesediaanDijawab } },
    handler: async (request, _reply, { ctx }) => {
      const p = await sendiri(ctx, request, request.params.id);
      const { instrument } = request.params;
      if (sudahDihentikan(await findKesediaan(ctx.db, p.id))) throw conflict(PESAN_ASESMEN_DIHENTIKAN);
      await hentikan(ctx, p.id, instrument);
      await writeAudit(ctx, request, {
        action: 'asesmen.berhenti',
        target: p.registration_no,
        detail: INSTRUMEN[instrument].kode,
      });
      return { message: PESAN_SETELAH_BERHENTI[kategoriDari(p.kategori)], lanjut: null };
    },
  }),

  ruteAsessor.get('/api/pemantauan/dihentikan', {
    schema: { tags: ['pemantauan'], response: { 200: dihentikanResponse } },
    handler: async (_request, reply, { ctx, location }) => {
      reply.header('Cache-Control', 'no-store');
      const sejak = new Date(ctx.clock.now().getTime() - DIHENTIKAN_TAMPIL_MS).toISOString();
      return { data: await listDihentikan(ctx.db, location, sejak) };
    },
  }),
];

export function kesediaanRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => daftarRute(app, ctx, RUTE_KESEDIAAN);
}
