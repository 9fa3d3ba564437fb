// The API's replies as the web app reads them, inferred from the server's zod schemas (D10): one shape
// per reply, written once beside its route. Types only: the web imports this module with
// `import type`, so no schema code reaches its bundle (ESLint refuses anything else).
import type { z } from 'zod';
import type { asessorLoginResponse, meResponse, messageSchema } from '../server/auth/auth-schemas';
import type { contohKognitif, draftResponse, simpanResponse, soalAnak, subtesResponse } from '../server/features/asesmen/asesmen-schemas';
import type { asessorRow, createAsessorBody, onlineRow, toggleResponse } from '../server/features/asessor/asessor-schemas';
import type { auditFilters, auditPage, auditRow } from '../server/features/audit/audit-schemas';
import type { reply as bateraiReply } from '../server/features/baterai/baterai-routes';
import type { statusSchema as cadanganStatus } from '../server/features/cadangan/cadangan-routes';
import type { catatanReply } from '../server/features/catatan/catatan-schemas';
import type { createdSchema } from '../server/features/kelola/kelola-routes';
import type { gabunganRow, hasilRowDasar } from '../server/features/hasil/hasil-schemas';
import type { asessorOption, kelolaRow, kodeMasukResponse, retensiResponse } from '../server/features/kelola/kelola-schemas';
import type { pemantauanResponse, pemantauanRow, tambahWaktuResponse } from '../server/features/pemantauan/pemantauan-schemas';
import type { masukResponse, pesertaRow } from '../server/features/peserta/peserta-schemas';
import type { soalItem, statusBankResponse, uploadBankResponse, uploadGambarResponse } from '../server/features/soal/soal-schemas';
import type { pagedSchema } from '../server/kernel/paging';

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
