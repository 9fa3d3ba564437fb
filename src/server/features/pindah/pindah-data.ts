// D20 "Pindah": a record moves to another facility with its whole history.
import { sql, type Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import { kunciTindakLanjut } from '../tindak-lanjut/tindak-lanjut-data';
import { endSessionsOf } from '#server/auth/sessions.ts';

export interface Pindah {
  id: number;
  /** The facility keys (`location`) it leaves and goes to. */
  asal: string;
  tujuan: string;
  asalNama: string;
  tujuanNama: string;
  alasan: string;
  versi: number | undefined;
  oleh: string;
  sekarang: string;
}

export type HasilPindah = { jenis: 'dipindah'; tindakLanjut: number } | { jenis: 'berubah' } | { jenis: 'sedang_dikerjakan' };

class Batal extends Error {
  constructor(readonly hasil: HasilPindah) {
    super(hasil.jenis);
  }
}

/**
 * Moves a record in one transaction. Its results, rounds, consent, notes, reviews and follow-ups keep
 * their rows: they hang on the record's id, and the triggers carry `location` to the kept copies and
 * counts (results, per-Rutan counts, the lists' versions). What was tied to the old facility goes:
 * the responsible assessor and each open follow-up's officer (the new Rutan assigns its own), the
 * entry code its assessors issued and any open session of the person. Refused while a sub test is
 * being taken (its draft would be left without a Rutan that watches it).
 */
export async function pindahkanPeserta(db: Kysely<DB>, p: Pindah): Promise<HasilPindah> {
  try {
    return await db.transaction().execute(async (trx) => {
      // The update first: on PostgreSQL it locks the row before the checks below read.
      let ubah = trx
        .updateTable('peserta')
        .set({ location: p.tujuan, asessor_id: null, versi: sql<number>`versi + 1`, diubah_oleh: p.oleh, updated_at: p.sekarang })
        .where('id', '=', p.id)
        .where('location', '=', p.asal);
      if (p.versi !== undefined) ubah = ubah.where('versi', '=', p.versi);
      const { numUpdatedRows } = await ubah.executeTakeFirst();
      if (numUpdatedRows === 0n) throw new Batal({ jenis: 'berubah' });

      const dikerjakan = await trx.selectFrom('pengerjaan').select('id').where('peserta_id', '=', p.id).executeTakeFirst();
      if (dikerjakan) throw new Batal({ jenis: 'sedang_dikerjakan' });

      await trx.deleteFrom('kode_masuk').where('peserta_id', '=', p.id).execute();
      await endSessionsOf(trx, 'peserta', p.id);

      // Its open follow-ups as no reopening beside the move can change them.
      await kunciTindakLanjut(trx, { pesertaId: p.id });
      const semua = await trx.selectFrom('tindak_lanjut').select(['id', 'status']).where('peserta_id', '=', p.id).execute();
      const terbuka = semua.filter((t) => t.status === 'terbuka').map((t) => t.id);
      if (terbuka.length)
        await trx
          .updateTable('tindak_lanjut')
          .set({ petugas_id: null, versi: sql<number>`versi + 1`, diubah_pada: p.sekarang, diubah_oleh: p.oleh })
          .where('id', 'in', terbuka)
          .execute();
      const keterangan = `Dipindahkan dari ${p.asalNama} ke ${p.tujuanNama}: ${p.alasan}`;
      for (const t of semua)
        await trx
          .insertInto('tindak_lanjut_riwayat')
          .values({
            tindak_lanjut_id: t.id,
            jenis: 'pindah',
            keterangan: t.status === 'terbuka' ? `${keterangan}. Petugas dikosongkan: ${p.tujuanNama} menunjuk petugasnya.` : keterangan,
            pada: p.sekarang,
            oleh: p.oleh,
          })
          .execute();
      return { jenis: 'dipindah' as const, tindakLanjut: terbuka.length };
    });
  } catch (error) {
    if (error instanceof Batal) return error.hasil;
    throw error;
  }
}

/** The open facilities a record of `asal` may move to, by name. */
export function listTujuanPindah(db: Kysely<DB>, asal: string) {
  return db
    .selectFrom('lokasi')
    .select(['nama', 'jenis', 'provinsi'])
    .where('aktif', '=', 1)
    .where(sql<string>`cast(id as varchar(20))`, '<>', asal)
    .orderBy('nama')
    .execute();
}
