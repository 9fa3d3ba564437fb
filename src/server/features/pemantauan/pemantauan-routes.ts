import { TAMBAH_MENIT_TOTAL_MAKS } from '#domain/waktu-subtes.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { INSTRUMEN, type InstrumentKey } from '#domain/instruments.ts';
import { messageSchema } from '#server/auth/auth-schemas.ts';
import { sessionOf } from '#server/auth/guard.ts';
import type { AppContext } from '#server/context.ts';
import { badRequest, conflict } from '#server/errors.ts';
import { nowIso } from '#server/time.ts';
import { findPengerjaan } from '../asesmen/asesmen-data';
import { sisaDetik, tutupKarenaWaktu } from '../asesmen/asesmen-subtes';
import { writeAudit } from '#server/kernel/audit-log.ts';
import { daftarRute, ruteAsessor } from '#server/kernel/rute.ts';
import { bukanRutanIni } from '#server/kernel/lingkup-rutan.ts';
import { findKelola } from '../kelola/kelola-data';
import { markBantuanSelesai, listPemantauan, raiseTambahanWaktu } from './pemantauan-data';
import { akhiriBody, pemantauanResponse, tambahWaktuBody, tambahWaktuResponse } from './pemantauan-schemas';
import { subtesParams } from '#server/kernel/params.ts';

export const PESAN_TIDAK_SEDANG_MENGERJAKAN = 'Anak ini tidak sedang mengerjakan sub test tersebut.';

/** The open attempt of a child of the caller's Rutan (another Rutan's child is not found, D1). */
async function pengerjaanTerbuka(ctx: AppContext, request: FastifyRequest, location: string, id: number, key: InstrumentKey) {
  const anak = await findKelola(ctx.db, location, id);
  // Another Rutan's child: the same 404, and the attempt audited (issue 29).
  if (!anak) throw await bukanRutanIni(ctx, request, location, { id }, 'Data anak tidak ditemukan.');
  const p = await findPengerjaan(ctx.db, anak.id, key);
  if (!p) throw conflict(PESAN_TIDAK_SEDANG_MENGERJAKAN);
  return { anak, p };
}

const tags = ['pemantauan'];

/** Pemantauan, the live view of the room (issue 13): the assessor's own Rutan only; every action audited. */
export const RUTE_PEMANTAUAN = [
  ruteAsessor.get('/api/pemantauan', {
    schema: { tags, response: { 200: pemantauanResponse } },
    // The room's names and progress: who looked is audited, once per session and window (polled every few seconds).
    auditBaca: { action: 'pemantauan.lihat', berulang: true },
    handler: async (_request, reply, { ctx, location }) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await listPemantauan(ctx, location), sekarang: nowIso(ctx.clock) };
    },
  }),

  ruteAsessor.post('/api/pemantauan/:id/:instrument/tambah-waktu', {
    schema: { tags, params: subtesParams, body: tambahWaktuBody, response: { 200: tambahWaktuResponse } },
    handler: async (request, _reply, { ctx, location }) => {
      const { id, instrument } = request.params;
      const { anak, p } = await pengerjaanTerbuka(ctx, request, location, id, instrument);
      const { menit } = request.body;
      // Added in the database, so that a second server and the child's next heartbeat see it (D16).
      if (!(await raiseTambahanWaktu(ctx.db, p.id, menit * 60, TAMBAH_MENIT_TOTAL_MAKS * 60))) {
        throw badRequest(
          `Tambahan waktu untuk sub test ini sudah ${Math.round(p.tambahan_detik / 60)} menit; totalnya paling banyak ${TAMBAH_MENIT_TOTAL_MAKS} menit.`,
        );
      }
      await writeAudit(ctx, request, {
        action: 'pemantauan.tambah_waktu',
        target: anak.registration_no,
        detail: `${INSTRUMEN[instrument].kode}: +${menit} menit`,
      });
      const sisa = sisaDetik(ctx, instrument, { ...p, tambahan_detik: p.tambahan_detik + menit * 60 });
      return { message: `Waktu ${anak.name} ditambah ${menit} menit.`, sisa_detik: sisa };
    },
  }),

  ruteAsessor.post('/api/pemantauan/:id/:instrument/akhiri', {
    schema: { tags, params: subtesParams, body: akhiriBody, response: { 200: messageSchema } },
    handler: async (request, _reply, { ctx, location }) => {
      const { id, instrument } = request.params;
      const { anak, p } = await pengerjaanTerbuka(ctx, request, location, id, instrument);
      const oleh = sessionOf(request, 'asessor').account?.name ?? 'Petugas';
      const { alasan } = request.body;
      // Saved with what was answered (D5), then marked as ended by staff with who and why, never read
      // as a time-out (finding 8, issue 27). Only a result saved by this request is marked.
      const sejak = nowIso(ctx.clock);
      await tutupKarenaWaktu(ctx, anak.id, instrument, p);
      await ctx.db
        .updateTable('hasil')
        .set({ diakhiri_oleh: oleh, diakhiri_alasan: alasan })
        .where('peserta_id', '=', anak.id)
        .where('instrument', '=', instrument)
        .where('timed_out', '=', 1)
        .where('diakhiri_oleh', 'is', null)
        .where('submitted_at', '>=', sejak)
        .execute();
      await writeAudit(ctx, request, {
        action: 'pemantauan.akhiri',
        target: anak.registration_no,
        detail: `${INSTRUMEN[instrument].kode}: diakhiri ${oleh}, alasan: ${alasan}`,
      });
      return { message: `Pengerjaan ${INSTRUMEN[instrument].kode} ${anak.name} diakhiri. Jawaban yang sudah diisi tersimpan.` };
    },
  }),

  ruteAsessor.post('/api/pemantauan/:id/:instrument/bantuan-selesai', {
    schema: { tags, params: subtesParams, response: { 200: messageSchema } },
    handler: async (request, _reply, { ctx, location }) => {
      const { id, instrument } = request.params;
      const { anak, p } = await pengerjaanTerbuka(ctx, request, location, id, instrument);
      await markBantuanSelesai(ctx.db, p.id);
      await writeAudit(ctx, request, { action: 'pemantauan.bantuan_selesai', target: anak.registration_no, detail: INSTRUMEN[instrument].kode });
      return { message: `Permintaan bantuan ${anak.name} ditandai sudah ditangani.` };
    },
  }),
];

export function pemantauanRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => daftarRute(app, ctx, RUTE_PEMANTAUAN);
}
