// The API's requests and replies as the web app sends and reads them, inferred from the server's zod
// schemas (D10): one shape per body or reply, written once beside its route. A request is the schema's
// input (what may be sent), a reply its output. Types only: the web imports this module with
// `import type`, so no schema code reaches its bundle (ESLint refuses anything else). The limits the
// forms share with these schemas are values in `./batas` (plain numbers, no schema).
import type { z } from 'zod';
import type {
  adminLoginBody,
  asessorLoginBody,
  asessorLoginResponse,
  meResponse,
  messageSchema,
} from '../server/auth/auth-schemas';
import type {
  contohKognitif,
  draftBody,
  draftResponse,
  kirimBody,
  simpanBody,
  simpanResponse,
  soalAnak,
  subtesResponse,
} from '../server/features/asesmen/asesmen-schemas';
import type {
  asessorRow,
  createAsessorBody,
  gantiPasswordBody,
  listQuery as asessorQuery,
  onlineRow,
  toggleResponse,
  updateAsessorBody,
} from '../server/features/asessor/asessor-schemas';
import type { auditFilters, auditPage, auditQuery, auditRow } from '../server/features/audit/audit-schemas';
import type { bateraiBody, bateraiReply } from '../server/features/baterai/baterai-routes';
import type { statusSchema as cadanganStatus } from '../server/features/cadangan/cadangan-routes';
import type { catatanBody, catatanReply, catatanUpdateBody } from '../server/features/catatan/catatan-schemas';
import type { createdSchema } from '../server/features/kelola/kelola-routes';
import type { gabunganRow, hasilRowDasar } from '../server/features/hasil/hasil-schemas';
import type {
  asessorOption,
  createKelolaBody,
  kelolaQuery,
  kelolaRow,
  kodeMasukResponse,
  retensiResponse,
  updateKelolaBody,
} from '../server/features/kelola/kelola-schemas';
import type {
  pemantauanResponse,
  pemantauanRow,
  tambahWaktuBody,
  tambahWaktuResponse,
} from '../server/features/pemantauan/pemantauan-schemas';
import type { daftarQuery, masukBody, masukResponse, pesertaRow } from '../server/features/peserta/peserta-schemas';
import type {
  hapusGambarBody,
  soalItem,
  statusBankResponse,
  ubahSoalBody,
  updateGambarBody,
  uploadBankResponse,
  uploadGambarResponse,
} from '../server/features/soal/soal-schemas';
import type { pagedQuery, pagedSchema } from '../server/kernel/paging';

/** A page of a list that can grow (`?q=&page=&per_page=`, D10). */
export type Paged<T> = Omit<z.infer<ReturnType<typeof pagedSchema>>, 'data'> & { data: T[] };

/** The reply of most writes: `{ message }` in Indonesian. */
export type Pesan = z.infer<typeof messageSchema>;

// auth
export type Me = z.infer<typeof meResponse>;
export type LoginAsessorResponse = z.infer<typeof asessorLoginResponse>;

// admin: accounts, audit, backups, banks, batteries
export type Asessor = z.infer<typeof asessorRow>;
export type AsessorBaru = z.input<typeof createAsessorBody>;
export type AsessorDiubahAktif = z.infer<typeof toggleResponse>;
export type AsessorOnline = z.infer<typeof onlineRow>;
export type AuditEntry = z.infer<typeof auditRow>;
export type AuditPage = z.infer<typeof auditPage>;
export type AuditFilters = z.infer<typeof auditFilters>;
export type StatusCadangan = z.infer<typeof cadanganStatus>;
export type Soal = z.infer<typeof soalItem>;
export type StatusBanks = z.infer<typeof statusBankResponse>;
export type StatusBank = StatusBanks['bank'][number];
export type BankDiunggah = z.infer<typeof uploadBankResponse>;
export type GambarDiunggah = z.infer<typeof uploadGambarResponse>;
export type Baterai = z.infer<typeof bateraiReply>;

// assessor: records, notes, the room
export type KelolaRow = z.infer<typeof kelolaRow>;
export type KelolaDibuat = z.infer<typeof createdSchema>;
export type AsessorOption = z.infer<typeof asessorOption>;
export type Retensi = z.infer<typeof retensiResponse>;
export type KodeMasuk = z.infer<typeof kodeMasukResponse>;
export type Catatan = z.infer<typeof catatanReply>;
export type PemantauanRow = z.infer<typeof pemantauanRow>;
export type Pemantauan = z.infer<typeof pemantauanResponse>;
export type WaktuDitambah = z.infer<typeof tambahWaktuResponse>;

// results
export type GabunganRow = z.infer<typeof gabunganRow>;
/** A result list's row without its scores (which are the domain's `HasilKeluaran`). */
export type HasilRowDasar = z.infer<typeof hasilRowDasar>;

// the child's (or detainee's) pages
export type PesertaRow = z.infer<typeof pesertaRow>;
export type MasukResponse = z.infer<typeof masukResponse>;
export type SoalAnak = z.infer<typeof soalAnak>;
export type Pilihan = SoalAnak['pilihan'][number];
export type ContohKognitif = z.infer<typeof contohKognitif>;
export type Subtes = z.infer<typeof subtesResponse>;
export type SimpanResponse = z.infer<typeof simpanResponse>;
export type DraftResponse = z.infer<typeof draftResponse>;

// Requests: what a form or page may send (the schema's input; the server parses and checks it).
/** `?q=&page=&per_page=` of a list that can grow. */
export type PagedQuery = z.input<typeof pagedQuery>;
export type LoginAdmin = z.input<typeof adminLoginBody>;
export type LoginAsessor = z.input<typeof asessorLoginBody>;
export type AsessorQuery = z.input<typeof asessorQuery>;
/** PUT /api/asessors/{id}: a blank or null password leaves it unchanged. */
export type AsessorUbah = z.input<typeof updateAsessorBody>;
export type GantiPassword = z.input<typeof gantiPasswordBody>;
export type AuditQuery = z.input<typeof auditQuery>;
export type BateraiUbah = z.input<typeof bateraiBody>;
export type SoalUbah = z.input<typeof ubahSoalBody>;
export type GambarUbah = z.input<typeof updateGambarBody>;
export type GambarHapus = z.input<typeof hapusGambarBody>;
/** GET /api/kelola: the paged list of one category. */
export type KelolaQuery = z.input<typeof kelolaQuery>;
/** POST /api/kelola; `age` and `assesor_id` may be sent as the text the inputs hold. */
export type KelolaBaru = z.input<typeof createKelolaBody>;
/** PUT /api/kelola/{id}: a blank password leaves it unchanged. */
export type KelolaUbah = z.input<typeof updateKelolaBody>;
export type CatatanBaru = z.input<typeof catatanBody>;
export type CatatanUbah = z.input<typeof catatanUpdateBody>;
export type TambahWaktu = z.input<typeof tambahWaktuBody>;
export type PesertaQuery = z.input<typeof daftarQuery>;
export type Masuk = z.input<typeof masukBody>;
export type Draf = z.input<typeof draftBody>;
/** The spec's save calls (`/api/simpan-hasil-*`). */
export type Simpan = z.input<typeof simpanBody>;
/** POST /api/asesmen/{id}/{instrument}. */
export type Kirim = z.input<typeof kirimBody>;
