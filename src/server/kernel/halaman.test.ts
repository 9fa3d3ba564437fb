// Every list whose page is taken by its ids first (issue 33, `kernel/halaman.ts`): the pages put
// together are the whole list in its order, the last page holds the rest, a page past the end is
// empty with the same total, a search narrows, and another facility's rows never appear.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createAsessor, createChildren, loginAdmin, loginAsessor, type AsessorFixture } from '../test/factories';
import { createHasil } from '../test/hasil-factories';
import { send, testAppForFile, type Cookies } from '../test/harness';

type Halaman = { data: { id: number }[]; total: number; page: number; per_page: number };

describe('pages taken by their ids first', () => {
  const t = testAppForFile();
  let asessor: AsessorFixture;
  let cookies: Cookies;
  const anak: number[] = [];
  const lain: number[] = [];

  async function halaman(app: FastifyInstance, url: string, c: Cookies): Promise<Halaman> {
    const res = await send(app, 'GET', url, { cookies: c });
    expect(res.statusCode, url).toBe(200);
    return res.json() as Halaman;
  }

  /** The list cut in pages of `per` against the whole of it: same rows, same order, the edges right. */
  async function cekHalaman(url: string, c: Cookies, per: number, harap: { total: number; ids?: number[] }) {
    const sep = url.includes('?') ? '&' : '?';
    const semua = await halaman(t.app, `${url}${sep}page=1&per_page=100`, c);
    expect(semua.total, url).toBe(harap.total);
    expect(semua.data.length, url).toBe(harap.total);
    if (harap.ids)
      expect(
        semua.data.map((r) => r.id).sort((a, b) => a - b),
        url,
      ).toEqual([...harap.ids].sort((a, b) => a - b));
    const akhir = Math.max(1, Math.ceil(harap.total / per));
    const digabung: number[] = [];
    for (let p = 1; p <= akhir; p++) {
      const h = await halaman(t.app, `${url}${sep}page=${p}&per_page=${per}`, c);
      expect({ total: h.total, page: h.page, per_page: h.per_page }, `${url} page ${p}`).toEqual({
        total: harap.total,
        page: p,
        per_page: per,
      });
      // First and middle pages full; the last one holds the rest.
      expect(h.data.length, `${url} page ${p}`).toBe(p < akhir ? per : harap.total - per * (akhir - 1));
      digabung.push(...h.data.map((r) => r.id));
    }
    expect(digabung, url).toEqual(semua.data.map((r) => r.id));
    const lewat = await halaman(t.app, `${url}${sep}page=${akhir + 1}&per_page=${per}`, c);
    expect({ rows: lewat.data.length, total: lewat.total }, `${url} past the end`).toEqual({ rows: 0, total: harap.total });
  }

  it('records, combined, per-instrument, child list, worklist and audit log: first, last, past the end, a search', async () => {
    const db = t.database.db;
    asessor = await createAsessor(db, { location: 'Rutan 2', assesor_id: 'halaman-id', name: 'Penguji Halaman' });
    await createAsessor(db, { location: 'Rutan 3', assesor_id: 'halaman-lain' });
    // Every other one said 'Ya' to self-harm: Kritis, so the worklist's read opens their follow-ups.
    const tujuhAnak = await createChildren(db, 7, (i) => ({
      location: 'Rutan 2',
      registration_no: `HAL-${i + 1}`,
      name: `Halaman Anak 0${i + 1}`,
      self_harm: (i + 1) % 2 ? 'Ya' : 'Tidak',
    }));
    for (const [i, c] of tujuhAnak.entries()) {
      await createHasil(db, c.id, 'pid5', { submitted_at: `2026-11-2${(i + 1) % 3}T0${i + 1}:00:00.000Z` });
    }
    const tahanan = await createChildren(db, 2, (i) => ({
      location: 'Rutan 2',
      registration_no: `HAL-T-${i + 1}`,
      name: `Halaman Tahanan ${i + 1}`,
      kategori: 'tahanan',
    }));
    anak.push(...[...tujuhAnak, ...tahanan].map((c) => c.id));
    const rutanLain = await createChildren(db, 3, (i) => ({
      location: 'Rutan 3',
      registration_no: `HAL-X-${i + 1}`,
      name: `Halaman Lain ${i + 1}`,
      self_harm: 'Ya',
    }));
    for (const c of rutanLain) {
      lain.push(c.id);
      await createHasil(db, c.id, 'pid5');
    }
    cookies = await loginAsessor(t.app, asessor);
    const tujuh = anak.slice(0, 7);

    await cekHalaman('/api/kelola', cookies, 4, { total: 9, ids: anak });
    await cekHalaman('/api/kelola?kategori=anak', cookies, 3, { total: 7, ids: tujuh });
    await cekHalaman('/api/kelola?q=anak', cookies, 2, { total: 7, ids: tujuh });
    await cekHalaman('/api/kelola?q=tidak-ada-nama-ini', cookies, 2, { total: 0 });
    await cekHalaman('/api/hasil-gabungan', cookies, 3, { total: 7, ids: tujuh });
    await cekHalaman('/api/hasil-gabungan?kategori=tahanan', cookies, 1, { total: 2, ids: anak.slice(7) });
    await cekHalaman(`/api/hasil-gabungan?q=${encodeURIComponent('anak 03')}`, cookies, 2, { total: 1, ids: [anak[2]!] });
    await cekHalaman('/api/hasil-gabungan?q=HAL-X', cookies, 2, { total: 0 });
    await cekHalaman('/api/peserta', cookies, 3, { total: 7, ids: tujuh });
    await cekHalaman('/api/peserta?q=HAL-', cookies, 5, { total: 7, ids: tujuh });
    await cekHalaman('/api/peserta?q=HAL-X', cookies, 5, { total: 0 });

    // The per-instrument list is ordered by submission time, then id: its ids are results' ids.
    const pid5 = await halaman(t.app, '/api/hasil-pid5-full?page=1&per_page=100', cookies);
    expect(pid5.data.map((r) => (r as unknown as { peserta_id: number }).peserta_id).sort((a, b) => a - b)).toEqual(tujuh);
    const waktu = pid5.data.map((r) => (r as unknown as { submitted_at: string }).submitted_at);
    expect(waktu).toEqual([...waktu].sort().reverse());
    await cekHalaman('/api/hasil-pid5-full', cookies, 3, { total: 7 });
    await cekHalaman(`/api/hasil-pid5-full?q=${encodeURIComponent('anak 05')}`, cookies, 1, { total: 1 });
    await cekHalaman('/api/hasil-pid5-full?q=HAL-X', cookies, 1, { total: 0 });

    // The worklist: the read checks the facility's owed records first, so the Kritis ones get their
    // follow-ups (4 of the 7); open ones by due time. Rutan 3's owed records are not its to check.
    await cekHalaman('/api/tindak-lanjut', cookies, 3, { total: 4 });
    const kerja = await halaman(t.app, '/api/tindak-lanjut?page=1&per_page=100', cookies);
    expect(kerja.data.map((r) => (r as unknown as { peserta: { id: number } }).peserta.id).sort((a, b) => a - b)).toEqual(
      tujuh.filter((_, i) => i % 2 === 0),
    );
    await cekHalaman(`/api/tindak-lanjut?q=${encodeURIComponent('anak 05')}`, cookies, 1, { total: 1 });
    await cekHalaman('/api/tindak-lanjut?status=ditutup', cookies, 2, { total: 0 });
    const dicekLain = await db.selectFrom('ringkasan_gabungan').select('tl_dicek').where('peserta_id', 'in', lain).execute();
    expect(dicekLain.map((r) => r.tl_dicek)).toEqual([null, null, null]);

    // The audit log, the assessor's entries only (the admin's own reads of the log do not count).
    const admin = await loginAdmin(t.app);
    const url = `/api/audit?role=asessor&actor_id=${asessor.id}`;
    const { total } = await halaman(t.app, `${url}&page=1&per_page=1`, admin);
    expect(total).toBeGreaterThan(2);
    await cekHalaman(url, admin, 2, { total });
    await cekHalaman(`${url}&action=login`, admin, 1, { total: 1 });
    await cekHalaman(`${url}&q=tidak-ada-teks-ini`, admin, 3, { total: 0 });
  });

  it("the audit log's deep page skips its entries in the index (at, id) alone, no sort (migration 20261202-60)", async () => {
    const db = t.database.db;
    // 5,000 entries, three in each millisecond (audited reads come in bursts: ties on `at`).
    const baris =
      t.database.dialect === 'postgres'
        ? sql`select to_char(timestamp '2026-01-01' + (g / 3) * interval '1 ms', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
            from generate_series(1, 5000) g`
        : sql`select strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || ((g / 3) / 1000.0) || ' seconds') as at
            from (with recursive n(g) as (select 1 union all select g + 1 from n where g < 5000) select g from n)`;
    await sql`insert into audit (at, role, action) select b.at, 'asessor', 'uji.halaman' from (${baris}) as b`.execute(db);
    await sql`${sql.raw(t.database.dialect === 'postgres' ? 'vacuum analyze audit' : 'analyze')}`.execute(db);
    // The ids query of the log's page 61 of 50, as `listAudit` sends it through `halamanIdDulu`.
    const pg = t.database.dialect === 'postgres';
    const { rows } = await sql
      .raw<Record<string, unknown>>(
        `${pg ? 'explain' : 'explain query plan'} select id from audit order by at desc, id desc limit 50 offset 3000`,
      )
      .execute(db);
    const plan = rows.map((r) => String(r['QUERY PLAN'] ?? r.detail)).join('\n');
    const { n } = await db
      .selectFrom('audit')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBeGreaterThanOrEqual(5000);
    if (pg) {
      expect(plan).toContain('Index Only Scan Backward using audit_at_id');
      expect(plan).not.toMatch(/Sort/);
    } else {
      expect(plan).toMatch(/COVERING INDEX audit_at_id/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
  });
});
