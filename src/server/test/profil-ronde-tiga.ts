// The 19 contrasting profiles of CLINICAL.md "Round three" (children A01-A13, detainees T01-T06),
// built from raw answers with the domain's scorers and validity rules, as a saved sub test reads them.
// Each becomes a report model (officer's copy) that tests render and read back.
import {
  BANK_KOGNITIF_ITEMS_DEFAULT,
  BANK_DUKUNGAN_DEFAULT,
  BATERAI_BAWAAN,
  SCREENING_KEYS,
  buatInterpretasi,
  skorDukungan,
  skorKognitif,
  skorPid5,
  skorPsc17,
  skorSrq20,
  type InputInterpretasi,
  type InstrumentKey,
  type KategoriPeserta,
  type ScreeningKey,
} from '#domain/index.ts';
import type { LaporanModel, SubTestTersimpan } from '../features/laporan/laporan-model';
import { subTestDariJawaban, untukAturan } from '../features/laporan/contoh-laporan';

type Jawaban = Record<string, number | string>;
interface Cara {
  /** Seconds an item (default 6). */
  detik?: number;
  timedOut?: boolean;
}

const MULAI = '2026-11-20T02:00:00.000Z';
const SELESAI = '2026-11-20T03:00:00.000Z';
/** When the screening answers were given (the record's creation): deadlines count from here. */
export const WAKTU_SKRINING = '2026-11-20T01:30:00.000Z';

const KUNCI = BANK_KOGNITIF_ITEMS_DEFAULT.map((i) => i.kunci);
const N_DUKUNGAN = BANK_DUKUNGAN_DEFAULT.length;

const deret = (n: number, f: (i: number) => number | string | undefined): Jawaban =>
  Object.fromEntries(
    Array.from({ length: n }, (_, i) => [String(i + 1), f(i + 1)]).filter(
      (x): x is [string, number | string] => x[1] !== undefined,
    ),
  );

function sub<S>(skor: S, jawaban: Jawaban, jumlahSoal: number, cara: Cara = {}, peluang?: number): SubTestTersimpan<S> {
  return subTestDariJawaban(skor, jawaban, jumlahSoal, {
    mulai: MULAI,
    selesai: SELESAI,
    detikPerSoal: cara.detik ?? 6,
    timedOut: cara.timedOut,
    versiBank: 1,
    peluang,
    nilaiTanpaKeluhan: peluang === undefined && jumlahSoal !== N_DUKUNGAN ? 0 : undefined,
  });
}

const pid5 = (j: Jawaban, c?: Cara) => sub(skorPid5(j), j, 25, c);
const psc17 = (j: Jawaban, c?: Cara) => sub(skorPsc17(j), j, 17, c);
const srq20 = (j: Jawaban, c?: Cara) => sub(skorSrq20(j), j, 20, c);
const dukungan = (j: Jawaban, c?: Cara) => ({
  ...sub(skorDukungan(j, N_DUKUNGAN), j, N_DUKUNGAN, c),
  jawaban_essay: 'Ingin sekolah lagi.',
});
function kognitif(benar: number | 'A' | 'F', c?: Cara) {
  const j = deret(KUNCI.length, (i) =>
    typeof benar === 'string' ? benar : i <= benar ? KUNCI[i - 1] : KUNCI[i - 1] === 'A' ? 'B' : 'A',
  );
  const s = skorKognitif(j, KUNCI);
  return sub(s, j, KUNCI.length, c, s.total_skor);
}

export interface Profil {
  kode: string;
  judul: string;
  kategori: KategoriPeserta;
  skrining: Partial<Record<ScreeningKey, 'Ya'>>;
  hasil: LaporanModel['hasil'];
  lain?: Pick<InputInterpretasi, 'kekerasan_seksual_baru' | 'pelaku_satu_fasilitas' | 'orang'>;
}

// Varied answers that stay low / high without being one value throughout (that is pola_sama).
const rendah = (i: number) => (i % 3 === 0 ? 1 : 0);
const tinggi = (i: number) => (i % 3 === 0 ? 2 : 3);
const pscRendah = (i: number) => (i % 4 === 0 ? 1 : 0);
const pscTinggi = (i: number) => (i % 4 === 0 ? 1 : 2);

const dukunganTinggi = () => dukungan(deret(N_DUKUNGAN, (i) => (i % 2 ? 5 : 4)));
const dukunganRendah = () => dukungan(deret(N_DUKUNGAN, (i) => (i % 2 ? 1 : 2)));

/** Every item given the lowest (or the highest) answer its scale has, every picture the same letter. */
function seragam(ujung: 'terendah' | 'tertinggi'): LaporanModel['hasil'] {
  const [p5, psc, duk, huruf] = ujung === 'terendah' ? ([0, 0, 1, 'A'] as const) : ([3, 2, 5, 'F'] as const);
  return {
    pid5: pid5(deret(25, () => p5)),
    psc17: psc17(deret(17, () => psc)),
    dukungan: dukungan(deret(N_DUKUNGAN, () => duk)),
    kognitif: kognitif(huruf),
  };
}

const ANAK: Profil[] = [
  {
    kode: 'A01',
    judul: 'semua rendah',
    kategori: 'anak',
    skrining: {},
    hasil: anak(rendah, pscRendah, dukunganTinggi(), 18),
  },
  {
    kode: 'A02',
    judul: 'semua tinggi, tujuh jawaban skrining Ya, kekerasan seksual baru, terduga pelaku di rutan yang sama',
    kategori: 'anak',
    skrining: Object.fromEntries(SCREENING_KEYS.map((k) => [k, 'Ya'])),
    hasil: anak(tinggi, pscTinggi, dukunganRendah(), 6),
    lain: { kekerasan_seksual_baru: 'Ya', pelaku_satu_fasilitas: 'Ya' },
  },
  {
    kode: 'A03',
    judul: 'emosi saja (Afek Negatif 2,4; internalisasi 8)',
    kategori: 'anak',
    skrining: {},
    hasil: anak(
      (i) => ({ 8: 3, 9: 2, 10: 2, 11: 3, 15: 2 })[i] ?? rendah(i),
      (i) => ({ 2: 2, 6: 1, 9: 1, 11: 2, 15: 2 })[i] ?? 0,
      dukunganTinggi(),
      15,
    ),
  },
  {
    kode: 'A04',
    judul: 'eksternalisasi, dukungan rendah, napza Ya',
    kategori: 'anak',
    skrining: { napza: 'Ya' },
    hasil: anak(
      (i) => ([1, 2, 3, 5, 6].includes(i) ? 2 : rendah(i)),
      (i) => ([4, 5, 8, 10, 12, 14, 16].includes(i) ? 2 : 0),
      dukunganRendah(),
      12,
    ),
  },
  {
    kode: 'A05',
    judul: 'usia 13, atensi 8, pola gambar 6/23',
    kategori: 'anak',
    skrining: {},
    hasil: anak(rendah, (i) => ({ 1: 2, 3: 2, 7: 2, 13: 1, 17: 1 })[i] ?? 0, dukunganTinggi(), 6),
  },
  {
    kode: 'A06',
    judul: 'self harm Ya, sisanya rendah',
    kategori: 'anak',
    skrining: { self_harm: 'Ya' },
    hasil: anak(rendah, pscRendah, dukunganTinggi(), 18),
  },
  {
    kode: 'A07',
    judul: 'korban kekerasan seksual, baru, terduga pelaku di rutan yang sama',
    kategori: 'anak',
    skrining: { korban_kekerasan_seksual: 'Ya' },
    hasil: anak(rendah, pscRendah, dukunganTinggi(), 15),
    lain: { kekerasan_seksual_baru: 'Ya', pelaku_satu_fasilitas: 'Ya' },
  },
  {
    kode: 'A08',
    judul: "semua jawaban terendah, pola gambar semua 'A'",
    kategori: 'anak',
    skrining: {},
    hasil: seragam('terendah'),
  },
  {
    kode: 'A09',
    judul: 'semua jawaban tertinggi',
    kategori: 'anak',
    skrining: {},
    hasil: seragam('tertinggi'),
  },
  {
    kode: 'A10',
    judul: 'setiap soal di bawah satu detik',
    kategori: 'anak',
    skrining: {},
    hasil: {
      pid5: pid5(deret(25, tinggi), { detik: 0.6 }),
      psc17: psc17(deret(17, pscTinggi), { detik: 0.6 }),
      dukungan: dukungan(
        deret(N_DUKUNGAN, (i) => (i % 2 ? 1 : 2)),
        { detik: 0.6 },
      ),
      kognitif: kognitif(5, { detik: 0.6 }),
    },
  },
  {
    kode: 'A11',
    judul: 'separuh kosong dan diakhiri asessor (internalisasi sudah 6)',
    kategori: 'anak',
    skrining: {},
    hasil: {
      pid5: pid5(
        deret(25, (i) => (i <= 12 ? rendah(i) : undefined)),
        { timedOut: true },
      ),
      psc17: psc17(
        deret(17, (i) => ({ 1: 0, 2: 2, 3: 0, 4: 0, 5: 0, 6: 2, 7: 0, 9: 2 })[i]),
        { timedOut: true },
      ),
      dukungan: dukungan(
        deret(N_DUKUNGAN, (i) => (i <= 5 ? 4 : undefined)),
        { timedOut: true },
      ),
      kognitif: kognitif(8, { timedOut: true }),
    },
  },
  {
    kode: 'A12',
    judul: 'pola gambar 1/23',
    kategori: 'anak',
    skrining: {},
    hasil: anak(rendah, pscRendah, dukunganTinggi(), 1),
  },
  {
    kode: 'A13',
    judul: "anak perempuan yang menjawab 'Sering' hanya pada tidak punya harapan",
    kategori: 'anak',
    skrining: {},
    hasil: anak(rendah, (i) => (i === 6 ? 2 : 0), dukunganTinggi(), 15),
    lain: { orang: { jenis_kelamin: 'P', pendidikan: 'smp', hari_sejak_masuk: 5 } },
  },
];

const TAHANAN: Profil[] = [
  { kode: 'T01', judul: 'SRQ-20 = 5', kategori: 'tahanan', skrining: {}, hasil: tahanan(deret(20, (i) => (i <= 5 ? 1 : 0))) },
  { kode: 'T02', judul: 'SRQ-20 = 6', kategori: 'tahanan', skrining: {}, hasil: tahanan(deret(20, (i) => (i <= 6 ? 1 : 0))) },
  {
    kode: 'T03',
    judul: 'SRQ-20 butir 17 saja',
    kategori: 'tahanan',
    skrining: {},
    hasil: tahanan(deret(20, (i) => (i === 17 ? 1 : 0))),
  },
  {
    kode: 'T04',
    judul: 'SRQ-20 14 dengan PID-5 rendah semua',
    kategori: 'tahanan',
    skrining: {},
    hasil: tahanan(
      deret(20, (i) => (i <= 14 && i !== 17 ? 1 : 0)),
      deret(25, () => 0),
    ),
  },
  {
    kode: 'T05',
    judul: "semua 'Tidak'",
    kategori: 'tahanan',
    skrining: {},
    hasil: tahanan(
      deret(20, () => 0),
      deret(25, () => 0),
    ),
  },
  {
    kode: 'T06',
    judul: 'semua tinggi dengan butir 17',
    kategori: 'tahanan',
    skrining: Object.fromEntries(SCREENING_KEYS.map((k) => [k, 'Ya'])),
    hasil: tahanan(
      deret(20, (i) => (i % 5 === 0 && i !== 20 ? 0 : 1)),
      deret(25, tinggi),
      dukunganRendah(),
    ),
    lain: { kekerasan_seksual_baru: 'Tidak', pelaku_satu_fasilitas: 'Ya' },
  },
];

/** A child's four sub tests: PID-5 and PSC-17 answered by a pattern, support, cognitive items right. */
function anak(
  p5: (i: number) => number,
  psc: (i: number) => number,
  d: ReturnType<typeof dukungan>,
  benar: number,
): LaporanModel['hasil'] {
  return { pid5: pid5(deret(25, p5)), psc17: psc17(deret(17, psc)), dukungan: d, kognitif: kognitif(benar) };
}

function tahanan(srq: Jawaban, p5: Jawaban = deret(25, rendah), d = dukunganTinggi()): LaporanModel['hasil'] {
  return { srq20: srq20(srq), pid5dewasa: pid5(p5), dukungan: d, kognitif: kognitif(14) };
}

export const PROFIL_RONDE_TIGA: readonly Profil[] = [...ANAK, ...TAHANAN];

/** The interpretation's input of a profile, as the server builds it. */
export function masukanProfil(p: Profil): InputInterpretasi {
  const h = p.hasil as Partial<Record<InstrumentKey, SubTestTersimpan<object> | null>>;
  const skrining = Object.fromEntries(SCREENING_KEYS.map((k) => [k, p.skrining[k] ?? 'Tidak'])) as Record<ScreeningKey, string>;
  return {
    kategori: p.kategori,
    baterai: [...BATERAI_BAWAAN[p.kategori]],
    pid5: untukAturan(h.pid5) as InputInterpretasi['pid5'],
    pid5dewasa: untukAturan(h.pid5dewasa) as InputInterpretasi['pid5'],
    psc17: untukAturan(h.psc17) as InputInterpretasi['psc17'],
    dukungan: untukAturan(h.dukungan) as InputInterpretasi['dukungan'],
    kognitif: untukAturan(h.kognitif) as InputInterpretasi['kognitif'],
    srq20: untukAturan(h.srq20) as InputInterpretasi['srq20'],
    lain: Object.fromEntries(Object.entries(h).map(([k, v]) => [k, v ? { jawaban: v.jawaban } : null])),
    skrining,
    ...p.lain,
    waktu: {
      skrining: WAKTU_SKRINING,
      ...Object.fromEntries(Object.entries(h).map(([k, v]) => [k === 'pid5dewasa' ? 'pid5' : k, v?.submitted_at ?? null])),
    },
  };
}

/** The officer's report model of a profile. */
export function modelProfil(p: Profil): LaporanModel {
  const masukan = masukanProfil(p);
  return {
    kategori: p.kategori,
    baterai: [...BATERAI_BAWAAN[p.kategori]],
    rutan: 'Rutan 1',
    // Printed days later: deadlines must not move with it.
    dibuatPada: '2026-11-25T09:00:00.000Z',
    peserta: {
      registration_no: `REG/${p.kode}`,
      name: `Profil ${p.kode}`,
      age: p.kategori === 'anak' ? (p.kode === 'A05' ? 13 : 16) : 30,
      place_of_birth: 'Bandung',
      date_of_birth: p.kategori === 'anak' ? '2010-01-01' : '1996-01-01',
    },
    asessor: { name: 'Sri Wahyuni', assesor_id: 'asesor01' },
    skrining: masukan.skrining as Record<ScreeningKey, string>,
    hasil: p.hasil,
    interpretasi: buatInterpretasi(masukan),
    catatan: null,
    kekerasan_seksual: {
      baru: p.lain?.kekerasan_seksual_baru ?? null,
      pelaku_satu_fasilitas: p.lain?.pelaku_satu_fasilitas ?? null,
    },
  };
}
