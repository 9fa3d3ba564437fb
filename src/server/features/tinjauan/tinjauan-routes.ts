import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kalimatTinjauan, PESAN_BUKAN_PSIKOLOG, PESAN_PSIKOLOG_DISIMPAN, PESAN_TINJAUAN_DISIMPAN } from '#domain/index.ts';
import { waktuWib } from '#domain/waktu.ts';
import { messageSchema } from '#server/auth/auth-schemas.ts';
import { sessionOf } from '#server/auth/guard.ts';
import type { AppContext } from '#server/context.ts';
import { conflict, forbidden, notFound } from '#server/errors.ts';
import { writeAudit } from '#server/kernel/audit-log.ts';
import { isUniqueViolation } from '#server/kernel/db-errors.ts';
import { registrationParams } from '#server/kernel/params.ts';
import { bukanRutanIni, PESAN_PESERTA_TIDAK_DITEMUKAN } from '#server/kernel/lingkup-rutan.ts';
import { daftarRute, ruteAdmin, ruteAsessor, skemaUbahan } from '#server/kernel/rute.ts';
import { nowIso } from '#server/time.ts';
import { loadGabungan } from '../hasil/gabungan-data';
import { findRondeKini } from '../ronde/ronde-data';
import { terapkanTinjauan } from '../tindak-lanjut/tindak-lanjut-data';
import { findPsikolog, findTandaPsikolog, replaceTinjauan, updatePsikolog } from './tinjauan-data';
import { psikologBody, tinjauanBody } from './tinjauan-schemas';

const tags = ['tinjauan'];
export const PESAN_HASIL_BERUBAH =
  'Prioritas hasil ini sudah berubah sejak halaman dibuka (ada hasil atau jawaban skrining baru). Muat ulang halaman, lalu tinjau kembali.';

/** D22: the psychologist's review of a result, and the admin marking an account as psychologist. */
export const RUTE_TINJAUAN = [
  ruteAsessor.post('/api/hasil-gabungan/:registration_no/tinjauan', {
    schema: {
      tags,
      summary: 'Tinjauan psikolog: konfirmasi atau ubah prioritas (dengan alasan), catatan klinis',
      params: registrationParams,
      body: tinjauanBody,
      response: { 200: messageSchema },
    },
    handler: async (request, _reply, { ctx, location }) => {
      const psikolog = await findPsikolog(ctx.db, sessionOf(request, 'asessor').userId);
      if (!psikolog) throw forbidden(PESAN_BUKAN_PSIKOLOG);
      const registrationNo = request.params.registration_no;
      const view = await loadGabungan(ctx, { location, registrationNo });
      if (!view) throw await bukanRutanIni(ctx, request, location, { registrationNo }, PESAN_PESERTA_TIDAK_DITEMUKAN);
      const b = request.body;
      if (b.prioritas_sistem !== view.prioritas) throw conflict(PESAN_HASIL_BERUBAH);
      const tinjauan = {
        ronde: await findRondeKini(ctx.db, view.peserta.id),
        prioritas_sistem: view.prioritas,
        prioritas: b.prioritas,
        alasan: b.prioritas === view.prioritas ? null : b.alasan,
        catatan_klinis: b.catatan_klinis,
        psikolog_id: psikolog.id,
        psikolog_nama: psikolog.name,
        nomor_izin: psikolog.nomor_izin,
        ditinjau_at: nowIso(ctx.clock),
      };
      try {
        await replaceTinjauan(ctx.db, view.peserta.id, tinjauan);
      } catch (error) {
        // Two reviews of one round at the same moment: the other one was saved.
        if (isUniqueViolation(error)) throw conflict(PESAN_HASIL_BERUBAH);
        throw error;
      }
      // D22: the follow-up works to the reviewed priority (up or down) from now on.
      const tindakLanjut = await terapkanTinjauan(ctx.db, view.peserta.id, tinjauan);
      await writeAudit(ctx, request, {
        action: tinjauan.prioritas === tinjauan.prioritas_sistem ? 'tinjauan.konfirmasi' : 'tinjauan.ubah_prioritas',
        target: view.peserta.registration_no,
        detail: `${kalimatTinjauan(tinjauan, waktuWib)}${tinjauan.catatan_klinis ? ' Dengan catatan klinis.' : ''}${tindakLanjut ? ` ${tindakLanjut}.` : ''}`,
      });
      return { message: PESAN_TINJAUAN_DISIMPAN };
    },
  }),

  ruteAdmin.put('/api/asessors/:id/psikolog', {
    schema: skemaUbahan({
      tags,
      summary: 'Tandai akun asessor sebagai psikolog (nomor SIPP/STR) atau cabut tandanya',
      body: psikologBody,
    }),
    handler: async (request, _reply, { ctx }) => {
      const { nomor_izin } = request.body;
      const before = await findTandaPsikolog(ctx.db, request.params.id);
      if (!before || !(await updatePsikolog(ctx.db, request.params.id, nomor_izin))) throw notFound('Asessor tidak ditemukan.');
      await writeAudit(ctx, request, {
        action: nomor_izin ? 'asessor.psikolog' : 'asessor.bukan_psikolog',
        target: before.assesor_id,
        detail: nomor_izin
          ? `psikolog, SIPP/STR ${nomor_izin}${before.nomor_izin && before.nomor_izin !== nomor_izin ? ` (sebelumnya ${before.nomor_izin})` : ''}`
          : before.psikolog === 1
            ? `tanda psikolog dicabut (SIPP/STR ${before.nomor_izin ?? '-'})`
            : 'bukan psikolog (tanpa perubahan)',
      });
      return { message: PESAN_PSIKOLOG_DISIMPAN };
    },
  }),
];

export function tinjauanRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => daftarRute(app, ctx, RUTE_TINJAUAN);
}
