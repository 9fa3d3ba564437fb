// The timing rules of a timed sub test (D5) at their edges: the limit, the grace, the tolerance, the
// time an assessor added, a clock behind the stored start, the stamp of a save, and the time no server
// ran (decision 051).
import { describe, expect, it } from 'vitest';
import {
  AMBANG_JEDA_MS,
  batasPengerjaanMs,
  batasSubtesMs,
  durasiDetik,
  GRACE_MS,
  jedaDetik,
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
const p = { started_at: MULAI, tambahan_detik: 0, jeda_detik: 0 };

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

describe('time no server ran while an attempt was open (decision 051)', () => {
  const JAM = 3_600_000;
  // The servers stop 5 minutes into the sub test and a server starts again an hour later.
  const jeda = { dari: t0 + 300_000, sampai: t0 + 300_000 + JAM };

  it('is given back whole: the sub test resumes with the 15 minutes it had left', () => {
    const detik = jedaDetik(jeda, BATAS, p);
    expect(detik).toBe(3600);
    expect(sisaDetik(jeda.sampai, BATAS, { ...p, jeda_detik: detik })).toBe(900);
    expect(lewatTenggat(jeda.sampai + 900_000 + GRACE_MS - 1, BATAS, { ...p, jeda_detik: detik })).toBe(false);
    // Without it the sub test was closed as timed out the moment a server ran again.
    expect(lewatTenggat(jeda.sampai, BATAS, p)).toBe(true);
  });

  it('counts from the start for an attempt opened during the last seconds a server wrote its clock', () => {
    expect(jedaDetik({ dari: t0 - 5_000, sampai: t0 + 60_000 }, BATAS, p)).toBe(60);
  });

  it('rounds a part of a second up, towards the child', () => {
    expect(jedaDetik({ dari: t0, sampai: t0 + AMBANG_JEDA_MS + 1 }, BATAS, p)).toBe(21);
  });

  it('is not given below the threshold: a restart, or a second server starting beside a running one', () => {
    expect(jedaDetik({ dari: t0, sampai: t0 + AMBANG_JEDA_MS - 1 }, BATAS, p)).toBe(0);
    expect(jedaDetik({ dari: t0, sampai: t0 + AMBANG_JEDA_MS }, BATAS, p)).toBe(20);
  });

  it('does not open again a sub test whose time and grace were over when the servers stopped', () => {
    const akhir = t0 + BATAS + GRACE_MS;
    expect(jedaDetik({ dari: akhir - 1, sampai: akhir - 1 + JAM }, BATAS, p)).toBe(3600);
    expect(jedaDetik({ dari: akhir, sampai: akhir + JAM }, BATAS, p)).toBe(0);
    // The time an assessor added keeps it open.
    expect(jedaDetik({ dari: akhir, sampai: akhir + JAM }, BATAS, { ...p, tambahan_detik: 60 })).toBe(3600);
  });

  it('one in its grace when the servers stopped resumes in its grace, with no time left', () => {
    const dari = t0 + BATAS + 10_000;
    const lagi = { ...p, jeda_detik: jedaDetik({ dari, sampai: dari + JAM }, BATAS, p) };
    expect(sisaDetik(dari + JAM, BATAS, lagi)).toBe(0);
    expect(lewatTenggat(dari + JAM, BATAS, lagi)).toBe(false);
    expect(lewatTenggat(dari + JAM + GRACE_MS - 10_000, BATAS, lagi)).toBe(true);
  });

  it('adds to the time earlier pauses gave, and is left out of the duration (never below 0)', () => {
    const dua = { ...p, jeda_detik: 3600 + 120 };
    expect(durasiDetik(t0 + 600_000 + 3_720_000, dua)).toBe(600);
    expect(durasiDetik(t0 + 1_000, dua)).toBe(0);
    expect(durasiDetik(t0 + 90_500, p)).toBe(91);
  });

  it('is never negative: a pause that ends before the attempt opened gives nothing', () => {
    expect(jedaDetik({ dari: t0 - JAM, sampai: t0 - 1_000 }, BATAS, p)).toBe(0);
  });
});
