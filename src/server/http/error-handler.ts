import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CatatanGangguan, jenisGangguan, pesanGangguan } from '../db/gangguan';
import { HttpError } from '../errors';

// Every error the framework, its plugins or the HTTP parser raise, as the user reads it (D10).
const MESSAGE_BY_CODE: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Jenis isi permintaan tidak didukung. Kirim data sebagai application/json.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Panjang isi permintaan tidak valid.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Isi permintaan kosong.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Format JSON tidak valid.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Isi permintaan terlalu besar.'],
  FST_ERR_CTP_INVALID_TYPE: [400, 'Jenis isi permintaan tidak valid.'],
  FST_ERR_CTP_INSTANCE_ALREADY_STARTED: [400, 'Permintaan tidak valid.'],
  FST_ERR_BAD_URL: [400, 'Alamat permintaan tidak valid.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'Alamat permintaan terlalu panjang.'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'Permintaan tidak valid.'],
  FST_ERR_NOT_FOUND: [404, 'Alamat tidak ditemukan.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'Ukuran berkas terlalu besar.'],
  FST_FILES_LIMIT: [413, 'Terlalu banyak berkas dalam satu permintaan.'],
  FST_PARTS_LIMIT: [413, 'Terlalu banyak bagian dalam satu permintaan.'],
  FST_FIELDS_LIMIT: [413, 'Terlalu banyak isian dalam satu permintaan.'],
  FST_PROTO_VIOLATION: [400, 'Isian unggahan tidak valid.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Unggahan harus berupa multipart/form-data.'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'Isian JSON dalam unggahan tidak valid.'],
  FST_ERR_VALIDATION: [400, 'Data yang dikirim tidak valid.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Permintaan terlalu lama dikirim. Silakan coba lagi.'],
  HPE_HEADER_OVERFLOW: [431, 'Header permintaan terlalu besar.'],
};

const GENERIC_BY_STATUS: Record<number, string> = {
  400: 'Permintaan tidak valid.',
  401: 'Silakan login terlebih dahulu.',
  403: 'Anda tidak memiliki akses ke fitur ini.',
  404: 'Data tidak ditemukan.',
  405: 'Metode tidak diizinkan.',
  406: 'Format jawaban yang diminta tidak tersedia.',
  408: 'Permintaan terlalu lama dikirim. Silakan coba lagi.',
  409: 'Data bertentangan dengan data yang sudah ada.',
  411: 'Panjang isi permintaan wajib disebutkan.',
  413: 'Isi permintaan terlalu besar.',
  414: 'Alamat permintaan terlalu panjang.',
  415: 'Jenis isi permintaan tidak didukung.',
  416: 'Rentang yang diminta tidak tersedia.',
  429: 'Terlalu banyak permintaan. Silakan coba lagi nanti.',
  431: 'Header permintaan terlalu besar.',
};

// A broken multipart body (no boundary, cut off, malformed part headers) is the sender's fault.
const MULTIPART_RUSAK = /^(Multipart: |Unexpected end of (form|multipart)|Malformed part header|Part terminated early|Premature close|Boundary not found)/i;

/** At most this many field errors are listed in a reply, and its message is cut at this many characters. */
const MAKS_KESALAHAN = 20;
const MAKS_PESAN = 2000;

/** The status and Indonesian message of any error; 500 only for real faults. */
export function describeError(error: FastifyError | Error): { status: number; message: string; details?: unknown } {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message, details: error.details };
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A body of 85,000 bad keys would otherwise get a 4 MB reply (issue 29): the first few say enough.
    const lain = error.validation.length - MAKS_KESALAHAN;
    const errors = error.validation.slice(0, MAKS_KESALAHAN).map((v) => ({
      field: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
      message: v.message ?? 'tidak valid',
    }));
    // Our own messages are whole sentences ('Semua field harus diisi!'); zod's generic ones are not and
    // need the field's name to make sense. Identical sentences are said once.
    const sentences = errors.map((e) => (/[.!?]$/.test(e.message) || !e.field ? e.message : `${e.field}: ${e.message}`));
    let message = [...new Set(sentences)].join(' ');
    if (message.length > MAKS_PESAN) message = `${message.slice(0, MAKS_PESAN - 1)}…`;
    if (lain > 0) message += ` (dan ${lain} kesalahan lain)`;
    return { status: 400, message, details: errors };
  }
  const code = (error as FastifyError).code;
  const known = code ? MESSAGE_BY_CODE[code] : undefined;
  if (known) return { status: known[0], message: known[1] };
  if (MULTIPART_RUSAK.test(error.message ?? '')) return { status: 400, message: 'Isi unggahan rusak atau terpotong. Unggah ulang berkasnya.' };
  // The database gone or its disk full: the request may be tried again (issue 28), never a 500.
  const gangguan = jenisGangguan(error);
  if (gangguan) return { status: 503, message: pesanGangguan(gangguan) };
  const status = (error as FastifyError).statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, message: GENERIC_BY_STATUS[status] ?? 'Permintaan tidak dapat diproses.' };
  return { status: 500, message: 'Terjadi kesalahan pada server. Silakan coba lagi.' };
}

/** Seconds a client waits before trying again after a database fault. */
const COBA_LAGI_DETIK = 5;

function sendError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply, catatan?: CatatanGangguan) {
  const { status, message, details } = describeError(error);
  const gangguan = jenisGangguan(error);
  if (gangguan) {
    // Once a minute at most, without a stack: the fault is the database's, not this request's.
    if (catatan) catatan.catat(gangguan, error);
    else request.log.warn({ gangguan, sebab: error.message }, 'gangguan database');
    reply.header('Retry-After', String(COBA_LAGI_DETIK));
  } else if (status >= 500) request.log.error({ err: error }, 'kesalahan tak terduga');
  return reply.status(status).send({ message, ...(details ? { errors: details } : {}) });
}

/** Framework errors raised before routing (a bad URL, a too long parameter) take the same path. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return sendError(error, request, reply);
}

/**
 * Errors of the HTTP parser before any request exists (a body that never arrives: 408, huge headers,
 * malformed requests): answered with the same `{ message }` in Indonesian, then the connection closes.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = error.code ? MESSAGE_BY_CODE[error.code] : undefined;
  const [status, message] = known ?? [400, 'Permintaan tidak valid.'];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${status === 408 ? 'Request Timeout' : status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Turns every error into `{ message }` in Indonesian with a fitting status; only real faults give 5xx (D10). */
export function installErrorHandler(app: FastifyInstance, catatan?: CatatanGangguan): void {
  app.setErrorHandler((error: FastifyError, request, reply) => sendError(error, request, reply, catatan));
}
