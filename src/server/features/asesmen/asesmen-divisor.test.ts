import { expect, it } from 'vitest';
import { createChild } from '#server/test/factories.ts';
import { cookiesOf, send, testAppForFile } from '#server/test/harness.ts';

// Its own file: one app per file keeps a PostgreSQL schema per app (the harness's rule).
const t = testAppForFile({ TIME_LIMIT_DIVISOR: 120 });

it('the test divisor shortens every limit (20 minutes / 120 = 10 s) and a submit at zero counts as timed out', async () => {
  const child = await createChild(t.database.db);
  const cookies = cookiesOf(
    await send(t.app, 'POST', '/api/peserta/masuk', { body: { id: child.id, password: child.password } }),
  );
  const body = (await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5bf`, { cookies })).json();
  expect(body).toMatchObject({ batas_menit: 20, batas_detik: 10, sisa_detik: 10 });
  t.clock.advance(10_000);
  const res = await send(t.app, 'POST', '/api/simpan-hasil-pid5', {
    cookies,
    body: { registration_no: child.registration_no, jawaban: { 1: 1 }, waktu_habis: true },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ timed_out: true });
});
