// Every user-facing message of seed-spec sections 5 and 8, in one place, worded exactly as the spec.
// Server and web import these instead of retyping the strings.

// --- Section 5: validation -----------------------------------------------------------------------

export const PESAN_LOGIN_ADMIN_BERHASIL = 'Login berhasil sebagai Admin!';
export const PESAN_LOGIN_ADMIN_GAGAL = 'Username atau password salah!';
export const PESAN_SEMUA_FIELD_WAJIB = 'Semua field harus diisi!';

export const KONFIRMASI_HAPUS_ASESSOR = 'Yakin ingin menghapus akun asessor ini?';
export const KONFIRMASI_HAPUS_DATA = 'Yakin ingin menghapus data ini?';
/**
 * Deleting a child's record erases it (UU PDP): the spec's question, then what goes with it.
 * The first line stays the spec's sentence.
 */
export function konfirmasiHapusPermanen(registrationNo: string): string {
  return (
    `${KONFIRMASI_HAPUS_DATA}\n\nHapus permanen data ${registrationNo}: identitas anak, semua hasil tes, ` +
    'jawaban yang belum selesai, catatan asesor, dan kode masuk ikut terhapus dan tidak dapat dikembalikan.'
  );
}
export const KONFIRMASI_HAPUS_SOAL = 'Yakin ingin menghapus soal ini?';

/** Confirmation before deleting every question of an instrument. */
export function konfirmasiHapusSemuaSoal(instrumen: string): string {
  return `Apakah Anda yakin ingin menghapus semua soal untuk instrumen ${instrumen}?`;
}

/** Confirmation before deleting one result (the spec asks to confirm with the registration number). */
export function konfirmasiHapusHasil(registrationNo: string): string {
  return `Yakin ingin menghapus hasil dengan nomor registrasi ${registrationNo}?`;
}

export const PESAN_HARAP_ISI_SEMUA = 'Harap isi semua pertanyaan.';
export const PESAN_TERLALU_BANYAK_KOSONG = 'Terlalu banyak soal kosong: nomor';
export const PESAN_PENGGUNA_TIDAK_DITEMUKAN_PID5 =
  'Data pengguna tidak ditemukan. Harap login atau isi data identitas terlebih dahulu.';
export const PESAN_PENGGUNA_TIDAK_DITEMUKAN = 'Data pengguna tidak ditemukan.';
export const PESAN_HARAP_ISI_SEBELUM_SUBMIT = 'Harap isi semua pertanyaan sebelum submit:';
export const PESAN_ESSAY_BELUM_DIISI = 'Jawaban essay belum diisi.';
export const PESAN_SEMUA_SOAL_WAJIB = 'Semua soal wajib dijawab!';

// --- Section 8: error catalogue ------------------------------------------------------------------

// Account and login
export const PESAN_LOGIN_GAGAL = 'Login gagal';
export const PESAN_KESALAHAN_LOGIN = 'Terjadi kesalahan saat login';
export const PESAN_GAGAL_UBAH_STATUS = 'Gagal mengubah status';
export const PESAN_GAGAL_HAPUS_ASESSOR = 'Gagal menghapus asessor';
export const PESAN_GAGAL_MEMPERBARUI = 'Gagal memperbarui';
export const PESAN_GAGAL_HUBUNGI_SERVER = 'Gagal menghubungi server';
export const PESAN_GAGAL_TAMBAH_ASESSOR = 'Gagal menambahkan asessor';
export const PESAN_KESALAHAN_HUBUNGI_SERVER = 'Terjadi kesalahan saat menghubungi server';

// Assessment records and results
export const PESAN_GAGAL_SIMPAN_DATA = 'Gagal menyimpan data';
export const PESAN_GAGAL_HAPUS_DATA = 'Gagal menghapus data';
export const PESAN_KESALAHAN_HAPUS_DATA = 'Terjadi kesalahan saat menghapus data.';

// Combined results and notes
export const PESAN_GAGAL_MUAT_HASIL_GABUNGAN = 'Gagal memuat data hasil gabungan.';

/** Alert when saving a note fails. */
export function pesanGagalSimpanCatatan(pesan?: string | null): string {
  return `Gagal menyimpan: ${pesan && pesan.trim() ? pesan : 'Unknown error'}`;
}

/** Alert on a network error while saving a note. */
export function pesanKesalahanJaringan(pesan: string): string {
  return `Terjadi kesalahan jaringan: ${pesan}`;
}

// Sub tests
export const PESAN_PID5_BERHASIL = 'Jawaban berhasil disimpan. Silakan cek hasil pada menu Hasil Asesmen.';
export const PESAN_GAGAL_SIMPAN_KE_DATABASE = 'Gagal menyimpan hasil ke database.';
export const PESAN_KESALAHAN_SIMPAN_DATA = 'Terjadi kesalahan saat menyimpan data.';
export const PESAN_GAGAL_MUAT_SOAL = 'Gagal memuat soal.';
export const PESAN_GAGAL_MUAT_SOAL_SINGKAT = 'Gagal memuat soal';
export const PESAN_PSC17_BERHASIL = 'Jawaban berhasil disimpan.';
export const PESAN_GAGAL_SIMPAN_HASIL = 'Gagal menyimpan hasil.';
export const PESAN_KESALAHAN_SIMPAN = 'Terjadi kesalahan saat menyimpan.';
export const PESAN_GAGAL_SIMPAN_JAWABAN = 'Gagal menyimpan jawaban';
export const PESAN_KESALAHAN_SIMPAN_KOGNITIF = 'Terjadi kesalahan saat menyimpan';
export const PESAN_KOGNITIF_BERHASIL = 'Jawaban berhasil disimpan. Selesai..';

// The save messages of each sub test page (seed-spec section 5), as the instrument definitions carry them.
/** The PID-5 page's; the adult PID-5 takes them with the common missing-user message. */
export const PESAN_SIMPAN_PID5 = {
  berhasil: PESAN_PID5_BERHASIL,
  gagalDitolak: PESAN_GAGAL_SIMPAN_KE_DATABASE,
  gagalJaringan: PESAN_KESALAHAN_SIMPAN_DATA,
  tanpaPengguna: PESAN_PENGGUNA_TIDAK_DITEMUKAN_PID5,
} as const;
/** The PSC-17 page's, which the support scale and the SRQ-20 say too. */
export const PESAN_SIMPAN_PSC17 = {
  berhasil: PESAN_PSC17_BERHASIL,
  gagalDitolak: PESAN_GAGAL_SIMPAN_HASIL,
  gagalJaringan: PESAN_KESALAHAN_SIMPAN,
  tanpaPengguna: PESAN_PENGGUNA_TIDAK_DITEMUKAN,
} as const;
/** The cognitive page's. */
export const PESAN_SIMPAN_KOGNITIF = {
  berhasil: PESAN_KOGNITIF_BERHASIL,
  gagalDitolak: PESAN_GAGAL_SIMPAN_JAWABAN,
  gagalJaringan: PESAN_KESALAHAN_SIMPAN_KOGNITIF,
  tanpaPengguna: PESAN_PENGGUNA_TIDAK_DITEMUKAN,
} as const;

// Admin question management
export const PESAN_UPLOAD_BERHASIL = 'Upload berhasil';
export const PESAN_UPLOAD_GAGAL = 'Upload gagal';
export const PESAN_SEMUA_SOAL_DIHAPUS = 'Semua soal berhasil dihapus';
export const PESAN_GAGAL_HAPUS_SEMUA_SOAL = 'Gagal menghapus semua soal';
export const PESAN_SOAL_DIHAPUS = 'Soal dihapus';
export const PESAN_GAGAL_HAPUS_SOAL = 'Gagal menghapus soal';
export const PESAN_SOAL_DIPERBARUI = 'Soal berhasil diperbarui';
export const PESAN_GAGAL_PERBARUI_SOAL = 'Gagal memperbarui soal';

// Success messages elsewhere
export const PESAN_LOGIN_BERHASIL = 'Login berhasil!';
export const PESAN_ASESSOR_DITAMBAHKAN = 'Asessor berhasil ditambahkan';
export const PESAN_ASESSOR_DIPERBARUI = 'Asessor berhasil diperbarui';
export const PESAN_DATA_DISIMPAN = 'Data berhasil disimpan';
export const PESAN_DATA_DIPERBARUI = 'Data berhasil diperbarui';
export const PESAN_DATA_DIHAPUS = 'Data berhasil dihapus';

// Empty states
export const KOSONG_ASESSOR_AKTIF = 'Tidak ada asessor aktif.';
export const KOSONG_ASESSOR_LOGIN = 'Tidak ada asessor yang sedang login saat ini.';
export const KOSONG_DATA_ASESMEN = 'Belum ada data asesmen';
export const KOSONG_BELUM_PERNAH_LOGIN = 'Belum pernah login';
export const KOSONG_BELUM_TERSEDIA = 'Belum tersedia';
export const KOSONG_SOAL = 'Belum ada soal untuk instrumen ini.';
export const KOSONG_TRAIT_TINGGI = 'Tidak ada trait tinggi';

// --- Interpretation (section 2, combined results) ------------------------------------------------
export const PESAN_INTERPRETASI_MENUNGGU = 'Interpretasi akan muncul setelah semua sub test selesai dikerjakan.';

// --- The assessor's day (issue 13): sessions, searches, help, offline ---------------------------
export const PESAN_SESI_BERAKHIR = 'Sesi Anda telah berakhir. Silakan login kembali.';
export const PESAN_GAGAL_MUAT = 'Gagal memuat data.';
/** An empty search: nothing matched, which is not the same as no data. */
export function kosongPencarian(q: string): string {
  return `Tidak ada data yang cocok dengan pencarian "${q}".`;
}
/** The empty text of a list of assessment data: none yet, or none matching the search ('' for none). */
export const kosongDataAsesmen = (cari: string): string => (cari ? kosongPencarian(cari) : KOSONG_DATA_ASESMEN);
/** The reply to "Saya butuh bantuan", in the form of address of the person's list (issue 32: "kamu" to a child). */
export const PESAN_BANTUAN_TERKIRIM = {
  anak: 'Permintaan bantuan terkirim. Asessor akan segera datang. Jawabanmu tetap tersimpan.',
  tahanan: 'Permintaan bantuan terkirim. Asessor akan segera datang. Jawaban Anda tetap tersimpan.',
} as const;
export const PESAN_KIRIM_SAAT_ONLINE =
  'Anda sedang offline. Jawaban tetap tersimpan di perangkat ini dan akan dikirim otomatis saat koneksi kembali.';
// --- Accounts and passwords (D15) -----------------------------------------------------------------
export const PESAN_GANTI_PASSWORD_SEMENTARA =
  'Password Anda masih password sementara dari admin. Buat password baru Anda sendiri terlebih dahulu di halaman Ganti Password.';
export const PESAN_MENUNGGU_AKTIVASI =
  'Akun Anda menunggu konfirmasi rekan asessor dari Rutan yang sama. Sebelum dikonfirmasi, Anda belum dapat membuka data asesmen. Minta rekan asessor membuka menu Konfirmasi Rekan.';
export const PESAN_WAJIB_DUA_FAKTOR =
  'Admin mewajibkan verifikasi dua langkah untuk setiap akun. Aktifkan verifikasi dua langkah terlebih dahulu di halaman Keamanan Akun.';
export const PESAN_PERLU_KODE = 'Password benar. Masukkan kode 6 angka dari aplikasi autentikator Anda, atau satu kode pemulihan.';
export const PESAN_KODE_VERIFIKASI_SALAH = 'Kode verifikasi salah atau sudah dipakai.';
export const PESAN_LOGIN_KODE_HABIS = 'Waktu memasukkan kode sudah habis. Silakan login ulang dengan password Anda.';
export const PESAN_PASSWORD_SEMENTARA_KEDALUWARSA =
  'Password sementara dari admin sudah kedaluwarsa (lebih dari 72 jam). Minta admin mengatur ulang password Anda.';
export const PESAN_PASSWORD_DIGANTI = 'Password berhasil diganti.';
export const PESAN_PASSWORD_LAMA_SALAH = 'Password lama salah.';
