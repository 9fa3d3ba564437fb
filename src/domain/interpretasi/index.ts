// Interpretation engine (D4, D12): runs the rule table of aturan.ts over the results and the
// screening answers, and assembles what staff read: limits, priority with its follow-up time, the
// first actions, findings and interventions grouped by theme, strengths apart, and the conclusion.
// Every sentence comes from aturan.ts; this file only selects, orders and removes repeats.
import { SCREENING_KEYS, type KategoriPeserta, type ScreeningKey } from '../instrumen/dasar';
import { BATERAI_BAWAAN, type InstrumentKey } from '../instrumen';
import { PESAN_INTERPRETASI_MENUNGGU } from '../messages';
import {
  ATURAN,
  ATURAN_MENURUT_PRIORITAS,
  BAGIAN_KEYS,
  BATASAN,
  JUDUL_BAGIAN,
  JUDUL_BATASAN,
  JUDUL_JANGKA,
  JUDUL_KEKUATAN,
  JUDUL_TEMA,
  JUDUL_TINDAKAN_PERTAMA,
  JUDUL_TINDAKAN_UTAMA,
  KALIMAT_SKRINING_ULANG,
  KUNCI_SUBTES,
  MAKS_TINDAKAN_UTAMA,
  PRIORITAS,
  SARAN,
  TINDAKAN,
  URUTAN_JANGKA,
  URUTAN_TEMA,
  URUTAN_TINDAKAN,
  alasanTidakDitafsirkan,
  daftarTidakDitafsirkan,
  kalimatRingkasan,
  kalimatSebagianBesar,
  ringkasAturan,
  tentukanPrioritas,
  tindakanAturan,
  type Aturan,
  type HasilUntukAturan,
  type InfoPrioritas,
  type Jangka,
  type Kalimat,
  type Prioritas,
  type SaranId,
  type SumberTemuan,
  type Tema,
} from './aturan';
import { hariIniWib } from '../rekam-peserta';
import { aturanKriteria, daftarKriteria, type KriteriaRekam } from './kriteria';
import type { JenisKontak } from '../kontak-lokasi';

export * from './aturan';
export * from './kriteria';

export interface InputInterpretasi extends Partial<Omit<HasilUntukAturan, 'skrining' | 'kategori' | 'tidak_ditafsirkan'>> {
  /** When each part of a finding arose (ISO UTC): the screening answers, each sub test's submission, the recorded follow-up (D19). */
  waktu?: Partial<Record<SumberTemuan, string | null>>;
  /** Whom the interpretation speaks of (D17); default 'anak'. */
  kategori?: KategoriPeserta;
  /** The record's battery: the interpretation is complete once each has a result; default the category's default battery. */
  baterai?: readonly InstrumentKey[];
  /** The adult form of PID-5-BF (same scoring key): read by the rules as PID-5. */
  pid5dewasa?: HasilUntukAturan['pid5'];
  /** Screening answers; anything other than 'Ya' counts as 'Tidak'. */
  skrining: Partial<Record<ScreeningKey, string | null>>;
  /** D24: the facility's added criteria of the version(s) this record is judged by (null: the defaults alone). */
  kriteria?: KriteriaRekam;
}

export interface StatusKritis {
  aktif: boolean;
  alasan: string[];
  /** The first actions of the critical case (the same as `tindakan_utama`). */
  tindakan: string[];
}

/** Findings or interventions of one theme. */
export interface KelompokTema {
  tema: Tema;
  judul: string;
  kalimat: string[];
}

/** The actions of one clock, in the order of urgency. */
export interface TindakanJangka {
  jangka: Jangka;
  judul: string;
  tindakan: string[];
  /** D24: the local contacts each action needs, beside it (same order as `tindakan`; empty: none). */
  kontak: JenisKontak[][];
}

/** What the priority asks of staff: the level, why, its follow-up time, and every action by its clock. */
export interface TindakLanjut {
  prioritas: Prioritas;
  tenggat: InfoPrioritas['tenggat'];
  batas_jam: number | null;
  /** One line on why the priority is what it is (page 1, at every level): the triggers, the sub tests that cannot be read. */
  alasan_prioritas: string;
  /** Page 1's heading of `tindakan_utama` ('Tindakan hari ini' when the first action is due today). */
  judul_tindakan_utama: string;
  /** At most three, most urgent first (page 1). */
  tindakan_utama: string[];
  /** D24: the facility's local contacts each of `tindakan_utama` needs, printed beside it (same order; empty: none). */
  kontak_tindakan_utama: JenisKontak[][];
  /** Every other action the rules produce, none dropped, grouped by clock. */
  tindakan_lanjutan: TindakanJangka[];
  /** When the finding behind the priority arose (ISO UTC), when known: its clock starts there, never at printing (D19). */
  waktu_temuan: string | null;
  /** The deadline of the priority counted from `waktu_temuan`; null without a time or for Rendah. */
  batas_waktu: string | null;
}

interface Bersama extends TindakLanjut {
  /** Whom the sentences speak of: a child or an adult detainee (D17). */
  kategori: KategoriPeserta;
  /** D24: the newest facility criteria version the record was judged by, and how many added criteria judged it (null: the defaults alone). */
  kriteria: { lokasi: string; nomor: number; jumlah: number } | null;
  kritis: StatusKritis;
  aturanTerpakai: string[];
}

export type Interpretasi =
  | (Bersama & { lengkap: false; pesan: string })
  | (Bersama & {
      lengkap: true;
      /** The limits, read first. */
      batasan: string[];
      kekuatan: string[];
      bagian: {
        gambaran_kepribadian: KelompokTema[];
        kecenderungan_masalah: KelompokTema[];
        intervensi: KelompokTema[];
        kesimpulan: string[];
      };
    });

/** Normalises screening answers to exactly the seven keys with 'Ya' or 'Tidak'. */
export function normalSkrining(s: Partial<Record<ScreeningKey, string | null>>): Record<ScreeningKey, 'Ya' | 'Tidak'> {
  const hasil = {} as Record<ScreeningKey, 'Ya' | 'Tidak'>;
  for (const k of SCREENING_KEYS) hasil[k] = s?.[k] === 'Ya' ? 'Ya' : 'Tidak';
  return hasil;
}

const yaTidak = (v: unknown): 'Ya' | 'Tidak' | null => (v === 'Ya' || v === 'Tidak' ? v : null);

function normalInput(input: InputInterpretasi): HasilUntukAturan {
  const h: HasilUntukAturan = {
    kategori: input.kategori ?? 'anak',
    pid5: input.pid5 ?? input.pid5dewasa ?? null,
    psc17: input.psc17 ?? null,
    dukungan: input.dukungan ?? null,
    kognitif: input.kognitif ?? null,
    srq20: input.srq20 ?? null,
    lain: input.lain ?? {},
    skrining: normalSkrining(input.skrining ?? {}),
    kekerasan_seksual_baru: yaTidak(input.kekerasan_seksual_baru),
    pelaku_satu_fasilitas: yaTidak(input.pelaku_satu_fasilitas),
    tindak_lanjut: input.tindak_lanjut ?? null,
    orang: input.orang ?? null,
    tidak_ditafsirkan: {},
    diganti: input.diganti ?? {},
  };
  // A sub test that cannot be interpreted is set aside: no rule reads its scores (D12, CLINICAL.md).
  for (const k of KUNCI_SUBTES) {
    const r = h[k];
    if (r && alasanTidakDitafsirkan(r).length > 0) {
      h.tidak_ditafsirkan![k] = r;
      h[k] = null;
    }
  }
  return h;
}

/**
 * The rules of the table that hold, in table order, then a facility's added criteria (D24), plus the
 * default rule of the resulting priority.
 */
export function aturanBerlaku(h: HasilUntukAturan, kriteria?: KriteriaRekam): Aturan[] {
  const berlaku = [...ATURAN, ...aturanKriteria(kriteria)].filter((a) => a.berlaku(h));
  const bawaan = ATURAN_MENURUT_PRIORITAS[tentukanPrioritas(berlaku)];
  const adaTindakan = berlaku.some((a) => tindakanAturan(a, h).length > 0);
  const aturanBawaan = bawaan && !adaTindakan ? ATURAN.find((a) => a.id === bawaan) : undefined;
  return aturanBawaan ? [...berlaku, aturanBawaan] : berlaku;
}

const unik = <T>(xs: readonly T[]) => [...new Set(xs)];

/** The deadline of a priority counted from the finding (D19): Kritis the same day (23:59 WIB, never under 4 hours). */
export function batasWaktu(prioritas: Prioritas, waktuTemuan: string | null): string | null {
  const jam = PRIORITAS[prioritas].batas_jam;
  if (jam === null || !waktuTemuan) return null;
  const mulai = Date.parse(waktuTemuan);
  if (!Number.isFinite(mulai)) return null;
  if (prioritas === 'Kritis') {
    const akhirHari = Date.parse(`${hariIniWib(new Date(mulai))}T23:59:00+07:00`);
    return new Date(Math.max(akhirHari, mulai + 4 * 3_600_000)).toISOString();
  }
  return new Date(mulai + jam * 3_600_000).toISOString();
}

/**
 * When a rule's finding arose: the last of its parts to exist (null when a part's time is unknown), or
 * earlier, when a replaced attempt gave its trigger (D20: dated from its own submission, not the retest's).
 */
function waktuAturan(a: Aturan, waktu: InputInterpretasi['waktu'], h: HasilUntukAturan): string | null {
  const ts = (a.sumber ?? []).map((s) => waktu?.[s]).filter((t): t is string => Boolean(t));
  const bagian = ts.length ? ts.sort().at(-1)! : null;
  const diganti = a.waktuPemicu?.(h) ?? null;
  return diganti && (!bagian || diganti < bagian) ? diganti : bagian;
}

/** The priority, why, every action by its clock, and the deadline counted from the finding. */
function tindakLanjut(berlaku: readonly Aturan[], h: HasilUntukAturan, waktu: InputInterpretasi['waktu']): TindakLanjut {
  const kategori = h.kategori;
  const prioritas = tentukanPrioritas(berlaku);
  const semua = unik(berlaku.flatMap((a) => tindakanAturan(a, h)));
  // Asking about thoughts of ending life is already part of the same-day referral: said once.
  const ids = semua
    .filter((id) => !(id === 'tanya-bunuh-diri' && semua.includes('rujuk-hari-ini')))
    .sort((a, b) => URUTAN_TINDAKAN.indexOf(a) - URUTAN_TINDAKAN.indexOf(b));
  const lanjutan = ids.slice(MAKS_TINDAKAN_UTAMA);
  const penentu = berlaku.filter((a) => a.prioritas === prioritas);
  const pemicu = unik(penentu.flatMap((a) => ringkasAturan(a, h) ?? []));
  const ditahan = daftarTidakDitafsirkan(h);
  const alasan =
    prioritas === 'Rendah' || pemicu.length === 0
      ? prioritas === 'Rendah'
        ? "tidak ada jawaban skrining 'Ya' dan tidak ada hasil yang mencapai batas skrining"
        : ditahan.length
          ? 'ada sub test yang tidak dapat ditafsirkan dan perlu diulang'
          : 'ada hasil yang perlu ditindaklanjuti'
      : pemicu.join('; ');
  const waktuTemuan =
    penentu
      .map((a) => waktuAturan(a, waktu, h))
      .filter((t): t is string => Boolean(t))
      .sort()[0] ?? null;
  return {
    prioritas,
    tenggat: PRIORITAS[prioritas].tenggat,
    batas_jam: PRIORITAS[prioritas].batas_jam,
    alasan_prioritas: `Mengapa ${prioritas}: ${alasan}.${ditahan.length ? ` Tidak dapat ditafsirkan: ${ditahan.join('; ')}.` : ''}`,
    judul_tindakan_utama: ids[0] && TINDAKAN[ids[0]].jangka === 'hari_ini' ? JUDUL_TINDAKAN_UTAMA : JUDUL_TINDAKAN_PERTAMA,
    tindakan_utama: ids.slice(0, MAKS_TINDAKAN_UTAMA).map((id) => TINDAKAN[id].teks[kategori]),
    kontak_tindakan_utama: ids.slice(0, MAKS_TINDAKAN_UTAMA).map((id) => [...TINDAKAN[id].kontak]),
    tindakan_lanjutan: URUTAN_JANGKA.map((jangka) => {
      const dalamJangka = lanjutan.filter((id) => TINDAKAN[id].jangka === jangka);
      return {
        jangka,
        judul: JUDUL_JANGKA[jangka],
        tindakan: dalamJangka.map((id) => TINDAKAN[id].teks[kategori]),
        kontak: dalamJangka.map((id) => [...TINDAKAN[id].kontak]),
      };
    }).filter((g) => g.tindakan.length > 0),
    waktu_temuan: waktuTemuan,
    batas_waktu: batasWaktu(prioritas, waktuTemuan),
  };
}

function bersama(
  berlaku: readonly Aturan[],
  h: HasilUntukAturan,
  waktu?: InputInterpretasi['waktu'],
  kriteria?: KriteriaRekam,
): Bersama {
  const kategori = h.kategori;
  const lanjut = tindakLanjut(berlaku, h, waktu);
  const kritisAturan = berlaku.filter((a) => a.kritis);
  const versi = daftarKriteria(kriteria);
  const terbaru = versi.at(-1);
  return {
    ...lanjut,
    kategori,
    kriteria: terbaru ? { lokasi: terbaru.lokasi, nomor: terbaru.nomor, jumlah: versi.reduce((n, v) => n + v.kriteria.length, 0) } : null,
    kritis: {
      aktif: kritisAturan.length > 0,
      alasan: kritisAturan.map((a) => a.kritis!.alasan[kategori]),
      tindakan: kritisAturan.length > 0 ? lanjut.tindakan_utama : [],
    },
    aturanTerpakai: berlaku.map((a) => a.id),
  };
}

function kelompokkan(pasangan: readonly { tema: Tema; kalimat: string }[]): KelompokTema[] {
  return URUTAN_TEMA.map((tema) => ({
    tema,
    judul: JUDUL_TEMA[tema],
    kalimat: unik(pasangan.filter((p) => p.tema === tema).map((p) => p.kalimat)),
  })).filter((k) => k.kalimat.length > 0);
}

const dalam = (k: KategoriPeserta) => (kalimat: Kalimat) => kalimat[k];
const temuanDari = (a: Aturan, h: HasilUntukAturan): string[] =>
  typeof a.temuan === 'function' ? a.temuan(h) : (a.temuan ?? []).map(dalam(h.kategori));

/**
 * The critical case and the priority from whatever exists (D4, D12): staff must act on a 'Ya' to
 * self harm the same day, before any sub test is done.
 */
export function kasusKritis(
  skrining: InputInterpretasi['skrining'],
  lain: Omit<InputInterpretasi, 'skrining'> = {},
): StatusKritis {
  const h = normalInput({ ...lain, skrining });
  return bersama(aturanBerlaku(h, lain.kriteria), h).kritis;
}

/** The priority alone (D12), as the combined list shows it: the same rules, without writing the sentences. */
export function prioritasDari(input: InputInterpretasi): Prioritas {
  return tentukanPrioritas(aturanBerlaku(normalInput(input), input.kriteria));
}

/** Builds the interpretation; with a sub test missing, only the waiting sentence, the priority so far and the critical flag. */
export function buatInterpretasi(input: InputInterpretasi): Interpretasi {
  const h = normalInput(input);
  const k = h.kategori;
  const berlaku = aturanBerlaku(h, input.kriteria);
  const dasar = bersama(berlaku, h, input.waktu, input.kriteria);
  const baterai = input.baterai ?? BATERAI_BAWAAN[k];
  if (!baterai.every((kunci) => input[kunci])) {
    return { ...dasar, lengkap: false, pesan: PESAN_INTERPRETASI_MENUNGGU };
  }

  const temuan = (bagian: 'gambaran_kepribadian' | 'kecenderungan_masalah') =>
    kelompokkan(
      berlaku
        .filter((a) => a.bagian === bagian && a.tema)
        .flatMap((a) => temuanDari(a, h).map((kalimat) => ({ tema: a.tema!, kalimat }))),
    );
  const saranIds = unik(berlaku.flatMap((a) => a.saran ?? [])) as SaranId[];
  const intervensi = kelompokkan(saranIds.map((id) => ({ tema: SARAN[id].tema, kalimat: SARAN[id].teks[k] })));

  // No strength beside a Kritis finding, hopelessness or a possible under-report (CLINICAL.md "Round three").
  const tanpaKekuatan = berlaku.some((a) => a.tanpaKekuatan || a.kritis);
  const jumlahHasil = baterai.filter((kunci) => input[kunci]).length;
  const sebagianBesar = kalimatSebagianBesar(h, jumlahHasil);
  const kesimpulan = [
    ...(sebagianBesar ? [sebagianBesar] : []),
    kalimatRingkasan(
      unik(berlaku.flatMap((a) => ringkasAturan(a, h) ?? [])),
      daftarTidakDitafsirkan(h),
    ),
    PRIORITAS[dasar.prioritas].kalimat[k],
    KALIMAT_SKRINING_ULANG[k],
  ];
  return {
    ...dasar,
    lengkap: true,
    batasan: [...BATASAN[k]],
    kekuatan: tanpaKekuatan ? [] : unik(berlaku.flatMap((a) => (a.kekuatan ?? []).map(dalam(k)))),
    bagian: {
      gambaran_kepribadian: temuan('gambaran_kepribadian'),
      kecenderungan_masalah: temuan('kecenderungan_masalah'),
      intervensi,
      kesimpulan,
    },
  };
}

/**
 * D22: the interpretation as the officer's copy of the report says it. A rule's fixed finding that names
 * what only the clinician's copy may (LGBT status) is replaced by its officer's wording; the actions stay
 * as they are, since staff must act on them.
 */
export function salinanPetugas(i: Interpretasi): Interpretasi {
  if (!i.lengkap) return i;
  const ganti = new Map<string, string>();
  for (const a of ATURAN) {
    if (!a.temuanPetugas || typeof a.temuan === 'function' || !a.temuan) continue;
    a.temuan.forEach((k, n) => {
      const petugas = a.temuanPetugas![n] ?? a.temuanPetugas![0];
      ganti.set(k.anak, petugas.anak);
      ganti.set(k.tahanan, petugas.tahanan);
    });
  }
  const kelompok = (ks: KelompokTema[]) => ks.map((k) => ({ ...k, kalimat: unik(k.kalimat.map((x) => ganti.get(x) ?? x)) }));
  return {
    ...i,
    bagian: {
      ...i.bagian,
      gambaran_kepribadian: kelompok(i.bagian.gambaran_kepribadian),
      kecenderungan_masalah: kelompok(i.bagian.kecenderungan_masalah),
    },
  };
}

/** Every sentence of an interpretation's body in reading order (for tests, the PDF check and exports). */
export function kalimatInterpretasi(i: Interpretasi): string[] {
  if (!i.lengkap) return [i.pesan];
  const kelompok = (ks: KelompokTema[]) => ks.flatMap((k) => k.kalimat);
  return [
    ...i.batasan,
    i.alasan_prioritas,
    ...i.tindakan_utama,
    ...i.tindakan_lanjutan.flatMap((g) => g.tindakan),
    ...i.kekuatan,
    ...kelompok(i.bagian.gambaran_kepribadian),
    ...kelompok(i.bagian.kecenderungan_masalah),
    ...kelompok(i.bagian.intervensi),
    ...i.bagian.kesimpulan,
  ];
}

/** The interpretation as plain text with its headings (for exports). */
export function interpretasiSebagaiTeks(i: Interpretasi): string {
  const baris: string[] = [`Prioritas: ${i.prioritas} (${i.tenggat})`];
  if (i.kritis.aktif) baris.push('KASUS KRITIS', ...i.kritis.alasan);
  baris.push(i.alasan_prioritas, i.judul_tindakan_utama, ...i.tindakan_utama.map((t, n) => `${n + 1}. ${t}`), '');
  for (const g of i.tindakan_lanjutan) baris.push(`${g.judul}:`, ...g.tindakan.map((t) => `- ${t}`), '');
  if (!i.lengkap) return [...baris, i.pesan].join('\n').trimEnd();
  baris.push(JUDUL_BATASAN, ...i.batasan, '');
  if (i.kekuatan.length) baris.push(JUDUL_KEKUATAN[i.kategori], ...i.kekuatan.map((k) => `- ${k}`), '');
  for (const b of BAGIAN_KEYS) {
    baris.push(JUDUL_BAGIAN[b]);
    if (b === 'kesimpulan') baris.push(...i.bagian.kesimpulan);
    else for (const k of i.bagian[b]) baris.push(`${k.judul}:`, ...k.kalimat.map((x) => `- ${x}`));
    baris.push('');
  }
  return baris.join('\n').trimEnd();
}
