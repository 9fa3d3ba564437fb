// D21 (UU PDP 27/2022, UU SPPA 11/2012): the consent an assessor records before any sub test of a
// record opens, and the person's own assent on the first page. Words, choices and the rules of a
// complete consent, shared by the server's schemas and the assessor's form.
import type { KategoriPeserta } from './instruments';

/** Who gave consent: a child's companion, nobody (recorded with the reason), or the adult detainee. */
export const PEMBERI_PERSETUJUAN = ['orang_tua', 'wali', 'pk_bapas', 'penasihat_hukum', 'tanpa_pendamping', 'diri_sendiri'] as const;
export type PemberiPersetujuan = (typeof PEMBERI_PERSETUJUAN)[number];

export const LABEL_PEMBERI: Record<PemberiPersetujuan, string> = {
  orang_tua: 'Orang tua',
  wali: 'Wali',
  pk_bapas: 'Pembimbing Kemasyarakatan (PK Bapas)',
  penasihat_hukum: 'Penasihat hukum',
  tanpa_pendamping: 'Tanpa pendamping',
  diri_sendiri: 'Tahanan sendiri',
};

/** The choices of each category: a child's consent comes from a companion (UU SPPA), an adult gives their own. */
export const PEMBERI_KATEGORI: Record<KategoriPeserta, readonly PemberiPersetujuan[]> = {
  anak: ['orang_tua', 'wali', 'pk_bapas', 'penasihat_hukum', 'tanpa_pendamping'],
  tahanan: ['diri_sendiri'],
};

/** A companion who gives consent for a child: named, with the relation and a witness. */
export const PENDAMPING: readonly PemberiPersetujuan[] = ['orang_tua', 'wali', 'pk_bapas', 'penasihat_hukum'];

export const CARA_PERSETUJUAN = ['tertulis', 'lisan'] as const;
export type CaraPersetujuan = (typeof CARA_PERSETUJUAN)[number];
export const LABEL_CARA: Record<CaraPersetujuan, string> = { tertulis: 'Tertulis', lisan: 'Lisan' };

export const PERSETUJUAN_LIMITS = { nama: 200, hubungan: 100, saksi: 200, alasan: 1000, catatanPk: 1000 } as const;

export const PESAN_PERSETUJUAN_BELUM =
  'Persetujuan belum dicatat. Asessor harus mencatat persetujuan pada Kelola Data Asesmen sebelum sub test dapat dibuka.';
export const PESAN_PERSETUJUAN_TERSIMPAN = 'Persetujuan berhasil dicatat.';
export const PESAN_PERSETUJUAN_MASA_DEPAN = 'Waktu persetujuan tidak boleh di masa depan.';

/** The fields a complete consent needs beyond who and how, by who gave it; [] when none are missing. */
export function kolomPersetujuanKurang(v: {
  pemberi: PemberiPersetujuan;
  nama_pemberi?: string | null;
  hubungan?: string | null;
  saksi?: string | null;
  alasan_tanpa_pendamping?: string | null;
  catatan_pk?: string | null;
}): { kolom: 'nama_pemberi' | 'hubungan' | 'saksi' | 'alasan_tanpa_pendamping' | 'catatan_pk'; pesan: string }[] {
  const kosong = (s?: string | null) => !s?.trim();
  const kurang: ReturnType<typeof kolomPersetujuanKurang> = [];
  if (PENDAMPING.includes(v.pemberi)) {
    if (kosong(v.nama_pemberi)) kurang.push({ kolom: 'nama_pemberi', pesan: 'Nama pemberi persetujuan wajib diisi.' });
    if (kosong(v.hubungan)) kurang.push({ kolom: 'hubungan', pesan: 'Hubungan pemberi persetujuan dengan anak wajib diisi.' });
  }
  if (v.pemberi === 'tanpa_pendamping') {
    if (kosong(v.alasan_tanpa_pendamping)) kurang.push({ kolom: 'alasan_tanpa_pendamping', pesan: 'Alasan tanpa pendamping wajib diisi.' });
    if (kosong(v.catatan_pk)) kurang.push({ kolom: 'catatan_pk', pesan: 'Catatan bahwa PK Bapas sudah diberitahu wajib diisi.' });
  }
  // An adult's own consent needs no witness; a child's always does.
  if (v.pemberi !== 'diri_sendiri' && kosong(v.saksi)) kurang.push({ kolom: 'saksi', pesan: 'Nama saksi wajib diisi.' });
  return kurang;
}

/** The person's own assent (D21): the words of the first page, read aloud for a child. */
export const PENJELASAN_KESEDIAAN: Record<KategoriPeserta, { judul: string; isi: readonly string[]; tanya: string }> = {
  anak: {
    judul: 'Sebelum mulai',
    isi: [
      'Ini bukan ujian. Tidak ada jawaban benar atau salah.',
      'Kamu akan menjawab pertanyaan tentang perasaan, sikap, dan keseharianmu.',
      'Tujuannya supaya petugas tahu bantuan apa yang kamu butuhkan.',
      'Jawabanmu bukan alat bukti dalam perkaramu.',
      'Yang membaca jawabanmu hanya asessor, psikolog, dan petugas yang mendampingimu.',
      'Jawabanmu dirahasiakan. Tetapi kalau kamu dalam bahaya, atau bisa membahayakan orang lain, petugas akan tahu. Petugas akan menolongmu.',
      'Kamu boleh berhenti kapan saja. Tekan tombol Berhenti mengerjakan. Kamu tidak akan dihukum.',
      'Kalau ada yang tidak kamu mengerti, tanyakan kepada petugas.',
    ],
    tanya: 'Apakah kamu mau mulai?',
  },
  tahanan: {
    judul: 'Sebelum mulai',
    isi: [
      'Ini bukan ujian. Tidak ada jawaban benar atau salah.',
      'Anda akan menjawab pertanyaan tentang perasaan, kesehatan, dan keseharian Anda.',
      'Tujuannya agar petugas mengetahui bantuan dan layanan yang Anda butuhkan.',
      'Jawaban Anda bukan alat bukti dalam perkara Anda.',
      'Jawaban Anda hanya dibaca oleh asessor, psikolog, dan petugas yang menangani Anda.',
      'Jawaban Anda dijaga kerahasiaannya. Namun, bila ada bahaya bagi diri Anda atau orang lain, petugas akan diberi tahu agar dapat menolong.',
      'Anda boleh berhenti kapan saja dengan menekan tombol Berhenti mengerjakan. Berhenti tidak membawa akibat apa pun bagi Anda.',
      'Bila ada yang kurang jelas, tanyakan kepada petugas.',
    ],
    tanya: 'Apakah Anda bersedia mulai?',
  },
};

/** After "Saya tidak mau", and after "Berhenti": what the person reads. */
export const PESAN_SETELAH_MENOLAK: Record<KategoriPeserta, string> = {
  anak: 'Terima kasih sudah memberi tahu. Kamu tidak perlu menjawab pertanyaan apa pun. Petugas sudah diberi tahu.',
  tahanan: 'Terima kasih. Anda tidak perlu menjawab pertanyaan apa pun. Petugas sudah diberi tahu.',
};
export const PESAN_SETELAH_BERHENTI: Record<KategoriPeserta, string> = {
  anak: 'Kamu sudah berhenti. Jawaban yang sudah kamu isi tetap disimpan. Terima kasih. Petugas sudah diberi tahu.',
  tahanan: 'Anda sudah berhenti. Jawaban yang sudah Anda isi tetap disimpan. Terima kasih. Petugas sudah diberi tahu.',
};

export const PESAN_KESEDIAAN_BELUM = 'Baca penjelasan di halaman awal, lalu pilih "Saya mau mulai" terlebih dahulu.';
export const PESAN_ASESMEN_DIHENTIKAN =
  'Asesmen ini sudah dihentikan karena peserta memilih tidak melanjutkan. Tidak ada jawaban yang diterima lagi.';
