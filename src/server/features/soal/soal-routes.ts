import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INSTRUMEN,
  INSTRUMEN_GAMBAR,
  JUMLAH_PILIHAN_WAJIB,
  bankTetap,
  pesanTolakHapusSemua,
  pesanTolakHapusSoal,
  PESAN_SEMUA_SOAL_DIHAPUS,
  PESAN_SOAL_DIHAPUS,
  PESAN_SOAL_DIPERBARUI,
  PESAN_UPLOAD_BERHASIL,
} from '#domain/index.ts';
import { messageSchema } from '#server/auth/auth-schemas.ts';
import { sessionOf } from '#server/auth/guard.ts';
import type { AppContext } from '#server/context.ts';
import { badRequest, conflict, forbidden, notFound, payloadTooLarge } from '#server/errors.ts';
import { nowIso } from '#server/time.ts';
import { findHasil, findPengerjaan } from '../asesmen/asesmen-data';
import type { InstrumentKey } from '#domain/instruments.ts';
import { writeAudit } from '#server/kernel/audit-log.ts';
import { daftarRute, rute, ruteAdmin } from '#server/kernel/rute.ts';
import {
  EKSTENSI_BANK,
  EKSTENSI_GAMBAR,
  MAKS_BYTE_BANK,
  MAKS_BYTE_GAMBAR,
  MIME_GAMBAR,
  bersihkanNamaGambar,
  ekstensiDari,
  jenisGambarDari,
  namaDasar,
} from './berkas';
import { gambarExists, findGambar, listMissingGambar, insertGambar } from './gambar-data';
import {
  updateGambarKognitif,
  findSoal,
  listSoal,
  replaceBank,
  deleteAllSoal,
  deleteSoal,
  keSoalKeluar,
  listStatusBank,
  updateKunci,
  updateSoal,
} from './soal-data';
import {
  filenameParams,
  hapusGambarBody,
  idParams,
  instrumentParams,
  soalItem,
  soalParams,
  statusBankResponse,
  ubahSoalBody,
  updateGambarBody,
  uploadBankResponse,
  uploadGambarResponse,
} from './soal-schemas';

const SOAL_TIDAK_ADA = 'Soal tidak ditemukan.';
const MB = 1024 * 1024;
const MIME_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** An SVG opened directly must not run anything: no scripts, no loads, a sandboxed document. */
const CSP_SVG = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Reads the one uploaded file of field `file`, refusing anything larger than `maks` bytes with 413 as
 * the bytes arrive: the stream is left the moment it passes `maks`. Nothing cut is ever returned (issue 29 finding 2: @fastify/multipart's toBuffer can
 * hand back a file truncated at the limit when the limit falls on the last chunk read from a socket).
 */
async function bacaUnggahan(request: FastifyRequest, maks: number): Promise<{ nama: string; data: Buffer }> {
  const terlaluBesar = () => {
    // The rest of the body is read and thrown away (never stored), so that the sender, still sending,
    // gets the 413 instead of waiting on a socket nobody reads. After the multipart parser lets go of it.
    setImmediate(() => request.raw.resume());
    return payloadTooLarge(`Ukuran berkas terlalu besar. Maksimal ${maks / MB} MB.`);
  };
  // preservePath: we want to see a folder in the name, to refuse it, not have it silently cut off.
  // One byte over the limit is enough to know; busboy stops there, and we count ourselves.
  const part = await request.file({ limits: { fileSize: maks + 1, files: 1 }, preservePath: true, throwFileSizeLimit: false });
  if (!part) throw badRequest('Berkas wajib diunggah pada field "file".');
  const potongan: Buffer[] = [];
  let ukuran = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    ukuran += chunk.length;
    // Leaving the loop destroys the file stream; the rest of the body is discarded, never stored.
    if (ukuran > maks) throw terlaluBesar();
    potongan.push(chunk);
  }
  if (part.file.truncated) throw terlaluBesar();
  if (part.fieldname !== 'file') throw badRequest('Berkas wajib diunggah pada field "file".');
  return { nama: namaDasar(part.filename ?? ''), data: Buffer.concat(potongan, ukuran) };
}

/** A child's sub test that has been opened (its clock runs) and is not saved yet; 403 otherwise. */
async function pastikanSubtesTerbuka(ctx: AppContext, pesertaId: number, key: InstrumentKey): Promise<void> {
  const terbuka = (await findPengerjaan(ctx.db, pesertaId, key)) && !(await findHasil(ctx.db, pesertaId, key));
  if (!terbuka) throw forbidden('Soal hanya dapat dibuka di dalam sub test yang sedang dikerjakan.');
}

const tags = ['soal'];

/** Question banks and cognitive images (seed-spec section 7 'Questions', D6). No facility's records: banks are the whole system's. */
export const RUTE_SOAL = [
  rute({
    method: 'GET',
    url: '/api/soal/:instrument',
    peran: ['admin', 'peserta'],
    lingkup: 'tanpa',
    schema: { tags, params: instrumentParams, response: { 200: z.array(soalItem) } },
    handler: async (request, _reply, { ctx }) => {
      // The answer key never leaves the server except to the admin.
      const denganKunci = request.acting?.role === 'admin';
      // A child reads a bank only inside its own open sub test, never before its clock starts.
      if (!denganKunci) await pastikanSubtesTerbuka(ctx, sessionOf(request, 'peserta').userId, request.params.instrument);
      return (await listSoal(ctx.db, request.params.instrument)).map((r) => keSoalKeluar(r, denganKunci));
    },
  }),

  // Which banks can carry their sub test, for the admin (Kelola Soal) and the assessor (Status).
  rute({
    method: 'GET',
    url: '/api/status-bank',
    peran: ['admin', 'asessor'],
    lingkup: 'tanpa',
    schema: { tags, response: { 200: statusBankResponse } },
    handler: async (_request, _reply, { ctx }) => ({
      bank: (await listStatusBank(ctx.db)).map((b) => ({
        ...b,
        kode: INSTRUMEN[b.instrument].kode,
        label: INSTRUMEN[b.instrument].label,
        jumlah_tetap: INSTRUMEN[b.instrument].jumlahSoal,
        utuh: b.masalah.length === 0,
      })),
    }),
  }),

  ...(['xlsx', 'csv'] as const).map((format) =>
    ruteAdmin.get(`/api/soal/:instrument/template.${format}`, {
      schema: { tags, params: instrumentParams },
      handler: async (request, reply) => {
        const { instrument } = request.params;
        const { buatTemplate } = await import('./bank-impor'); // SheetJS loads on first use, not at start
        return reply
          .header('Content-Type', format === 'xlsx' ? MIME_XLSX : 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="template-soal-${instrument}.${format}"`)
          .header('Cache-Control', 'no-store')
          .send(buatTemplate(instrument, format));
      },
    }),
  ),

  ruteAdmin.delete('/api/soal/:instrument', {
    schema: { tags, params: instrumentParams, response: { 200: messageSchema } },
    handler: async (request, _reply, { ctx }) => {
      const { instrument } = request.params;
      // A fixed bank is emptied only by an upload that replaces it whole in one step (issue 11).
      if (bankTetap(instrument)) throw conflict(pesanTolakHapusSemua(instrument));
      const n = await deleteAllSoal(ctx.db, instrument, nowIso(ctx.clock));
      await writeAudit(ctx, request, { action: 'soal.hapus_semua', target: INSTRUMEN[instrument].kode, detail: `${n} soal` });
      return { message: PESAN_SEMUA_SOAL_DIHAPUS };
    },
  }),

  ruteAdmin.delete('/api/soal/:instrument/:id', {
    schema: { tags, params: soalParams, response: { 200: messageSchema } },
    handler: async (request, _reply, { ctx }) => {
      const { instrument, id } = request.params;
      const row = await findSoal(ctx.db, instrument, id);
      if (!row) throw notFound(SOAL_TIDAK_ADA);
      if (bankTetap(instrument)) throw conflict(pesanTolakHapusSoal(instrument));
      await deleteSoal(ctx.db, instrument, id, nowIso(ctx.clock));
      await writeAudit(ctx, request, {
        action: 'soal.hapus',
        target: `${INSTRUMEN[instrument].kode} no. ${row.nomor}`,
        detail: `id ${id}`,
      });
      return { message: PESAN_SOAL_DIHAPUS };
    },
  }),

  ruteAdmin.put('/api/soal/:instrument/:id', {
    schema: { tags, params: soalParams, body: ubahSoalBody, response: { 200: messageSchema } },
    handler: async (request, _reply, { ctx }) => {
      const { instrument, id } = request.params;
      const { pertanyaan, pilihan, kunci } = request.body;
      const row = await findSoal(ctx.db, instrument, id);
      if (!row) throw notFound(SOAL_TIDAK_ADA);
      const target = `${INSTRUMEN[instrument].kode} no. ${row.nomor}`;
      if (INSTRUMEN[instrument].soal === 'gambar') {
        // The pictures are changed on Kelola Gambar; here only the answer key.
        if (kunci === undefined) {
          throw badRequest('Kirim kunci jawaban (A-F). Gambar soal kognitif diubah lewat halaman Kelola Gambar.');
        }
        await updateKunci(ctx.db, row, kunci, nowIso(ctx.clock));
        await writeAudit(ctx, request, { action: 'soal.ubah_kunci', target, detail: `kunci ${row.kunci ?? '-'} -> ${kunci}` });
        return { message: `Kunci jawaban soal nomor ${row.nomor} disimpan: ${kunci}.` };
      }
      if (pertanyaan === undefined) throw badRequest('Pertanyaan wajib diisi.');
      if (pilihan === undefined) throw badRequest('Pilihan wajib diisi.');
      // The number never changes, and the option count stays what the scoring needs.
      const harus = JUMLAH_PILIHAN_WAJIB[instrument];
      if (harus !== undefined && pilihan.length !== harus) {
        throw badRequest(`Soal ${INSTRUMEN[instrument].label} harus memiliki tepat ${harus} pilihan dipisahkan tanda ";".`);
      }
      await updateSoal(ctx.db, row, pertanyaan, pilihan, nowIso(ctx.clock));
      await writeAudit(ctx, request, { action: 'soal.ubah', target, detail: `id ${id}` });
      return { message: PESAN_SOAL_DIPERBARUI };
    },
  }),

  ruteAdmin.post('/api/upload/gambar-kognitif', {
    schema: { tags, response: { 201: uploadGambarResponse } },
    handler: async (request, reply, { ctx }) => {
      const { nama, data } = await bacaUnggahan(request, MAKS_BYTE_GAMBAR);
      const diakui = EKSTENSI_GAMBAR[ekstensiDari(nama)];
      if (!diakui) throw badRequest('Jenis berkas tidak didukung. Gunakan gambar .jpg, .jpeg atau .png.');
      const nyata = jenisGambarDari(data);
      if (nyata !== diakui)
        throw badRequest('Isi berkas bukan gambar JPEG atau PNG yang sah, atau tidak sesuai dengan ekstensinya.');
      const filename = await insertGambar(ctx.db, ctx.clock, bersihkanNamaGambar(nama, nyata), MIME_GAMBAR[nyata], data);
      await writeAudit(ctx, request, { action: 'gambar.unggah', target: filename, detail: `${data.length} byte` });
      return reply.status(201).send({ message: 'Gambar berhasil diunggah', filename });
    },
  }),

  ruteAdmin.post('/api/upload/:instrument', {
    schema: { tags, params: instrumentParams, response: { 200: uploadBankResponse } },
    handler: async (request, _reply, { ctx }) => {
      const { instrument } = request.params;
      const { nama, data } = await bacaUnggahan(request, MAKS_BYTE_BANK);
      const jenis = EKSTENSI_BANK[ekstensiDari(nama)];
      if (!jenis) throw badRequest('Jenis berkas tidak didukung. Gunakan .xlsx, .xls atau .csv.');
      const { imporBank } = await import('./bank-impor'); // SheetJS loads on first use, not at start
      const hasil = imporBank(instrument, jenis, data);
      if (!hasil.ok) {
        throw badRequest(
          `Upload gagal: berkas berisi ${hasil.errors.length} kesalahan. Tidak ada soal yang diubah.`,
          hasil.errors,
        );
      }
      await replaceBank(ctx.db, instrument, hasil.items, nowIso(ctx.clock));
      const { kode, label } = INSTRUMEN[instrument];
      await writeAudit(ctx, request, {
        action: 'soal.upload',
        target: kode,
        detail: `${hasil.items.length} soal dari ${nama}`,
      });
      const belumAda =
        INSTRUMEN[instrument].soal === 'gambar'
          ? await listMissingGambar(
              ctx.db,
              hasil.items.flatMap((it) => [it.pertanyaan, ...('gambar' in it ? Object.values(it.gambar) : [])]),
            )
          : [];
      const catatan = belumAda.length ? ` ${belumAda.length} gambar belum diunggah; unggah lewat Kelola Gambar.` : '';
      return {
        message: `${PESAN_UPLOAD_BERHASIL}: ${hasil.items.length} soal ${label} disimpan.${catatan}`,
        jumlah: hasil.items.length,
        ...(INSTRUMEN[instrument].soal === 'gambar' ? { gambar_belum_ada: belumAda } : {}),
      };
    },
  }),

  ruteAdmin.put('/api/soal-kognitif/:id/update-gambar', {
    schema: { tags, params: idParams, body: updateGambarBody, response: { 200: messageSchema } },
    handler: async (request, _reply, { ctx }) => {
      const { label, filename } = request.body;
      const row = await findSoal(ctx.db, INSTRUMEN_GAMBAR, request.params.id);
      if (!row) throw notFound(SOAL_TIDAK_ADA);
      if (!(await gambarExists(ctx.db, filename))) {
        throw badRequest(`Gambar "${filename}" belum diunggah. Unggah gambarnya terlebih dahulu.`);
      }
      await updateGambarKognitif(ctx.db, row, label, filename, nowIso(ctx.clock));
      await writeAudit(ctx, request, {
        action: 'soal.ubah_gambar',
        target: `${INSTRUMEN[INSTRUMEN_GAMBAR].kode} no. ${row.nomor}`,
        detail: `${label}: ${filename}`,
      });
      return { message: 'Gambar berhasil diperbarui' };
    },
  }),

  ruteAdmin.put('/api/soal-kognitif/:id/hapus-gambar', {
    schema: { tags, params: idParams, body: hapusGambarBody, response: { 200: messageSchema } },
    handler: async (request, _reply, { ctx }) => {
      const { label } = request.body;
      const row = await findSoal(ctx.db, INSTRUMEN_GAMBAR, request.params.id);
      if (!row) throw notFound(SOAL_TIDAK_ADA);
      await updateGambarKognitif(ctx.db, row, label, null, nowIso(ctx.clock));
      await writeAudit(ctx, request, {
        action: 'soal.hapus_gambar',
        target: `${INSTRUMEN[INSTRUMEN_GAMBAR].kode} no. ${row.nomor}`,
        detail: label,
      });
      return { message: 'Gambar dihapus' };
    },
  }),

  // Pictures of the cognitive test, stored in the database (D6) and served by name.
  // Served to the admin, and to a child only inside its open cognitive sub test (issue 10).
  rute({
    method: 'GET',
    url: '/uploads/:filename',
    peran: ['admin', 'peserta'],
    lingkup: 'tanpa',
    schema: { tags, params: filenameParams },
    handler: async (request, reply, { ctx }) => {
      if (request.acting?.role !== 'admin')
        await pastikanSubtesTerbuka(ctx, sessionOf(request, 'peserta').userId, INSTRUMEN_GAMBAR);
      const gambar = await findGambar(ctx.db, request.params.filename);
      if (!gambar) throw notFound('Gambar tidak ditemukan.');
      reply
        // Private: a shared proxy or tablet cache must not keep the pictures; the ETag saves the bytes.
        .header('Cache-Control', 'private, no-cache')
        .header('ETag', gambar.etag)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline');
      if (gambar.mime === 'image/svg+xml') reply.header('Content-Security-Policy', CSP_SVG);
      if (request.headers['if-none-match'] === gambar.etag) return reply.status(304).send();
      return reply.header('Content-Type', gambar.mime).send(gambar.data);
    },
  }),
];

export function soalRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => daftarRute(app, ctx, RUTE_SOAL);
}
