// Whether a question bank can carry its sub test (issue 11). A bank whose instrument has a fixed
// number of items (the definition's `jumlahSoal`, read here and nowhere else) must hold exactly
// that many, numbered 1..n, each with the options its scoring needs; any bank must hold at least
// one item; a cognitive item needs its pictures and an answer key A-F. The server refuses to open a
// sub test on a bank with problems, and shows the problems to the admin and the assessor.
import { HURUF_KOGNITIF, INSTRUMEN, type InstrumentKey } from '../instruments';
import { JUMLAH_PILIHAN_WAJIB } from './pilihan';

/** A stored question as far as the check needs it. */
export interface ItemDiperiksa {
  nomor: number;
  pertanyaan: string;
  pilihan: readonly string[];
  gambar?: Partial<Record<string, string>> | null;
  kunci?: string | null;
}

/** True when the instrument's scoring needs a fixed number of items (its definition says how many). */
export function bankTetap(instrument: InstrumentKey): boolean {
  return INSTRUMEN[instrument].jumlahSoal !== null;
}

/** The child's message when a sub test cannot open because its bank is incomplete. */
export const PESAN_BANK_TIDAK_UTUH_ANAK =
  'Soal sub test ini sedang tidak lengkap, jadi sub test belum bisa dimulai. Jangan khawatir: panggil petugas asessor yang mendampingimu.';

/** 409 of deleting one question of a fixed bank. */
export function pesanTolakHapusSoal(instrument: InstrumentKey): string {
  const { label, jumlahSoal } = INSTRUMEN[instrument];
  return `Soal ${label} tidak dapat dihapus satu per satu: skornya memerlukan tepat ${jumlahSoal} soal. Ubah teks soal dengan tombol Edit, atau unggah bank pengganti yang lengkap.`;
}

/** 409 of deleting a whole fixed bank (and the text of its confirmation). */
export function pesanTolakHapusSemua(instrument: InstrumentKey): string {
  const { label, jumlahSoal } = INSTRUMEN[instrument];
  return `Bank soal ${label} tidak dapat dikosongkan: sub test tidak dapat dikerjakan tanpa ${jumlahSoal} soal. Hapus semua hanya dapat dilakukan dengan mengunggah berkas pengganti berisi ${jumlahSoal} soal pada langkah yang sama; unggahan itu mengganti semua soal sekaligus.`;
}

/** Every problem that keeps the bank from carrying its sub test; empty when the bank is whole. */
export function masalahBank(instrument: InstrumentKey, items: readonly ItemDiperiksa[]): string[] {
  const { label, jumlahSoal } = INSTRUMEN[instrument];
  if (items.length === 0) return [`Bank soal ${label} kosong.`];
  const masalah: string[] = [];
  if (jumlahSoal !== null && items.length !== jumlahSoal) {
    masalah.push(`${label} harus berisi tepat ${jumlahSoal} soal; saat ini ${items.length} soal.`);
  }
  const nomor = new Set(items.map((i) => i.nomor));
  const n = jumlahSoal ?? items.length;
  const hilang = Array.from({ length: n }, (_, i) => i + 1).filter((k) => !nomor.has(k));
  if (hilang.length > 0) masalah.push(`Nomor soal yang tidak ada: ${hilang.join(', ')}.`);
  const lebih = [...nomor].filter((k) => k < 1 || k > n);
  if (lebih.length > 0) masalah.push(`Nomor soal di luar urutan 1-${n}: ${lebih.join(', ')}.`);
  if (nomor.size !== items.length) masalah.push('Ada nomor soal yang dipakai lebih dari sekali.');

  const harus = JUMLAH_PILIHAN_WAJIB[instrument];
  for (const it of items) {
    if (instrument === 'kognitif') {
      const kurang = HURUF_KOGNITIF.filter((h) => !it.gambar?.[h]);
      if (it.pertanyaan.trim() === '') masalah.push(`Soal nomor ${it.nomor} belum memiliki gambar soal.`);
      if (kurang.length > 0) masalah.push(`Soal nomor ${it.nomor} belum memiliki gambar pilihan ${kurang.join(', ')}.`);
      if (!(HURUF_KOGNITIF as readonly string[]).includes(it.kunci ?? '')) {
        masalah.push(`Soal nomor ${it.nomor} belum memiliki kunci jawaban A-F.`);
      }
      continue;
    }
    if (it.pertanyaan.trim() === '') masalah.push(`Soal nomor ${it.nomor} tidak memiliki teks.`);
    if (harus !== undefined && it.pilihan.length !== harus) {
      masalah.push(`Soal nomor ${it.nomor} memiliki ${it.pilihan.length} pilihan; harus ${harus}.`);
    }
  }
  return masalah;
}
