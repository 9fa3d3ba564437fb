// The timing rules of a timed sub test (D5) at their edges: the limit, the grace, the tolerance, the
// time an assessor added, a clock behind the stored start, and the stamp of a save.
import { describe, expect, it } from 'vitest';
import {
  batasPengerjaanMs,
  batasSubtesMs,
  GRACE_MS,
  kirimWaktuHabis,
  lewatMs,
  lewatTenggat,
  sisaDetik,
  TOLERANSI_MS,
  waktuSimpanMs,
} from './waktu-subtes';

const MULAI = '2026-11-27T01:00:00.000Z';
const t0 = Date.parse(MULAI);
const BATAS = 20 * 60_000; // PID-5's 20 minutes
const p = { started_at: MULAI, tambahan_detik: 0 };

describe('the limit of a sub test and of one attempt', () => {
  it('is the minutes divided by the test setting, plus the seconds an assessor added', () => {
    expect(batasSubtesMs(20, 1)).toBe(BATAS);
    expect(batasSubtesMs(20, 60)).toBe(20_000);
    expect(batasPengerjaanMs(BATAS, { ...p, tambahan_detik: 600 })).toBe(BATAS + 600_000);
  });
});

describe('time gone and time left', () => {
  it('counts no time gone on a clock behind the stored start, never time to add', () => {
    expect(lewatMs(t0 - 3_600_000, p)).toBe(0);
    expect(sisaDetik(t0 - 3_600_000, BATAS, p)).toBe(1200);
  });

  it('rounds a part of a second left up, and is 0 from the limit on', () => {
    expect(sisaDetik(t0, BATAS, p)).toBe(1200);
    expect(sisaDetik(t0 + 1, BATAS, p)).toBe(1200);
    expect(sisaDetik(t0 + BATAS - 1, BATAS, p)).toBe(1);
    expect(sisaDetik(t0 + BATAS, BATAS, p)).toBe(0);
    expect(sisaDetik(t0 + BATAS + 3_600_000, BATAS, p)).toBe(0);
  });

  it('gives the added time as time left', () => {
    expect(sisaDetik(t0 + BATAS, BATAS, { ...p, tambahan_detik: 300 })).toBe(300);
  });
});

describe('the deadline after which the server closes an attempt', () => {
  it('is the limit plus the grace, exactly', () => {
    expect(lewatTenggat(t0 + BATAS, BATAS, p)).toBe(false);
    expect(lewatTenggat(t0 + BATAS + GRACE_MS - 1, BATAS, p)).toBe(false);
    expect(lewatTenggat(t0 + BATAS + GRACE_MS, BATAS, p)).toBe(true);
  });

  it('moves with the time an assessor added', () => {
    expect(lewatTenggat(t0 + BATAS + GRACE_MS, BATAS, { ...p, tambahan_detik: 60 })).toBe(false);
    expect(lewatTenggat(t0 + BATAS + GRACE_MS + 60_000, BATAS, { ...p, tambahan_detik: 60 })).toBe(true);
  });
});

describe('a submit saved as timed out', () => {
  it('is believed from the tolerance before the limit when the page says its time is up', () => {
    expect(kirimWaktuHabis(t0 + BATAS - TOLERANSI_MS - 1, BATAS, p, true)).toBe(false);
    expect(kirimWaktuHabis(t0 + BATAS - TOLERANSI_MS, BATAS, p, true)).toBe(true);
    expect(kirimWaktuHabis(t0 + 60_000, BATAS, p, true)).toBe(false);
  });

  it('without the page saying so, only once the grace is over (a submit in flight is on time)', () => {
    expect(kirimWaktuHabis(t0 + BATAS, BATAS, p, false)).toBe(false);
    expect(kirimWaktuHabis(t0 + BATAS + GRACE_MS - 1, BATAS, p, false)).toBe(false);
    expect(kirimWaktuHabis(t0 + BATAS + GRACE_MS, BATAS, p, false)).toBe(true);
  });

  it('is not believed on a clock behind the stored start', () => {
    expect(kirimWaktuHabis(t0 - 3_600_000, BATAS, p, true)).toBe(false);
  });
});

describe('the stamp of a save', () => {
  it('is now, or the latest time the attempt stored when now is behind it', () => {
    expect(waktuSimpanMs(t0 + 5_000, [MULAI, null, undefined])).toBe(t0 + 5_000);
    expect(waktuSimpanMs(t0 - 60_000, [MULAI, '2026-11-27T01:02:00.000Z', null])).toBe(t0 + 120_000);
  });

  it('skips a stored time that does not read as a time', () => {
    expect(waktuSimpanMs(t0, ['bukan waktu', ''])).toBe(t0);
  });
});
