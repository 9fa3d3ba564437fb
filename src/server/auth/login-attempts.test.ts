// Finding 1 of issue 10: guesses sent together must not all be verified. The attempt is reserved in
// the database before the password is checked, so a burst gets at most 5 verified failures, on one
// server process or several sharing the database (D1, D16). Runs on SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createAsessor, createChild } from '../test/factories';
import { createTestApp, send, TEST_ADMIN_PASSWORD, testAppForFile } from '../test/harness';
import { MAX_FAILURES, pesanTerkunci } from './login-attempts';

// The per-address limit has its own test; here many bursts come from one address.
const t = testAppForFile({ LOGIN_ATTEMPTS_PER_MINUTE: 10_000 });

const LOCKED = pesanTerkunci(15);

async function auditCount(action: string, target: string) {
  const rows = await t.database.db.selectFrom('audit').select('id').where('action', '=', action).where('target', '=', target).execute();
  return rows.length;
}

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);
const count = (list: number[], code: number) => list.filter((s) => s === code).length;

describe('a burst of parallel guesses', () => {
  it('child entry: 20 at once with the right password as guess 16 verify at most 5; the right one is refused after', async () => {
    const child = await createChild(t.database.db);
    const guesses = Array.from({ length: 20 }, (_, i) => (i === 15 ? child.password : `salah-${i}`));
    const res = await Promise.all(guesses.map((password) => send(t.app, 'POST', '/api/peserta/masuk', { body: { id: child.id, password } })));
    const codes = statuses(res);
    expect(codes.every((c) => [200, 401, 429].includes(c)), codes.join(',')).toBe(true);
    expect(count(codes, 401) + count(codes, 200)).toBeLessThanOrEqual(MAX_FAILURES);
    expect(count(codes, 429)).toBeGreaterThanOrEqual(20 - MAX_FAILURES);
    expect(await auditCount('login.gagal', child.registration_no)).toBeLessThanOrEqual(MAX_FAILURES);
    for (const r of res.filter((x) => x.statusCode === 429)) expect(r.json().message).toBe(LOCKED);
    if (count(codes, 401) === MAX_FAILURES) {
      const after = await send(t.app, 'POST', '/api/peserta/masuk', { body: { id: child.id, password: child.password } });
      expect(after.statusCode).toBe(429);
    }
  });

  it('assessor login: 25 wrong passwords at once give exactly 5 × 401 and 20 × 429; the right password then is 429', async () => {
    const a = await createAsessor(t.database.db);
    const res = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        send(t.app, 'POST', '/api/asessors/login', { body: { assesor_id: a.assesor_id, password: `salah-${i}` } }),
      ),
    );
    const codes = statuses(res);
    expect(count(codes, 401)).toBe(MAX_FAILURES);
    expect(count(codes, 429)).toBe(25 - MAX_FAILURES);
    const right = await send(t.app, 'POST', '/api/asessors/login', { body: { assesor_id: a.assesor_id, password: a.password } });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(LOCKED);
    // Audit: five failures, one lockout, and the refused attempts; never the password.
    expect(await auditCount('login.gagal', `asessor ${a.assesor_id}`)).toBe(MAX_FAILURES);
    expect(await auditCount('login.terkunci', `asessor ${a.assesor_id}`)).toBe(1);
    expect(await auditCount('login.ditolak_terkunci', `asessor ${a.assesor_id}`)).toBe(25 - MAX_FAILURES + 1);
    const details = await t.database.db.selectFrom('audit').select(['detail', 'target']).execute();
    expect(JSON.stringify(details)).not.toContain('salah-');
    // 15 minutes after the lock the right password works again.
    t.clock.advance(15 * 60 * 1000 + 1);
    const later = await send(t.app, 'POST', '/api/asessors/login', { body: { assesor_id: a.assesor_id, password: a.password } });
    expect(later.statusCode).toBe(200);
  });

  it('admin login: 20 at once, spread over two server processes on one database, verify at most 5', async () => {
    const second: FastifyInstance = await t.secondApp();
    const res = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(i % 2 ? second : t.app, 'POST', '/api/admin/login', { body: { username: 'admin', password: `salah-${i}` } }),
      ),
    );
    const codes = statuses(res);
    expect(count(codes, 401)).toBe(MAX_FAILURES);
    expect(count(codes, 429)).toBe(20 - MAX_FAILURES);
    for (const app of [t.app, second]) {
      const right = await send(app, 'POST', '/api/admin/login', { body: { username: 'admin', password: TEST_ADMIN_PASSWORD } });
      expect(right.statusCode).toBe(429);
      expect(right.json().message).toBe(LOCKED);
    }
    t.clock.advance(15 * 60 * 1000 + 1);
  });

  it('one wrong password then the right one resets the count (D1)', async () => {
    const a = await createAsessor(t.database.db);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < MAX_FAILURES - 1; i++) {
        const wrong = await send(t.app, 'POST', '/api/asessors/login', { body: { assesor_id: a.assesor_id, password: 'salah-lagi' } });
        expect(wrong.statusCode).toBe(401);
      }
      const right = await send(t.app, 'POST', '/api/asessors/login', { body: { assesor_id: a.assesor_id, password: a.password } });
      expect(right.statusCode).toBe(200);
    }
  });
});

describe('the per-address limit', () => {
  it('35 attempts at once from one address: 30 reach the accounts, 5 are refused with 429', async () => {
    const own = await createTestApp();
    try {
      const res = await Promise.all(
        Array.from({ length: 35 }, (_, i) =>
          send(own.app, 'POST', '/api/asessors/login', { body: { assesor_id: `tidak-ada-${i}`, password: 'salah-sekali' } }),
        ),
      );
      const codes = statuses(res);
      expect(count(codes, 401)).toBe(30);
      expect(count(codes, 429)).toBe(5);
      const refused = res.find((r) => r.statusCode === 429)!;
      expect(refused.json().message).toMatch(/^Terlalu banyak percobaan login dari alamat ini/);
    } finally {
      await own.close();
    }
  });
});
