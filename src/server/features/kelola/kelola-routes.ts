import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PESAN_DATA_DIHAPUS,
  PESAN_DATA_DIPERBARUI,
  PESAN_DATA_DISIMPAN,
  SCREENING_KEYS,
  type ScreeningKey,
} from '../../../domain';
import { messageSchema } from '../../auth/auth-schemas';
import { requireRole, sessionOf } from '../../auth/guard';
import { hariIniWib, periksaUsia } from '../../../domain/rekam-peserta';
import { buatKodeMasuk } from '../peserta/kode-masuk';
import { pastikanPersetujuan } from '../persetujuan/persetujuan-data';
import { pastikanBelumDihentikan } from '../persetujuan/kesediaan-data';
import { kategoriDari, PESAN_SEMUA_SELESAI, findSubtesBerikutnya } from '../peserta/peserta-data';
import { hashPassword } from '../../auth/passwords';
import { endSessionsOf } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../errors';
import { nowIso } from '../../time';
import { writeAudit } from '../../kernel/audit-log';
import { bukaOtomatis } from '../tindak-lanjut/tindak-lanjut-data';
import { kirimJson } from '../../kernel/balasan-tersimpan';
import { asessorLocation, auditBaca, rutanAsessor, bukanRutanIni } from '../../kernel/rutan';
import { listOrPage, listOrPageSchema } from '../../kernel/paging';
import { idParams } from '../../kernel/params';
import { isUniqueViolation } from '../../kernel/db-errors';
import { sudahDiubah } from '../../kernel/versi-edit';
import {
  isAsessorInLocation,
  listAsessorOptions,
  bulanSebelum,
  listRetensi,
  countIsiRekaman,
  deleteKelola,
  bersihkanSetelahHapus,
  findKelola,
  insertKelola,
  updateKelola,
  findVersiKelola,
  listKelola,
  registrationTaken,
} from './kelola-data';
import {
  asessorOption,
  createKelolaBody,
  kelolaQuery,
  kelolaRow,
  kodeMasukResponse,
  retensiResponse,
  updateKelolaBody,
  type CreateKelola,
} from './kelola-schemas';

export const PESAN_REGISTRASI_DIPAKAI = 'Nomor registrasi sudah digunakan. Gunakan nomor lain.';
export const PESAN_ASESSOR_TIDAK_VALID = 'Asessor penanggung jawab harus asessor dari Rutan yang sama.';
const NOT_FOUND = 'Data asesmen tidak ditemukan.';

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
  };
}

/** Child records (Kelola Data Asesmen): an assessor sees and changes only its own Rutan's (D1). */
export function kelolaRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const asessor = requireRole(ctx, 'asessor');
    const tags = ['kelola'];

    /** The age fits the category and the date of birth, judged by the server's today (issue 13). */
    const periksaRekam = (body: { age: number; date_of_birth: string; kategori?: 'anak' | 'tahanan' }) => {
      const masalah = periksaUsia(body.kategori ?? 'anak', body.age, body.date_of_birth, hariIniWib(ctx.clock.now()));
      if (masalah) throw badRequest(masalah);
    };

    app.get(
      '/api/kelola',
      {
        preHandler: asessor,
        schema: { tags, querystring: kelolaQuery, response: { 200: listOrPageSchema(kelolaRow) } },
      },
      async (request, reply) => {
        const rutan = await rutanAsessor(ctx, request);
        const { location } = rutan;
        const { json, baris } = await ctx.balasan.balas(request, reply, rutan, async () => {
          const { rows, total } = await listKelola(ctx.db, location, request.query);
          return { balasan: listOrPage(request.query, rows, total), baris: rows.length };
        });
        // D15: the records list is a read of children's data. The search words (names) stay out of it.
        await auditBaca(ctx, request, 'kelola.lihat', location, `${baris} baris`);
        return kirimJson(reply, json);
      },
    );

    app.get(
      '/api/kelola/retensi',
      { preHandler: asessor, schema: { tags, response: { 200: retensiResponse } } },
      async (request) => {
        const location = await asessorLocation(ctx, request);
        const bulan = ctx.settings.RETENSI_BULAN;
        const batas = bulanSebelum(ctx.clock.now(), bulan).toISOString();
        return { bulan, batas, data: await listRetensi(ctx.db, location, batas) };
      },
    );

    app.get(
      '/api/kelola/asessor-options',
      { preHandler: asessor, schema: { tags, response: { 200: z.array(asessorOption) } } },
      async (request) => listAsessorOptions(ctx.db, await asessorLocation(ctx, request)),
    );

    app.post(
      '/api/kelola',
      { preHandler: asessor, schema: { tags, body: createKelolaBody, response: { 201: createdSchema } } },
      async (request, reply) => {
        const location = await asessorLocation(ctx, request);
        const body = request.body;
        periksaRekam(body);
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
    );

    app.put(
      '/api/kelola/:id',
      { preHandler: asessor, schema: { tags, params: idParams, body: updateKelolaBody, response: { 200: messageSchema } } },
      async (request) => {
        const location = await asessorLocation(ctx, request);
        const existing = await findKelola(ctx.db, location, request.params.id);
        if (!existing) throw await bukanRutanIni(ctx, request, location, { id: request.params.id }, NOT_FOUND);
        const { password, versi, ...body } = request.body;
        // The category stays unless the form sends one (D17).
        const kategori = body.kategori ?? kategoriDari(existing.kategori);
        periksaRekam({ ...body, kategori });
        if (!(await isAsessorInLocation(ctx.db, body.assesor_id, location))) throw badRequest(PESAN_ASESSOR_TIDAK_VALID);
        if (await registrationTaken(ctx.db, body.registration_no, existing.id)) throw conflict(PESAN_REGISTRASI_DIPAKAI);
        let diubah: boolean;
        try {
          diubah = await updateKelola(
            ctx.db,
            existing.id,
            {
              ...recordValues(body),
              kategori,
              ...(password ? { password_hash: await hashPassword(password) } : {}),
              updated_at: nowIso(ctx.clock),
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
          if (!tersimpan) throw notFound(NOT_FOUND);
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
    );

    app.delete(
      '/api/kelola/:id',
      { preHandler: asessor, schema: { tags, params: idParams, response: { 200: messageSchema } } },
      async (request) => {
        const location = await asessorLocation(ctx, request);
        const existing = await findKelola(ctx.db, location, request.params.id);
        if (!existing) throw await bukanRutanIni(ctx, request, location, { id: request.params.id }, NOT_FOUND);
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
    );

    // An entry code for the child (D14): the assessor reads it out, the child types it on the child list.
    app.post(
      '/api/kelola/:id/kode-masuk',
      { preHandler: asessor, schema: { tags, params: idParams, response: { 201: kodeMasukResponse } } },
      async (request, reply) => {
        const location = await asessorLocation(ctx, request);
        const existing = await findKelola(ctx.db, location, request.params.id);
        if (!existing) throw await bukanRutanIni(ctx, request, location, { id: request.params.id }, NOT_FOUND);
        if (!(await findSubtesBerikutnya(ctx.db, existing.id))) throw conflict(PESAN_SEMUA_SELESAI);
        await pastikanPersetujuan(ctx.db, existing.id);
        await pastikanBelumDihentikan(ctx.db, existing.id);
        const kode = await buatKodeMasuk(ctx.db, existing.id, sessionOf(request, 'asessor').userId, ctx.clock.now());
        await writeAudit(ctx, request, {
          action: 'kelola.kode_masuk',
          target: existing.registration_no,
          detail: `berlaku sampai ${kode.berlaku_sampai}`,
        });
        return reply.status(201).send(kode);
      },
    );
  };
}
