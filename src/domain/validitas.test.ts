import { describe, expect, it } from 'vitest';
import { INSTRUMEN } from './instruments';
import { detikPerSoal, median, metaValiditas, teksWaktuHabis, validitasHasil, type InputValiditas } from './validitas';

const jawab = (nilai: (number | string)[]) => Object.fromEntries(nilai.map((v, i) => [String(i + 1), v]));
const dasar = (ubah: Partial<InputValiditas> = {}): InputValiditas => ({
  jumlahSoal: 10,
  jawaban: jawab([0, 1, 2, 3, 0, 1, 2, 3, 0, 1]),
  timedOut: false,
  detikPerSoal: Array(10).fill(5),
  ...ubah,
});
const kode = (i: InputValiditas) => validitasHasil(i).map((t) => t.kode);

describe('issue 27: per-instrument reading time and staff-ended sub tests', () => {
  it('terlalu_cepat uses the instrument\'s own threshold: PID-5 4 s, a pattern item 8 s, the rest 2 s', () => {
    expect(INSTRUMEN.pid5.detikMinimumPerSoal).toBe(4);
    expect(INSTRUMEN.pid5dewasa.detikMinimumPerSoal).toBe(4);
    expect(INSTRUMEN.kognitif.detikMinimumPerSoal).toBe(8);
    expect(INSTRUMEN.srq20.detikMinimumPerSoal).toBe(2);
    const tiga = dasar({ detikPerSoal: Array(10).fill(3) });
    expect(kode(tiga)).toEqual([]);
    expect(kode({ ...tiga, detikMinimum: INSTRUMEN.pid5.detikMinimumPerSoal })).toEqual(['terlalu_cepat']);
    expect(kode({ ...dasar({ detikPerSoal: Array(10).fill(4) }), detikMinimum: 4 })).toEqual([]);
    const pola = validitasHasil({ ...dasar({ detikPerSoal: Array(10).fill(7.5) }), detikMinimum: INSTRUMEN.kognitif.detikMinimumPerSoal });
    expect(pola.map((t) => t.kode)).toEqual(['terlalu_cepat']);
    expect(pola[0].pesan).toContain('kurang dari 8 detik');
  });

  it('a sub test ended by staff is "Diakhiri petugas (name, reason)", never waktu habis (finding 8)', () => {
    const t = validitasHasil(dasar({ timedOut: true, diakhiri: { oleh: 'Sri Wahyuni', alasan: 'anak sakit' } }));
    expect(t.map((x) => x.kode)).toEqual(['diakhiri_petugas']);
    expect(t[0].pesan).toBe('Diakhiri petugas (Sri Wahyuni, alasan: anak sakit): jawaban yang sudah diisi disimpan.');
    expect(validitasHasil(dasar({ timedOut: true })).map((x) => x.kode)).toEqual(['waktu_habis']);
  });

  it('a sub test the person stopped ("Berhenti") is "Dihentikan peserta", never waktu habis (D21)', () => {
    const t = validitasHasil(dasar({ timedOut: true, berhentiPeserta: true }));
    expect(t.map((x) => x.kode)).toEqual(['berhenti_peserta']);
    expect(t[0].pesan).toBe('Dihentikan peserta (menekan Berhenti): jawaban yang sudah diisi disimpan.');
    expect(teksWaktuHabis(true, t)).toBe('Dihentikan peserta');
    expect(teksWaktuHabis(true, validitasHasil(dasar({ timedOut: true })))).toBe('Ya');
    expect(teksWaktuHabis(false, [])).toBe('Tidak');
  });
});

describe('validitasHasil (D12 flags at their edges)', () => {
  it('a varied, complete, unhurried result has no flag', () => {
    expect(validitasHasil(dasar())).toEqual([]);
  });

  it('waktu_habis follows the time-out mark', () => {
    expect(kode(dasar({ timedOut: true }))).toEqual(['waktu_habis']);
  });

  it('banyak_kosong: 20 % empty is not flagged, more is', () => {
    expect(kode(dasar({ jawaban: jawab([0, 1, 2, 3, 0, 1, 2, 3]) }))).toEqual([]);
    const t = validitasHasil(dasar({ jawaban: jawab([0, 1, 2, 3, 0, 1, 2]) }));
    expect(t).toEqual([{ kode: 'banyak_kosong', pesan: '3 dari 10 soal tidak dijawab (lebih dari 20%).' }]);
    expect(kode(dasar({ jawaban: {}, detikPerSoal: null }))).toEqual(['banyak_kosong']);
  });

  it('pola_sama: every answer the same option, judged from 5 answers', () => {
    expect(kode(dasar({ jawaban: jawab(Array(10).fill(2)) }))).toEqual(['pola_sama']);
    expect(kode(dasar({ jumlahSoal: 5, jawaban: jawab([3, 3, 3, 3, 3]) }))).toEqual(['pola_sama']);
    expect(kode(dasar({ jumlahSoal: 4, jawaban: jawab([3, 3, 3, 3]) }))).toEqual([]);
    expect(kode(dasar({ jawaban: jawab([...Array(9).fill(2), 1]) }))).toEqual([]);
  });

  it('pola_sama on the cognitive test: one letter throughout, in any case', () => {
    const t = validitasHasil(
      dasar({ jawaban: jawab(['a', 'A', 'A', 'A', 'A', 'A', 'A', 'A', 'A', 'A']), peluang: { benar: 4, jumlahPilihan: 6 } }),
    );
    expect(t.map((x) => x.kode)).toEqual(['pola_sama']);
    expect(t[0].pesan).toContain('huruf yang sama (A)');
  });

  it('terlalu_cepat: a median of 2.0 s an item is not flagged, below it is', () => {
    expect(kode(dasar({ detikPerSoal: [2, 2, 2, 1, 10] }))).toEqual([]);
    expect(kode(dasar({ detikPerSoal: [1.9, 1.9, 1.9, 30, 30] }))).toEqual(['terlalu_cepat']);
    expect(kode(dasar({ detikPerSoal: [1, 3] }))).toEqual([]);
    expect(kode(dasar({ detikPerSoal: [1, 2.9] }))).toEqual(['terlalu_cepat']);
    expect(kode(dasar({ detikPerSoal: null }))).toEqual([]);
    expect(kode(dasar({ detikPerSoal: [] }))).toEqual([]);
  });

  it('di_bawah_peluang: right answers at or below one in six of those answered', () => {
    const kog = (benar: number, dijawab = 12) =>
      kode(dasar({ jumlahSoal: 12, jawaban: jawab(Array.from({ length: dijawab }, (_, i) => 'ABCDEF'[i % 6])), peluang: { benar, jumlahPilihan: 6 } }));
    expect(kog(2)).toEqual(['di_bawah_peluang']);
    expect(kog(3)).toEqual([]);
    expect(kog(0)).toEqual(['di_bawah_peluang']);
    // 6 answered of 12: chance is 1 right; the empty half is flagged apart.
    expect(kog(1, 6)).toEqual(['banyak_kosong', 'di_bawah_peluang']);
    expect(kog(2, 6)).toEqual(['banyak_kosong']);
    // nothing answered: only banyak_kosong, never a chance verdict on no answers.
    expect(kog(0, 0)).toEqual(['banyak_kosong']);
  });

  it('all flags at once come in a fixed order', () => {
    const semua = dasar({
      jumlahSoal: 12,
      timedOut: true,
      jawaban: jawab(['B', 'B', 'B', 'B', 'B', 'B']),
      detikPerSoal: [0.5, 0.5, 0.5, 0.5, 0.5, 0.5],
      peluang: { benar: 1, jumlahPilihan: 6 },
    });
    expect(kode(semua)).toEqual(['waktu_habis', 'banyak_kosong', 'pola_sama', 'terlalu_cepat', 'di_bawah_peluang']);
  });
});

describe('detikPerSoal (time of each answer from the arrival of drafts)', () => {
  const t0 = Date.parse('2026-11-23T01:00:00Z');
  it('one answer per draft: the gap since the previous arrival', () => {
    expect(detikPerSoal(t0, t0 + 30_000, ['1', '2', '3'], { 1: t0 + 5_000, 2: t0 + 9_000, 3: t0 + 20_000 })).toEqual({ 1: 5, 2: 4, 3: 11 });
  });
  it('answers that arrive together share the gap; unrecorded ones arrive with the submit', () => {
    expect(detikPerSoal(t0, t0 + 40_000, ['1', '2', '3', '4'], { 1: t0 + 10_000, 2: t0 + 10_000 })).toEqual({ 1: 5, 2: 5, 3: 15, 4: 15 });
  });
  it('an offline child whose answers all come with the submit gets the mean, never zero', () => {
    expect(detikPerSoal(t0, t0 + 100_000, ['1', '2', '3', '4'], {})).toEqual({ 1: 25, 2: 25, 3: 25, 4: 25 });
  });
  it('impossible times (before the start, after the submit) are clamped, so nothing is negative', () => {
    const d = detikPerSoal(t0, t0 + 10_000, ['1', '2'], { 1: t0 - 50_000, 2: t0 + 99_000 });
    expect(d).toEqual({ 1: 0, 2: 10 });
  });
});

describe('median and metaValiditas', () => {
  it('median of odd and even lists, null for none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNull();
  });
  it('counts answered items and keeps the duration', () => {
    expect(metaValiditas({ ...dasar({ jawaban: jawab([1, 2, 3, 0, 1, 2, 3, 0, 1]) }), durasiDetik: 95 })).toEqual({
      durasi_detik: 95,
      jumlah_soal: 10,
      jumlah_dijawab: 9,
      validitas: [],
    });
  });
});
