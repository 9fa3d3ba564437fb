// Test factory: saved results straight in the database, scored from real answers with the domain's
// scorers, in the storage contract every feature shares (hasil.skor = the scorer's output).
import type { Kysely } from 'kysely';
import {
  BANK_KOGNITIF_ITEMS_DEFAULT,
  DOMAIN_PSC17_ITEMS,
  TRAIT_ITEMS,
  skorDukungan,
  skorKognitif,
  skorPid5,
  skorPsc17,
  type DomainPsc17,
  type InstrumentKey,
  type TraitKey,
} from '#domain/index.ts';
import type { DB } from '../db/schema';
import { skorSrq20 } from '#domain/skor/skor-srq20.ts';

/** PID-5-BF answers giving each trait the item value given (default 0). */
export function jawabanPid5(perTrait: Partial<Record<TraitKey, number>> = {}): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [trait, items] of Object.entries(TRAIT_ITEMS)) for (const n of items) out[String(n)] = perTrait[trait as TraitKey] ?? 0;
  return out;
}

/** PSC-17 answers giving each domain's items the value given (default 0). */
export function jawabanPsc17(perDomain: Partial<Record<DomainPsc17, number>> = {}): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [d, items] of Object.entries(DOMAIN_PSC17_ITEMS)) for (const n of items) out[String(n)] = perDomain[d as DomainPsc17] ?? 0;
  return out;
}

/** Support answers: n items all of one value. */
export function jawabanDukungan(nilai = 4, n = 10): Record<string, number> {
  return Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i + 1), nilai]));
}

async function kunciKognitif(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('soal').select('kunci').where('instrument', '=', 'kognitif').orderBy('nomor').execute();
  const kunci = rows.map((r) => r.kunci).filter((k): k is string => Boolean(k));
  return kunci.length > 0 ? kunci : BANK_KOGNITIF_ITEMS_DEFAULT.map((i) => i.kunci);
}

/** Cognitive answers with `benar` correct ones (the rest a wrong letter). */
export async function jawabanKognitif(db: Kysely<DB>, benar: number): Promise<Record<string, string>> {
  const kunci = await kunciKognitif(db);
  return Object.fromEntries(kunci.map((k, i) => [String(i + 1), i < benar ? k : k === 'A' ? 'B' : 'A']));
}

export interface HasilFixture {
  jawaban?: Record<string, number | string>;
  jawaban_essay?: string;
  timed_out?: boolean;
  submitted_at?: string;
}

/** Saves one scored result for a child. */
export async function createHasil(db: Kysely<DB>, pesertaId: number, instrument: InstrumentKey, fields: HasilFixture = {}) {
  let jawaban = fields.jawaban;
  let skor: unknown;
  switch (instrument) {
    case 'pid5':
      jawaban ??= jawabanPid5();
      skor = skorPid5(jawaban);
      break;
    case 'psc17':
      jawaban ??= jawabanPsc17();
      skor = skorPsc17(jawaban);
      break;
    case 'dukungan':
      jawaban ??= jawabanDukungan();
      skor = skorDukungan(jawaban);
      break;
    case 'kognitif': {
      jawaban ??= await jawabanKognitif(db, 10);
      skor = skorKognitif(jawaban, await kunciKognitif(db));
      break;
    }
    case 'srq20':
      skor = skorSrq20((jawaban ??= Object.fromEntries(Array.from({ length: 20 }, (_, i) => [String(i + 1), 0]))));
      break;
  }
  const submitted = fields.submitted_at ?? '2026-11-22T04:00:00.000Z';
  return db
    .insertInto('hasil')
    .values({
      peserta_id: pesertaId,
      instrument,
      jawaban: JSON.stringify(jawaban),
      jawaban_essay: instrument === 'dukungan' ? (fields.jawaban_essay ?? 'Ingin kembali sekolah dan membantu orang tua.') : null,
      skor: JSON.stringify(skor),
      timed_out: fields.timed_out ? 1 : 0,
      started_at: new Date(new Date(submitted).getTime() - 10 * 60 * 1000).toISOString(),
      submitted_at: submitted,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A draft in progress of one sub test (D5). */
export async function createPengerjaan(db: Kysely<DB>, pesertaId: number, instrument: InstrumentKey) {
  const now = '2026-11-22T03:50:00.000Z';
  await db
    .insertInto('pengerjaan')
    .values({ peserta_id: pesertaId, instrument, started_at: now, jawaban: '{}', jawaban_essay: null, updated_at: now })
    .execute();
}
