import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type { VersiTersimpan } from '#server/kernel/versi-edit.ts';
import { GUNA_KONTAK, JENIS_KONTAK, LABEL_JENIS_KONTAK, type JenisKontak } from '#domain/kontak-lokasi.ts';

/** A facility's contacts in the order of JENIS_KONTAK, with what each is for. */
export async function listKontak(db: Kysely<DB>, lokasiId: number) {
  const rows = await db
    .selectFrom('lokasi_kontak')
    .select(['jenis', 'nama', 'telepon', 'keterangan', 'diubah_at'])
    .where('lokasi_id', '=', lokasiId)
    .execute();
  const urutan = (j: string) => JENIS_KONTAK.indexOf(j as JenisKontak);
  return rows
    .filter((r) => urutan(r.jenis) >= 0)
    .sort((a, b) => urutan(a.jenis) - urutan(b.jenis))
    .map((r) => {
      const jenis = r.jenis as JenisKontak;
      return { ...r, jenis, label: LABEL_JENIS_KONTAK[jenis], guna: GUNA_KONTAK[jenis] };
    });
}

/** The version of a facility's set of contacts, who saved it last and when (`sudahDiubah`'s words). */
export async function versiKontak(db: Kysely<DB>, lokasiId: number): Promise<VersiTersimpan | undefined> {
  const row = await db
    .selectFrom('lokasi')
    .select(['kontak_versi', 'kontak_diubah_oleh', 'kontak_diubah_at', 'updated_at'])
    .where('id', '=', lokasiId)
    .executeTakeFirst();
  return (
    row && {
      versi: Number(row.kontak_versi),
      diubah_oleh: row.kontak_diubah_oleh,
      updated_at: row.kontak_diubah_at ?? row.updated_at,
    }
  );
}

/**
 * A facility's contacts with the version a form saves from. The version is read first: a save that
 * lands between the two reads then shows its contacts under the older version, and saving from it
 * answers 409 instead of overwriting contacts the admin never saw (the two reads in parallel could
 * pair the old contacts with the new version).
 */
export async function kontakBerversi(
  db: Kysely<DB>,
  lokasiId: number,
): Promise<{ versi: number; kontak: Awaited<ReturnType<typeof listKontak>> }> {
  const versi = (await versiKontak(db, lokasiId))?.versi ?? 0;
  return { versi, kontak: await listKontak(db, lokasiId) };
}

/**
 * Replaces a facility's contacts in one transaction (a kind left out is removed), only from the set
 * the admin's form was opened on (`dariVersi`, when sent): another admin's save in between answers
 * false and writes nothing. The version is raised first, so on PostgreSQL a second save waits for the
 * first's commit and then finds the version moved (two at once used to collide on the contacts' key:
 * a 500).
 */
export async function replaceKontak(
  db: Kysely<DB>,
  lokasiId: number,
  kontak: { jenis: string; nama: string; telepon: string; keterangan: string | null }[],
  diubah: { at: string; oleh: string | null; dariVersi?: number },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let naik = trx
      .updateTable('lokasi')
      .set((eb) => ({ kontak_versi: eb('kontak_versi', '+', 1), kontak_diubah_oleh: diubah.oleh, kontak_diubah_at: diubah.at }))
      .where('id', '=', lokasiId);
    if (diubah.dariVersi !== undefined) naik = naik.where('kontak_versi', '=', diubah.dariVersi);
    if (Number((await naik.executeTakeFirst()).numUpdatedRows) !== 1) return false;
    await trx.deleteFrom('lokasi_kontak').where('lokasi_id', '=', lokasiId).execute();
    if (kontak.length)
      await trx
        .insertInto('lokasi_kontak')
        .values(kontak.map((k) => ({ lokasi_id: lokasiId, ...k, diubah_at: diubah.at, diubah_oleh: diubah.oleh })))
        .execute();
    return true;
  });
}
