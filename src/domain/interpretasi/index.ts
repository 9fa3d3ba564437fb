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
  JUDUL_KEKUATAN,
  JUDUL_TEMA,
  JUDUL_TINDAKAN_UTAMA,
  KALIMAT_SKRINING_ULANG,
  MAKS_TINDAKAN_UTAMA,
  PRIORITAS,
  SARAN,
  TINDAKAN,
  URUTAN_TEMA,
  URUTAN_TINDAKAN,
  kalimatRingkasan,
  tentukanPrioritas,
  type Aturan,
  type HasilUntukAturan,
  type InfoPrioritas,
  type Kalimat,
  type Prioritas,
  type SaranId,
  type Tema,
} from './aturan';

export * from './aturan';

export interface InputInterpretasi extends Partial<Omit<HasilUntukAturan, 'skrining' | 'kategori'>> {
  /** Whom the interpretation speaks of (D17); default 'anak'. */
  kategori?: KategoriPeserta;
  /** The record's battery: the interpretation is complete once each has a result; default the category's default battery. */
  baterai?: readonly InstrumentKey[];
  /** The adult form of PID-5-BF (same scoring key): read by the rules as PID-5. */
  pid5dewasa?: HasilUntukAturan['pid5'];
  /** Screening answers; anything other than 'Ya' counts as 'Tidak'. */
  skrining: Partial<Record<ScreeningKey, string | null>>;
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

/** What the priority asks of staff: the level, its follow-up time, and the first actions. */
export interface TindakLanjut {
  prioritas: Prioritas;
  tenggat: InfoPrioritas['tenggat'];
  batas_jam: number | null;
  /** At most three, most urgent first. */
  tindakan_utama: string[];
}

interface Bersama extends TindakLanjut {
  /** Whom the sentences speak of: a child or an adult detainee (D17). */
  kategori: KategoriPeserta;
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
  return {
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
  };
}

/** The rules of the table that hold, in table order (plus the default rule of the resulting priority). */
export function aturanBerlaku(h: HasilUntukAturan): Aturan[] {
  const berlaku = ATURAN.filter((a) => a.berlaku(h));
  const bawaan = ATURAN_MENURUT_PRIORITAS[tentukanPrioritas(berlaku)];
  const adaTindakan = berlaku.some((a) => a.tindakan?.length);
  const aturanBawaan = bawaan && !adaTindakan ? ATURAN.find((a) => a.id === bawaan) : undefined;
  return aturanBawaan ? [...berlaku, aturanBawaan] : berlaku;
}

const unik = <T>(xs: readonly T[]) => [...new Set(xs)];

/** The priority, its follow-up time and the first actions (at most three, most urgent first). */
function tindakLanjut(berlaku: readonly Aturan[], kategori: KategoriPeserta): TindakLanjut {
  const prioritas = tentukanPrioritas(berlaku);
  const ids = unik(berlaku.flatMap((a) => a.tindakan ?? [])).sort(
    (a, b) => URUTAN_TINDAKAN.indexOf(a) - URUTAN_TINDAKAN.indexOf(b),
  );
  return {
    prioritas,
    tenggat: PRIORITAS[prioritas].tenggat,
    batas_jam: PRIORITAS[prioritas].batas_jam,
    tindakan_utama: ids.slice(0, MAKS_TINDAKAN_UTAMA).map((id) => TINDAKAN[id][kategori]),
  };
}

function bersama(berlaku: readonly Aturan[], kategori: KategoriPeserta): Bersama {
  const lanjut = tindakLanjut(berlaku, kategori);
  const kritisAturan = berlaku.filter((a) => a.kritis);
  return {
    ...lanjut,
    kategori,
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
  return bersama(aturanBerlaku(h), h.kategori).kritis;
}

/** The priority alone (D12), as the combined list shows it: the same rules, without writing the sentences. */
export function prioritasDari(input: InputInterpretasi): Prioritas {
  return tentukanPrioritas(aturanBerlaku(normalInput(input)));
}

/** Builds the interpretation; with a sub test missing, only the waiting sentence, the priority so far and the critical flag. */
export function buatInterpretasi(input: InputInterpretasi): Interpretasi {
  const h = normalInput(input);
  const k = h.kategori;
  const berlaku = aturanBerlaku(h);
  const dasar = bersama(berlaku, k);
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

  const kesimpulan = [
    kalimatRingkasan(unik(berlaku.flatMap((a) => (a.ringkas ? [a.ringkas] : [])))),
    PRIORITAS[dasar.prioritas].kalimat[k],
    KALIMAT_SKRINING_ULANG[k],
  ];
  return {
    ...dasar,
    lengkap: true,
    batasan: [...BATASAN[k]],
    kekuatan: unik(berlaku.flatMap((a) => (a.kekuatan ?? []).map(dalam(k)))),
    bagian: {
      gambaran_kepribadian: temuan('gambaran_kepribadian'),
      kecenderungan_masalah: temuan('kecenderungan_masalah'),
      intervensi,
      kesimpulan,
    },
  };
}

/** Every sentence of an interpretation's body in reading order (for tests, the PDF check and exports). */
export function kalimatInterpretasi(i: Interpretasi): string[] {
  if (!i.lengkap) return [i.pesan];
  const kelompok = (ks: KelompokTema[]) => ks.flatMap((k) => k.kalimat);
  return [
    ...i.batasan,
    ...i.tindakan_utama,
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
  baris.push(JUDUL_TINDAKAN_UTAMA, ...i.tindakan_utama.map((t, n) => `${n + 1}. ${t}`), '');
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
