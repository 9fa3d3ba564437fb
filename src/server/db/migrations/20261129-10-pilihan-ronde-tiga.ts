import { sql, type Kysely } from 'kysely';
import { naikkanVersiBank } from './bantu';
import { INSTRUMEN, PILIHAN_LAMA } from '#domain/index.ts';

/**
 * Issue 27 Build 9 (CLINICAL.md "Default bank wording"): the option labels of the default banks in
 * round three's words (PID-5 for children and adults: "Sama sekali tidak sesuai dengan saya" ...
 * "Sangat sesuai"; the support scale's "Ragu-ragu" instead of "Netral"), on items whose options still
 * read an earlier default word for word; an admin's own labels are left alone. A bank that changed gets
 * a new version (issue 11), so results answered before keep the version they were answered on. On a
 * fresh database the banks are seeded afterwards, already in today's wording.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const diubah = new Set<string>();
  for (const l of PILIHAN_LAMA) {
    const baru = JSON.stringify(INSTRUMEN[l.instrument].pilihan.map((p) => p.label));
    const r = await sql`update soal set pilihan = ${baru}
              where instrument = ${l.instrument} and pilihan = ${JSON.stringify(l.pilihan)}`.execute(db);
    if (Number(r.numAffectedRows ?? 0) > 0) diubah.add(l.instrument);
  }
  await naikkanVersiBank(db, diubah);
}
