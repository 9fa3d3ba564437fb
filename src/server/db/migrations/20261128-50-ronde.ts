import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { kolomHasil, milikPeserta, tabelDenganId } from './columns';
import { pemicuPostgres } from './bantu';

/**
 * D20, screening rounds. A round is a number per record (1, 2, ...); the record's current round is
 * its highest. The live tables keep meaning "the current round": `hasil` holds the current round's
 * scored result per instrument (unique as before), `persetujuan` and `kesediaan` its consent and
 * assent. Starting a new round closes the current one: its scored results move to `hasil_riwayat`,
 * its consent, assent, screening answers and priority are frozen into its `ronde` row, and the live
 * rows are removed, so the new round asks for consent and assent again and starts with no result.
 * A retest of a flagged sub test inside a round moves the first attempt to `hasil_riwayat` as
 * 'diganti' (an invalid protocol is clinical information) when the retest is saved.
 *
 * Every existing record becomes round 1 (its start its creation); a new record gets its round 1 from
 * a trigger, whoever inserts it. Follow-ups carry the round they were opened in.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await tabelDenganId(db, dialect, 'ronde')
    .$call(milikPeserta)
    .addColumn('nomor', 'integer', (c) => c.notNull())
    /** 'awal' for round 1; then one of ALASAN_RONDE (domain/ronde.ts). */
    .addColumn('alasan', 'varchar(30)', (c) => c.notNull())
    .addColumn('catatan', 'text')
    .addColumn('dimulai_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('dimulai_oleh', 'varchar(200)')
    .addColumn('ditutup_at', 'varchar(32)')
    .addColumn('prioritas', 'varchar(20)')
    .addColumn('skrining', 'text')
    .addColumn('persetujuan', 'text')
    .addColumn('kesediaan', 'text')
    .addUniqueConstraint('ronde_peserta_nomor', ['peserta_id', 'nomor'])
    .execute();
  await sql`insert into ronde (peserta_id, nomor, alasan, dimulai_at) select id, 1, 'awal', created_at from peserta`.execute(db);

  await tabelDenganId(db, dialect, 'hasil_riwayat')
    .$call(milikPeserta)
    .addColumn('ronde', 'integer', (c) => c.notNull())
    .addColumn('percobaan', 'integer', (c) => c.notNull())
    /** 'dinilai': the round's scored result (the round is closed); 'diganti': an attempt a retest replaced. */
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .$call(kolomHasil)
    .addColumn('durasi_detik', 'integer')
    .addColumn('jumlah_soal', 'integer')
    .addColumn('detik_per_soal', 'text')
    .addColumn('versi_bank', 'integer')
    .addColumn('diarsip_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('hasil_riwayat_percobaan', ['peserta_id', 'ronde', 'instrument', 'percobaan'])
    .execute();

  await db.schema.alterTable('hasil').addColumn('percobaan', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('hasil').addColumn('ulang_diminta_at', 'varchar(32)').execute();
  await db.schema.alterTable('hasil').addColumn('ulang_diminta_oleh', 'varchar(200)').execute();
  await db.schema.alterTable('tindak_lanjut').addColumn('ronde', 'integer', (c) => c.notNull().defaultTo(1)).execute();

  if (dialect === 'sqlite') {
    await sql`create trigger ronde_pertama after insert on peserta begin
      insert into ronde (peserta_id, nomor, alasan, dimulai_at) values (new.id, 1, 'awal', new.created_at);
    end`.execute(db);
  } else {
    await pemicuPostgres(db, 'ronde_pertama', 'after insert on peserta', sql`
      begin
        insert into ronde (peserta_id, nomor, alasan, dimulai_at) values (new.id, 1, 'awal', new.created_at);
        return null;
      end
    `);
  }
}
