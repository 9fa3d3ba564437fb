import type { Generated, Selectable } from 'kysely';

// Portable types: booleans are 0/1 integers, times are ISO-8601 UTC strings, JSON is text.
// The same schema runs on SQLite and PostgreSQL (D8).

export interface AdminTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  created_at: string;
}

export interface AsessorTable {
  id: Generated<number>;
  name: string;
  assesor_id: string;
  password_hash: string;
  /** The assessor's facility: its `lokasi.id` as decimal text (D24, ADR d24). */
  location: string;
  active: number;
  last_login: string | null;
  last_logout: string | null;
  created_at: string;
  /** 1 while the password is one an admin set: every assessor API but a few answers 403 (D15). */
  harus_ganti_password: Generated<number>;
  /** When an admin last set this account's password (shown to the assessor at login, D15). */
  password_diatur_admin: string | null;
  /** D18: 'menunggu_aktivasi' until a colleague of the Rutan (or the operator) confirms it, then 'aktif'; 'ditolak' when refused. */
  aktivasi: Generated<'menunggu_aktivasi' | 'aktif' | 'ditolak'>;
  /** Who confirmed or refused the account ('asessor <login id>: <name>', or 'operator'). */
  aktivasi_oleh: string | null;
  aktivasi_at: string | null;
  /** The admin who created the account or last reset its password (shown to the confirming colleague). */
  dibuat_oleh: string | null;
  /** D22: 1 when the admin marks the account as a psychologist (clinician's copy, review). */
  psikolog: Generated<number>;
  /** D22: the psychologist's SIPP or STR number; set whenever `psikolog` is 1. */
  nomor_izin: string | null;
}

/** Login limits shared by every server process (D1, D16): one row per account or address. */
export interface BatasLoginTable {
  kunci: string;
  percobaan: number;
  gagal: Generated<number>;
  jendela_mulai: string;
  terkunci_sampai: string | null;
}

export type Role = 'admin' | 'asessor' | 'peserta';

export interface SesiTable {
  /** sha256 of the token: a stolen database does not yield live cookies. */
  id: string;
  role: Role;
  user_id: number;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  ip: string | null;
  /** The browser's User-Agent at login (cut to 300 characters), for "Sesi aktif". */
  user_agent: string | null;
  /** 1 while the admin requires a second factor and the account has none: only its enrolment is open (D18). */
  perlu_dua_faktor: Generated<number>;
}

/** An account's TOTP secret (D18): pending (`aktif` 0) until its first code is accepted. */
export interface DuaFaktorTable {
  role: Role;
  user_id: number;
  rahasia: string;
  aktif: Generated<number>;
  /** The last accepted TOTP time step: a code is accepted once. */
  langkah_terakhir: number | string | null;
  dibuat_at: string;
  aktif_at: string | null;
}

/** A one-time recovery code (D18), by its SHA-256 digest only. */
export interface KodePemulihanTable {
  digest: string;
  role: Role;
  user_id: number;
  dibuat_at: string;
  dipakai_at: string | null;
}

/** A login whose password was right, waiting for its second factor (the cookie holds the token, this its digest). */
export interface LoginTertundaTable {
  id: string;
  role: Role;
  user_id: number;
  expires_at: string;
}

/** The admin's switches, by name. */
export interface PengaturanTable {
  kunci: string;
  nilai: string;
  diubah_at: string;
  diubah_oleh: string | null;
}

export interface PesertaTable {
  id: Generated<number>;
  registration_no: string;
  name: string;
  age: number;
  place_of_birth: string;
  date_of_birth: string;
  /** The assessor responsible (asessor.id); null once that account is deleted. */
  asessor_id: number | null;
  /** The facility the record belongs to, its `lokasi.id` as decimal text (D24); access is by location (D1). */
  location: string;
  password_hash: string;
  napza: string;
  alkohol: string;
  penyakit_menular: string;
  riwayat_lgbt: string;
  kekerasan_seksual: string;
  korban_kekerasan_seksual: string;
  self_harm: string;
  /** Asked when korban_kekerasan_seksual is 'Ya': the abuse happened recently ('Ya' / 'Tidak'; null = not asked). */
  kekerasan_seksual_baru: string | null;
  /** Asked when korban_kekerasan_seksual is 'Ya': the alleged abuser is in the same facility. */
  pelaku_satu_fasilitas: string | null;
  /** 'anak' (the spec's child flow) or 'tahanan' (an adult detainee, D17). */
  kategori: Generated<string>;
  created_at: string;
  updated_at: string;
  /** Raised by every edit of the record (issue 28): a save from an older version answers 409. */
  versi: Generated<number>;
  /** Who made the last edit (the assessor's name), for that 409. */
  diubah_oleh: string | null;
  /** 'L' / 'P'; required for new records, null on records made before (issue 30 point 3). */
  jenis_kelamin: string | null;
  /** Pendidikan terakhir (domain PENDIDIKAN). */
  pendidikan: string | null;
  /** Bahasa sehari-hari. */
  bahasa: string | null;
  /** Tanggal masuk Rutan, YYYY-MM-DD. */
  tanggal_masuk: string | null;
  /** When the screening answers were given or last changed: deadlines count from here (D19). */
  skrining_at: string | null;
  /** The assessor's follow-up after self harm 'Ya' or top hopelessness (CLINICAL.md "Round three"). */
  tl_kapan_terakhir: string | null;
  /** 'Ya' / 'Tidak' / 'Ragu-ragu': thoughts of ending life today ('Ya' or doubt: Kritis). */
  tl_pikiran_hari_ini: string | null;
  tl_rencana: string | null;
  tl_dicatat_at: string | null;
}

export interface HasilTable {
  id: Generated<number>;
  peserta_id: number;
  instrument: string;
  /** Raw answers as JSON (D3): the score can always be recomputed. */
  jawaban: string;
  jawaban_essay: string | null;
  /** The scored result as JSON, in the shape of seed-spec section 3. */
  skor: string;
  timed_out: number;
  started_at: string | null;
  submitted_at: string;
  /** Open to submit in seconds by the server's clock (D12); null for results saved before it was kept. */
  durasi_detik: number | null;
  /** Items the child was given (the bank's size at the time). */
  jumlah_soal: number | null;
  /** JSON {nomor: seconds} from the arrival of each answer (D12 terlalu_cepat); null when unknown. */
  detik_per_soal: string | null;
  /** The version of the instrument's bank the answers were given on (issue 11); null before versions were kept. */
  versi_bank: number | null;
  /** The record's Rutan and category, copied by triggers for the per-instrument lists' index (issue 17). */
  location: string | null;
  kategori: string | null;
  /** D20: the attempt within its round (a retest of a flagged sub test is 2, ...). */
  percobaan: Generated<number>;
  /** D20: an assessor asked for a retest of this flagged result; it stays the scored one until the retest is saved. */
  ulang_diminta_at: string | null;
  ulang_diminta_oleh: string | null;
  /** Finding 8 (issue 27): who ended the sub test from Pemantauan and why; null when it closed by itself. */
  diakhiri_oleh: string | null;
  diakhiri_alasan: string | null;
  /** D21: when the person stopped the sub test with "Berhenti mengerjakan" (no time-out); null otherwise. */
  berhenti_peserta_at: string | null;
  /** Issue 33: whether the result carries a validity flag (1/0), judged by the server; null until judged or after a change to what the flags read. */
  diragukan: Generated<number | null>;
  /** D24: the facility's criteria version (kriteria_lokasi.id) in force when it was scored; null: the defaults alone. */
  kriteria_versi: number | null;
}

/** D20: a screening round of a record; the current round is the record's highest `nomor`. */
export interface RondeTable {
  id: Generated<number>;
  peserta_id: number;
  nomor: number;
  /** 'awal' for round 1, then one of ALASAN_RONDE. */
  alasan: string;
  catatan: string | null;
  dimulai_at: string;
  /** The assessor who started it (name); null for round 1. */
  dimulai_oleh: string | null;
  /** Set when the next round starts: from then on the round is read-only. */
  ditutup_at: string | null;
  /** The note's version (raised by each save of it), who saved it last and when. */
  versi: Generated<number>;
  diubah_oleh: string | null;
  diubah_at: string | null;
  /** Frozen at closing: the round's priority, and JSON of the screening answers, consent and assent it was judged with. */
  prioritas: string | null;
  skrining: string | null;
  persetujuan: string | null;
  kesediaan: string | null;
}

/**
 * D20: every result that is no longer the current round's scored one: closed rounds' results and replaced
 * attempts. Its own columns are `hasil`'s, kept as they were: `diakhiri_*` (migration 20261129-11),
 * `berhenti_peserta_at` (20261129-40) and `kriteria_versi` (D24, 20261130-50) are null for a result
 * archived before they were kept.
 */
export interface HasilRiwayatTable
  extends Pick<
    HasilTable,
    | 'peserta_id'
    | 'instrument'
    | 'jawaban'
    | 'jawaban_essay'
    | 'skor'
    | 'timed_out'
    | 'started_at'
    | 'submitted_at'
    | 'durasi_detik'
    | 'jumlah_soal'
    | 'detik_per_soal'
    | 'versi_bank'
    | 'diakhiri_oleh'
    | 'diakhiri_alasan'
    | 'berhenti_peserta_at'
    | 'kriteria_versi'
  > {
  id: Generated<number>;
  ronde: number;
  percobaan: number;
  /** 'dinilai' (the closed round's scored result) or 'diganti' (an attempt a retest replaced). */
  status: string;
  diarsip_at: string;
}

/** D24: one version of a facility's added critical criteria (never edited; a change is a new row). */
export interface KriteriaLokasiTable {
  id: Generated<number>;
  lokasi_id: number;
  /** 1, 2, ... per facility. */
  nomor: number;
  /** JSON: the whole set of added criteria (domain `KriteriaTambahan[]`). */
  kriteria: string;
  alasan: string;
  dibuat_at: string;
  dibuat_oleh: string | null;
}

/** D22: a psychologist's review of one record's result in one screening round (D20). */
export interface TinjauanTable {
  id: Generated<number>;
  peserta_id: number;
  ronde: Generated<number>;
  prioritas_sistem: string;
  prioritas: string;
  alasan: string | null;
  catatan_klinis: string | null;
  psikolog_id: number | null;
  psikolog_nama: string;
  nomor_izin: string;
  ditinjau_at: string;
}

export interface PengerjaanTable {
  id: Generated<number>;
  peserta_id: number;
  instrument: string;
  started_at: string;
  /** Draft answers as JSON (D5). */
  jawaban: string;
  jawaban_essay: string | null;
  updated_at: string;
  /** JSON {nomor: ISO time} of the first arrival of each answer, by the server's clock (D12). */
  waktu_jawab: string | null;
  /** Seconds an assessor added to the limit (issue 13). */
  tambahan_detik: Generated<number>;
  /** Seconds no server ran while the attempt was open, not counted against it (decision 051). */
  jeda_detik: Generated<number>;
  /** The child's page last saved a draft or said it is still open (online/offline on Pemantauan). */
  terakhir_aktif: string | null;
  /** When the child pressed "Saya butuh bantuan", until an assessor marks it handled. */
  bantuan_at: string | null;
  /** Raised by every draft written: a submit removes the attempt only at the version it scored (issue 28). */
  versi: Generated<number>;
}

/** A child's one-time entry code (D14): only its digest, one per record; a new code replaces the old. */
/** The key of a child's device copy of unsent answers (issue 29), given only to that child's session. */
export interface KunciPerangkatTable {
  peserta_id: number;
  /** 32 random bytes, base64url: an AES-GCM key the browser imports. */
  kunci: string;
  dibuat_at: string;
}

export interface KodeMasukTable {
  peserta_id: number;
  kode_digest: string;
  /** Digest of the code alone, so that the code finds its record (issue 32); null for codes made before. */
  kode_cari: string | null;
  berlaku_sampai: string;
  dibuat_oleh: number | null;
  created_at: string;
}

/** D21: the consent on file for a record, recorded by an assessor before any sub test opens. */
export interface PersetujuanTable {
  peserta_id: number;
  /** 'orang_tua' | 'wali' | 'pk_bapas' | 'penasihat_hukum' | 'tanpa_pendamping' (a child); 'diri_sendiri' (an adult). */
  pemberi: string;
  nama_pemberi: string | null;
  hubungan: string | null;
  /** 'tertulis' | 'lisan'. */
  cara: string;
  /** When it was given (ISO, never in the future). */
  diberikan_at: string;
  saksi: string | null;
  /** 'tanpa_pendamping' only: why no companion, and the note that the PK Bapas was informed. */
  alasan_tanpa_pendamping: string | null;
  catatan_pk: string | null;
  /** The assessor who recorded it (asessor.id); null once that account is deleted. */
  dicatat_oleh: number | null;
  created_at: string;
  updated_at: string;
}

/** D21: the person's own assent on the first page, and "Berhenti" inside a sub test; one row per record. */
export interface KesediaanTable {
  peserta_id: number;
  /** 'mau' ("Saya mau mulai") or 'menolak' ("Saya tidak mau"): nothing is collected after a refusal. */
  jawaban: string;
  dijawab_at: string;
  /** "Berhenti" pressed inside a sub test: the rest of the round is not taken; what was answered is kept. */
  berhenti_at: string | null;
  berhenti_instrument: string | null;
}

export interface CatatanTable {
  id: Generated<number>;
  peserta_id: number;
  catatan: string;
  created_at: string;
  updated_at: string;
  /** Raised by every edit of the note (issue 28): a save from an older version answers 409. */
  versi: Generated<number>;
  /** Who wrote the note last (the assessor's name), for that 409. */
  diubah_oleh: string | null;
}

export interface SoalTable {
  id: Generated<number>;
  instrument: string;
  nomor: number;
  pertanyaan: string;
  /** JSON array of option labels. */
  pilihan: string;
  /** KOGNITIF: JSON map of option letter to image filename. */
  gambar: string | null;
  /** KOGNITIF: answer key A-F. */
  kunci: string | null;
}

/** The version of each instrument's bank: raised by every change of the bank (issue 11). */
export interface BankVersiTable {
  instrument: string;
  versi: number;
  diubah_at: string | null;
}

export interface GambarTable {
  filename: string;
  mime: string;
  data: Buffer;
  created_at: string;
}

export interface AuditTable {
  id: Generated<number>;
  at: string;
  role: string;
  actor_id: number | null;
  actor_name: string | null;
  action: string;
  target: string | null;
  detail: string | null;
  ip: string | null;
}

/** How many audit entries there are, kept by triggers in slots to be summed (migration 20261203-65). */
export interface AuditJumlahTable {
  slot: number;
  jumlah: number;
}

/** How many records each Rutan has, kept by database triggers (a paged list's total without a search). */
/** How many records each Rutan holds per category, kept by triggers (issue 17). */
/** How often what a Rutan's lists show was written (migration 73, kept by triggers): the kept replies' validity. */
export interface VersiRutanTable {
  location: string;
  versi: number;
}

export interface PesertaJumlahTable {
  location: string;
  kategori: string;
  jumlah: number;
}

/**
 * What the combined list shows of a record's results, kept between views (issue 17): valid while
 * `dihitung` equals `versi` (raised by triggers on every write to the record or its results) and
 * `baterai` is the battery asked for; cleared at every start.
 */
export interface RingkasanGabunganTable {
  peserta_id: number;
  versi: Generated<number>;
  dihitung: number | null;
  /** The battery it was computed for, comma-separated. */
  baterai: string | null;
  prioritas: string | null;
  /** The battery's instruments with a result, comma-separated, in battery order. */
  selesai: string | null;
  /** D19: the `versi` at which the rules last decided the record's follow-up; behind `versi` (or null), a check is owed. */
  tl_dicek: number | null;
}

/** One backup written and checked (D16). */
export interface CadanganTable {
  id: Generated<number>;
  at: string;
  /** File name inside BACKUP_DIR of the process that wrote it. */
  berkas: string;
  ukuran: number;
  /** Rows in the backup, all tables together. */
  jumlah_baris: number;
}

/** A category's battery set by the admin (D17): the instrument keys in order, as JSON text. */
export interface BateraiTable {
  kategori: string;
  instrumen: string;
  updated_at: string;
}

/** One row the health check writes, to prove the database takes writes (issue 28). */
export interface KesehatanTable {
  id: number;
  waktu: string;
}

/** The server's clock kept across processes (issue 28): one row, `kunci` 'jam'. */
export interface JamTable {
  kunci: string;
  nilai_ms: number;
  monoton_ms: number;
  boot: string;
}

/** A follow-up (D19): an owner, a clock, actions, referrals; closed with a reason, never deleted. */
export interface TindakLanjutTable {
  id: Generated<number>;
  peserta_id: number;
  prioritas: string;
  /** 'aturan' (opened by the rules) or 'asessor'. */
  sumber: string;
  /** When the finding arose: the screening answer's or the sub test's time, never the printing. */
  temuan_pada: string;
  tenggat: string | null;
  petugas_id: number | null;
  status: Generated<string>;
  alasan_tutup: string | null;
  ditutup_pada: string | null;
  /** Raised by every change: a second editor gets 409. */
  versi: Generated<number>;
  dibuat_pada: string;
  diubah_pada: string;
  diubah_oleh: string;
  /** D20: the round it was opened in. */
  ronde: Generated<number>;
}

export interface TindakLanjutAksiTable {
  id: Generated<number>;
  tindak_lanjut_id: number;
  tindakan: string;
  oleh: string;
  pada: string;
  catatan: string | null;
  dicatat_pada: string;
  dicatat_oleh: string;
}

export interface TindakLanjutRujukanTable {
  id: Generated<number>;
  tindak_lanjut_id: number;
  tujuan: string;
  tujuan_lain: string | null;
  /** YYYY-MM-DD. */
  tanggal: string;
  nomor: string | null;
  hasil: string | null;
  hasil_pada: string | null;
  dicatat_pada: string;
  dicatat_oleh: string;
}

export interface TindakLanjutRiwayatTable {
  id: Generated<number>;
  tindak_lanjut_id: number;
  jenis: string;
  keterangan: string | null;
  pada: string;
  oleh: string;
}

export interface DB {
  admin: AdminTable;
  asessor: AsessorTable;
  baterai: BateraiTable;
  sesi: SesiTable;
  dua_faktor: DuaFaktorTable;
  kode_pemulihan: KodePemulihanTable;
  login_tertunda: LoginTertundaTable;
  pengaturan: PengaturanTable;
  peserta: PesertaTable;
  peserta_jumlah: PesertaJumlahTable;
  versi_rutan: VersiRutanTable;
  ringkasan_gabungan: RingkasanGabunganTable;
  hasil: HasilTable;
  hasil_riwayat: HasilRiwayatTable;
  ronde: RondeTable;
  pengerjaan: PengerjaanTable;
  catatan: CatatanTable;
  persetujuan: PersetujuanTable;
  kesediaan: KesediaanTable;
  soal: SoalTable;
  bank_versi: BankVersiTable;
  gambar: GambarTable;
  audit: AuditTable;
  audit_jumlah: AuditJumlahTable;
  kode_masuk: KodeMasukTable;
  kunci_perangkat: KunciPerangkatTable;
  cadangan: CadanganTable;
  kesehatan: KesehatanTable;
  jam: JamTable;
  batas_login: BatasLoginTable;
  baterai_riwayat: BateraiRiwayatTable;
  tindak_lanjut: TindakLanjutTable;
  tindak_lanjut_aksi: TindakLanjutAksiTable;
  tindak_lanjut_rujukan: TindakLanjutRujukanTable;
  tindak_lanjut_riwayat: TindakLanjutRiwayatTable;
  tinjauan: TinjauanTable;
  lokasi: LokasiTable;
  sebaran_kategori: SebaranKategoriTable;
  validitas_harian: ValiditasHarianTable;
  lokasi_kontak: LokasiKontakTable;
  kriteria_lokasi: KriteriaLokasiTable;
}

export type Asessor = Selectable<AsessorTable>;
export type Peserta = Selectable<PesertaTable>;
export type Soal = Selectable<SoalTable>;
export type Hasil = Selectable<HasilTable>;

/** Each version of a category's battery (issue 29): what the admin set, when and who. */
export interface BateraiRiwayatTable {
  id: Generated<number>;
  kategori: string;
  versi: number;
  /** JSON array of instrument keys, in order. */
  instrumen: string;
  diubah_at: string;
  diubah_oleh: string | null;
}

/**
 * Beranda's category counts (issue 33): results per instrument, facility and category, kept by triggers
 * on `hasil` (migration 20261129-60), so that the counts cost the same whatever the history.
 */
/** Issue 33: results and flagged results per facility, responsible assessor (0: none) and UTC day, kept by triggers. */
export interface ValiditasHarianTable {
  location: string;
  asessor_id: number;
  hari: string;
  hasil: number;
  diragukan: number;
}

export interface SebaranKategoriTable {
  instrument: string;
  location: string;
  kategori: string;
  jumlah: number;
}

/** A facility (D24): seeded with the spec's Rutan 1-3, managed by the admin. */
export interface LokasiTable {
  id: Generated<number>;
  nama: string;
  /** One of JENIS_LOKASI (domain/lokasi.ts). */
  jenis: string;
  provinsi: string | null;
  /** 1 open, 0 closed (no new records or accounts; its data stays readable by its assessors). */
  aktif: Generated<number>;
  created_at: string;
  updated_at: string;
  /** D24: the version of its set of local contacts (0 before the first save), who saved it last and when. */
  kontak_versi: Generated<number>;
  kontak_diubah_oleh: string | null;
  kontak_diubah_at: string | null;
}

/** D24: a facility's local contact of one kind (domain JENIS_KONTAK), set by the admin. */
export interface LokasiKontakTable {
  lokasi_id: number;
  jenis: string;
  nama: string;
  telepon: string;
  keterangan: string | null;
  diubah_at: string;
  /** The admin's username who last set it. */
  diubah_oleh: string | null;
}
