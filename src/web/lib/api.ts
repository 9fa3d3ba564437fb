/** An API answer that was not OK, carrying the server's Indonesian message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** What a call that never reached the server says. */
export const PESAN_TANPA_JARINGAN = 'Gagal menghubungi server';

/** Thrown when the server cannot be reached at all (offline, refused). */
export class NetworkError extends Error {
  constructor() {
    super(PESAN_TANPA_JARINGAN);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The window event fired when a call answers 401. */
export const SESI_BERAKHIR = 'asesmen:sesi-berakhir';

/** Calls our API with the session cookies; JSON in, JSON out; throws ApiError or NetworkError. */
export function api<T = unknown>(method: Method, url: string, body?: unknown, init: RequestInit = {}): Promise<T> {
  const isForm = body instanceof FormData;
  return jawabanDari<T>(url, () =>
    fetch(url, {
      method,
      credentials: 'same-origin',
      headers: body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : undefined,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      ...init,
    }),
  );
}

/** The answer of a call to `url` that `kirim` sends, as JSON; throws ApiError or NetworkError. */
async function jawabanDari<T = unknown>(url: string, kirim: () => Promise<Response>): Promise<T> {
  let response: Response;
  try {
    response = await kirim();
  } catch {
    throw new NetworkError();
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (response.status === 401 && !url.startsWith('/api/auth/me')) {
    // Any call may find the session ended (logout elsewhere, deactivation, a day passed): the area's
    // guard hears it and sends the user to the login page instead of showing empty lists.
    window.dispatchEvent(new CustomEvent(SESI_BERAKHIR, { detail: url }));
  }
  if (!response.ok) {
    const message =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
        ? data.message
        : `Permintaan gagal (${response.status})`;
    throw new ApiError(response.status, message, data);
  }
  return data as T;
}

/**
 * The message for a failed call, per the spec's catalogue: the server's message when it sent one,
 * `fallback` otherwise, `network` (by default `fallback`) when the server could not be reached.
 */
export function pesanGagal(error: unknown, fallback: string, network = fallback): string {
  if (error instanceof NetworkError) return network;
  if (error instanceof ApiError && error.message && !error.message.startsWith('Permintaan gagal')) return error.message;
  return fallback;
}
