// Fills a fresh database for the benchmark: one Rutan with BENCH_CHILDREN children whose results are
// spread over two years (hot reads and the screening day), one with BENCH_BIG_CHILDREN (first page and
// name search), each child with its four results, and in the first Rutan the children taking a sub test
// today, each with consent, assent and its own session, for the autosave loads.
import { sql } from 'kysely';
import { skorDukungan, skorKognitif, skorPid5, skorPsc17 } from '../src/domain';
import { createSession } from '../src/server/auth/sessions';
import type { Database } from '../src/server/db/database';
import { prepareDatabase } from '../src/server/db/prepare';
import { catatPersetujuan, createAsessor, kunciUji } from '../src/server/test/factories';
import { SKRINING_TIDAK } from '../src/server/test/skrining';
import { systemClock } from '../src/server/time';

export function answers(n: number, max: number, offset = 0): Record<string, number> {
  return Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i + 1), (i + offset) % (max + 1)]));
}

export const KUNCI = Array.from({ length: 18 }, (_, i) => 'ABCDEF'[i % 6]!);

export interface Seeded {
  /** Cookie of an assessor of the Rutan with `small` children. */
  smallCookie: string;
  /** Cookie of an assessor of the Rutan with `big` children. */
  bigCookie: string;
  /** A registration number of the small Rutan (combined detail, PDF). */
  reg: string;
  /** Children of the first Rutan taking a sub test today, each with its own session cookie. */
  drafters: { id: number; cookie: string }[];
}

/** Days of history a Rutan's results are spread over when `spread` is set: two years, as a real Rutan has. */
const HISTORY_DAYS = 730;
const DAY_MS = 86_400_000;

async function insertChildren(
  database: Database,
  asessorId: number,
  location: string,
  count: number,
  prefix: string,
  spread = false,
) {
  const now = Date.now();
  // Child i was screened `daysAgo(i)` days ago: a fixed scatter over two years (7919 is prime).
  const at = (i: number) => new Date(now - (spread ? ((i * 7919) % HISTORY_DAYS) * DAY_MS : 0)).toISOString();
  const skor = {
    pid5: JSON.stringify(skorPid5(answers(25, 3))),
    psc17: JSON.stringify(skorPsc17(answers(17, 2))),
    dukungan: JSON.stringify(
      skorDukungan(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), (i % 5) + 1]))),
    ),
    kognitif: JSON.stringify(skorKognitif({ '1': 'A' }, KUNCI)),
  };
  const BATCH = 1000;
  for (let start = 0; start < count; start += BATCH) {
    await database.db.transaction().execute(async (trx) => {
      const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => {
        const i = start + k;
        return {
          registration_no: `${prefix}-${String(i).padStart(6, '0')}`,
          name: `Anak Uji ${i}`,
          age: 14 + (i % 4),
          place_of_birth: 'Bandung',
          date_of_birth: '2011-01-01',
          asessor_id: asessorId,
          location,
          password_hash: 'x',
          ...SKRINING_TIDAK,
          self_harm: i % 10 === 0 ? ('Ya' as const) : ('Tidak' as const),
          created_at: at(i),
          updated_at: at(i),
        };
      });
      const ids = await trx.insertInto('peserta').values(rows).returning('id').execute();
      const hasil = ids.flatMap(({ id }, k) =>
        (['pid5', 'psc17', 'dukungan', 'kognitif'] as const).map((instrument) => ({
          peserta_id: id,
          instrument,
          jawaban: '{}',
          skor: skor[instrument],
          timed_out: 0,
          started_at: at(start + k),
          submitted_at: at(start + k),
        })),
      );
      await trx.insertInto('hasil').values(hasil).execute();
    });
  }
}

export async function seed(database: Database, sizes: { small: number; big: number; drafters: number }): Promise<Seeded> {
  await prepareDatabase(database, systemClock, 'admin-bench-rahasia');
  const db = database.db;
  const small = await createAsessor(db, { location: 'Rutan 1' });
  const big = await createAsessor(db, { location: 'Rutan 2' });
  // The `location` columns hold a facility's id (D24).
  const rutan1 = await kunciUji(db, 'Rutan 1');
  await insertChildren(database, small.id, rutan1, sizes.small, 'B', true);
  await insertChildren(database, big.id, await kunciUji(db, 'Rutan 2'), sizes.big, 'C');
  const cookieOf = async (role: 'asessor' | 'peserta', id: number) => {
    const { token } = await createSession(db, systemClock, role, id, null);
    return `${role === 'asessor' ? 'asessor_auth' : 'peserta_auth'}=${token}`;
  };
  const now = new Date().toISOString();
  const drafters: Seeded['drafters'] = [];
  for (let i = 0; i < sizes.drafters; i++) {
    const { id } = await db
      .insertInto('peserta')
      .values({
        registration_no: `D-${String(i).padStart(4, '0')}`,
        name: `Anak Draf ${i}`,
        age: 15,
        place_of_birth: 'Bandung',
        date_of_birth: '2011-01-01',
        asessor_id: small.id,
        location: rutan1,
        password_hash: 'x',
        ...SKRINING_TIDAK,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Consent and the child's assent on file (D21): without them no sub test opens.
    await catatPersetujuan(db, id);
    await db
      .insertInto('kesediaan')
      .values({ peserta_id: id, jawaban: 'mau', dijawab_at: now, berhenti_at: null, berhenti_instrument: null })
      .execute();
    drafters.push({ id, cookie: await cookieOf('peserta', id) });
  }
  // Today's backup counts as made: the server's daily backup (a full copy, checked) would otherwise
  // run during the first measurements. Its cost is its own matter, not that of the routes measured.
  await db.insertInto('cadangan').values({ at: now, berkas: 'bench', ukuran: 0, jumlah_baris: 0 }).execute();
  // The records' follow-ups count as decided (D19): written straight into the tables, they would otherwise
  // be the one-time back-fill of an upgrade, which the server works through in the background for many
  // minutes and which would be billed to every figure.
  await sql`update ringkasan_gabungan set tl_dicek = versi`.execute(db);
  return {
    smallCookie: await cookieOf('asessor', small.id),
    bigCookie: await cookieOf('asessor', big.id),
    reg: 'B-000010',
    drafters,
  };
}
