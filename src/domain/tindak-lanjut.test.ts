import { describe, expect, it } from 'vitest';
import {
  akhirHariWib,
  bandingPrioritas,
  labelStatusTindakLanjut,
  membukaTindakLanjut,
  tenggatTindakLanjut,
  terlambat,
} from './tindak-lanjut';

// WIB is UTC+7: 10:00 WIB is 03:00Z, 23:59 WIB is 16:59Z.
const wib = (tanggal: string, jam: string) => new Date(`${tanggal}T${jam}:00+07:00`);
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('Kritis: the same day by 23:59 WIB, never less than 4 hours', () => {
  it('a morning finding is due at 23:59 WIB that day', () => {
    expect(iso(tenggatTindakLanjut('Kritis', wib('2026-11-27', '08:00')))).toBe('2026-11-27T16:59:00.000Z');
  });

  it('at 19:59 WIB the 4 hours end exactly at 23:59 WIB', () => {
    expect(iso(tenggatTindakLanjut('Kritis', wib('2026-11-27', '19:59')))).toBe(iso(wib('2026-11-27', '23:59')));
  });

  it('a minute later the 4 hours win and run past midnight WIB', () => {
    expect(iso(tenggatTindakLanjut('Kritis', wib('2026-11-27', '20:00')))).toBe(iso(wib('2026-11-28', '00:00')));
    expect(iso(tenggatTindakLanjut('Kritis', wib('2026-11-27', '23:30')))).toBe(iso(wib('2026-11-28', '03:30')));
  });

  it('the WIB day, not the UTC day, decides: 06:30 WIB is still the previous UTC day', () => {
    // 2026-11-26T23:30Z is 06:30 WIB on the 27th: due 23:59 WIB on the 27th, not on the 26th.
    expect(iso(tenggatTindakLanjut('Kritis', new Date('2026-11-26T23:30:00Z')))).toBe('2026-11-27T16:59:00.000Z');
  });

  it('just after midnight WIB the whole day is left', () => {
    expect(iso(tenggatTindakLanjut('Kritis', wib('2026-11-28', '00:00')))).toBe(iso(wib('2026-11-28', '23:59')));
  });
});

describe('Mendesak 72 hours, Tinggi 7 days, Sedang 14 days, Rendah none', () => {
  const temuan = new Date('2026-11-27T05:17:23.456Z');
  it('counts exactly from the finding', () => {
    expect(iso(tenggatTindakLanjut('Mendesak', temuan))).toBe('2026-11-30T05:17:23.456Z');
    expect(iso(tenggatTindakLanjut('Tinggi', temuan))).toBe('2026-12-04T05:17:23.456Z');
    expect(iso(tenggatTindakLanjut('Sedang', temuan))).toBe('2026-12-11T05:17:23.456Z');
    expect(tenggatTindakLanjut('Rendah', temuan)).toBeNull();
  });

  it('only Kritis, Mendesak and Tinggi open one by the rules', () => {
    expect((['Kritis', 'Mendesak', 'Tinggi', 'Sedang', 'Rendah'] as const).map(membukaTindakLanjut)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('late, order and labels', () => {
  it('is late only after the due time', () => {
    const tenggat = '2026-11-30T05:00:00.000Z';
    expect(terlambat(tenggat, new Date('2026-11-30T05:00:00.000Z'))).toBe(false);
    expect(terlambat(tenggat, new Date('2026-11-30T05:00:00.001Z'))).toBe(true);
    expect(terlambat(null, new Date('2100-01-01T00:00:00Z'))).toBe(false);
  });

  it('orders priorities by urgency', () => {
    expect(bandingPrioritas('Kritis', 'Mendesak')).toBeGreaterThan(0);
    expect(bandingPrioritas('Tinggi', 'Mendesak')).toBeLessThan(0);
    expect(bandingPrioritas('Sedang', 'Sedang')).toBe(0);
  });

  it('reads the status as staff see it', () => {
    const nanti = { status: 'terbuka', alasan_tutup: null, tenggat: '2026-11-30T05:00:00.000Z' };
    expect(labelStatusTindakLanjut(nanti, new Date('2026-11-29T00:00:00Z'))).toBe('Terbuka');
    expect(labelStatusTindakLanjut(nanti, new Date('2026-12-01T00:00:00Z'))).toBe('Terbuka, terlambat');
    expect(labelStatusTindakLanjut({ ...nanti, status: 'ditutup', alasan_tutup: 'dirujuk_diterima' }, new Date())).toBe(
      'Ditutup: Dirujuk dan diterima',
    );
  });

  it('23:59 WIB of a day', () => {
    expect(iso(akhirHariWib(wib('2026-12-31', '23:59')))).toBe('2026-12-31T16:59:00.000Z');
    expect(iso(akhirHariWib(new Date('2026-12-31T17:00:00Z')))).toBe('2027-01-01T16:59:00.000Z');
  });
});

describe('one clock', () => {
  it("agrees with the interpretation's deadline (batasWaktu) for every priority, at the edges", async () => {
    const { batasWaktu } = await import('./interpretasi');
    const saat = [
      wib('2026-11-27', '08:00'),
      wib('2026-11-27', '19:59'),
      wib('2026-11-27', '20:00'),
      wib('2026-11-27', '23:30'),
      wib('2026-11-28', '00:00'),
    ];
    for (const p of ['Kritis', 'Mendesak', 'Tinggi', 'Sedang', 'Rendah'] as const) {
      for (const s of saat)
        expect(iso(tenggatTindakLanjut(p, s)), `${p} ${s.toISOString()}`).toBe(batasWaktu(p, s.toISOString()));
    }
  });
});
