// D20, screening rounds. `hasil`, `persetujuan` and `kesediaan` hold the current round; a closed
// round lives in its `ronde` row (frozen priority, screening answers, consent, assent) and in
// `hasil_riwayat` (its scored results, and every attempt a retest replaced). See migration 20261128-50.
import type { ExpressionBuilder, Kysely, SelectExpression } from 'kysely';
import {
  INSTRUMEN,
  INSTRUMENT_KEYS,
  PRIORITAS_KEYS,
  SCREENING_KEYS,
  adaTanda,
  bandingkanRonde,
  perubahanPrioritas,
  ukuranHasil,
  type AlasanRonde,
  type BarisPerbandingan,
  type HasilRonde,
  type InstrumentKey,
  type Prioritas,
  type TandaValiditas,
  type UkuranSkor,
} from '#domain/index.ts';
import type { DB, Hasil, RondeTable } from '#server/db/schema.ts';
import { conflict } from '#server/errors.ts';
import { isUniqueViolation } from '#server/kernel/db-errors.ts';
import { pesertaBernomor } from '#server/kernel/cari-peserta.ts';
import type { VersiTersimpan } from '#server/kernel/versi-edit.ts';
import { KOLOM_ORANG_RONDE, loadGabungan } from '../hasil/gabungan-data';
import { KOLOM_HASIL, hasilKeluaran } from '../hasil/hasil-data';

export const PESAN_RONDE_DITUTUP = (nomor: number) =>
  `Ronde ${nomor} sudah ditutup karena skrining ulang: hasilnya hanya bisa dibaca, tidak bisa diubah.`;

const keKunci = (v: string): InstrumentKey | null =>
  (INSTRUMENT_KEYS as readonly string[]).includes(v) ? (v as InstrumentKey) : null;
const kePrioritas = (v: string | null | undefined): Prioritas | null =>
  v && (PRIORITAS_KEYS as readonly string[]).includes(v) ? (v as Prioritas) : null;

/** The record's current round number (its highest; 1 when it has no row, e.g. a record inserted before the trigger existed). */
export async function findRondeKini(db: Kysely<DB>, pesertaId: number): Promise<number> {
  const row = await db
    .selectFrom('ronde')
    .select((eb) => eb.fn.max('nomor').as('nomor'))
    .where('peserta_id', '=', pesertaId)
    .executeTakeFirst();
  return Number(row?.nomor ?? 1) || 1;
}

/** The person's columns a round's interpretation read, frozen with the round when it closes. */
const KOLOM_SKRINING = [...SCREENING_KEYS, 'kekerasan_seksual_baru', 'pelaku_satu_fasilitas', ...KOLOM_ORANG_RONDE] as const;

export interface RekamRonde {
  id: number;
  registration_no: string;
  location: string;
}

/**
 * "Skrining ulang": closes the current round and opens the next, in one transaction. Refused (409,
 * nothing written) while a sub test of the record is being taken, and while the current round holds
 * nothing yet (no result and no refusal: there is nothing to compare and nothing to close). Two
 * assessors at once: one opens the round, the other is told.
 */
export async function startRonde(
  db: Kysely<DB>,
  rekam: RekamRonde,
  masuk: { alasan: AlasanRonde; catatan: string | null },
  oleh: string,
  now: string,
): Promise<{ nomor: number; prioritasSebelum: Prioritas | null }> {
  try {
    return await db.transaction().execute(async (trx) => {
      const nomor = await findRondeKini(trx, rekam.id);
      const dikerjakan = await trx
        .selectFrom('pengerjaan')
        .select('instrument')
        .where('peserta_id', '=', rekam.id)
        .executeTakeFirst();
      if (dikerjakan) {
        const kunci = keKunci(dikerjakan.instrument);
        throw conflict(
          `Sub tes ${kunci ? INSTRUMEN[kunci].namaPendek : dikerjakan.instrument} sedang dikerjakan. Tunggu sampai selesai atau akhiri dari Pemantauan, lalu mulai skrining ulang.`,
        );
      }
      const [jumlahHasil, kesediaan, persetujuan, orang] = await Promise.all([
        trx
          .selectFrom('hasil')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('peserta_id', '=', rekam.id)
          .executeTakeFirst(),
        trx.selectFrom('kesediaan').selectAll().where('peserta_id', '=', rekam.id).executeTakeFirst(),
        trx.selectFrom('persetujuan').selectAll().where('peserta_id', '=', rekam.id).executeTakeFirst(),
        trx
          .selectFrom('peserta')
          .select([...KOLOM_SKRINING])
          .where('id', '=', rekam.id)
          .executeTakeFirstOrThrow(),
      ]);
      if (Number(jumlahHasil?.n ?? 0) === 0 && kesediaan?.jawaban !== 'menolak') {
        throw conflict(
          `Ronde ${nomor} belum berisi hasil sub tes apa pun. Lanjutkan ronde ini; skrining ulang dimulai setelah ada hasil.`,
        );
      }
      // The priority the round closes with: the combined view's, read in this transaction.
      const view = await loadGabungan({ db: trx }, { location: rekam.location, registrationNo: rekam.registration_no });
      const prioritasSebelum = view && Number(jumlahHasil?.n ?? 0) > 0 ? view.prioritas : null;
      await trx
        .updateTable('ronde')
        .set({
          ditutup_at: now,
          prioritas: prioritasSebelum,
          skrining: JSON.stringify(orang),
          persetujuan: persetujuan ? JSON.stringify(persetujuan) : null,
          kesediaan: kesediaan ? JSON.stringify(kesediaan) : null,
        })
        .where('peserta_id', '=', rekam.id)
        .where('nomor', '=', nomor)
        .execute();
      await arsipHasil(trx, { kolom: 'peserta_id', nilai: rekam.id }, 'dinilai', (s) => s.val(nomor).as('ronde'), now);
      // D21: a new round asks for consent and the person's assent again.
      await trx.deleteFrom('persetujuan').where('peserta_id', '=', rekam.id).execute();
      await trx.deleteFrom('kesediaan').where('peserta_id', '=', rekam.id).execute();
      await trx
        .insertInto('ronde')
        .values({
          peserta_id: rekam.id,
          nomor: nomor + 1,
          alasan: masuk.alasan,
          catatan: masuk.catatan,
          dimulai_at: now,
          dimulai_oleh: oleh,
        })
        .execute();
      // The screening answers carry into the new round as its own: a finding they give in this round
      // arises now, so its follow-up's clock counts from the round's start, not from the first screening
      // (round 1 froze the old time above).
      await trx.updateTable('peserta').set({ skrining_at: now }).where('id', '=', rekam.id).execute();
      return { nomor: nomor + 1, prioritasSebelum };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('Skrining ulang untuk data ini baru saja dimulai oleh asessor lain. Muat ulang halaman.');
    throw error;
  }
}

export interface RondeBaris extends Pick<RondeTable, 'nomor' | 'alasan' | 'catatan' | 'dimulai_at' | 'dimulai_oleh' | 'ditutup_at'> {
  versi: number;
  /** A closed round's frozen priority; the current round's as the combined view computes it now (null: nothing to judge yet). */
  prioritas: Prioritas | null;
  jumlah_hasil: number;
}

/**
 * Saves the note of the record's round `nomor` while it is the current one, from the version the
 * assessor read (`versi`, when sent): 'ditutup' when the round closed meanwhile (a round start wins,
 * nothing written), 'berubah' with the stored version and who saved it when another save came first.
 */
export async function ubahCatatanRonde(
  db: Kysely<DB>,
  pesertaId: number,
  nomor: number,
  u: { catatan: string | null; versi?: number; oleh: string; at: string },
): Promise<{ jenis: 'disimpan'; versi: number } | { jenis: 'ditutup' } | { jenis: 'berubah'; tersimpan: VersiTersimpan }> {
  let ubah = db
    .updateTable('ronde')
    .set((eb) => ({ catatan: u.catatan, versi: eb('versi', '+', 1), diubah_oleh: u.oleh, diubah_at: u.at }))
    .where('peserta_id', '=', pesertaId)
    .where('nomor', '=', nomor)
    .where('ditutup_at', 'is', null);
  if (u.versi !== undefined) ubah = ubah.where('versi', '=', u.versi);
  const row = await ubah.returning('versi').executeTakeFirst();
  if (row) return { jenis: 'disimpan', versi: Number(row.versi) };
  const kini = await db
    .selectFrom('ronde')
    .select(['versi', 'diubah_oleh', 'diubah_at', 'dimulai_oleh', 'dimulai_at', 'ditutup_at'])
    .where('peserta_id', '=', pesertaId)
    .where('nomor', '=', nomor)
    .executeTakeFirst();
  if (!kini || kini.ditutup_at !== null) return { jenis: 'ditutup' };
  const tersimpan = { versi: Number(kini.versi), diubah_oleh: kini.diubah_oleh ?? kini.dimulai_oleh, updated_at: kini.diubah_at ?? kini.dimulai_at };
  return { jenis: 'berubah', tersimpan };
}

/** Every round of a record, oldest first. */
export async function listRonde(db: Kysely<DB>, rekam: RekamRonde): Promise<RondeBaris[]> {
  const [rows, arsip, kini, view] = await Promise.all([
    db.selectFrom('ronde').selectAll().where('peserta_id', '=', rekam.id).orderBy('nomor').execute(),
    db
      .selectFrom('hasil_riwayat')
      .select((eb) => ['ronde', eb.fn.countAll<number | string>().as('n')])
      .where('peserta_id', '=', rekam.id)
      .where('status', '=', 'dinilai')
      .groupBy('ronde')
      .execute(),
    db
      .selectFrom('hasil')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('peserta_id', '=', rekam.id)
      .executeTakeFirst(),
    loadGabungan({ db }, { location: rekam.location, registrationNo: rekam.registration_no }),
  ]);
  const nKini = Number(kini?.n ?? 0);
  return rows.map((r, i) => {
    const terakhir = i === rows.length - 1;
    return {
      nomor: r.nomor,
      alasan: r.alasan,
      catatan: r.catatan,
      dimulai_at: r.dimulai_at,
      dimulai_oleh: r.dimulai_oleh,
      versi: Number(r.versi),
      ditutup_at: r.ditutup_at,
      prioritas: terakhir ? (nKini > 0 && view ? view.prioritas : null) : kePrioritas(r.prioritas),
      jumlah_hasil: terakhir ? nKini : Number(arsip.find((a) => a.ronde === r.nomor)?.n ?? 0),
    };
  });
}

export interface Percobaan {
  instrument: InstrumentKey;
  kode: string;
  nama: string;
  percobaan: number;
  /** True for the attempt scored for the round (the newest; a retest replaces a flagged one). */
  dinilai: boolean;
  submitted_at: string;
  timed_out: boolean;
  validitas: TandaValiditas[];
  /** A retest of this (flagged, current) result was asked for and is not yet saved. */
  ulang_diminta_at: string | null;
  ukuran: UkuranSkor[];
}

type BarisTersimpan = { instrument: string; percobaan: number } & Pick<Hasil, (typeof KOLOM_HASIL)[number]>;

function kePercobaan(row: BarisTersimpan, dinilai: boolean, ulangDimintaAt: string | null): Percobaan | null {
  const key = keKunci(row.instrument);
  if (!key) return null;
  const hasil = hasilKeluaran(key, row);
  return {
    instrument: key,
    kode: INSTRUMEN[key].kode,
    nama: INSTRUMEN[key].namaPendek,
    percobaan: Number(row.percobaan),
    dinilai,
    submitted_at: row.submitted_at,
    timed_out: Boolean(row.timed_out),
    validitas: hasil.validitas,
    ulang_diminta_at: ulangDimintaAt,
    ukuran: ukuranHasil(key, hasil),
  };
}

/** Every attempt of one round, by instrument order then attempt: the scored one and those a retest replaced. */
export async function listPercobaan(db: Kysely<DB>, pesertaId: number, nomor: number, kini: boolean): Promise<Percobaan[]> {
  const arsip = await db
    .selectFrom('hasil_riwayat')
    .select(['instrument', 'percobaan', 'status', ...KOLOM_HASIL])
    .where('peserta_id', '=', pesertaId)
    .where('ronde', '=', nomor)
    .execute();
  const semua: Percobaan[] = [];
  for (const r of arsip) {
    const p = kePercobaan(r, r.status === 'dinilai', null);
    if (p) semua.push(p);
  }
  if (kini) {
    const rows = await db
      .selectFrom('hasil')
      .select(['instrument', 'percobaan', 'ulang_diminta_at', ...KOLOM_HASIL])
      .where('peserta_id', '=', pesertaId)
      .execute();
    for (const r of rows) {
      const p = kePercobaan(r, true, r.ulang_diminta_at);
      if (p) semua.push(p);
    }
  }
  const urutan = (k: InstrumentKey) => INSTRUMENT_KEYS.indexOf(k);
  return semua.sort((a, b) => urutan(a.instrument) - urutan(b.instrument) || a.percobaan - b.percobaan);
}

export interface Perbandingan {
  kini: { nomor: number; prioritas: Prioritas | null; dimulai_at: string; alasan: string };
  sebelum: { nomor: number; prioritas: Prioritas | null; dimulai_at: string; ditutup_at: string | null; alasan: string } | null;
  /** "Naik dari Sedang ke Kritis", "Tetap Rendah", ...; null without a previous round. */
  perubahan_prioritas: string | null;
  baris: BarisPerbandingan[];
}

/** The scored results of a round by instrument key: the live ones for the current round, the archived 'dinilai' ones for a closed round. */
async function hasilRonde(db: Kysely<DB>, pesertaId: number, nomor: number | null): Promise<HasilRonde> {
  const rows =
    nomor === null
      ? await db
          .selectFrom('hasil')
          .select(['instrument', ...KOLOM_HASIL])
          .where('peserta_id', '=', pesertaId)
          .execute()
      : await db
          .selectFrom('hasil_riwayat')
          .select(['instrument', ...KOLOM_HASIL])
          .where('peserta_id', '=', pesertaId)
          .where('ronde', '=', nomor)
          .where('status', '=', 'dinilai')
          .execute();
  const hasil: HasilRonde = {};
  for (const r of rows) {
    const key = keKunci(r.instrument);
    if (key) (hasil as Record<string, unknown>)[key] = hasilKeluaran(key, r);
  }
  return hasil;
}

/**
 * D20: the current round beside the previous one: each figure then and now with the change, and the
 * priority then (frozen when that round closed) and now (the combined view's). The combined page and
 * the PDF read this. Null when the record is not in this Rutan.
 */
export async function loadPerbandingan(db: Kysely<DB>, location: string, registrationNo: string): Promise<Perbandingan | null> {
  const p = await pesertaBernomor(db, location, registrationNo);
  if (!p) return null;
  const ronde = await listRonde(db, p);
  const kini = ronde[ronde.length - 1] ?? {
    nomor: 1,
    prioritas: null,
    dimulai_at: '',
    alasan: 'awal',
    ditutup_at: null,
  };
  const sebelum = ronde.length >= 2 ? ronde[ronde.length - 2]! : null;
  const [hasilKini, hasilSebelum] = await Promise.all([
    hasilRonde(db, p.id, null),
    sebelum ? hasilRonde(db, p.id, sebelum.nomor) : Promise.resolve({}),
  ]);
  return {
    kini: { nomor: kini.nomor, prioritas: kini.prioritas, dimulai_at: kini.dimulai_at, alasan: kini.alasan },
    sebelum: sebelum
      ? {
          nomor: sebelum.nomor,
          prioritas: sebelum.prioritas,
          dimulai_at: sebelum.dimulai_at,
          ditutup_at: sebelum.ditutup_at,
          alasan: sebelum.alasan,
        }
      : null,
    perubahan_prioritas: sebelum ? perubahanPrioritas(sebelum.prioritas, kini.prioritas) : null,
    baris: sebelum ? bandingkanRonde(hasilSebelum, hasilKini) : [],
  };
}

/**
 * D20: a saved retest replaces a result whose retest was asked: the replaced attempt moves to
 * `hasil_riwayat` ('diganti', in the record's current round) as it was, and leaves `hasil`. Called in
 * the transaction that saves the retest.
 */
export async function simpanPercobaanDiganti(trx: Kysely<DB>, hasilId: number, now: string): Promise<void> {
  const rondeSekarang = (s: ExpressionBuilder<DB, 'hasil'>) =>
    s
      .selectFrom('ronde')
      .select((r) => r.fn.coalesce(r.fn.max('ronde.nomor'), r.val(1)).as('n'))
      .whereRef('ronde.peserta_id', '=', 'hasil.peserta_id')
      .as('ronde');
  await arsipHasil(trx, { kolom: 'id', nilai: hasilId }, 'diganti', rondeSekarang, now);
}

/**
 * Moves results from `hasil` to `hasil_riwayat` as they are (D20), in `ronde` with `status`: 'dinilai'
 * for a closed round's scored results, 'diganti' for an attempt a retest replaced.
 */
async function arsipHasil(
  trx: Kysely<DB>,
  pilih: { kolom: 'peserta_id' | 'id'; nilai: number },
  status: 'dinilai' | 'diganti',
  ronde: (s: ExpressionBuilder<DB, 'hasil'>) => SelectExpression<DB, 'hasil'>,
  now: string,
): Promise<void> {
  await trx
    .insertInto('hasil_riwayat')
    .columns(['peserta_id', 'ronde', 'percobaan', 'status', 'instrument', ...KOLOM_HASIL, 'diarsip_at'])
    .expression((eb) =>
      eb
        .selectFrom('hasil')
        .select((s) => ['peserta_id', ronde(s), 'percobaan', s.val(status).as('status'), 'instrument', ...KOLOM_HASIL, s.val(now).as('diarsip_at')])
        .where(pilih.kolom, '=', pilih.nilai),
    )
    .execute();
  await trx.deleteFrom('hasil').where(pilih.kolom, '=', pilih.nilai).execute();
}

/**
 * Asks for a retest of a flagged result of the current round (D20). The result stays the scored one
 * until the retest is saved; then it is kept as attempt 1 ('diganti'). Refused: a closed round (409),
 * no result (404 by the caller), a result without a validity flag (400), a retest already asked (409).
 */
export async function mintaTesUlang(
  db: Kysely<DB>,
  pesertaId: number,
  key: InstrumentKey,
  oleh: string,
  now: string,
): Promise<'diminta' | 'tidak_ada' | 'tidak_ditandai' | 'sudah_diminta'> {
  const row = await db
    .selectFrom('hasil')
    .select(['id', 'instrument', 'percobaan', 'ulang_diminta_at', ...KOLOM_HASIL])
    .where('peserta_id', '=', pesertaId)
    .where('instrument', '=', key)
    .executeTakeFirst();
  if (!row) return 'tidak_ada';
  if (row.ulang_diminta_at) return 'sudah_diminta';
  if (!adaTanda(hasilKeluaran(key, row))) return 'tidak_ditandai';
  const r = await db
    .updateTable('hasil')
    .set({ ulang_diminta_at: now, ulang_diminta_oleh: oleh })
    .where('id', '=', row.id)
    .where('ulang_diminta_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1 ? 'diminta' : 'sudah_diminta';
}
