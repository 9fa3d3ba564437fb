import type { Kysely } from 'kysely';
import { CARA_PERSETUJUAN, LABEL_CARA, LABEL_PEMBERI, PEMBERI_PERSETUJUAN, PESAN_PERSETUJUAN_BELUM } from '#domain/persetujuan.ts';
import { INSTRUMEN, isInstrumentKey } from '#domain/index.ts';
import { waktuWib } from '#domain/waktu.ts';
import type { DB, PersetujuanTable } from '#server/db/schema.ts';
import { conflict } from '#server/errors.ts';
import type { PersetujuanMasuk, PersetujuanRow } from './persetujuan-schemas';

/** What a consent on file says (who, how, when, witness, or why without a companion): read the same everywhere. */
const KOLOM_PERSETUJUAN = [
  's.pemberi',
  's.nama_pemberi',
  's.hubungan',
  's.cara',
  's.diberikan_at',
  's.saksi',
  's.alasan_tanpa_pendamping',
  's.catatan_pk',
] as const;

const pilihan = <T extends string>(all: readonly T[], v: string, bawaan: T): T => (all.includes(v as T) ? (v as T) : bawaan);

/** The consent on file for a record, with the name of the assessor who recorded it; undefined when none. */
export async function findPersetujuan(db: Kysely<DB>, pesertaId: number): Promise<PersetujuanRow | undefined> {
  const row = await db
    .selectFrom('persetujuan as s')
    .leftJoin('asessor as a', 'a.id', 's.dicatat_oleh')
    .select([
      ...KOLOM_PERSETUJUAN,
      'a.name as dicatat_oleh_nama',
      's.created_at',
      's.updated_at',
    ])
    .where('s.peserta_id', '=', pesertaId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    pemberi: pilihan(PEMBERI_PERSETUJUAN, row.pemberi, 'tanpa_pendamping'),
    cara: pilihan(CARA_PERSETUJUAN, row.cara, 'lisan'),
  };
}

/** Whether a record has consent on file (D21). */
export async function adaPersetujuan(db: Kysely<DB>, pesertaId: number): Promise<boolean> {
  const row = await db.selectFrom('persetujuan').select('peserta_id').where('peserta_id', '=', pesertaId).executeTakeFirst();
  return row !== undefined;
}

/** No entry and no sub test without consent on file (D21): a 409 that says what the assessor must do. */
export async function pastikanPersetujuan(db: Kysely<DB>, pesertaId: number): Promise<void> {
  if (!(await adaPersetujuan(db, pesertaId))) throw conflict(PESAN_PERSETUJUAN_BELUM);
}

/** Records a record's consent, replacing the one on file; true when one was replaced. */
export async function replacePersetujuan(
  db: Kysely<DB>,
  pesertaId: number,
  body: PersetujuanMasuk,
  asessorId: number,
  now: string,
): Promise<boolean> {
  const fields = {
    pemberi: body.pemberi,
    // What a choice does not ask for is not kept (a companion's name on a "tanpa pendamping" record).
    nama_pemberi: body.pemberi === 'tanpa_pendamping' || body.pemberi === 'diri_sendiri' ? null : body.nama_pemberi,
    hubungan: body.pemberi === 'tanpa_pendamping' || body.pemberi === 'diri_sendiri' ? null : body.hubungan,
    cara: body.cara,
    diberikan_at: body.diberikan_at,
    saksi: body.saksi,
    alasan_tanpa_pendamping: body.pemberi === 'tanpa_pendamping' ? body.alasan_tanpa_pendamping : null,
    catatan_pk: body.pemberi === 'tanpa_pendamping' ? body.catatan_pk : null,
    dicatat_oleh: asessorId,
    updated_at: now,
  };
  const ada = await adaPersetujuan(db, pesertaId);
  // Two recordings at once: the later one wins, neither fails.
  await db
    .insertInto('persetujuan')
    .values({ peserta_id: pesertaId, ...fields, created_at: now })
    .onConflict((oc) => oc.column('peserta_id').doUpdateSet(fields))
    .execute();
  return ada;
}

/** The consent on file and the person's assent for the report (D21), the codes already in words. */
export interface RincianPersetujuan {
  persetujuan:
    | (Omit<PersetujuanTable, 'peserta_id' | 'dicatat_oleh' | 'created_at' | 'updated_at'> & {
        /** The assessor who recorded it, by name (null once the account is deleted), and when it was last recorded. */
        dicatat_oleh: string | null;
        dicatat_at: string;
      })
    | null;
  kesediaan: {
    mau: boolean;
    dijawab_at: string;
    berhenti_at: string | null;
    /** The sub test in which "Berhenti" was pressed, by its name. */
    berhenti_subtes: string | null;
  } | null;
}

/** The consent and the assent of a record's current round; null when the record has neither. */
export async function rincianPersetujuan(db: Kysely<DB>, registrationNo: string): Promise<RincianPersetujuan | null> {
  const row = await db
    .selectFrom('peserta as p')
    .leftJoin('persetujuan as s', 's.peserta_id', 'p.id')
    .leftJoin('asessor as a', 'a.id', 's.dicatat_oleh')
    .leftJoin('kesediaan as k', 'k.peserta_id', 'p.id')
    .select([
      ...KOLOM_PERSETUJUAN,
      's.updated_at',
      'a.name as dicatat_oleh',
      'k.jawaban',
      'k.dijawab_at',
      'k.berhenti_at',
      'k.berhenti_instrument',
    ])
    .where('p.registration_no', '=', registrationNo)
    .executeTakeFirst();
  if (!row || (!row.pemberi && !row.jawaban)) return null;
  const b = row.berhenti_instrument;
  return {
    persetujuan:
      row.pemberi && row.cara && row.diberikan_at && row.updated_at
        ? {
            pemberi: LABEL_PEMBERI[pilihan(PEMBERI_PERSETUJUAN, row.pemberi, 'tanpa_pendamping')],
            nama_pemberi: row.nama_pemberi,
            hubungan: row.hubungan,
            cara: LABEL_CARA[pilihan(CARA_PERSETUJUAN, row.cara, 'lisan')],
            diberikan_at: row.diberikan_at,
            saksi: row.saksi,
            alasan_tanpa_pendamping: row.alasan_tanpa_pendamping,
            catatan_pk: row.catatan_pk,
            dicatat_oleh: row.dicatat_oleh,
            dicatat_at: row.updated_at,
          }
        : null,
    kesediaan:
      row.jawaban && row.dijawab_at
        ? {
            mau: row.jawaban === 'mau',
            dijawab_at: row.dijawab_at,
            berhenti_at: row.berhenti_at,
            berhenti_subtes: b === null ? null : isInstrumentKey(b) ? INSTRUMEN[b].namaLaporan : b,
          }
        : null,
  };
}

/**
 * The consent and the person's assent in a sentence each, for the report's identity section (D21): who
 * consented, how, when, before whom, and why without a companion; and what the person chose on the first page.
 */
export function ringkasPersetujuan(r: RincianPersetujuan): { persetujuan: string; kesediaan: string } {
  const s = r.persetujuan;
  const persetujuan = s
    ? [
        `${s.pemberi}${s.nama_pemberi ? ` (${s.nama_pemberi}${s.hubungan ? `, ${s.hubungan}` : ''})` : ''}`,
        s.cara.toLowerCase(),
        waktuWib(s.diberikan_at),
        s.saksi ? `saksi ${s.saksi}` : null,
        s.alasan_tanpa_pendamping ? `alasan tanpa pendamping: ${s.alasan_tanpa_pendamping}` : null,
        s.catatan_pk ? `PK Bapas diberi tahu: ${s.catatan_pk}` : null,
      ]
        .filter(Boolean)
        .join(', ')
    : 'Belum dicatat';
  const k = r.kesediaan;
  const kesediaan = !k
    ? 'Belum dijawab'
    : !k.mau
      ? `Memilih "Saya tidak mau", ${waktuWib(k.dijawab_at)}`
      : k.berhenti_at
        ? `Memilih "Saya mau mulai", ${waktuWib(k.dijawab_at)}; berhenti ${waktuWib(k.berhenti_at)}${k.berhenti_subtes ? ` (${k.berhenti_subtes})` : ''}`
        : `Memilih "Saya mau mulai", ${waktuWib(k.dijawab_at)}`;
  return { persetujuan, kesediaan };
}
