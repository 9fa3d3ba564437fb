// How a result's category reads on screens, in the report and in exports (CLINICAL.md "Round three"):
// a sub test that cannot be interpreted shows no band word, a partial PSC-17 that already reaches its
// cut-off says it is a minimum, and SRQ-20 with item 17 'Ya' never reads "Tidak Terindikasi".
import { alasanTidakDitafsirkan } from './interpretasi/aturan';
import type { TandaValiditas } from './validitas';

/** "Tidak dapat ditafsirkan (semua jawaban sama)", or null when the sub test can be read. */
export function teksTidakDitafsirkan(meta: { validitas?: readonly TandaValiditas[] } | null | undefined): string | null {
  const alasan = alasanTidakDitafsirkan(meta);
  return alasan.length ? `Tidak dapat ditafsirkan (${alasan.join(', ')})` : null;
}

/** A PSC-17 domain's or total's status, with the minimum when only the answered items were scored. */
export function labelStatusPsc17(status: string, skor: number | null, minimal?: boolean): string {
  return minimal ? `${status} (dari soal yang dijawab saja, minimal ${skor ?? 0})` : status;
}

/** SRQ-20's category: "Kritis (butir 17)" whenever a critical item was answered 'Ya'. */
export function labelKategoriSrq20(kategori: string, butirKritis: readonly number[]): string {
  return butirKritis.length ? `Kritis (butir ${butirKritis.join(', ')})` : kategori;
}

/** Said under the screening table (CLINICAL.md "Round three"). */
export const CATATAN_RISIKO_KORBAN =
  "Untuk riwayat LGBT dan korban kekerasan seksual, 'Risiko Tinggi' berarti berisiko menjadi korban; perlu perlindungan, bukan pengawasan.";
