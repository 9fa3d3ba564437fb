// Audit actions are stable codes ('asessor.tambah'); the admin reads them as Indonesian sentences.

const KNOWN: Record<string, string> = {
  login: 'Login',
  logout: 'Logout',
  'asessor.tambah': 'Menambah akun asessor',
  'asessor.ubah': 'Mengubah akun asessor',
  'asessor.aktifkan': 'Mengaktifkan akun asessor',
  'asessor.nonaktifkan': 'Menonaktifkan akun asessor',
  'asessor.hapus': 'Menghapus akun asessor',
  'kelola.tambah': 'Menambah data asesmen anak',
  'kelola.ubah': 'Mengubah data asesmen anak',
  'kelola.hapus': 'Menghapus data asesmen anak',
  'peserta.masuk': 'Memulai asesmen anak',
  'kelola.kode_masuk': 'Membuat kode masuk anak',
  'hasil.hapus': 'Menghapus hasil instrumen',
  'hasil-gabungan.lihat': 'Melihat hasil gabungan',
  'laporan.pdf': 'Mengunduh laporan PDF',
  'catatan.tambah': 'Menambah catatan',
  'catatan.ubah': 'Mengubah catatan',
  'ekspor.csv': 'Mengekspor hasil (CSV)',
  'ekspor.xlsx': 'Mengekspor hasil (Excel)',
  'asesmen.bantuan': 'Anak meminta bantuan',
  'pemantauan.tambah_waktu': 'Menambah waktu sub test',
  'pemantauan.akhiri': 'Mengakhiri pengerjaan sub test',
  'pemantauan.bantuan_selesai': 'Menandai permintaan bantuan ditangani',
  'soal.upload': 'Mengunggah bank soal',
  'soal.ubah': 'Mengubah soal',
  'soal.hapus': 'Menghapus soal',
  'soal.hapus_semua': 'Menghapus semua soal instrumen',
  'soal.ubah_gambar': 'Mengganti gambar soal kognitif',
  'soal.hapus_gambar': 'Menghapus gambar soal kognitif',
  'gambar.unggah': 'Mengunggah gambar',
  'asessor.ganti_password': 'Mengganti password sendiri',
  'login.gagal': 'Login gagal (password salah)',
  'login.terkunci': 'Akun dikunci karena terlalu banyak percobaan',
  'login.ditolak_terkunci': 'Login ditolak: akun sedang dikunci',
  'akses.lintas_rutan_ditolak': 'Ditolak: data anak Rutan lain',
  'kelola.lihat': 'Melihat daftar data asesmen anak',
  'hasil-gabungan.daftar': 'Melihat daftar hasil gabungan',
  'hasil-pid5.lihat': 'Melihat hasil PID-5-BF',
  'hasil-psc17.lihat': 'Melihat hasil PSC-17',
  'hasil-dukungan.lihat': 'Melihat hasil dukungan sosial',
  'hasil-kognitif.lihat': 'Melihat hasil kognitif',
  'catatan.lihat': 'Melihat catatan',
};

const VERBS: Record<string, string> = {
  tambah: 'Menambah',
  ubah: 'Mengubah',
  hapus: 'Menghapus',
  lihat: 'Melihat',
  unduh: 'Mengunduh',
  ekspor: 'Mengekspor',
  unggah: 'Mengunggah',
  upload: 'Mengunggah',
  simpan: 'Menyimpan',
  masuk: 'Memulai',
  keluar: 'Mengakhiri',
};

const NOUNS: Record<string, string> = {
  asessor: 'akun asessor',
  kelola: 'data asesmen anak',
  peserta: 'asesmen anak',
  hasil: 'hasil instrumen',
  'hasil-gabungan': 'hasil gabungan',
  hasil_gabungan: 'hasil gabungan',
  catatan: 'catatan',
  laporan: 'laporan PDF',
  pdf: 'laporan PDF',
  ekspor: 'ekspor hasil',
  soal: 'soal',
  gambar: 'gambar',
};

/** An audit action code as a readable Indonesian phrase; unknown codes are shown legibly, never hidden. */
export function labelAksi(action: string): string {
  const known = KNOWN[action];
  if (known) return known;
  const [noun, verb] = action.split('.');
  if (verb && VERBS[verb] && NOUNS[noun]) return `${VERBS[verb]} ${NOUNS[noun]}`;
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ROLES: Record<string, string> = { admin: 'Admin', asessor: 'Asessor', peserta: 'Anak', anonim: 'Tanpa login' };

/** A session role as the admin reads it. */
export function labelPeran(role: string): string {
  return ROLES[role] ?? role;
}
