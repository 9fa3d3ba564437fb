// Interpretation engine (D4): runs the rule table of aturan.ts over the four results and the
// screening answers and assembles the four-section narrative, the priority and the critical flag.
import { SCREENING_KEYS, type ScreeningKey } from '../instrumen/dasar';
import { PESAN_INTERPRETASI_MENUNGGU } from '../messages';
import {
  ATURAN,
  BAGIAN_KEYS,
  JUDUL_BAGIAN,
  KALIMAT_PRIORITAS,
  KALIMAT_SKRINING,
  tentukanPrioritas,
  type Aturan,
  type BagianKey,
  type HasilUntukAturan,
  type Prioritas,
} from './aturan';

export * from './aturan';

export interface InputInterpretasi {
  pid5?: HasilUntukAturan['pid5'] | null;
  psc17?: HasilUntukAturan['psc17'] | null;
  dukungan?: HasilUntukAturan['dukungan'] | null;
  kognitif?: HasilUntukAturan['kognitif'] | null;
  /** Screening answers; anything other than 'Ya' counts as 'Tidak'. */
  skrining: Partial<Record<ScreeningKey, string | null>>;
}

export interface StatusKritis {
  aktif: boolean;
  alasan: string[];
  tindakan: string[];
}

export type Interpretasi =
  | { lengkap: false; pesan: string; kritis: StatusKritis }
  | {
      lengkap: true;
      kritis: StatusKritis;
      prioritas: Prioritas;
      bagian: Record<BagianKey, string[]>;
      aturanTerpakai: string[];
    };

/** Normalises screening answers to exactly the seven keys with 'Ya' or 'Tidak'. */
export function normalSkrining(s: Partial<Record<ScreeningKey, string | null>>): Record<ScreeningKey, 'Ya' | 'Tidak'> {
  const hasil = {} as Record<ScreeningKey, 'Ya' | 'Tidak'>;
  for (const k of SCREENING_KEYS) hasil[k] = s[k] === 'Ya' ? 'Ya' : 'Tidak';
  return hasil;
}

/** The rules of the table that hold for complete results, in table order. */
export function aturanBerlaku(h: HasilUntukAturan): Aturan[] {
  return ATURAN.filter((a) => a.berlaku(h));
}

function statusKritis(berlaku: readonly Aturan[]): StatusKritis {
  const kritisAturan = berlaku.filter((a) => a.kritis);
  return {
    aktif: kritisAturan.length > 0,
    alasan: kritisAturan.map((a) => a.kritis!.alasan),
    tindakan: [...new Set(kritisAturan.flatMap((a) => a.kritis!.tindakan))],
  };
}

/**
 * The critical case that the screening answers call for (D4). Staff must act the same day, so it is
 * flagged as soon as the record exists, before any sub test is done. Critical rules read only the
 * screening answers (a unit test holds the table to that), so they are run on those alone.
 */
export function kasusKritis(skrining: InputInterpretasi['skrining']): StatusKritis {
  const h = { skrining: normalSkrining(skrining ?? {}) } as HasilUntukAturan;
  return statusKritis(ATURAN.filter((a) => a.kritis && a.berlaku(h)));
}

/** Builds the interpretation, or the waiting sentence (with the critical flag) when any of the four results is missing. */
export function buatInterpretasi(input: InputInterpretasi): Interpretasi {
  const { pid5, psc17, dukungan, kognitif } = input;
  if (!pid5 || !psc17 || !dukungan || !kognitif) {
    return { lengkap: false, pesan: PESAN_INTERPRETASI_MENUNGGU, kritis: kasusKritis(input.skrining) };
  }
  const h: HasilUntukAturan = { pid5, psc17, dukungan, kognitif, skrining: normalSkrining(input.skrining ?? {}) };

  const berlaku = aturanBerlaku(h);
  const bagian = {} as Record<BagianKey, string[]>;
  for (const b of BAGIAN_KEYS) {
    const kalimat = berlaku.flatMap((a) => a[b] ?? []);
    bagian[b] = [...new Set(kalimat)];
  }
  const prioritas = tentukanPrioritas(berlaku);
  bagian.kesimpulan.push(KALIMAT_PRIORITAS[prioritas], KALIMAT_SKRINING);

  return { lengkap: true, kritis: statusKritis(berlaku), prioritas, bagian, aturanTerpakai: berlaku.map((a) => a.id) };
}

/** The interpretation as plain text with the section titles (for the PDF and exports). */
export function interpretasiSebagaiTeks(i: Interpretasi): string {
  if (!i.lengkap) return i.pesan;
  const baris: string[] = [];
  if (i.kritis.aktif) {
    baris.push('KASUS KRITIS', ...i.kritis.alasan, 'Tindakan segera:', ...i.kritis.tindakan.map((t) => `- ${t}`), '');
  }
  for (const b of BAGIAN_KEYS) baris.push(JUDUL_BAGIAN[b], ...i.bagian[b].map((k) => `- ${k}`), '');
  return baris.join('\n').trimEnd();
}
