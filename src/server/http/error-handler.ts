import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../errors';

const MESSAGE_BY_CODE: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Jenis isi permintaan tidak didukung. Kirim data sebagai application/json.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Panjang isi permintaan tidak valid.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Isi permintaan kosong.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Format JSON tidak valid.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Isi permintaan terlalu besar.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'Ukuran berkas terlalu besar.'],
  FST_FILES_LIMIT: [413, 'Terlalu banyak berkas dalam satu permintaan.'],
  FST_PARTS_LIMIT: [413, 'Terlalu banyak bagian dalam satu permintaan.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Unggahan harus berupa multipart/form-data.'],
  FST_ERR_VALIDATION: [400, 'Data yang dikirim tidak valid.'],
};

const GENERIC_BY_STATUS: Record<number, string> = {
  400: 'Permintaan tidak valid.',
  401: 'Silakan login terlebih dahulu.',
  403: 'Anda tidak memiliki akses ke fitur ini.',
  404: 'Data tidak ditemukan.',
  405: 'Metode tidak diizinkan.',
  409: 'Data bertentangan dengan data yang sudah ada.',
  413: 'Isi permintaan terlalu besar.',
  415: 'Jenis isi permintaan tidak didukung.',
  429: 'Terlalu banyak permintaan. Silakan coba lagi nanti.',
};

/** Turns every error into `{ message }` in Indonesian with a fitting status; only real faults give 5xx (D10). */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, ...(error.details ? { errors: error.details } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'tidak valid',
      }));
      // Our own messages are whole sentences ('Semua field harus diisi!'); zod's generic ones are not and
      // need the field's name to make sense. Identical sentences are said once.
      const sentences = errors.map((e) => (/[.!?]$/.test(e.message) || !e.field ? e.message : `${e.field}: ${e.message}`));
      const message = [...new Set(sentences)].join(' ');
      return reply.status(400).send({ message, errors });
    }
    const known = error.code ? MESSAGE_BY_CODE[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ message: known[1] });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: GENERIC_BY_STATUS[status] ?? 'Permintaan tidak dapat diproses.' });
    }
    request.log.error({ err: error }, 'kesalahan tak terduga');
    return reply.status(500).send({ message: 'Terjadi kesalahan pada server. Silakan coba lagi.' });
  });
}
