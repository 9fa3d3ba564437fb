// D13: registration numbers as detention registers write them, through every route that carries one.
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsessor, loginAsessor, type AsessorFixture } from '#server/test/factories.ts';
import { send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { createHasil } from '#server/test/hasil-factories.ts';
import { badanRekam } from '#server/test/skrining.ts';

const t = testAppForFile();
let asessor: AsessorFixture;
let cookies: Cookies;
beforeAll(async () => {
  asessor = await createAsessor(t.database.db, { location: 'Rutan 1' });
  cookies = await loginAsessor(t.app, asessor);
});

const record = (registration_no: string) =>
  badanRekam(asessor.id, {
    registration_no,
    name: 'Bayu Saputra',
    age: 16,
    place_of_birth: 'Medan',
    date_of_birth: '2010-02-03',
    password: 'akses-anak-1',
  });

describe('registration numbers with / (D13)', () => {
  it('create, edit, notes, combined view, PDF, exports and results delete all work, percent-encoded in paths', async () => {
    const created = await send(t.app, 'POST', '/api/kelola', { cookies, body: record('ABH/R1/2026/001') });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;

    const edited = await send(t.app, 'PUT', `/api/kelola/${id}`, { cookies, body: { ...record('ABH/R1/2026/001 b.2_x-y'), password: '' } });
    expect(edited.statusCode).toBe(200);
    const reg = 'ABH/R1/2026/001 b.2_x-y';
    const path = encodeURIComponent(reg);
    expect(path).toContain('%2F');
    const list = (await send(t.app, 'GET', '/api/kelola', { cookies })).json() as { registration_no: string }[];
    expect(list.map((r) => r.registration_no)).toContain(reg);

    const note = await send(t.app, 'POST', '/api/catatan', { cookies, body: { registration_no: reg, catatan: 'Perlu konseling.' } });
    expect(note.statusCode).toBeLessThan(300);
    const read = await send(t.app, 'GET', `/api/catatan/${path}`, { cookies });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ registration_no: reg, catatan: 'Perlu konseling.' });
    const update = await send(t.app, 'PUT', `/api/catatan/${path}`, { cookies, body: { catatan: 'Sudah konseling.' } });
    expect(update.statusCode).toBe(200);

    for (const key of ['pid5', 'psc17', 'dukungan', 'kognitif'] as const) await createHasil(t.database.db, id, key);
    const gabungan = await send(t.app, 'GET', `/api/hasil-gabungan/${path}`, { cookies });
    expect(gabungan.statusCode).toBe(200);
    expect(gabungan.json().peserta.registration_no).toBe(reg);

    const pdf = await send(t.app, 'GET', `/api/laporan/${path}.pdf`, { cookies });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).not.toContain('/');

    const csv = await send(t.app, 'GET', '/api/ekspor/hasil.csv', { cookies });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(reg);

    const removed = await send(t.app, 'DELETE', `/api/hasil-pid5/${path}`, { cookies });
    expect(removed.statusCode).toBe(200);
    const left = await t.database.db.selectFrom('hasil').select('instrument').where('peserta_id', '=', id).execute();
    expect(left.map((r) => r.instrument).sort()).toEqual(['dukungan', 'kognitif', 'psc17']);
  });
});
