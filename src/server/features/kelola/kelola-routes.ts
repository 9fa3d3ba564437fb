import { pastikanLokasiTerbuka } from '#server/kernel/lokasi.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PESAN_DATA_DIHAPUS,
  PESAN_DATA_DIPERBARUI,
  PESAN_DATA_DISIMPAN,
  SCREENING_KEYS,
  type ScreeningKey,
} from '#domain/index.ts';
import { messageSchema } from '#server/auth/auth-schemas.ts';
import { sessionOf } from '#server/auth/guard.ts';
import { hariIniWib, periksaUsia } from '#domain/rekam-peserta.ts';
import { buatKodeMasuk } from '../peserta/kode-masuk';
import { pastikanPersetujuan } from '../persetujuan/persetujuan-data';
import { pastikanBelumDihentikan } from '../persetujuan/kesediaan-data';
import { kategoriDari, PESAN_SEMUA_SELESAI, findSubtesBerikutnya } from '../peserta/peserta-data';
import { hashPassword } from '#server/auth/passwords.ts';
import { endSessionsOf } from '#server/auth/sessions.ts';
import type { AppContext } from '#server/context.ts';
import { badRequest, conflict, notFound } from '#server/errors.ts';
import { nowIso } from '#server/time.ts';
import { writeAudit } from '#server/kernel/audit-log.ts';
import { bukaOtomatis } from '../tindak-lanjut/tindak-lanjut-data';
import { daftarRute, ruteAsessor, skemaUbahan } from '#server/kernel/rute.ts';
import { listOrPage, listOrPageSchema } from '#server/kernel/paging.ts';
import { idParams } from '#server/kernel/params.ts';
import { isUniqueViolation } from '#server/kernel/db-errors.ts';
import { sudahDiubah } from '#server/kernel/versi-edit.ts';
import {
  isAsessorInLocation,
  listAsessorOptions,
  bulanSebelum,
  listRetensi,
  countIsiRekaman,
  deleteKelola,
  bersihkanSetelahHapus,
  findJawabanRekam,
  insertKelola,
  updateKelola,
  findVersiKelola,
  KOLOM_ORANG,
  listKelola,
  registrationTaken,
} from './kelola-data';
import { PESAN_REKAM_TIDAK_DITEMUKAN, rekamRutan } from './rekam-rutan';
import {
  asessorOption,
  createKelolaBody,
  kelolaQuery,
  kelolaRow,
  kodeMasukResponse,
  retensiResponse,
  updateKelolaBody,
  type CreateKelola,
  WAJIB_REKAM_BARU,
} from './kelola-schemas';
import { waktuWib } from '#domain/waktu.ts';

export const PESAN_REGISTRASI_DIPAKAI = 'Nomor registrasi sudah digunakan. Gunakan nomor lain.';
export const PESAN_ASESSOR_TIDAK_VALID = 'Asessor penanggung jawab harus asessor dari Rutan yang sama.';

export const createdSchema = z.object({ message: z.string(), id: z.number() });

function recordValues(body: CreateKelola | Omit<CreateKelola, 'password'>) {
  return {
    registration_no: body.registration_no,
    name: body.name,
    age: body.age,
    place_of_birth: body.place_of_birth,
    date_of_birth: body.date_of_birth,
    asessor_id: body.assesor_id,
    ...(Object.fromEntries(SCREENING_KEYS.map((k) => [k, body[k]])) as Record<ScreeningKey, 'Ya' | 'Tidak'>),
    // Only a victim's record keeps the two follow-up answers.
    kekerasan_seksual_baru: body.korban_kekerasan_seksual === 'Ya' ? (body.kekerasan_seksual_baru ?? null) : null,
    pelaku_satu_fasilitas: body.korban_kekerasan_seksual === 'Ya' ? (body.pelaku_satu_fasilitas ?? null) : null,
    // The person's fields (issue 30 point 3) and the follow-up: a field the form leaves out keeps its stored value.
    ...Object.fromEntries(KOLOM_ORANG.filter((k) => body[k] !== undefined).map((k) => [k, body[k] || null])),
  };
}

const KOLOM_TINDAK_LANJUT = ['tl_kapan_terakhir', 'tl_pikiran_hari_ini', 'tl_rencana'] as const;

export const PESAN_KS_WAJIB =
  'Korban kekerasan seksual dijawab Ya: jawab juga apakah kejadiannya baru dan apakah terduga pelaku berada di rutan yang sama.';
export const PESAN_TINDAK_LANJUT_WAJIB =
  'Menyakiti diri dijawab Ya: catat kapan terakhir dan apakah ada pikiran mengakhiri hidup hari ini (Ya, Tidak, atau Ragu-ragu).';
export const PESAN_RENCANA_WAJIB =
  'Ada pikiran mengakhiri hidup hari ini (Ya atau Ragu-ragu): catat rencana atau cara yang dipikirkan, atau tulis "tidak ada".';

/**
 * The questions that cannot be skipped (CLINICAL.md "Round three"): a new record's person fields; the
 * two sexual-violence questions when the child is reported a victim; the follow-up after self harm 'Ya'.
 */
function periksaWajib(
  body: CreateKelola | Omit<CreateKelola, 'password'>,
  baru: boolean,
  tersimpan?: Partial<Record<string, string | null>>,
) {
  const nilai = (k: (typeof KOLOM_ORANG)[number]) => (body[k] === undefined ? (tersimpan?.[k] ?? null) : body[k] || null);
  if (baru)
    for (const [k, pesan] of Object.entries(WAJIB_REKAM_BARU))
      if (!nilai(k as keyof typeof WAJIB_REKAM_BARU)) throw badRequest(pesan);
  if (body.korban_kekerasan_seksual === 'Ya' && (!body.kekerasan_seksual_baru || !body.pelaku_satu_fasilitas))
    throw badRequest(PESAN_KS_WAJIB);
  if (body.self_harm === 'Ya' && (!nilai('tl_kapan_terakhir') || !nilai('tl_pikiran_hari_ini')))
    throw badRequest(PESAN_TINDAK_LANJUT_WAJIB);
  const pikiran = nilai('tl_pikiran_hari_ini');
  if ((pikiran === 'Ya' || pikiran === 'Ragu-ragu') && !nilai('tl_rencana')) throw badRequest(PESAN_RENCANA_WAJIB);
}

/** The date of admission lies neither in the future nor before the birth. */
function periksaTanggalMasuk(ctx: AppContext, body: { tanggal_masuk?: string | null; date_of_birth: string }) {
  if (!body.tanggal_masuk) return;
  if (body.tanggal_masuk > hariIniWib(ctx.clock.now())) throw badRequest('Tanggal masuk Rutan tidak boleh di masa depan.');
  if (body.tanggal_masuk < body.date_of_birth) throw badRequest('Tanggal masuk Rutan tidak boleh sebelum tanggal lahir.');
}

/** The age fits the category and the date of birth, judged by the server's today (issue 13). */
function periksaRekam(ctx: AppContext, body: { age: number; date_of_birth: string; kategori?: 'anak' | 'tahanan' }) {
  const masalah = periksaUsia(body.kategori ?? 'anak', body.age, body.date_of_birth, hariIniWib(ctx.clock.now()));
  if (masalah) throw badRequest(masalah);
}

const tags = ['kelola'];

/** Child records (Kelola Data Asesmen): an assessor sees and changes only its own Rutan's (D1). */
export const RUTE_KELOLA = [
  ruteAsessor.get('/api/kelola', {
    schema: { tags, querystring: kelolaQuery, response: { 200: listOrPageSchema(kelolaRow) } },
    tersimpan: {
      // The records, their responsible assessor's name, consent on file, the facility's name, and each
      // record's status (issue 32): its saved results against its category's battery, assent and stop.
      tabel: ['peserta', 'asessor', 'persetujuan', 'lokasi', 'hasil', 'kesediaan', 'baterai'],
      buat: async (request, { ctx, location }) => {
        const { rows, total } = await listKelola(ctx.db, location, request.query);
        return { balasan: listOrPage(request.query, rows, total), baris: rows.length };
      },
    },
    // D15: the records list is a read of children's data. The search words (names) stay out of it.
    auditBaca: { action: 'kelola.lihat' },
  }),

  ruteAsessor.get('/api/kelola/retensi', {
    schema: { tags, response: { 200: retensiResponse } },
    handler: async (_request, _reply, { ctx, location }) => {
      const bulan = ctx.settings.RETENSI_BULAN;
      const batas = bulanSebelum(ctx.clock.now(), bulan).toISOString();
      const data = await listRetensi(ctx.db, location, batas);
      return { bulan, batas, data };
    },
    auditBaca: { action: 'kelola.retensi_lihat', detail: (_request, r) => `${r.data.length} data melewati ${r.bulan} bulan` },
  }),

  ruteAsessor.get('/api/kelola/asessor-options', {
    schema: { tags, response: { 200: z.array(asessorOption) } },
    handler: async (_request, _reply, { ctx, location }) => listAsessorOptions(ctx.db, location),
  }),

  ruteAsessor.post('/api/kelola', {
    schema: { tags, body: createKelolaBody, response: { 201: createdSchema } },
    handler: async (request, reply, { ctx, location }) => {
      const body = request.body;
      periksaRekam(ctx, body);
      periksaWajib(body, true);
      periksaTanggalMasuk(ctx, body);
      await pastikanLokasiTerbuka(ctx.db, location);
      if (!(await isAsessorInLocation(ctx.db, body.assesor_id, location))) throw badRequest(PESAN_ASESSOR_TIDAK_VALID);
      if (await registrationTaken(ctx.db, body.registration_no)) throw conflict(PESAN_REGISTRASI_DIPAKAI);
      const now = nowIso(ctx.clock);
      let id: number;
      try {
        id = await insertKelola(ctx.db, {
          ...recordValues(body),
          location,
          kategori: body.kategori ?? 'anak',
          password_hash: await hashPassword(body.password),
          created_at: now,
          updated_at: now,
          skrining_at: now,
          ...(KOLOM_TINDAK_LANJUT.some((k) => body[k]) ? { tl_dicatat_at: now } : {}),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(PESAN_REGISTRASI_DIPAKAI);
        throw error;
      }
      await writeAudit(ctx, request, { action: 'kelola.tambah', target: body.registration_no, detail: `id ${id}` });
      // Screening answers are findings dated by this save (D19).
      await bukaOtomatis(ctx.db, id, now);
      return reply.status(201).send({ message: PESAN_DATA_DISIMPAN, id });
    },
  }),

  ruteAsessor.put('/api/kelola/:id', {
    schema: skemaUbahan({ tags, body: updateKelolaBody }),
    handler: async (request, _reply, { ctx, location }) => {
      const existing = await rekamRutan(ctx, request, location, request.params.id);
      const { password, versi, ...body } = request.body;
      // The category stays unless the form sends one (D17).
      const kategori = body.kategori ?? kategoriDari(existing.kategori);
      periksaRekam(ctx, { ...body, kategori });
      const tersimpan = await findJawabanRekam(ctx.db, existing.id);
      periksaWajib(body, false, tersimpan);
      periksaTanggalMasuk(ctx, body);
      if (!(await isAsessorInLocation(ctx.db, body.assesor_id, location))) throw badRequest(PESAN_ASESSOR_TIDAK_VALID);
      if (await registrationTaken(ctx.db, body.registration_no, existing.id)) throw conflict(PESAN_REGISTRASI_DIPAKAI);
      const now = nowIso(ctx.clock);
      const skriningBerubah = SCREENING_KEYS.some((k) => tersimpan?.[k] !== body[k]);
      const tlBerubah = KOLOM_TINDAK_LANJUT.some((k) => body[k] !== undefined && (body[k] || null) !== (tersimpan?.[k] ?? null));
      let diubah: boolean;
      try {
        diubah = await updateKelola(
          ctx.db,
          existing.id,
          {
            ...recordValues(body),
            // Deadlines count from when the screening answers were given (D19): a changed answer restarts them.
            ...(skriningBerubah ? { skrining_at: now } : {}),
            ...(tlBerubah ? { tl_dicatat_at: now } : {}),
            kategori,
            ...(password ? { password_hash: await hashPassword(password) } : {}),
            updated_at: now,
            diubah_oleh: sessionOf(request, 'asessor').account?.name ?? null,
          },
          versi,
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(PESAN_REGISTRASI_DIPAKAI);
        throw error;
      }
      if (!diubah) {
        // Another edit came first (or the record went meanwhile): nothing was written.
        const tersimpan = await findVersiKelola(ctx.db, existing.id);
        if (!tersimpan) throw notFound(PESAN_REKAM_TIDAK_DITEMUKAN);
        throw sudahDiubah('Data', tersimpan);
      }
      // A new access password ends the child's open sessions.
      if (password) await endSessionsOf(ctx.db, 'peserta', existing.id);
      const changedNo = existing.registration_no !== body.registration_no ? `nomor lama ${existing.registration_no}` : null;
      await writeAudit(ctx, request, {
        action: 'kelola.ubah',
        target: body.registration_no,
        detail: [changedNo, password ? 'termasuk password baru' : null].filter(Boolean).join('; ') || null,
      });
      await bukaOtomatis(ctx.db, existing.id, nowIso(ctx.clock));
      return { message: PESAN_DATA_DIPERBARUI };
    },
  }),

  ruteAsessor.delete('/api/kelola/:id', {
    schema: { tags, params: idParams, response: { 200: messageSchema } },
    handler: async (request, _reply, { ctx, location }) => {
      const existing = await rekamRutan(ctx, request, location, request.params.id);
      // The audit keeps who, when and the registration number, never the name or answers.
      const isi = await countIsiRekaman(ctx.db, existing.id);
      await deleteKelola(ctx.db, existing.id);
      await bersihkanSetelahHapus(ctx.db, ctx.dialect);
      await writeAudit(ctx, request, {
        action: 'kelola.hapus',
        target: existing.registration_no,
        detail: `hapus permanen: id ${existing.id}, ${isi.hasil} hasil, ${isi.draf} draf, ${isi.catatan} catatan`,
      });
      return { message: PESAN_DATA_DIHAPUS };
    },
  }),

  // An entry code for the child (D14): the assessor reads it out, the child types it on the child list.
  ruteAsessor.post('/api/kelola/:id/kode-masuk', {
    schema: { tags, params: idParams, response: { 201: kodeMasukResponse } },
    handler: async (request, reply, { ctx, location }) => {
      const existing = await rekamRutan(ctx, request, location, request.params.id);
      if (!(await findSubtesBerikutnya(ctx.db, existing.id))) throw conflict(PESAN_SEMUA_SELESAI);
      await pastikanPersetujuan(ctx.db, existing.id);
      await pastikanBelumDihentikan(ctx.db, existing.id);
      const kode = await buatKodeMasuk(ctx.db, existing.id, sessionOf(request, 'asessor').userId, ctx.clock.now());
      await writeAudit(ctx, request, {
        action: 'kelola.kode_masuk',
        target: existing.registration_no,
        detail: `berlaku sampai ${waktuWib(kode.berlaku_sampai)}`,
      });
      return reply.status(201).send(kode);
    },
  }),
];

export function kelolaRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => daftarRute(app, ctx, RUTE_KELOLA);
}
