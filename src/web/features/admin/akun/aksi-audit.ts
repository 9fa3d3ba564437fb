// Audit actions are stable codes ('asessor.tambah'); the admin reads them as Indonesian sentences. An
// action on a person's record names the person's list (issue 32: a detainee's was logged as "anak"):
// `{p}` is 'anak' or 'tahanan' by the record the entry names, 'peserta' when the record is gone or the
// entry stands for many (the filter's list); `{P}` is the same word capitalised. Every code the server
// writes has its sentence here (aksi-audit.test reads the server's code for them).
import { INSTRUMEN, INSTRUMENT_KEYS, type KategoriPeserta } from '#domain/instruments.ts';

const KNOWN: Record<string, string> = {
  login: 'Login',
  logout: 'Logout',
  'login.gagal': 'Login gagal (password salah)',
  'login.terkunci': 'Akun dikunci karena terlalu banyak percobaan',
  'login.ditolak_terkunci': 'Login ditolak: akun sedang dikunci',
  'login.ditolak_nonaktif': 'Login ditolak: akun nonaktif',
  'login.ditolak_password_kedaluwarsa': 'Login ditolak: password sementara sudah kedaluwarsa',
  'login.ditolak_batas_alamat': 'Login ditolak: terlalu banyak percobaan dari alamat ini',
  'sesi.akhiri': 'Mengakhiri sesi login di perangkat lain',
  'dua_faktor.mulai': 'Memulai pengaturan verifikasi dua langkah',
  'dua_faktor.aktif': 'Mengaktifkan verifikasi dua langkah',
  'dua_faktor.nonaktif': 'Menonaktifkan verifikasi dua langkah',
  'dua_faktor.kode_pemulihan_baru': 'Membuat kode pemulihan baru',
  'dua_faktor.kode_pemulihan_dipakai': 'Login dengan kode pemulihan',
  'dua_faktor.wajib_aktif': 'Mewajibkan verifikasi dua langkah',
  'dua_faktor.wajib_nonaktif': 'Tidak lagi mewajibkan verifikasi dua langkah',
  'asessor.tambah': 'Menambah akun asessor',
  'asessor.ubah': 'Mengubah akun asessor',
  'asessor.aktifkan': 'Mengaktifkan akun asessor',
  'asessor.nonaktifkan': 'Menonaktifkan akun asessor',
  'asessor.aktivasi_operator': 'Mengaktifkan akun asessor (operator server)',
  'asessor.hapus': 'Menghapus akun asessor',
  'asessor.ganti_password': 'Mengganti password sendiri',
  'asessor.konfirmasi_rekan': 'Mengonfirmasi akun rekan asessor',
  'asessor.tolak_rekan': 'Menolak akun rekan asessor',
  'asessor.psikolog': 'Mencatat asessor sebagai psikolog',
  'asessor.bukan_psikolog': 'Mencabut catatan psikolog asessor',
  'lokasi.tambah': 'Menambah lokasi',
  'lokasi.ubah': 'Mengubah lokasi',
  'lokasi.buka': 'Membuka kembali lokasi',
  'lokasi.tutup': 'Menutup lokasi',
  'lokasi.kontak': 'Mengubah kontak rujukan lokasi',
  'lokasi.kriteria': 'Menetapkan kriteria prioritas lokasi (versi baru)',
  'baterai.ubah': 'Mengubah baterai asesmen',
  'beranda.lihat': 'Melihat beranda',
  'kelola.tambah': 'Menambah data asesmen {p}',
  'kelola.ubah': 'Mengubah data asesmen {p}',
  'kelola.hapus': 'Menghapus data asesmen {p}',
  'kelola.lihat': 'Melihat daftar data asesmen',
  'kelola.kode_masuk': 'Membuat kode masuk {p}',
  'kelola.pindah': 'Memindahkan data {p} ke lokasi lain',
  'kelola.pindah_lihat': 'Melihat data {p} sebelum dipindah',
  'kelola.retensi_lihat': 'Melihat data yang melewati masa simpan',
  'kelola.unduh_semua': 'Mengunduh seluruh data pribadi {p}',
  'persetujuan.catat': 'Mencatat persetujuan asesmen {p}',
  'persetujuan.ubah': 'Mengubah persetujuan asesmen {p}',
  'peserta.masuk': 'Memulai asesmen {p}',
  'peserta.daftar_nama_lengkap': 'Melihat daftar peserta dengan nama lengkap',
  'asesmen.bersedia': '{P} bersedia mulai ("Saya mau mulai")',
  'asesmen.menolak': '{P} tidak bersedia ("Saya tidak mau")',
  'asesmen.berhenti': '{P} berhenti mengerjakan asesmen',
  'asesmen.bantuan': '{P} meminta bantuan',
  'akses.lintas_rutan_ditolak': 'Ditolak: data {p} Rutan lain',
  'ronde.mulai': 'Memulai putaran skrining baru',
  'ronde.ubah': 'Mengubah putaran skrining',
  'ronde.lihat': 'Melihat putaran skrining',
  'hasil.hapus': 'Menghapus hasil sub test',
  'hasil.tes_ulang': 'Meminta tes ulang sub test',
  'hasil-gabungan.lihat': 'Melihat hasil gabungan',
  'hasil-gabungan.daftar': 'Melihat daftar hasil gabungan',
  'hasil-gabungan.perbandingan': 'Membandingkan hasil antarputaran',
  'laporan.pdf': 'Mengunduh laporan PDF',
  'laporan.pdf_psikolog': 'Mengunduh laporan PDF salinan psikolog',
  'laporan.pdf_psikolog_ditolak': 'Ditolak: laporan salinan psikolog (bukan psikolog)',
  'catatan.tambah': 'Menambah catatan',
  'catatan.ubah': 'Mengubah catatan',
  'catatan.lihat': 'Melihat catatan',
  'ekspor.csv': 'Mengekspor hasil (CSV)',
  'ekspor.xlsx': 'Mengekspor hasil (Excel)',
  'pemantauan.lihat': 'Melihat pemantauan',
  'pemantauan.tambah_waktu': 'Menambah waktu sub test',
  'pemantauan.akhiri': 'Mengakhiri pengerjaan sub test',
  'pemantauan.bantuan_selesai': 'Menandai permintaan bantuan ditangani',
  'tinjauan.konfirmasi': 'Mengonfirmasi prioritas (tinjauan psikolog)',
  'tinjauan.ubah_prioritas': 'Mengubah prioritas (tinjauan psikolog)',
  'tindak-lanjut.buka': 'Membuka tindak lanjut',
  'tindak-lanjut.buka_otomatis': 'Tindak lanjut dibuka otomatis',
  'tindak-lanjut.buka_kembali': 'Membuka kembali tindak lanjut',
  'tindak-lanjut.naik_otomatis': 'Prioritas tindak lanjut dinaikkan otomatis',
  'tindak-lanjut.petugas': 'Menetapkan petugas tindak lanjut',
  'tindak-lanjut.aksi': 'Mencatat tindakan tindak lanjut',
  'tindak-lanjut.rujukan': 'Mencatat rujukan',
  'tindak-lanjut.hasil_rujukan': 'Mencatat hasil rujukan',
  'tindak-lanjut.tutup': 'Menutup tindak lanjut',
  'tindak-lanjut.lihat': 'Melihat tindak lanjut',
  'tindak-lanjut.daftar': 'Melihat daftar tindak lanjut',
  'soal.upload': 'Mengunggah bank soal',
  'soal.ubah': 'Mengubah soal',
  'soal.ubah_kunci': 'Mengubah kunci jawaban soal kognitif',
  'soal.hapus': 'Menghapus soal',
  'soal.hapus_semua': 'Menghapus semua soal instrumen',
  'soal.ubah_gambar': 'Mengganti gambar soal kognitif',
  'soal.hapus_gambar': 'Menghapus gambar soal kognitif',
  'gambar.unggah': 'Mengunggah gambar',
  // Each instrument's result list, read under its own code (`hasil-${instrument}.lihat`).
  ...Object.fromEntries(INSTRUMENT_KEYS.map((k) => [`hasil-${k}.lihat`, `Melihat hasil ${INSTRUMEN[k].namaPendek}`])),
};

/** Whether the code has its own sentence (not the legible fallback). */
export const adaLabelAksi = (action: string) => action in KNOWN;

/** An audit action code as a readable Indonesian phrase; unknown codes are shown legibly, never hidden. */
export function labelAksi(action: string, kategori?: KategoriPeserta | null): string {
  const known = KNOWN[action];
  if (known) {
    const p = kategori ?? 'peserta';
    return known.replaceAll('{p}', p).replaceAll('{P}', p.charAt(0).toUpperCase() + p.slice(1));
  }
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Every role an audit entry is written under (aksi-audit.test reads the server's code for them): the
// operator's command line (D18) and the server's own rules read as words, like the others (issue 32).
const ROLES: Record<string, string> = {
  admin: 'Admin',
  asessor: 'Asessor',
  peserta: 'Peserta',
  anonim: 'Tanpa login',
  operator: 'Operator server',
  sistem: 'Sistem',
};

/** Whether the role has its own word (not shown as its code). */
export const adaLabelPeran = (role: string) => role in ROLES;

/** A session role as the admin reads it; a person's own session by their list when known. */
export function labelPeran(role: string, kategori?: KategoriPeserta | null): string {
  if (role === 'peserta' && kategori) return kategori === 'anak' ? 'Anak' : 'Tahanan';
  return ROLES[role] ?? role;
}
