// A page's total read with its rows (issue 17): the same total on every page of the combined and the
// records list, also on a page past the end, with and without a category, next to the search's count.
import { describe, expect, it } from 'vitest';
import { createAsessor, createChild, createChildren, loginAsessor } from '../test/factories';
import { send, testAppForFile } from '../test/harness';

describe('a page and its total', () => {
  const t = testAppForFile();

  it('answers the Rutan’s count on each page, past the end too', async () => {
    const asessor = await createAsessor(t.database.db, { location: 'Rutan 2', assesor_id: 'total-halaman' });
    await createAsessor(t.database.db, { location: 'Rutan 3', assesor_id: 'total-lain' });
    await createChildren(t.database.db, 7, (i) => ({
      location: 'Rutan 2',
      registration_no: `TH-A-${i}`,
      name: `Total Anak ${i}`,
    }));
    await createChildren(t.database.db, 3, (i) => ({
      location: 'Rutan 2',
      registration_no: `TH-T-${i}`,
      name: `Total Tahanan ${i}`,
      kategori: 'tahanan',
    }));
    await createChild(t.database.db, { location: 'Rutan 3', registration_no: 'TH-X-0', name: 'Total Lain' });
    const cookies = await loginAsessor(t.app, asessor);
    const cases: [string, number, number][] = [
      ['/api/kelola?page=1&per_page=4', 10, 4],
      ['/api/kelola?page=3&per_page=4', 10, 2],
      ['/api/kelola?page=9&per_page=4', 10, 0],
      ['/api/kelola?kategori=tahanan&page=1&per_page=2', 3, 2],
      ['/api/kelola?kategori=tahanan&page=5&per_page=2', 3, 0],
      ['/api/kelola?q=tahanan&page=1&per_page=2', 3, 2],
      ['/api/hasil-gabungan?page=1&per_page=4', 7, 4],
      ['/api/hasil-gabungan?page=2&per_page=4', 7, 3],
      ['/api/hasil-gabungan?page=9&per_page=4', 7, 0],
      ['/api/hasil-gabungan?kategori=tahanan&page=1&per_page=50', 3, 3],
      ['/api/hasil-gabungan?kategori=tahanan&page=2&per_page=50', 3, 0],
      ['/api/hasil-gabungan?q=anak 1&page=1&per_page=50', 1, 1],
    ];
    for (const [url, total, rows] of cases) {
      const res = await send(t.app, 'GET', url, { cookies });
      expect(res.statusCode, url).toBe(200);
      const body = res.json() as { data: Record<string, unknown>[]; total: number };
      expect({ total: body.total, rows: body.data.length }, url).toEqual({ total, rows });
      for (const row of body.data) expect(row, url).not.toHaveProperty('jumlah');
    }
  });
});
