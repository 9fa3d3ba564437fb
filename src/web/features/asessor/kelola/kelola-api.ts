import { SCREENING_KEYS, type ScreeningKey } from '#domain/instruments.ts';
import type { PertanyaanKorbanKs } from '#domain/interpretasi/aturan.ts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { PER_PAGE } from '#web/lib/daftar-berhalaman.ts';
import { opsiHalaman, panggil, segarkanRute } from '#web/lib/klien.ts';
import type { KelolaBaru, KelolaRow } from '#contract/index.ts';
import type { KategoriPeserta as Kategori } from '#domain/instruments.ts';

export type { AsessorOption, KelolaRow } from '#contract/index.ts';

export type { KategoriPeserta as Kategori } from '#domain/instruments.ts';

type Jawaban = ScreeningKey | PertanyaanKorbanKs;

/**
 * The form's values: the fields of the contract's POST /api/kelola body, each as its input holds it
 * (text; the category and the Ya/Tidak answers as their selects' values).
 */
export type KelolaForm = Record<Exclude<keyof KelolaBaru, 'kategori' | Jawaban>, string> &
  Record<Jawaban, '' | 'Ya' | 'Tidak'> & { kategori: Kategori };

/** The person's fields (issue 30 point 3): required for a new record, may stay blank on one made before. */
const KOLOM_ORANG = ['jenis_kelamin', 'pendidikan', 'bahasa', 'tanggal_masuk'] as const;
const KOLOM_TINDAK_LANJUT = ['tl_kapan_terakhir', 'tl_pikiran_hari_ini', 'tl_rencana'] as const;

/** Whether a field must be filled, given the other answers (the server checks the same, CLINICAL.md "Round three"). */
function wajib(form: KelolaForm, k: keyof KelolaForm, creating: boolean): boolean {
  if (k === 'password') return creating;
  if ((KOLOM_ORANG as readonly string[]).includes(k)) return creating;
  if (k === 'kekerasan_seksual_baru' || k === 'pelaku_satu_fasilitas') return form.korban_kekerasan_seksual === 'Ya';
  if (k === 'tl_kapan_terakhir' || k === 'tl_pikiran_hari_ini') return form.self_harm === 'Ya';
  if (k === 'tl_rencana') return form.tl_pikiran_hari_ini === 'Ya' || form.tl_pikiran_hari_ini === 'Ragu-ragu';
  return true;
}

export const KELOLA_KEY = ['kelola'] as const;

/** An empty form, the responsible assessor preset. */
export function emptyForm(asessorId?: number): KelolaForm {
  return {
    registration_no: '',
    name: '',
    age: '',
    place_of_birth: '',
    date_of_birth: '',
    assesor_id: asessorId ? String(asessorId) : '',
    password: '',
    kategori: 'anak',
    ...(Object.fromEntries(SCREENING_KEYS.map((k) => [k, ''])) as Record<ScreeningKey, ''>),
    kekerasan_seksual_baru: '',
    pelaku_satu_fasilitas: '',
    ...(Object.fromEntries([...KOLOM_ORANG, ...KOLOM_TINDAK_LANJUT].map((k) => [k, ''])) as Record<
      (typeof KOLOM_ORANG)[number] | (typeof KOLOM_TINDAK_LANJUT)[number],
      string
    >),
  };
}

/** The form filled from a listed record (the password stays blank: unchanged). */
export function formOf(row: KelolaRow): KelolaForm {
  return {
    registration_no: row.registration_no,
    name: row.name,
    age: String(row.age),
    place_of_birth: row.place_of_birth,
    date_of_birth: row.date_of_birth,
    assesor_id: row.assesor_id ? String(row.assesor_id) : '',
    password: '',
    kategori: row.kategori,
    ...(Object.fromEntries(SCREENING_KEYS.map((k) => [k, row[k] === 'Ya' ? 'Ya' : row[k] === 'Tidak' ? 'Tidak' : ''])) as Record<
      ScreeningKey,
      '' | 'Ya' | 'Tidak'
    >),
    kekerasan_seksual_baru:
      row.kekerasan_seksual_baru === 'Ya' || row.kekerasan_seksual_baru === 'Tidak' ? row.kekerasan_seksual_baru : '',
    pelaku_satu_fasilitas:
      row.pelaku_satu_fasilitas === 'Ya' || row.pelaku_satu_fasilitas === 'Tidak' ? row.pelaku_satu_fasilitas : '',
    ...(Object.fromEntries([...KOLOM_ORANG, ...KOLOM_TINDAK_LANJUT].map((k) => [k, row[k] ?? ''])) as Record<
      (typeof KOLOM_ORANG)[number] | (typeof KOLOM_TINDAK_LANJUT)[number],
      string
    >),
  };
}

/** The names of the fields left empty (the password only counts when creating). */
export function missingFields(form: KelolaForm, creating: boolean): (keyof KelolaForm)[] {
  return (Object.keys(form) as (keyof KelolaForm)[]).filter((k) => wajib(form, k, creating) && !String(form[k]).trim());
}

/** The body to send: numbers as numbers, a blank follow-up answer as null (`missingFields` has checked the rest). */
function payload(form: KelolaForm): KelolaBaru {
  return {
    ...form,
    ...(Object.fromEntries(SCREENING_KEYS.map((k) => [k, form[k]])) as Pick<KelolaBaru, ScreeningKey>),
    age: Number(form.age),
    assesor_id: Number(form.assesor_id),
    kekerasan_seksual_baru: form.kekerasan_seksual_baru || null,
    pelaku_satu_fasilitas: form.pelaku_satu_fasilitas || null,
    jenis_kelamin: (form.jenis_kelamin || null) as KelolaBaru['jenis_kelamin'],
    pendidikan: (form.pendidikan || null) as KelolaBaru['pendidikan'],
    bahasa: form.bahasa.trim() || null,
    tanggal_masuk: form.tanggal_masuk || null,
    // The follow-up is kept only after self harm 'Ya' (a top hopelessness answer is recorded on an edit).
    tl_kapan_terakhir: form.tl_kapan_terakhir.trim() || null,
    tl_pikiran_hari_ini: (form.tl_pikiran_hari_ini || null) as KelolaBaru['tl_pikiran_hari_ini'],
    tl_rencana: form.tl_rencana.trim() || null,
  };
}

export const simpanKelola = (form: KelolaForm) => panggil('POST /api/kelola', { body: payload(form) });
/** Saves an edit from the version the form was opened on (a newer one stored answers 409, issue 28). */
export const perbaruiKelola = (id: number, form: KelolaForm, versi: number | undefined) =>
  panggil('PUT /api/kelola/:id', { params: { id }, body: { ...payload(form), versi } });
export const hapusKelola = (id: number) => panggil('DELETE /api/kelola/:id', { params: { id } });

const DAFTAR_KELOLA = 'GET /api/kelola';

/** One page of the Rutan's records, of one category when `kategori` is set. */
export const kelolaQuery = (q: string, page: number, kategori: Kategori | '') =>
  opsiHalaman(DAFTAR_KELOLA, { query: { q, page, per_page: PER_PAGE, ...(kategori ? { kategori } : {}) } });

/** The assessors a record may be given to. */
export const asessorOptionsQuery = () =>
  queryOptions({ queryKey: [...KELOLA_KEY, 'asessor-options'], queryFn: () => panggil('GET /api/kelola/asessor-options') });

/** The records without activity for the retention period, for review. */
export const retensiQuery = () =>
  queryOptions({ queryKey: [...KELOLA_KEY, 'retensi'], queryFn: () => panggil('GET /api/kelola/retensi') });

/** After a record was created, changed, moved, deleted or its consent recorded: every read of records is stale. */
export const segarkanKelola = (qc: QueryClient) =>
  Promise.all([qc.invalidateQueries({ queryKey: KELOLA_KEY }), segarkanRute(qc, DAFTAR_KELOLA)]).then(() => undefined);

/** A new one-time entry code for a record (D14). */
export const buatKodeMasuk = (id: number) => panggil('POST /api/kelola/:id/kode-masuk', { params: { id } });
