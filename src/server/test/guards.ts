// The guard assertions every feature's API tests make (D1): 401 without a session, 403 for each role refused.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
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
