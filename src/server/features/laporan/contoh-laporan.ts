// Example results for the report's tests (and the timing script): scored by the domain's own
// scorers from raw answers, stored in the shape of the shared `hasil` storage contract.
import type { Kysely } from 'kysely';
import {
  buatInterpretasi,
  metaValiditas,
  skorDukungan,
  skorKognitif,
  skorPid5,
  skorPsc17,
  skorSrq20,
  BATERAI_BAWAAN,
  URUTAN_ANAK,
  type KunciAnak,
  type ScreeningKey,
} from '#domain/index.ts';
import type { DB } from '#server/db/schema.ts';
import type { LaporanModel, SubTestTersimpan } from './laporan-model';

/** PID-5-BF answers giving Afek Negatif 2.4 (Tinggi), Detasemen 1.2 (Sedang), Antagonisme 0.4, Disinhibisi 2 (Tinggi), Psikotisisme 0.6. */
export const JAWABAN_PID5: Record<string, number> = {
  // NegativeAffect 8, 9, 10, 11, 15 -> 3+3+2+2+2 = 12 / 5 = 2.4
  '8': 3,
  '9': 3,
  '10': 2,
  '11': 2,
  '15': 2,
  // Detachment 4, 13, 14, 16, 18 -> 2+1+1+1+1 = 6 / 5 = 1.2
  '4': 2,
  '13': 1,
  '14': 1,
  '16': 1,
  '18': 1,
  // Antagonism 17, 19, 20, 22, 25 -> 1+1+0+0+0 = 2 / 5 = 0.4
  '17': 1,
  '19': 1,
  '20': 0,
  '22': 0,
  '25': 0,
  // Disinhibition 1, 2, 3, 5, 6 -> 2*5 = 10 / 5 = 2
  '1': 2,
  '2': 2,
  '3': 2,
  '5': 2,
  '6': 2,
  // Psychoticism 7, 12, 21, 23, 24 -> 1+1+1+0+0 = 3 / 5 = 0.6
  '7': 1,
  '12': 1,
  '21': 1,
  '23': 0,
  '24': 0,
};

/** PSC-17 answers: internalisasi 6 (Bermasalah), atensi 4, eksternalisasi 5, total 15 (Bermasalah). */
export const JAWABAN_PSC17: Record<string, number> = {
  // internalisasi 2, 6, 9, 11, 15
  '2': 2,
  '6': 1,
  '9': 1,
  '11': 1,
  '15': 1,
  // atensi 1, 3, 7, 13, 17
  '1': 1,
  '3': 1,
  '7': 1,
  '13': 1,
  '17': 0,
  // eksternalisasi 4, 5, 8, 10, 12, 14, 16
  '4': 1,
  '5': 1,
  '8': 1,
  '10': 1,
  '12': 1,
  '14': 0,
  '16': 0,
};

/** Twelve support items averaging 2.0 (Rendah). */
export const JAWABAN_DUKUNGAN: Record<string, number> = Object.fromEntries(
  Array.from({ length: 12 }, (_, i) => [String(i + 1), i % 2 === 0 ? 1 : 3]),
);

export const KUNCI_KOGNITIF = ['A', 'B', 'C', 'D', 'E', 'F', 'A', 'B', 'C', 'D'];
/** Seven of ten correct (70%: Tinggi). */
export const JAWABAN_KOGNITIF: Record<string, string> = {
  '1': 'A',
  '2': 'B',
  '3': 'C',
  '4': 'D',
  '5': 'E',
  '6': 'F',
  '7': 'A',
  '8': 'C',
  '9': 'D',
  '10': 'E',
};

export const ESSAY = 'Saya ingin kembali sekolah, membantu ibu berjualan, dan menjadi montir yang baik.';

export const SKRINING_CONTOH: Record<ScreeningKey, 'Ya' | 'Tidak'> = {
  napza: 'Ya',
  alkohol: 'Tidak',
  penyakit_menular: 'Tidak',
  riwayat_lgbt: 'Tidak',
  kekerasan_seksual: 'Tidak',
  korban_kekerasan_seksual: 'Tidak',
  self_harm: 'Ya',
};

export const SKOR_CONTOH = {
  pid5: skorPid5(JAWABAN_PID5),
  psc17: skorPsc17(JAWABAN_PSC17),
  dukungan: skorDukungan(JAWABAN_DUKUNGAN),
  kognitif: skorKognitif(JAWABAN_KOGNITIF, KUNCI_KOGNITIF),
};

const SELESAI = '2026-11-21T02:30:00.000Z';

/**
 * A saved sub test made from its raw answers, `detikPerSoal` seconds on each answered item, its
 * validity read as the server reads it on saving (`peluang`: right answers of a six-option sub test).
 */
export function subTestDariJawaban<S>(
  skor: S,
  jawaban: Record<string, number | string>,
  jumlahSoal: number,
  w: { mulai: string; selesai: string; detikPerSoal: number; timedOut?: boolean; versiBank: number | null; peluang?: number; nilaiTanpaKeluhan?: number },
): SubTestTersimpan<S> {
  const timedOut = Boolean(w.timedOut);
  const dijawab = Object.keys(jawaban);
  return {
    skor,
    timed_out: timedOut,
    started_at: w.mulai,
    submitted_at: w.selesai,
    jawaban,
    versi_bank: w.versiBank,
    meta: metaValiditas({
      jumlahSoal,
      jawaban,
      timedOut,
      durasiDetik: Math.round(w.detikPerSoal * dijawab.length),
      detikPerSoal: dijawab.map(() => w.detikPerSoal),
      peluang: w.peluang === undefined ? undefined : { benar: w.peluang, jumlahPilihan: 6 },
      nilaiTanpaKeluhan: w.nilaiTanpaKeluhan,
    }),
  };
}

/** A saved sub test as the rules read it: score, flags and answers. */
export function untukAturan<S extends object>(h: SubTestTersimpan<S> | null | undefined) {
  return h ? { ...h.skor, validitas: h.meta.validitas, jawaban: h.jawaban } : null;
}

/** A complete report model (all four results) with optional changes. */
export function modelContoh(ubah: Partial<LaporanModel> & { tanpa?: KunciAnak[] } = {}): LaporanModel {
  const { tanpa = [], ...sisa } = ubah;
  // Twenty minutes a sub test.
  const sub = <S>(skor: S, jawaban: Record<string, number | string>, jumlahSoal: number, timedOut = false, peluang = false) =>
    subTestDariJawaban(skor, jawaban, jumlahSoal, {
      mulai: '2026-11-21T02:10:00.000Z',
      selesai: SELESAI,
      detikPerSoal: 1200 / Object.keys(jawaban).length,
      timedOut,
      versiBank: null,
      peluang: peluang ? SKOR_CONTOH.kognitif.total_skor : undefined,
    });
  const hasil: LaporanModel['hasil'] = {
    pid5: sub(SKOR_CONTOH.pid5, JAWABAN_PID5, 25),
    psc17: sub(SKOR_CONTOH.psc17, JAWABAN_PSC17, 17, true),
    dukungan: { ...sub(SKOR_CONTOH.dukungan, JAWABAN_DUKUNGAN, 12), jawaban_essay: ESSAY },
    kognitif: sub(SKOR_CONTOH.kognitif, JAWABAN_KOGNITIF, 10, false, true),
  };
  for (const k of tanpa) hasil[k] = null;
  const skrining = sisa.skrining ?? SKRINING_CONTOH;
  const base: LaporanModel = {
    kategori: 'anak',
    baterai: [...URUTAN_ANAK],
    rutan: 'Rutan 1',
    dibuatPada: '2026-11-22T03:00:00.000Z',
    peserta: {
      registration_no: 'REG-2026-001',
      name: 'Budi Santoso',
      age: 15,
      place_of_birth: 'Bandung',
      date_of_birth: '2011-05-17',
    },
    asessor: { name: 'Sri Wahyuni, S.Psi.', assesor_id: 'asesor01' },
    skrining,
    hasil: sisa.hasil ?? hasil,
    interpretasi: buatInterpretasi({
      pid5: untukAturan((sisa.hasil ?? hasil).pid5),
      psc17: untukAturan((sisa.hasil ?? hasil).psc17),
      dukungan: untukAturan((sisa.hasil ?? hasil).dukungan),
      kognitif: untukAturan((sisa.hasil ?? hasil).kognitif),
      skrining,
    }),
    catatan: 'Anak kooperatif selama asesmen. Ibu berkunjung setiap Sabtu.',
  };
  return { ...base, ...sisa, hasil: sisa.hasil ?? hasil, skrining };
}

/** Stores one saved sub test in `hasil` exactly as the child's save call does (storage contract). */
export async function simpanHasil(
  db: Kysely<DB>,
  pesertaId: number,
  instrument: KunciAnak,
  options: { timed_out?: boolean; submitted_at?: string; jawaban_essay?: string | null } = {},
): Promise<void> {
  const jawaban = { pid5: JAWABAN_PID5, psc17: JAWABAN_PSC17, dukungan: JAWABAN_DUKUNGAN, kognitif: JAWABAN_KOGNITIF }[
    instrument
  ];
  await db
    .insertInto('hasil')
    .values({
      peserta_id: pesertaId,
      instrument,
      jawaban: JSON.stringify(jawaban),
      jawaban_essay: instrument === 'dukungan' ? (options.jawaban_essay === undefined ? ESSAY : options.jawaban_essay) : null,
      skor: JSON.stringify(SKOR_CONTOH[instrument]),
      timed_out: options.timed_out ? 1 : 0,
      started_at: '2026-11-21T02:10:00.000Z',
      submitted_at: options.submitted_at ?? SELESAI,
    })
    .execute();
}

/** Every trait Tinggi, every PSC-17 result Bermasalah, low support and cognition, every screening answer Ya: the longest report. */
export function modelSemuaTinggi(): LaporanModel {
  const m = modelContoh();
  const pid5 = skorPid5(Object.fromEntries(Array.from({ length: 25 }, (_, i) => [String(i + 1), 3])));
  const psc17 = skorPsc17(Object.fromEntries(Array.from({ length: 17 }, (_, i) => [String(i + 1), 2])));
  const dukungan = skorDukungan(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), i % 2 ? 1 : 2])), 12);
  const kognitif = skorKognitif(JAWABAN_KOGNITIF, ['F', 'F', 'F', 'F', 'F', 'F', 'F', 'F', 'F', 'A']);
  const skrining = Object.fromEntries(Object.keys(SKRINING_CONTOH).map((k) => [k, 'Ya'])) as Record<ScreeningKey, 'Ya' | 'Tidak'>;
  const hasil = {
    pid5: { ...m.hasil.pid5!, skor: pid5 },
    psc17: { ...m.hasil.psc17!, skor: psc17 },
    dukungan: { ...m.hasil.dukungan!, skor: dukungan },
    kognitif: { ...m.hasil.kognitif!, skor: kognitif },
  };
  return {
    ...m,
    skrining,
    hasil,
    interpretasi: buatInterpretasi({
      pid5: untukAturan(hasil.pid5),
      psc17: untukAturan(hasil.psc17),
      dukungan: untukAturan(hasil.dukungan),
      kognitif: untukAturan(hasil.kognitif),
      skrining,
      kekerasan_seksual_baru: 'Ya',
      pelaku_satu_fasilitas: 'Tidak',
    }),
  };
}

/** SRQ-20 answers: 7 'Ya' (items 1-5, 9 and 17, thoughts of ending one's life): Terindikasi and critical. */
export const JAWABAN_SRQ20: Record<string, number> = Object.fromEntries(
  Array.from({ length: 20 }, (_, i) => [String(i + 1), [1, 2, 3, 4, 5, 9, 17].includes(i + 1) ? 1 : 0]),
);

/** A complete adult detainee's report model (D17): the detainee battery, adult PID-5 with the child example's answers. */
export function modelTahanan(): LaporanModel {
  const m = modelContoh();
  const srq20 = { ...m.hasil.pid5!, skor: skorSrq20(JAWABAN_SRQ20), jawaban: JAWABAN_SRQ20, meta: { ...m.hasil.pid5!.meta, jumlah_soal: 20, jumlah_dijawab: 20 } };
  const hasil = { srq20, pid5dewasa: m.hasil.pid5!, dukungan: { ...m.hasil.dukungan!, jawaban_essay: 'Bekerja lagi dan menghidupi keluarga.' }, kognitif: m.hasil.kognitif! };
  const skrining = { ...SKRINING_CONTOH, self_harm: 'Tidak' as const };
  const masukan = {
    kategori: 'tahanan' as const,
    baterai: [...BATERAI_BAWAAN.tahanan],
    srq20: untukAturan(hasil.srq20),
    pid5dewasa: untukAturan(hasil.pid5dewasa),
    dukungan: untukAturan(hasil.dukungan),
    kognitif: untukAturan(hasil.kognitif),
    lain: { srq20: { jawaban: JAWABAN_SRQ20 } },
    skrining,
  };
  return {
    ...m,
    kategori: 'tahanan',
    baterai: [...BATERAI_BAWAAN.tahanan],
    peserta: { registration_no: 'THN-2026-014', name: 'Rahmat Hidayat', age: 31, place_of_birth: 'Medan', date_of_birth: '1995-03-02' },
    skrining,
    hasil,
    interpretasi: buatInterpretasi(masukan),
    catatan: 'Tahanan kooperatif. Istri berkunjung setiap Kamis.',
  };
}
