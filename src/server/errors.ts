/** An error with an HTTP status and an Indonesian message for the user; the error handler turns it into `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly id: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message = 'Permintaan tidak valid.', details?: unknown) =>
  new HttpError(400, message, 'bad_request', details);
export const unauthorized = (message = 'Silakan login terlebih dahulu.') => new HttpError(401, message, 'unauthorized');
export const forbidden = (message = 'Anda tidak memiliki akses ke fitur ini.') => new HttpError(403, message, 'forbidden');
export const notFound = (message = 'Data tidak ditemukan.') => new HttpError(404, message, 'not_found');
export const conflict = (message: string) => new HttpError(409, message, 'conflict');
export const payloadTooLarge = (message = 'Ukuran berkas terlalu besar.') => new HttpError(413, message, 'too_large');
export const tooManyRequests = (message = 'Terlalu banyak percobaan. Silakan coba lagi nanti.') =>
  new HttpError(429, message, 'too_many_requests');
