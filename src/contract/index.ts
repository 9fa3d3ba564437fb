// The API's requests and replies as the web app sends and reads them, inferred from the server's zod
// schemas (D10): one shape per body or reply, written once beside its route. A request is the schema's
// input (what may be sent), a reply its output. Types only: the web imports this module with
// `import type`, so no schema code reaches its bundle (ESLint refuses anything else). The limits the
// forms share with these schemas are values in `./batas` (plain numbers, no schema).
import type { z } from 'zod';
import type * as auth from '../server/auth/auth-schemas';
import type * as keamananAkun from '../server/auth/keamanan-akun-routes';
import type * as asesmen from '../server/features/asesmen/asesmen-schemas';
import type * as asessor from '../server/features/asessor/asessor-schemas';
import type * as audit from '../server/features/audit/audit-schemas';
import type * as baterai from '../server/features/baterai/baterai-routes';
import type * as cadangan from '../server/features/cadangan/cadangan-routes';
import type * as catatan from '../server/features/catatan/catatan-schemas';
import type * as hasil from '../server/features/hasil/hasil-schemas';
import type * as kelolaRoutes from '../server/features/kelola/kelola-routes';
import type * as kelola from '../server/features/kelola/kelola-schemas';
import type * as lokasi from '../server/features/lokasi/lokasi-schemas';
import type * as pemantauan from '../server/features/pemantauan/pemantauan-schemas';
import type * as peserta from '../server/features/peserta/peserta-schemas';
import type * as persetujuan from '../server/features/persetujuan/persetujuan-schemas';
import type * as soal from '../server/features/soal/soal-schemas';
import type * as paging from '../server/kernel/paging';
import type * as tindakLanjut from '../server/features/tindak-lanjut/tindak-lanjut-schemas';
import type * as ronde from '../server/features/ronde/ronde-schemas';
import type * as pindah from '../server/features/pindah/pindah-schemas';
import type * as kontakLokasi from '../server/features/kontak-lokasi/kontak-schemas';
import type * as kriteriaLokasi from '../server/features/kriteria-lokasi/kriteria-schemas';

/** A page of a list that can grow (`?q=&page=&per_page=`, D10). */
export type Paged<T> = Omit<z.infer<ReturnType<typeof paging.pagedSchema>>, 'data'> & { data: T[] };

/** The reply of most writes: `{ message }` in Indonesian. */
export type Pesan = z.infer<typeof auth.messageSchema>;

// auth
export type Me = z.infer<typeof auth.meResponse>;
export type LoginAsessorResponse = z.infer<typeof auth.asessorLoginResponse>;
/** The password step's reply when the account has a second factor (D18). */
export type PerluKode = z.infer<typeof auth.perluKodeResponse>;
export type KodeLogin = z.input<typeof auth.kodeLoginBody>;
export type DuaFaktorStatus = z.infer<typeof keamananAkun.statusResponse>;
export type DuaFaktorMulai = z.infer<typeof keamananAkun.mulaiResponse>;
export type KodePemulihanBaru = z.infer<typeof keamananAkun.kodePemulihanResponse>;
export type NonaktifkanDuaFaktor = z.input<typeof keamananAkun.nonaktifkanBody>;
export type SesiAktif = z.infer<typeof keamananAkun.sesiResponse>[number];
export type DuaFaktorWajib = z.infer<typeof keamananAkun.wajibSchema>;

// admin: accounts, audit, backups, banks, batteries
export type Asessor = z.infer<typeof asessor.asessorRow>;
export type AsessorBaru = z.input<typeof asessor.createAsessorBody>;
export type AsessorDiubahAktif = z.infer<typeof asessor.toggleResponse>;
export type AsessorOnline = z.infer<typeof asessor.onlineRow>;
export type RekanAsessor = z.infer<typeof asessor.rekanRow>;
export type AuditEntry = z.infer<typeof audit.auditRow>;
export type AuditPage = z.infer<typeof audit.auditPage>;
export type AuditFilters = z.infer<typeof audit.auditFilters>;
export type StatusCadangan = z.infer<typeof cadangan.statusSchema>;
export type Soal = z.infer<typeof soal.soalItem>;
export type StatusBanks = z.infer<typeof soal.statusBankResponse>;
export type StatusBank = StatusBanks['bank'][number];
export type BankDiunggah = z.infer<typeof soal.uploadBankResponse>;
export type GambarDiunggah = z.infer<typeof soal.uploadGambarResponse>;
export type Baterai = z.infer<typeof baterai.bateraiReply>;

// assessor: records, notes, the room
export type KelolaRow = z.infer<typeof kelola.kelolaRow>;
export type KelolaDibuat = z.infer<typeof kelolaRoutes.createdSchema>;
export type AsessorOption = z.infer<typeof kelola.asessorOption>;
export type Retensi = z.infer<typeof kelola.retensiResponse>;
export type KodeMasuk = z.infer<typeof kelola.kodeMasukResponse>;
export type PersetujuanBaru = z.input<typeof persetujuan.persetujuanBody>;
export type Persetujuan = z.infer<typeof persetujuan.persetujuanResponse>;
export type Kesediaan = z.infer<typeof persetujuan.kesediaanResponse>;
export type KesediaanBaru = z.input<typeof persetujuan.kesediaanBody>;
export type KesediaanDijawab = z.infer<typeof persetujuan.kesediaanDijawab>;
export type Dihentikan = z.infer<typeof persetujuan.dihentikanResponse>;
export type Catatan = z.infer<typeof catatan.catatanReply>;
export type PemantauanRow = z.infer<typeof pemantauan.pemantauanRow>;
export type Pemantauan = z.infer<typeof pemantauan.pemantauanResponse>;
export type WaktuDitambah = z.infer<typeof pemantauan.tambahWaktuResponse>;

// follow-ups (D19)
export type TindakLanjutRow = z.infer<typeof tindakLanjut.tindakLanjutRow>;
export type Beranda = z.infer<typeof tindakLanjut.berandaReply>;
export type BantuanMenunggu = z.infer<typeof tindakLanjut.bantuanReply>;
export type TindakLanjutDaftar = z.infer<typeof tindakLanjut.daftarReply>;
export type TindakLanjutRinci = z.infer<typeof tindakLanjut.detailReply>;
export type TindakLanjutDiubah = z.infer<typeof tindakLanjut.diubahReply>;
export type TindakLanjutDibuka = z.infer<typeof tindakLanjut.dibukaReply>;
export type TindakLanjutQuery = z.input<typeof tindakLanjut.daftarQuery>;
export type TindakLanjutBaru = z.input<typeof tindakLanjut.bukaBody>;
export type TindakLanjutPetugas = z.input<typeof tindakLanjut.petugasBody>;
export type TindakLanjutAksi = z.input<typeof tindakLanjut.aksiBody>;
export type TindakLanjutRujukan = z.input<typeof tindakLanjut.rujukanBody>;
export type TindakLanjutHasilRujukan = z.input<typeof tindakLanjut.hasilRujukanBody>;
export type TindakLanjutTutup = z.input<typeof tindakLanjut.tutupBody>;
export type TindakLanjutBukaKembali = z.input<typeof tindakLanjut.bukaKembaliBody>;

// results
export type GabunganRow = z.infer<typeof hasil.gabunganRow>;
/** A result list's row without its scores (which are the domain's `HasilKeluaran`). */
export type HasilRowDasar = z.infer<typeof hasil.hasilRowDasar>;

// the child's (or detainee's) pages
export type PesertaRow = z.infer<typeof peserta.pesertaRow>;
export type MasukResponse = z.infer<typeof peserta.masukResponse>;
export type LokasiPerangkat = z.infer<typeof peserta.lokasiPerangkat>;
export type SoalAnak = z.infer<typeof asesmen.soalAnak>;
export type Pilihan = SoalAnak['pilihan'][number];
export type ContohKognitif = z.infer<typeof asesmen.contohKognitif>;
export type Subtes = z.infer<typeof asesmen.subtesResponse>;
export type SimpanResponse = z.infer<typeof asesmen.simpanResponse>;
export type DraftResponse = z.infer<typeof asesmen.draftResponse>;

// Requests: what a form or page may send (the schema's input; the server parses and checks it).
/** `?q=&page=&per_page=` of a list that can grow. */
export type PagedQuery = z.input<typeof paging.pagedQuery>;
export type LoginAdmin = z.input<typeof auth.adminLoginBody>;
export type LoginAsessor = z.input<typeof auth.asessorLoginBody>;
export type AsessorQuery = z.input<typeof asessor.listQuery>;
/** PUT /api/asessors/{id}: a blank or null password leaves it unchanged. */
export type AsessorUbah = z.input<typeof asessor.updateAsessorBody>;
export type GantiPassword = z.input<typeof asessor.gantiPasswordBody>;
export type AuditQuery = z.input<typeof audit.auditQuery>;
export type BateraiUbah = z.input<typeof baterai.bateraiBody>;
export type SoalUbah = z.input<typeof soal.ubahSoalBody>;
export type GambarUbah = z.input<typeof soal.updateGambarBody>;
export type GambarHapus = z.input<typeof soal.hapusGambarBody>;
/** GET /api/kelola: the paged list of one category. */
export type KelolaQuery = z.input<typeof kelola.kelolaQuery>;
/** POST /api/kelola; `age` and `assesor_id` may be sent as the text the inputs hold. */
export type KelolaBaru = z.input<typeof kelola.createKelolaBody>;
/** PUT /api/kelola/{id}: a blank password leaves it unchanged. */
export type KelolaUbah = z.input<typeof kelola.updateKelolaBody>;
export type CatatanBaru = z.input<typeof catatan.catatanBody>;
export type CatatanUbah = z.input<typeof catatan.catatanUpdateBody>;
export type TambahWaktu = z.input<typeof pemantauan.tambahWaktuBody>;
export type PesertaQuery = z.input<typeof peserta.daftarQuery>;
export type Masuk = z.input<typeof peserta.masukBody>;
export type Draf = z.input<typeof asesmen.draftBody>;
/** The spec's save calls (`/api/simpan-hasil-*`). */
export type Simpan = z.input<typeof asesmen.simpanBody>;
/** POST /api/asesmen/{id}/{instrument}. */
export type Kirim = z.input<typeof asesmen.kirimBody>;

// D20: screening rounds
export type DaftarRonde = z.infer<typeof ronde.daftarRondeResponse>;
export type RondeBaris = z.infer<typeof ronde.rondeRow>;
export type RondeDetail = z.infer<typeof ronde.rondeDetailResponse>;
export type PercobaanRonde = z.infer<typeof ronde.percobaanRow>;
export type MulaiRonde = z.input<typeof ronde.mulaiRondeBody>;
export type MulaiRondeDijawab = z.infer<typeof ronde.mulaiRondeResponse>;
export type Perbandingan = z.infer<typeof ronde.perbandinganResponse>;
/** D20 "Pindah": where a record may go, the move, its reply. */
export type TujuanPindah = z.infer<typeof pindah.tujuanPindahResponse>;
export type PindahBaru = z.input<typeof pindah.pindahBody>;
export type PindahDijawab = z.infer<typeof pindah.pindahResponse>;
/** D24: a facility's local contacts, and the admin's whole set to save. */
export type KontakLokasi = z.infer<typeof kontakLokasi.kontakResponse>;
export type KontakLokasiUbah = z.input<typeof kontakLokasi.kontakBody>;
export type KriteriaLokasi = z.infer<typeof kriteriaLokasi.kriteriaResponse>;
export type KriteriaLokasiUbah = z.input<typeof kriteriaLokasi.kriteriaBody>;
/** A facility as the admin's list gives it (D24). */
export type Lokasi = z.infer<typeof lokasi.lokasiRow>;
/** POST /api/lokasi and PUT /api/lokasi/{id}. */
export type LokasiUbah = z.input<typeof lokasi.lokasiBody>;
export type LokasiStatus = z.input<typeof lokasi.statusLokasiBody>;
export type LokasiDisimpan = z.infer<typeof lokasi.lokasiSaved>;
