import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
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

/** Replaces a facility's contacts in one transaction; a kind left out is removed. */
export async function replaceKontak(
  db: Kysely<DB>,
  lokasiId: number,
  kontak: { jenis: string; nama: string; telepon: string; keterangan: string | null }[],
  diubah: { at: string; oleh: string | null },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('lokasi_kontak').where('lokasi_id', '=', lokasiId).execute();
    if (kontak.length)
      await trx
        .insertInto('lokasi_kontak')
        .values(kontak.map((k) => ({ lokasi_id: lokasiId, ...k, diubah_at: diubah.at, diubah_oleh: diubah.oleh })))
        .execute();
  });
}
