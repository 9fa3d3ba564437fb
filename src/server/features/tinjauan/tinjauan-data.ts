// D22: psychologist accounts and their reviews. A review is keyed by record and screening round (D20).
import { sql, type Kysely } from 'kysely';
import type { Prioritas, Tinjauan } from '#domain/index.ts';
import type { DB } from '#server/db/schema.ts';


/** The psychologist behind an assessor account (name, SIPP/STR number), or undefined when the account is not one. */
export async function findPsikolog(db: Kysely<DB>, asessorId: number): Promise<{ id: number; name: string; nomor_izin: string } | undefined> {
  const row = await db
    .selectFrom('asessor')
    .select(['id', 'name', 'nomor_izin'])
    .where('id', '=', asessorId)
    .where('psikolog', '=', 1)
    .executeTakeFirst();
  return row && row.nomor_izin ? { id: row.id, name: row.name, nomor_izin: row.nomor_izin } : undefined;
}

/** An account's login id and psychologist mark as they are before the admin changes them (for the audit). */
export function findTandaPsikolog(db: Kysely<DB>, asessorId: number) {
  return db.selectFrom('asessor').select(['assesor_id', 'psikolog', 'nomor_izin']).where('id', '=', asessorId).executeTakeFirst();
}

/** Marks an account as psychologist (with its number) or not; returns false when there is no such account. */
export async function updatePsikolog(db: Kysely<DB>, asessorId: number, nomorIzin: string | null): Promise<boolean> {
  const r = await db
    .updateTable('asessor')
    .set({ psikolog: nomorIzin ? 1 : 0, nomor_izin: nomorIzin })
    .where('id', '=', asessorId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The last review of a record's round (default: its current round, D20), or null. */
export async function findTinjauan(db: Kysely<DB>, pesertaId: number, ronde?: number): Promise<Tinjauan | null> {
  // The current round is the record's highest (1 without a round row), as features/ronde counts it.
  const kini = sql<number>`coalesce((select max(r.nomor) from ronde r where r.peserta_id = ${pesertaId}), 1)`;
  const r = await db
    .selectFrom('tinjauan')
    .select(['ronde', 'prioritas_sistem', 'prioritas', 'alasan', 'catatan_klinis', 'psikolog_nama', 'nomor_izin', 'ditinjau_at'])
    .where('peserta_id', '=', pesertaId)
    .where('ronde', '=', ronde ?? kini)
    .executeTakeFirst();
  return r ? { ...r, prioritas_sistem: r.prioritas_sistem as Prioritas, prioritas: r.prioritas as Prioritas } : null;
}

/** Writes a round's review, replacing an earlier one of the same round (each is in the audit log). */
export async function replaceTinjauan(
  db: Kysely<DB>,
  pesertaId: number,
  t: Tinjauan & { psikolog_id: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('tinjauan').where('peserta_id', '=', pesertaId).where('ronde', '=', t.ronde).execute();
    await trx
      .insertInto('tinjauan')
      .values({ peserta_id: pesertaId, ...t })
      .execute();
  });
}
