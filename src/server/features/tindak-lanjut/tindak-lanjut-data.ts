// Follow-ups (D19): opened by the rules when a record's priority reaches Tinggi or above, by an
// assessor for any priority; actions, referrals, closing and reopening, each raising the version.
import { PostgresAdapter, sql, SqliteAdapter, type ExpressionBuilder, type Kysely, type Selectable, type Transaction } from 'kysely';
import {
  bandingPrioritas,
  labelStatusTindakLanjut,
  membukaTindakLanjut,
  prioritasBerlaku,
  tenggatTindakLanjut,
  terlambat,
  type Prioritas,
  type TujuanRujukan,
} from '#domain/index.ts';
import { waktuWib } from '#domain/waktu.ts';
import type { DB, TindakLanjutTable } from '#server/db/schema.ts';
import { isUniqueViolation } from '#server/kernel/db-errors.ts';
import { pageOf, type PagedQuery } from '#server/kernel/paging.ts';
import { pesertaDiLokasi } from '#server/kernel/cari-peserta.ts';
import { halamanIdDulu } from '#server/kernel/halaman.ts';
import { bacaGabungan, loadGabungan, type RingkasanRekam } from '../hasil/gabungan-data';
import { findRondeKini } from '../ronde/ronde-data';

/** Who the rules act as in a follow-up's history and version stamp. */
export const OLEH_ATURAN = 'Sistem (aturan prioritas)';

/** The key of the PostgreSQL advisory locks that stand for "a record's follow-ups" (any constant of its own). */
const KUNCI_TINDAK_LANJUT = 1_971_019;

/**
 * Makes the transaction the only writer of one record's follow-ups until it ends, so that what it reads
 * of them (is one open? which priority?) still holds when it writes: two assessors opening one together,
 * a reopening beside another, the rules raising one an assessor is closing. Every transaction that
 * writes a record's follow-ups takes it first. PostgreSQL: a transaction advisory lock on the record
 * (on its row, FOR UPDATE, a sub test's save would wait, and the facility's list version each write
 * raises is taken in either order elsewhere: a deadlock); at read committed 20 openings at once opened
 * 20. SQLite has one writer, and this process's transactions run one after another on its connection.
 */
export async function kunciTindakLanjut(trx: Kysely<DB>, rekam: { pesertaId: number } | { tindakLanjutId: number }): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  if ('pesertaId' in rekam) await sql`select pg_advisory_xact_lock(${KUNCI_TINDAK_LANJUT}, ${rekam.pesertaId}::int)`.execute(trx);
  else
    await sql`select pg_advisory_xact_lock(${KUNCI_TINDAK_LANJUT}, peserta_id) from tindak_lanjut where id = ${rekam.tindakLanjutId}`.execute(trx);
}

const iso = (d: Date | null) => d?.toISOString() ?? null;
const lebihAwal = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a < b ? a : b);

type HasilBuka = 'dibuka' | 'dinaikkan' | null;

/**
 * Opens (or raises) the follow-up a record's priority asks for (D19) right after a save, the finding
 * dated `temuanPada` (the screening answer's or the sub test's time). It never fails the save: the
 * answers are already stored, so a failed opening is logged and left owed (`tl_dicek` stays behind the
 * record's version), and the next read of Beranda or the worklist, or the server's periodic check,
 * opens it (`periksaTertunda`). Returns what it did, or 'tertunda' when it is owed.
 */
export async function bukaOtomatis(db: Kysely<DB>, pesertaId: number, temuanPada: string): Promise<HasilBuka | 'tertunda'> {
  try {
    // The version is read before the rules read the record: a write in between leaves the check owed.
    const versi = await versiRekaman(db, pesertaId);
    let ringkasan: RingkasanRekam | undefined;
    const hasil = await bukaMenurutAturan(db, pesertaId, temuanPada, temuanPada, (r) => (ringkasan = r));
    if (versi !== undefined) await tandaiDicek(db, pesertaId, versi, ringkasan);
    return hasil;
  } catch (error) {
    console.warn(`Tindak lanjut rekaman ${pesertaId} belum dapat dibuka; diperiksa lagi nanti: ${(error as Error).message}`);
    return 'tertunda';
  }
}

/** The record's write version (`ringkasan_gabungan.versi`, raised by triggers), or undefined without a row. */
async function versiRekaman(db: Kysely<DB>, pesertaId: number): Promise<number | undefined> {
  const row = await db.selectFrom('ringkasan_gabungan').select('versi').where('peserta_id', '=', pesertaId).executeTakeFirst();
  return row ? Number(row.versi) : undefined;
}

/**
 * The rules have decided the record's follow-up as of `versi` (never moves the mark back). With the
 * summary the rules just computed (issue 33), the combined list's kept summary too, in the same
 * statement, if the record is still at `versi` (read before its results, as `RINGKASAN_BERSAMA` keeps
 * a view's): the list then reads it instead of computing it again on its first view after the save.
 */
async function tandaiDicek(db: Kysely<DB>, pesertaId: number, versi: number, ringkasan?: RingkasanRekam): Promise<void> {
  if (!ringkasan) {
    await db
      .updateTable('ringkasan_gabungan')
      .set({ tl_dicek: versi })
      .where('peserta_id', '=', pesertaId)
      .where((eb) => eb.or([eb('tl_dicek', 'is', null), eb('tl_dicek', '<', versi)]))
      .execute();
    return;
  }
  const kini = sql<boolean>`versi = ${versi}`;
  await db
    .updateTable('ringkasan_gabungan')
    .set({
      tl_dicek: sql<number>`case when tl_dicek is null or tl_dicek < ${versi} then ${versi} else tl_dicek end`,
      dihitung: sql<number | null>`case when ${kini} then ${versi} else dihitung end`,
      baterai: sql<string | null>`case when ${kini} then ${ringkasan.baterai} else baterai end`,
      prioritas: sql<string | null>`case when ${kini} then ${ringkasan.prioritas} else prioritas end`,
      selesai: sql<string | null>`case when ${kini} then ${ringkasan.selesai} else selesai end`,
    })
    .where('peserta_id', '=', pesertaId)
    .where((eb) => eb.or([eb('tl_dicek', 'is', null), eb('tl_dicek', '<', versi), eb('versi', '=', versi)]))
    .execute();
}

/** Records checked per batch; a read of Beranda or the worklist checks at most this many of its Rutan first. */
export const PERIKSA_PER_BATCH = 20;

/** The back-fill first: those the list last judged Kritis, Mendesak or Tinggi, then by record. */
const URUTAN_TERUTANG = sql`case r.prioritas when 'Kritis' then 0 when 'Mendesak' then 1 when 'Tinggi' then 2 else 3 end, r.peserta_id`;
const PERINGKAT_TERUTANG: Record<string, number> = { Kritis: 0, Mendesak: 1, Tinggi: 2 };

/** Records whose follow-up check is owed (alias `r`), from the partial index `ringkasan_tl_belum_dicek`. */
const saringTerutang = (db: Kysely<DB>) =>
  db
    .selectFrom('ringkasan_gabungan as r')
    .where((eb) => eb.or([eb('r.tl_dicek', 'is', null), eb('r.tl_dicek', '<>', eb.ref('r.versi'))]));

/** The checks owed, of one Rutan or of all, in the back-fill's order. */
async function terutang(db: Kysely<DB>, batas: number, location?: string) {
  let query = saringTerutang(db).select(['r.peserta_id', 'r.versi']);
  // The records owed are few (index ringkasan_tl_belum_dicek): SQLite keeps a cross join's order and
  // reads them first; from the Rutan's records it looked up each of them (9.5 ms of Beranda's at 10,000).
  if (location !== undefined)
    query = query.crossJoin('peserta as p').whereRef('p.id', '=', 'r.peserta_id').where('p.location', '=', location);
  return query.orderBy(URUTAN_TERUTANG).limit(batas).execute();
}

/** More owed checks than this in the whole database is the back-fill: a Rutan's are then found from its records. */
export const TERUTANG_SEDIKIT = 1000;

/**
 * On PostgreSQL, a Rutan's owed checks from the few owed in the whole database, or undefined when
 * they are not few (the back-fill). PostgreSQL guesses that `tl_dicek <> versi` holds for nearly every
 * row, so joined to the Rutan it started from the Rutan's records and looked each up in the partial
 * index (EXPLAIN ANALYZE on the million-record database, Rutan 1: 2,030 loops, 3.7 ms); read alone in
 * the index's order with a limit it takes the index (0.05 ms with none owed).
 */
async function terutangSedikit(db: Kysely<DB>, location: string, batas: number) {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return undefined;
  const sedikit = await db
    .selectFrom(
      saringTerutang(db)
        .select(['r.peserta_id', 'r.versi', 'r.prioritas'])
        .orderBy('r.peserta_id')
        .limit(TERUTANG_SEDIKIT + 1)
        .as('r'),
    )
    .innerJoin('peserta as p', 'p.id', 'r.peserta_id')
    .select(['r.peserta_id', 'r.versi', 'r.prioritas', 'p.location'])
    .execute();
  if (sedikit.length > TERUTANG_SEDIKIT) return undefined;
  const peringkat = (r: { prioritas: string | null }) => PERINGKAT_TERUTANG[r.prioritas ?? ''] ?? 3;
  return sedikit
    .filter((r) => r.location === location)
    .sort((a, b) => peringkat(a) - peringkat(b) || a.peserta_id - b.peserta_id)
    .slice(0, batas);
}

/**
 * The follow-up checks still owed (D19), oldest records first, of one Rutan or of all: a save whose
 * opening failed, and, once after the release that brought this, every record that was already
 * Kritis, Mendesak or Tinggi without a follow-up (the back-fill). A follow-up opened here is dated from
 * the finding as the interpretation dates it (the screening answer or the sub test's submission), never
 * from this check. A record whose check fails stays owed. Returns how many were checked.
 */
export async function periksaTertunda(
  db: Kysely<DB>,
  opsi: { sekarang: string; location?: string; batas?: number },
): Promise<{ diperiksa: number; dibuka: number; gagal: number }> {
  const batas = opsi.batas ?? PERIKSA_PER_BATCH;
  const sedikit = opsi.location === undefined ? undefined : await terutangSedikit(db, opsi.location, batas);
  const owed = sedikit ?? (await terutang(db, batas, opsi.location));
  const hitung = { diperiksa: 0, dibuka: 0, gagal: 0 };
  const dicek: { id: number; versi: number; ringkasan?: RingkasanRekam }[] = [];
  for (const r of owed) {
    try {
      let ringkasan: RingkasanRekam | undefined;
      const hasil = await bukaMenurutAturan(db, r.peserta_id, null, opsi.sekarang, (x) => (ringkasan = x));
      dicek.push({ id: r.peserta_id, versi: Number(r.versi), ringkasan });
      if (hasil) hitung.dibuka++;
    } catch (error) {
      hitung.gagal++;
      console.warn(`Tindak lanjut rekaman ${r.peserta_id} belum dapat dibuka; diperiksa lagi nanti: ${(error as Error).message}`);
    }
  }
  // The marks of a batch in one commit (one per record made the back-fill's first run a commit per record).
  if (dicek.length > 0)
    await db.transaction().execute(async (trx) => {
      for (const d of dicek) await tandaiDicek(trx, d.id, d.versi, d.ringkasan);
    });
  hitung.diperiksa = dicek.length;
  return hitung;
}

/**
 * What the rules decide for one record: a follow-up is opened (or raised) only when the record's
 * priority is above every follow-up it already has in this round, open or closed: a closed Kritis
 * follow-up is not reopened by the next sub test. An open one of a lower priority is raised, its due
 * time the earlier of the two. The finding is dated `temuanPada`, or, when null, as the interpretation
 * dates it; `sekarang` is when the system acts (history, audit). Throws when it cannot write.
 */
async function bukaMenurutAturan(
  db: Kysely<DB>,
  pesertaId: number,
  temuanPada: string | null,
  sekarang: string,
  catatRingkasan?: (r: RingkasanRekam) => void,
): Promise<HasilBuka> {
  const p = await db
    .selectFrom('peserta')
    .select(['id', 'registration_no', 'location', 'asessor_id'])
    .where('id', '=', pesertaId)
    .executeTakeFirst();
  if (!p) return null;
  const dibaca = await bacaGabungan({ db }, { location: p.location, registrationNo: p.registration_no });
  if (!dibaca) return null;
  const { view } = dibaca;
  catatRingkasan?.(dibaca.ringkasan);
  // D22: a current review's priority, not the rules', once a psychologist has set one.
  const prioritas = prioritasBerlaku(view.prioritas, view.tinjauan);
  if (!membukaTindakLanjut(prioritas)) return null;
  const temuan = temuanPada ?? view.interpretasi.waktu_temuan ?? sekarang;
  const tenggat = iso(tenggatTindakLanjut(prioritas, new Date(temuan)));
  try {
    return await db.transaction().execute(async (trx) => {
      await kunciTindakLanjut(trx, { pesertaId });
      // D20: each round has its own follow-ups; an earlier round's stay as they are.
      const ronde = await findRondeKini(trx, pesertaId);
      const ada = await trx
        .selectFrom('tindak_lanjut')
        .select(['id', 'prioritas', 'status', 'tenggat'])
        .where('peserta_id', '=', pesertaId)
        .where('ronde', '=', ronde)
        .execute();
      if (ada.some((t) => bandingPrioritas(t.prioritas as Prioritas, prioritas) >= 0)) return null;
      const terbuka = ada.find((t) => t.status === 'terbuka');
      let hasil: 'dibuka' | 'dinaikkan';
      if (terbuka) {
        await trx
          .updateTable('tindak_lanjut')
          .set((eb) => ({
            prioritas,
            tenggat: lebihAwal(terbuka.tenggat, tenggat),
            temuan_pada: temuan,
            versi: eb('versi', '+', 1),
            diubah_pada: sekarang,
            diubah_oleh: OLEH_ATURAN,
          }))
          .where('id', '=', terbuka.id)
          .execute();
        await insertRiwayat(
          trx,
          terbuka.id,
          'dinaikkan',
          `Prioritas naik dari ${terbuka.prioritas} ke ${prioritas}`,
          sekarang,
          OLEH_ATURAN,
        );
        hasil = 'dinaikkan';
      } else {
        const { id } = await trx
          .insertInto('tindak_lanjut')
          .values({
            peserta_id: pesertaId,
            ronde,
            prioritas,
            sumber: 'aturan',
            temuan_pada: temuan,
            tenggat,
            // The record's responsible assessor owns it until someone else is named.
            petugas_id: p.asessor_id,
            dibuat_pada: sekarang,
            diubah_pada: sekarang,
            diubah_oleh: OLEH_ATURAN,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await insertRiwayat(trx, id, 'dibuka', `Dibuka oleh aturan: prioritas ${prioritas}`, sekarang, OLEH_ATURAN);
        hasil = 'dibuka';
      }
      await trx
        .insertInto('audit')
        .values({
          at: sekarang,
          role: 'sistem',
          actor_id: null,
          actor_name: OLEH_ATURAN,
          action: hasil === 'dibuka' ? 'tindak-lanjut.buka_otomatis' : 'tindak-lanjut.naik_otomatis',
          target: p.registration_no,
          detail: `prioritas ${prioritas}, tenggat ${waktuWib(tenggat)}`,
          ip: null,
        })
        .execute();
      return hasil;
    });
  } catch (error) {
    // Two saves of one record at once: the other opened it (one per record and priority).
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** Who a review acts as in a follow-up's history and version stamp. */
export const olehPsikolog = (nama: string) => `Psikolog ${nama} (tinjauan)`;

/**
 * D22: a psychologist's review sets the priority of the current round's follow-up. An open follow-up
 * takes the review's priority, up or down: raised, it is due no later than the new priority counts from
 * the review; lowered, its due time is counted again from its finding. Without an open follow-up, an
 * override to a priority that opens one (Tinggi and above) opens it, dated from the review, unless one of
 * the round's follow-ups was already at least that urgent. Each change is in the follow-up's history. Returns what
 * changed, in words for the review's audit entry, or null.
 */
export async function terapkanTinjauan(
  db: Kysely<DB>,
  pesertaId: number,
  t: { prioritas: Prioritas; prioritas_sistem: Prioritas; alasan: string | null; psikolog_nama: string; ditinjau_at: string },
): Promise<string | null> {
  const oleh = olehPsikolog(t.psikolog_nama);
  const sebab = t.prioritas === t.prioritas_sistem ? 'prioritas aturan dikonfirmasi' : `alasan: ${t.alasan ?? '-'}`;
  return db.transaction().execute(async (trx) => {
    await kunciTindakLanjut(trx, { pesertaId });
    const ronde = await findRondeKini(trx, pesertaId);
    const ada = await trx
      .selectFrom('tindak_lanjut')
      .select(['id', 'prioritas', 'status', 'tenggat', 'temuan_pada'])
      .where('peserta_id', '=', pesertaId)
      .where('ronde', '=', ronde)
      .execute();
    const terbuka = ada.find((x) => x.status === 'terbuka');
    if (terbuka) {
      const lama = terbuka.prioritas as Prioritas;
      if (lama === t.prioritas) return null;
      const tenggat =
        bandingPrioritas(t.prioritas, lama) > 0
          ? lebihAwal(terbuka.tenggat, iso(tenggatTindakLanjut(t.prioritas, new Date(t.ditinjau_at))))
          : iso(tenggatTindakLanjut(t.prioritas, new Date(terbuka.temuan_pada)));
      await trx
        .updateTable('tindak_lanjut')
        .set((eb) => ({ prioritas: t.prioritas, tenggat, versi: eb('versi', '+', 1), diubah_pada: t.ditinjau_at, diubah_oleh: oleh }))
        .where('id', '=', terbuka.id)
        .execute();
      const kalimat = `Prioritas diubah psikolog dari ${lama} ke ${t.prioritas} (${sebab})`;
      await insertRiwayat(trx, terbuka.id, 'prioritas_psikolog', kalimat, t.ditinjau_at, oleh);
      return `tindak lanjut: ${kalimat}`;
    }
    // A confirmation without an open follow-up leaves the opening to the rules (bukaOtomatis), as before the review.
    if (t.prioritas === t.prioritas_sistem || !membukaTindakLanjut(t.prioritas)) return null;
    if (ada.some((x) => bandingPrioritas(x.prioritas as Prioritas, t.prioritas) >= 0)) return null;
    const p = await trx.selectFrom('peserta').select('asessor_id').where('id', '=', pesertaId).executeTakeFirstOrThrow();
    const { id } = await trx
      .insertInto('tindak_lanjut')
      .values({
        peserta_id: pesertaId,
        ronde,
        prioritas: t.prioritas,
        sumber: 'psikolog',
        temuan_pada: t.ditinjau_at,
        tenggat: iso(tenggatTindakLanjut(t.prioritas, new Date(t.ditinjau_at))),
        petugas_id: p.asessor_id,
        dibuat_pada: t.ditinjau_at,
        diubah_pada: t.ditinjau_at,
        diubah_oleh: oleh,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const kalimat = `Dibuka oleh tinjauan psikolog: prioritas ${t.prioritas} (${sebab})`;
    await insertRiwayat(trx, id, 'dibuka', kalimat, t.ditinjau_at, oleh);
    return `tindak lanjut: ${kalimat}`;
  });
}

export async function insertRiwayat(
  db: Kysely<DB>,
  tindakLanjutId: number,
  jenis: string,
  keterangan: string | null,
  pada: string,
  oleh: string,
): Promise<void> {
  await db
    .insertInto('tindak_lanjut_riwayat')
    .values({ tindak_lanjut_id: tindakLanjutId, jenis, keterangan, pada, oleh })
    .execute();
}

/** When and by whom a change to a follow-up was written down (the assessor's session, the server's clock). */
export interface Dicatat {
  sekarang: string;
  oleh: string;
}

/** The columns an action and a referral share: whose follow-up, and when and by whom it was written down. */
const tercatat = (tindakLanjutId: number, d: Dicatat) => ({ tindak_lanjut_id: tindakLanjutId, dicatat_pada: d.sekarang, dicatat_oleh: d.oleh });

/** An action taken for a follow-up, as the assessor reports it (`pada` is when it was taken). */
export async function insertAksi(
  db: Kysely<DB>,
  tindakLanjutId: number,
  { tindakan, oleh, pada, catatan }: { tindakan: string; oleh: string; pada: string; catatan: string | null },
  dicatat: Dicatat,
): Promise<void> {
  const aksi = { tindakan, oleh, pada: new Date(pada).toISOString(), catatan };
  await db.insertInto('tindak_lanjut_aksi').values({ ...tercatat(tindakLanjutId, dicatat), ...aksi }).execute();
}

/** A referral; its outcome, when already known, is dated now. */
export async function insertRujukan(
  db: Kysely<DB>,
  tindakLanjutId: number,
  r: { tujuan: TujuanRujukan; tujuan_lain: string | null; tanggal: string; nomor: string | null; hasil: string | null },
  dicatat: Dicatat,
): Promise<void> {
  const rujukan = {
    tujuan: r.tujuan,
    tujuan_lain: r.tujuan === 'lainnya' ? r.tujuan_lain : null,
    tanggal: r.tanggal,
    nomor: r.nomor,
    hasil: r.hasil,
    hasil_pada: r.hasil ? dicatat.sekarang : null,
  };
  await db.insertInto('tindak_lanjut_rujukan').values({ ...tercatat(tindakLanjutId, dicatat), ...rujukan }).execute();
}

/** A referral's outcome, dated now. */
export async function simpanHasilRujukan(db: Kysely<DB>, rujukanId: number, hasil: string, sekarang: string): Promise<void> {
  await db.updateTable('tindak_lanjut_rujukan').set({ hasil, hasil_pada: sekarang }).where('id', '=', rujukanId).execute();
}

/** How many actions and referrals a follow-up has: the list's and the detail's columns, written once. */
function jumlahAksiRujukan(eb: ExpressionBuilder<DB & { t: DB['tindak_lanjut'] }, 't'>) {
  return [
    eb
      .selectFrom('tindak_lanjut_aksi as x')
      .select(eb.fn.countAll().as('n'))
      .whereRef('x.tindak_lanjut_id', '=', 't.id')
      .as('jumlah_aksi'),
    eb
      .selectFrom('tindak_lanjut_rujukan as r')
      .select(eb.fn.countAll().as('n'))
      .whereRef('r.tindak_lanjut_id', '=', 't.id')
      .as('jumlah_rujukan'),
  ];
}

/** The follow-ups (alias `t`) of a Rutan's records (alias `p`), with their officer and counts. */
function tindakLanjutDiLokasi(db: Kysely<DB>, location: string, q?: string) {
  // Without a search, from the follow-ups to their records (a cross join keeps SQLite to that order):
  // from the Rutan's records, SQLite without statistics took `p.location` for a few rows and walked
  // every record of the Rutan for its follow-ups (10,000 records: 50,000 steps for a worklist of none).
  const query = q?.trim()
    ? pesertaDiLokasi(db, location, q).innerJoin('tindak_lanjut as t', 't.peserta_id', 'p.id')
    : db
        .selectFrom('tindak_lanjut as t')
        .crossJoin('peserta as p')
        .whereRef('p.id', '=', 't.peserta_id')
        .where('p.location', '=', location);
  return query.leftJoin('asessor as a', 'a.id', 't.petugas_id');
}

/** A follow-up's own columns as every view of it reads them (worklist, detail, the report's record). */
export const KOLOM_TINDAK_LANJUT = [
  't.id',
  't.prioritas',
  't.sumber',
  't.temuan_pada',
  't.tenggat',
  't.status',
  't.alasan_tutup',
  't.ditutup_pada',
] as const;

const KOLOM_BARIS = [
  ...KOLOM_TINDAK_LANJUT,
  't.versi',
  't.diubah_pada',
  't.diubah_oleh',
  't.petugas_id',
  'a.name as petugas_name',
  'p.id as peserta_id',
  'p.registration_no',
  'p.name',
  'p.kategori',
] as const;

type Baris = Pick<
  Selectable<TindakLanjutTable>,
  'id' | 'prioritas' | 'sumber' | 'temuan_pada' | 'tenggat' | 'status' | 'alasan_tutup' | 'ditutup_pada' | 'versi' | 'diubah_pada' | 'diubah_oleh' | 'petugas_id'
> & {
  petugas_name: string | null;
  peserta_id: number;
  registration_no: string;
  name: string;
  kategori: string;
  jumlah_aksi: number | string | bigint;
  jumlah_rujukan: number | string | bigint;
};

function keluaran(r: Baris, sekarang: Date) {
  const status = r.status === 'ditutup' ? ('ditutup' as const) : ('terbuka' as const);
  return {
    id: r.id,
    peserta: { id: r.peserta_id, registration_no: r.registration_no, name: r.name, kategori: r.kategori },
    prioritas: r.prioritas as Prioritas,
    sumber: r.sumber,
    temuan_pada: r.temuan_pada,
    tenggat: r.tenggat,
    terlambat: status === 'terbuka' && terlambat(r.tenggat, sekarang),
    status,
    label_status: labelStatusTindakLanjut(r, sekarang),
    alasan_tutup: r.alasan_tutup,
    ditutup_pada: r.ditutup_pada,
    petugas: r.petugas_id !== null && r.petugas_name !== null ? { id: r.petugas_id, name: r.petugas_name } : null,
    jumlah_aksi: Number(r.jumlah_aksi),
    jumlah_rujukan: Number(r.jumlah_rujukan),
    versi: Number(r.versi),
    diubah_pada: r.diubah_pada,
    diubah_oleh: r.diubah_oleh,
  };
}
export type TindakLanjutKeluaran = ReturnType<typeof keluaran>;

export interface FilterDaftar extends PagedQuery {
  status?: 'terbuka' | 'ditutup' | 'terlambat' | 'semua';
  prioritas?: string;
  petugas?: number | 'tanpa';
}

/** The worklist's order: open ones first by due time (none last), then the closed ones; the id decides ties. */
const URUTAN_DAFTAR = sql`case when t.status = 'terbuka' then 0 else 1 end, case when t.tenggat is null then 1 else 0 end, t.tenggat, t.id`;

/**
 * A Rutan's follow-ups, open ones first by due time (the most pressing on top; none last), then the
 * closed ones. Open only unless another status is asked for.
 */
export async function listTindakLanjut(db: Kysely<DB>, location: string, f: FilterDaftar, sekarang: Date) {
  const status = f.status ?? 'terbuka';
  let query = tindakLanjutDiLokasi(db, location, f.q);
  if (status === 'terbuka' || status === 'terlambat') query = query.where('t.status', '=', 'terbuka');
  if (status === 'ditutup') query = query.where('t.status', '=', 'ditutup');
  if (status === 'terlambat') query = query.where('t.tenggat', '<', sekarang.toISOString());
  if (f.prioritas) query = query.where('t.prioritas', '=', f.prioritas);
  if (f.petugas === 'tanpa') query = query.where('t.petugas_id', 'is', null);
  else if (f.petugas !== undefined) query = query.where('t.petugas_id', '=', f.petugas);

  const { page, perPage } = pageOf({ ...f, page: f.page ?? 1 });
  const [rows, jumlah] = await Promise.all([
    // The page's ids first: the counts of actions and referrals only for the page's rows.
    halamanIdDulu(
      tindakLanjutDiLokasi(db, location).select(KOLOM_BARIS).select(jumlahAksiRujukan).orderBy(URUTAN_DAFTAR),
      't.id',
      query.select('t.id').orderBy(URUTAN_DAFTAR),
      { limit: perPage, offset: (page - 1) * perPage },
    ).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((r) => keluaran(r as Baris, sekarang)),
    total: Number(jumlah.n),
    page,
    per_page: perPage,
  };
}

/** One follow-up of the Rutan, or undefined (another Rutan's is not found, D1). */
export async function findTindakLanjut(db: Kysely<DB>, location: string, id: number, sekarang: Date) {
  const row = await tindakLanjutDiLokasi(db, location)
    .select(KOLOM_BARIS)
    .select(jumlahAksiRujukan)
    .where('t.id', '=', id)
    .executeTakeFirst();
  return row ? keluaran(row as Baris, sekarang) : undefined;
}

/** The record a follow-up belongs to, whatever its Rutan (for the audited cross-Rutan 404). */
export async function findPesertaTindakLanjut(db: Kysely<DB>, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('tindak_lanjut').select('peserta_id').where('id', '=', id).executeTakeFirst();
  return row?.peserta_id;
}

/** A follow-up's actions, referrals and history, oldest first, and what its record's interpretation asks for. */
export async function loadRincian(db: Kysely<DB>, t: TindakLanjutKeluaran, location: string) {
  const [aksi, rujukan, riwayat, view] = await Promise.all([
    db
      .selectFrom('tindak_lanjut_aksi')
      .select(['id', 'tindakan', 'oleh', 'pada', 'catatan', 'dicatat_oleh'])
      .where('tindak_lanjut_id', '=', t.id)
      .orderBy('pada')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('tindak_lanjut_rujukan')
      .select(['id', 'tujuan', 'tujuan_lain', 'tanggal', 'nomor', 'hasil', 'hasil_pada', 'dicatat_oleh'])
      .where('tindak_lanjut_id', '=', t.id)
      .orderBy('tanggal')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('tindak_lanjut_riwayat')
      .select(['jenis', 'keterangan', 'pada', 'oleh'])
      .where('tindak_lanjut_id', '=', t.id)
      .orderBy('id')
      .execute(),
    loadGabungan({ db }, { location, registrationNo: t.peserta.registration_no }),
  ]);
  const saran = view ? [...new Set([...view.interpretasi.kritis.tindakan, ...view.tindakan_utama])] : [];
  // D24: beside each asked-for action, the kinds of local contact it needs (the critical actions are page 1's).
  const kontak = (t: string) => view?.interpretasi.kontak_tindakan_utama[view.interpretasi.tindakan_utama.indexOf(t)] ?? [];
  return {
    aksi,
    rujukan: rujukan.map((r) => ({ ...r, tujuan: r.tujuan as TujuanRujukan })),
    riwayat,
    tindakan_saran: saran,
    kontak_saran: saran.map(kontak),
  };
}

/** The assessors of a Rutan, by name: who may own a follow-up. */
export function listPetugas(db: Kysely<DB>, location: string) {
  return db.selectFrom('asessor').select(['id', 'name']).where('location', '=', location).orderBy('name').execute();
}

/** Opens a follow-up by hand (any priority), its clock from now; null when the record has one open already (nothing written). */
export async function insertTindakLanjut(
  db: Kysely<DB>,
  v: { pesertaId: number; prioritas: Prioritas; petugasId: number | null; alasan: string; sekarang: string; oleh: string },
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    await kunciTindakLanjut(trx, { pesertaId: v.pesertaId });
    if (await adaTerbuka(trx, v.pesertaId)) return null;
    const { id } = await trx
      .insertInto('tindak_lanjut')
      .values({
        peserta_id: v.pesertaId,
        ronde: await findRondeKini(trx, v.pesertaId),
        prioritas: v.prioritas,
        sumber: 'asessor',
        temuan_pada: v.sekarang,
        tenggat: iso(tenggatTindakLanjut(v.prioritas, new Date(v.sekarang))),
        petugas_id: v.petugasId,
        dibuat_pada: v.sekarang,
        diubah_pada: v.sekarang,
        diubah_oleh: v.oleh,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertRiwayat(trx, id, 'dibuka', `Dibuka oleh asesor (prioritas ${v.prioritas}): ${v.alasan}`, v.sekarang, v.oleh);
    return id;
  });
}

/** Whether the record has an open follow-up (other than `selain`). */
export async function adaTerbuka(db: Kysely<DB>, pesertaId: number, selain?: number): Promise<boolean> {
  const row = await db
    .selectFrom('tindak_lanjut')
    .select('id')
    .where('peserta_id', '=', pesertaId)
    .where('status', '=', 'terbuka')
    .$if(selain !== undefined, (q) => q.where('id', '<>', selain!))
    .executeTakeFirst();
  return row !== undefined;
}

export class VersiBerubah extends Error {
  constructor(
    readonly oleh: string,
    readonly pada: string,
  ) {
    super('versi berubah');
  }
}

/** The 409's words: who changed it and when, so the second editor knows what to reload. */
export function pesanVersiBerubah(e: VersiBerubah): string {
  return `Tindak lanjut ini sudah diubah oleh ${e.oleh} pada ${waktuWib(e.pada)}. Muat ulang halaman untuk melihat perubahan terbaru, lalu ulangi.`;
}

/**
 * One change to a follow-up: in one transaction, the version read by the editor is checked and raised
 * (with `set` applied to the row), then `tulis` writes the rest. A change made since the editor read it
 * throws `VersiBerubah` and writes nothing. Returns the new version.
 */
export async function ubahTindakLanjut(
  db: Kysely<DB>,
  v: {
    id: number;
    versi: number;
    sekarang: string;
    oleh: string;
    set?: Partial<{ petugas_id: number | null; status: string; alasan_tutup: string | null; ditutup_pada: string | null }>;
  },
  tulis: (trx: Transaction<DB>) => Promise<void>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await kunciTindakLanjut(trx, { tindakLanjutId: v.id });
    const hasil = await trx
      .updateTable('tindak_lanjut')
      .set((eb) => ({ ...v.set, versi: eb('versi', '+', 1), diubah_pada: v.sekarang, diubah_oleh: v.oleh }))
      .where('id', '=', v.id)
      .where('versi', '=', v.versi)
      .executeTakeFirst();
    if (Number(hasil.numUpdatedRows) !== 1) {
      const kini = await trx
        .selectFrom('tindak_lanjut')
        .select(['diubah_oleh', 'diubah_pada'])
        .where('id', '=', v.id)
        .executeTakeFirstOrThrow();
      throw new VersiBerubah(kini.diubah_oleh, kini.diubah_pada);
    }
    await tulis(trx);
    return v.versi + 1;
  });
}

/** A referral of a follow-up, or undefined. */
export function findRujukan(db: Kysely<DB>, tindakLanjutId: number, rujukanId: number) {
  return db
    .selectFrom('tindak_lanjut_rujukan')
    .select(['id', 'tujuan', 'hasil'])
    .where('id', '=', rujukanId)
    .where('tindak_lanjut_id', '=', tindakLanjutId)
    .executeTakeFirst();
}

/**
 * Each record's newest follow-up (the open one when there is one) among the given records: what the
 * combined list and the exports show as its status.
 */
export async function statusPerPeserta(
  db: Kysely<DB>,
  pesertaIds: readonly number[],
  sekarang: Date,
): Promise<Map<number, string>> {
  const hasil = new Map<number, string>();
  for (let i = 0; i < pesertaIds.length; i += 5000) {
    const rows = await db
      .selectFrom('tindak_lanjut')
      .select(['peserta_id', 'status', 'alasan_tutup', 'tenggat', 'id'])
      .where('peserta_id', 'in', pesertaIds.slice(i, i + 5000))
      .orderBy('id')
      .execute();
    const pilih = new Map<number, (typeof rows)[number]>();
    for (const r of rows) {
      const kini = pilih.get(r.peserta_id);
      if (!kini || kini.status !== 'terbuka' || r.status === 'terbuka') pilih.set(r.peserta_id, r);
    }
    for (const [id, r] of pilih) hasil.set(id, labelStatusTindakLanjut(r, sekarang));
  }
  return hasil;
}
