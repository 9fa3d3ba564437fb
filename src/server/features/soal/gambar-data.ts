import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type { Clock } from '#server/time.ts';
import { nowIso } from '#server/time.ts';

export interface GambarTersimpan {
  filename: string;
  mime: string;
  data: Buffer;
  etag: string;
}

/** Stores image bytes under a free name: the clean name, or the clean name with -2, -3, ... */
export async function insertGambar(
  db: Kysely<DB>,
  clock: Clock,
  namaBersih: string,
  mime: string,
  data: Buffer,
): Promise<string> {
  const titik = namaBersih.lastIndexOf('.');
  const dasar = namaBersih.slice(0, titik);
  const ext = namaBersih.slice(titik);
  for (let n = 1; n <= 500; n++) {
    const filename = n === 1 ? namaBersih : `${dasar}-${n}${ext}`;
    // Insert-or-skip on the primary key: two uploads of the same name at once still get two names.
    const res = await db
      .insertInto('gambar')
      .values({ filename, mime, data, created_at: nowIso(clock) })
      .onConflict((oc) => oc.column('filename').doNothing())
      .executeTakeFirst();
    if (Number(res.numInsertedOrUpdatedRows ?? 0) > 0) return filename;
  }
  throw new Error('Tidak menemukan nama berkas yang bebas.');
}

/** Whether an image of that name is stored. */
export async function gambarExists(db: Kysely<DB>, filename: string): Promise<boolean> {
  return !!(await db.selectFrom('gambar').select('filename').where('filename', '=', filename).executeTakeFirst());
}

/** Names among the given ones that no stored image has. */
export async function listMissingGambar(db: Kysely<DB>, filenames: readonly string[]): Promise<string[]> {
  const unik = [...new Set(filenames.filter((f) => f !== ''))];
  if (unik.length === 0) return [];
  const ada = new Set<string>();
  for (let i = 0; i < unik.length; i += 200) {
    const rows = await db
      .selectFrom('gambar')
      .select('filename')
      .where('filename', 'in', unik.slice(i, i + 200))
      .execute();
    for (const r of rows) ada.add(r.filename);
  }
  return unik.filter((f) => !ada.has(f));
}

/** A stored image with an ETag of its bytes, or undefined. */
export async function findGambar(db: Kysely<DB>, filename: string): Promise<GambarTersimpan | undefined> {
  const row = await db
    .selectFrom('gambar')
    .select(['filename', 'mime', 'data'])
    .where('filename', '=', filename)
    .executeTakeFirst();
  if (!row) return undefined;
  const data = Buffer.isBuffer(row.data) ? row.data : Buffer.from(row.data);
  const etag = `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;
  return { filename: row.filename, mime: row.mime, data, etag };
}
