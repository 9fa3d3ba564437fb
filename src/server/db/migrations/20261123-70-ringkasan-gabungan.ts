import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { tabelSatuPerPeserta } from './columns';
import { pemicuPostgres } from './bantu';

/**
 * Issue 17 (speed), nothing visible changes: `ringkasan_gabungan` keeps, per record, what the combined
 * list shows of its results (the priority and the battery's done instruments), so that a page no
 * longer reads and scores every result of its 50 records on each view.
 *
 * `versi` is raised by database triggers on every write that can change the summary, whoever writes:
 * a result saved, changed or deleted, the record edited (screening answers, category, anything). A
 * summary counts only while the `versi` it was computed at (`dihitung`) is still the row's `versi`
 * and it was computed for the battery asked for (the admin may change a category's battery). The
 * server clears every summary at start (`prepareDatabase`), so new rules apply from the first start
 * of a new version. The list computes what is missing and stores it only while `versi` is unchanged.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await tabelSatuPerPeserta(db, 'ringkasan_gabungan')
    .addColumn('versi', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dihitung', 'integer')
    .addColumn('baterai', 'varchar(200)')
    .addColumn('prioritas', 'varchar(20)')
    .addColumn('selesai', 'varchar(200)')
    .execute();
  await sql`insert into ringkasan_gabungan (peserta_id) select id from peserta`.execute(db);

  if (dialect === 'sqlite') {
    await sql`create trigger ringkasan_peserta_baru after insert on peserta begin
      insert into ringkasan_gabungan (peserta_id) values (new.id);
    end`.execute(db);
    // A write to a record or its results makes its summary stale: its version goes up.
    const basi = (nama: string, saat: string, peserta: string) => sql`create trigger ${sql.raw(nama)} ${sql.raw(saat)} begin
      update ringkasan_gabungan set versi = versi + 1 where peserta_id ${sql.raw(peserta)};
    end`.execute(db);
    await basi('ringkasan_peserta_ubah', 'after update on peserta', 'in (old.id, new.id)');
    await basi('ringkasan_hasil_tambah', 'after insert on hasil', '= new.peserta_id');
    await basi('ringkasan_hasil_ubah', 'after update on hasil', 'in (old.peserta_id, new.peserta_id)');
    await basi('ringkasan_hasil_hapus', 'after delete on hasil', '= old.peserta_id');
  } else {
    await pemicuPostgres(db, 'ringkasan_peserta', 'after insert or update on peserta', sql`
      begin
        if tg_op = 'INSERT' then
          insert into ringkasan_gabungan (peserta_id) values (new.id);
        else
          update ringkasan_gabungan set versi = versi + 1 where peserta_id in (old.id, new.id);
        end if;
        return null;
      end
    `);
    await pemicuPostgres(db, 'ringkasan_hasil', 'after insert or update or delete on hasil', sql`
      begin
        if tg_op = 'INSERT' then
          update ringkasan_gabungan set versi = versi + 1 where peserta_id = new.peserta_id;
        elsif tg_op = 'DELETE' then
          update ringkasan_gabungan set versi = versi + 1 where peserta_id = old.peserta_id;
        else
          update ringkasan_gabungan set versi = versi + 1 where peserta_id in (old.peserta_id, new.peserta_id);
        end if;
        return null;
      end
    `);
  }
}
