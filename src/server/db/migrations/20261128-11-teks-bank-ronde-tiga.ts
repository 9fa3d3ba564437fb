import { sql, type Kysely } from 'kysely';
import { naikkanVersiBank } from './bantu';
import { TEKS_LAMA, bankDefault } from '#domain/index.ts';

/**
 * Issue 27 Build 9 (CLINICAL.md "Default bank wording"): the default items corrected in round three
 * (PID-5 2, 11, 20; the adult form's 19; PSC-17 4, 11, 12, no more double negatives), on installs whose
 * item still reads an earlier default word for word; an admin's own text is left alone. A bank that
 * changed gets a new version (issue 11), so results answered before keep the version they were
 * answered on. On a fresh database the banks are seeded afterwards, already in today's wording.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const diubah = new Set<string>();
  for (const t of TEKS_LAMA) {
    const baru = bankDefault(t.instrument)[t.nomor - 1].pertanyaan;
    const r = await sql`update soal set pertanyaan = ${baru}
              where instrument = ${t.instrument} and nomor = ${t.nomor} and pertanyaan = ${t.lama}`.execute(db);
    if (Number(r.numAffectedRows ?? 0) > 0) diubah.add(t.instrument);
  }
  await naikkanVersiBank(db, diubah);
}
