import { describe, expect, expectTypeOf, it } from 'vitest';
import { alamatRute, type Balasan, type Isian } from './klien';

describe('alamatRute', () => {
  it("fills the path's parameters, encoded, and sends only the query's set values", () => {
    expect(alamatRute('GET /api/hasil-gabungan/:registration_no', { params: { registration_no: 'ABH/01 2026' } })).toBe(
      '/api/hasil-gabungan/ABH%2F01%202026',
    );
    expect(
      alamatRute('POST /api/pemantauan/:id/:instrument/tambah-waktu', { params: { id: 7, instrument: 'pid5bf' } }),
    ).toBe('/api/pemantauan/7/pid5bf/tambah-waktu');
    expect(alamatRute('GET /api/kelola', { query: { q: '  Budi ', page: 2, per_page: 20, kategori: undefined } })).toBe(
      '/api/kelola?q=Budi&page=2&per_page=20',
    );
    expect(alamatRute('GET /api/kelola', { query: { q: '   ' } })).toBe('/api/kelola');
    expect(alamatRute('GET /api/pemantauan')).toBe('/api/pemantauan');
  });

  it('refuses to call a path whose parameter is missing (never /api/catatan/undefined)', () => {
    expect(() => alamatRute('GET /api/catatan/:registration_no', { params: {} })).toThrow(/registration_no/);
    expect(() => alamatRute('GET /api/catatan/:registration_no', { params: { registration_no: '' } })).toThrow();
  });

  it("types a call from the route's own schemas (checked by the typecheck)", () => {
    expectTypeOf<Isian<'PUT /api/catatan/:registration_no'>['params']>().toEqualTypeOf<{ registration_no: string }>();
    expectTypeOf<Balasan<'GET /api/catatan/:registration_no'>>().toHaveProperty('catatan');
    // @ts-expect-error a route that is not declared has no call
    expectTypeOf<Isian<'GET /api/tidak-ada'>>();
    // @ts-expect-error the added minutes are a number
    const salah: Isian<'POST /api/pemantauan/:id/:instrument/tambah-waktu'>['body'] = { menit: 'lima' };
    expect(salah).toBeDefined();
  });
});
