// D20, screening rounds: why a record is screened again. A round is a number per record (1, 2, ...);
// round 1 is the first screening ('awal'), each later one is started by "Skrining ulang" with a reason.
import type { HasilKeluaran } from './hasil-gabungan';
import { DOMAIN_PSC17_KEYS, DOMAIN_PSC17_NAMA, INSTRUMEN, INSTRUMENT_KEYS, TRAIT_KEYS, TRAIT_NAMA, type InstrumentKey } from './instrumen';
import { labelKategoriSrq20, labelStatusPsc17, teksTidakDitafsirkan } from './label-hasil';
import { PRIORITAS_KEYS, type Prioritas } from './interpretasi';
import { angka } from './waktu';

export const ALASAN_RONDE = ['dalam_3_bulan', 'pindah', 'sebelum_bebas', 'kejadian_serius', 'setelah_putusan'] as const;
export type AlasanRonde = (typeof ALASAN_RONDE)[number];

/** How each reason reads on screens and in the report; 'awal' is round 1's. */
export const LABEL_ALASAN_RONDE: Readonly<Record<AlasanRonde | 'awal', string>> = {
  awal: 'Skrining awal',
  dalam_3_bulan: 'Ulang dalam 3 bulan',
  pindah: 'Pindah fasilitas',
  sebelum_bebas: 'Sebelum bebas',
  kejadian_serius: 'Setelah kejadian serius',
  setelah_putusan: 'Setelah putusan',
};

/** A result in `hasil_riwayat`: a closed round's scored result, or an attempt a retest replaced. */
export const STATUS_RIWAYAT = ['dinilai', 'diganti'] as const;
export type StatusRiwayat = (typeof STATUS_RIWAYAT)[number];


/** One figure of a result that a round can be compared on: a trait, a domain, a total. */
export interface UkuranSkor {
  /** Stable key within the instrument ('NegativeAffect', 'total', ...). */
  kunci: string;
  label: string;
  skor: number | null;
  /** The band as the screens say it ("Tidak dapat ditafsirkan" for a flagged protocol). */
  kategori: string;
}

/** The figures of one result, in the order the combined view shows them. */
export function ukuranHasil<K extends InstrumentKey>(key: K, hasil: HasilKeluaran[K]): UkuranSkor[] {
  // A flagged protocol: said short on every figure (its reasons show with the result and its attempts).
  const kategori = (k: string) => (teksTidakDitafsirkan(hasil) ? 'Tidak dapat ditafsirkan' : k);
  const h = hasil as HasilKeluaran[InstrumentKey];
  switch (INSTRUMEN[key].skor.jenis) {
    case 'trait': {
      const pid5 = h as HasilKeluaran['pid5'];
      return TRAIT_KEYS.map((t) => ({
        kunci: t,
        label: TRAIT_NAMA[t],
        skor: pid5.traitScores[t].skor,
        kategori: kategori(pid5.traitScores[t].kategori),
      }));
    }
    case 'domain': {
      const psc = h as HasilKeluaran['psc17'];
      return [
        ...DOMAIN_PSC17_KEYS.map((d) => ({
          kunci: d,
          label: DOMAIN_PSC17_NAMA[d],
          skor: psc.detail[d].skor,
          kategori: kategori(labelStatusPsc17(psc.detail[d].status, psc.detail[d].skor, psc.detail[d].minimal)),
        })),
        { kunci: 'total', label: 'Total', skor: psc.total_skor, kategori: kategori(labelStatusPsc17(psc.kategori_total, psc.total_skor, psc.total_minimal)) },
      ];
    }
    case 'rerata': {
      const d = h as HasilKeluaran['dukungan'];
      return [{ kunci: 'total', label: 'Total', skor: d.total_skor, kategori: kategori(d.kategori) }];
    }
    case 'kunci': {
      // Percent right: comparable when the bank's size changed between rounds.
      const k = h as HasilKeluaran['kognitif'];
      return [{ kunci: 'persen', label: 'Persen benar', skor: k.persen, kategori: kategori(k.kategori) }];
    }
    case 'ya_tidak': {
      const s = h as HasilKeluaran['srq20'];
      return [{ kunci: 'total', label: 'Jumlah "Ya"', skor: s.total_skor, kategori: kategori(labelKategoriSrq20(s.kategori, s.butir_kritis)) }];
    }
  }
}

/** A round's scored results by instrument key (missing: not taken in that round). */
export type HasilRonde = Partial<{ [K in InstrumentKey]: HasilKeluaran[K] }>;

export interface BarisPerbandingan {
  instrument: InstrumentKey;
  kode: string;
  /** The instrument's short name as screens and the report say it ('PID-5', 'PSC-17'). */
  nama: string;
  kunci: string;
  label: string;
  sebelum: { skor: number | null; kategori: string } | null;
  kini: { skor: number | null; kategori: string } | null;
  /**
   * Now minus then, when both are numbers (two decimals, so 2.4 - 2.2 reads 0.2) of results that can be
   * read: a flagged protocol yields no finding (CLINICAL, "What a result may say"), so no change either.
   */
  perubahan: number | null;
}

/**
 * D20: this round beside the previous one, figure by figure, for every instrument either round has
 * (in the instruments' order): then, now and the change.
 */
export function bandingkanRonde(sebelum: HasilRonde, kini: HasilRonde): BarisPerbandingan[] {
  const baris: BarisPerbandingan[] = [];
  for (const key of INSTRUMENT_KEYS) {
    const a = sebelum[key];
    const b = kini[key];
    if (!a && !b) continue;
    const terbaca = Boolean(a && b && !teksTidakDitafsirkan(a) && !teksTidakDitafsirkan(b));
    const ukuranA = a ? ukuranHasil(key, a) : [];
    const ukuranB = b ? ukuranHasil(key, b) : [];
    const kunci = [...new Set([...ukuranA, ...ukuranB].map((u) => u.kunci))];
    for (const k of kunci) {
      const ua = ukuranA.find((u) => u.kunci === k);
      const ub = ukuranB.find((u) => u.kunci === k);
      baris.push({
        instrument: key,
        kode: INSTRUMEN[key].kode,
        nama: INSTRUMEN[key].namaPendek,
        kunci: k,
        label: (ub ?? ua)!.label,
        sebelum: ua ? { skor: ua.skor, kategori: ua.kategori } : null,
        kini: ub ? { skor: ub.skor, kategori: ub.kategori } : null,
        perubahan: terbaca && ua?.skor != null && ub?.skor != null ? Math.round((ub.skor - ua.skor) * 100) / 100 : null,
      });
    }
  }
  return baris;
}

/**
 * A change as the screens and the report print it: '+0,2', '-1', '0'; 'tidak dihitung' when a round lacks
 * the result or it cannot be read (a bare '-' read as a minus sign beside '-1' on a phone).
 */
export function teksPerubahan(x: number | null): string {
  return x === null ? 'tidak dihitung' : x > 0 ? `+${angka(x)}` : angka(x);
}

/** The priority then and now, as a sentence for the report ("Tetap Sedang", "Naik dari Sedang ke Kritis"). */
export function perubahanPrioritas(sebelum: Prioritas | null, kini: Prioritas | null): string {
  if (!sebelum || !kini) return `${sebelum ?? 'Belum dinilai'} → ${kini ?? 'Belum dinilai'}`;
  if (sebelum === kini) return `Tetap ${kini}`;
  // PRIORITAS_KEYS runs from the most to the least urgent.
  return PRIORITAS_KEYS.indexOf(kini) < PRIORITAS_KEYS.indexOf(sebelum) ? `Naik dari ${sebelum} ke ${kini}` : `Turun dari ${sebelum} ke ${kini}`;
}
