// The guard assertions every feature's API tests make (D1): 401 without a session, 403 for each role refused.
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { send, type Cookies } from './harness';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `method url` answers 401 with no session and 403 for each of `refused`, with the spec's messages. */
export async function expectGuarded(app: FastifyInstance, method: Method, url: string, refused: Cookies[], body?: unknown): Promise<void> {
  const anon = await send(app, method, url, { body });
  expect(anon.statusCode, `${method} ${url} tanpa sesi`).toBe(401);
  expect(anon.json().message).toBe('Silakan login terlebih dahulu.');
  for (const cookies of refused) {
    const res = await send(app, method, url, { cookies, body });
    expect(res.statusCode, `${method} ${url} ${Object.keys(cookies)[0]}`).toBe(403);
    expect(res.json().message).toBe('Anda tidak memiliki akses ke fitur ini.');
  }
}

/** A route a guard test calls: method, url, and the body it sends (a function when the body needs fixtures made in beforeAll). */
export type RuteDijaga = readonly [Method, string, unknown?];

/**
 * One test per route of `rute`: 401 without a session and 403 for each of `ditolak()` (read when the test
 * runs, after beforeAll logged them in), then `lalu` (what must still hold: nothing was changed).
 */
export function itGuards(t: { app: FastifyInstance }, rute: readonly RuteDijaga[], ditolak: () => Cookies[], lalu?: () => Promise<void>): void {
  for (const [method, url, body] of rute) {
    it(`${method} ${url}: 401 without a session, 403 for each role refused`, async () => {
      await expectGuarded(t.app, method, url, ditolak(), typeof body === 'function' ? (body as () => unknown)() : body);
      await lalu?.();
    });
  }
}
