import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Dialect } from '../database';
import { pemicuPostgres } from './bantu';

/**
 * Issue 33: Beranda's flagged share per assessor read every result of the last 90 days with its record
 * (about 5,000 rows for a Rutan of 10,000 records, most of a Beranda's 34 ms of CPU) and worked out the
 * flags again after every start. Now each result carries its verdict, `hasil.diragukan` (1 flagged, 0
 * not, null not yet judged: the flags are the domain's rules over its answers and times, worked out in
 * the server, not in SQL), and `validitas_harian` keeps per facility, responsible assessor (0: none)
 * and day of saving (UTC) the results and the flagged ones, moved by triggers on every write that
 * changes them: a result saved, judged, moved with its record, removed; a record given to another
 * assessor; a record erased. A Beranda judges only the window's results without a verdict (those saved
 * since the last one) and reads the window's day rows.
 *
 * A change to what the flags are worked out from (an end by staff, a stop by the person, times) puts the
 * verdict back to null, so it is judged again.
 */
export const HARI = (kolom: string) => sql.raw(`substr(${kolom}, 1, 10)`);
const ASESSOR = (baris: 'new' | 'old') =>
  sql.raw(`coalesce((select p.asessor_id from peserta p where p.id = ${baris}.peserta_id), 0)`);
/** The columns a result's flags are worked out from, besides its answers and score. */
const KOLOM_TANDA = [
  'instrument',
  'jawaban',
  'skor',
  'started_at',
  'submitted_at',
  'timed_out',
  'durasi_detik',
  'jumlah_soal',
  'detik_per_soal',
  'diakhiri_oleh',
  'berhenti_peserta_at',
] as const;

/** Counts every result into `validitas_harian` from scratch (the migration; a test compares it with the kept counts). */
export async function hitungValiditasHarian(db: Kysely<unknown>): Promise<void> {
  await sql`delete from validitas_harian`.execute(db);
  await sql`insert into validitas_harian (location, asessor_id, hari, hasil, diragukan)
    select h.location, coalesce(p.asessor_id, 0), ${HARI('h.submitted_at')}, count(*), sum(coalesce(h.diragukan, 0))
    from hasil h inner join peserta p on p.id = h.peserta_id
    where h.location is not null
    group by h.location, coalesce(p.asessor_id, 0), ${HARI('h.submitted_at')}`.execute(db);
}

/**
 * A verdict stored is no change to what any list or follow-up shows: the triggers that raise a record's
 * version (`ringkasan_gabungan`, the follow-up's re-check) and its Rutan's (`versi_rutan`, the kept
 * replies) on every update of a result skip the update that only judges it (null to 0 or 1). A verdict
 * cleared goes with the change that cleared it, which they count as before.
 */
async function diamSaatDinilai(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const bukanPenilaian = 'not (old.diragukan is null and new.diragukan is not null)';
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
      where type = 'trigger' and name in ('ringkasan_hasil_ubah', 'versi_rutan_hasil_ubah')`.execute(db);
    for (const r of rows) {
      const pola = /(after\s+update\s+on\s+"?hasil"?)\s+begin\b/i;
      if (!pola.test(r.sql)) throw new Error(`Migrasi validitas_harian: pemicu ${r.name} tidak dikenali`);
      await sql`drop trigger ${sql.id(r.name)}`.execute(db);
      await sql.raw(r.sql.replace(pola, `$1 when ${bukanPenilaian} begin`)).execute(db);
    }
    return;
  }
  const { rows } = await sql<{ tgname: string; fungsi: string }>`
    select t.tgname, p.proname as fungsi from pg_trigger t
      join pg_proc p on p.oid = t.tgfoid
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
    where c.relname = 'hasil' and n.nspname = current_schema()
      and t.tgname in ('ringkasan_hasil', 'versi_rutan_hasil')`.execute(db);
  for (const r of rows) {
    await sql`drop trigger ${sql.id(r.tgname)} on hasil`.execute(db);
    await sql`create trigger ${sql.id(r.tgname)} after insert or delete on hasil
      for each row execute function ${sql.id(r.fungsi)}()`.execute(db);
    await sql`create trigger ${sql.id(`${r.tgname}_ubah`)} after update on hasil
      for each row when (${sql.raw(bukanPenilaian)}) execute function ${sql.id(r.fungsi)}()`.execute(db);
  }
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('hasil').addColumn('diragukan', 'integer').execute();
  await db.schema
    .createTable('validitas_harian')
    .addColumn('location', 'varchar(50)', (c) => c.notNull())
    .addColumn('asessor_id', 'integer', (c) => c.notNull())
    .addColumn('hari', 'varchar(10)', (c) => c.notNull())
    .addColumn('hasil', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('diragukan', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('validitas_harian_pk', ['location', 'hari', 'asessor_id'])
    .execute();
  // The results a Beranda still has to judge: few (those saved since the last Beranda).
  await sql`create index hasil_belum_dinilai on hasil (location, submitted_at) where diragukan is null`.execute(db);
  await hitungValiditasHarian(db);
  // Beranda's and Pemantauan's refusals and stops of the last days, found by their times.
  await db.schema.createIndex('kesediaan_menolak').on('kesediaan').columns(['jawaban', 'dijawab_at']).execute();
  await db.schema.createIndex('kesediaan_berhenti').on('kesediaan').column('berhenti_at').execute();

  const berubah = KOLOM_TANDA.map((k) => `old.${k} is ${dialect === 'sqlite' ? 'not' : 'distinct from'} new.${k}`).join(' or ');
  if (dialect === 'sqlite') {
    const kurang = sql`
      update validitas_harian set hasil = hasil - 1, diragukan = diragukan - coalesce(old.diragukan, 0)
        where location = old.location and hari = ${HARI('old.submitted_at')} and asessor_id = ${ASESSOR('old')};`;
    const tambah = (diragukan: RawBuilder<unknown>) => sql`
      insert into validitas_harian (location, asessor_id, hari, hasil, diragukan)
        select new.location, ${ASESSOR('new')}, ${HARI('new.submitted_at')}, 1, ${diragukan}
        where new.location is not null
        on conflict (location, hari, asessor_id) do update
          set hasil = hasil + 1, diragukan = diragukan + excluded.diragukan;`;
    // A verdict whose ground changed is cleared in the same trigger that counts the change: SQLite does
    // not fire a trigger again from its own body, and a second trigger would see this one's NEW row stale.
    const ulang = sql.raw(`new.diragukan is not null and old.diragukan is new.diragukan and (${berubah})`);
    await sql`create trigger validitas_tambah after insert on hasil begin ${tambah(sql`coalesce(new.diragukan, 0)`)} end`.execute(db);
    await sql`create trigger validitas_hapus after delete on hasil begin ${kurang} end`.execute(db);
    // SQLite sets a new result's facility by a second write (hasil_lokasi_tambah): the update counts it.
    await sql`create trigger validitas_ubah after update on hasil
      when old.location is not new.location or old.submitted_at is not new.submitted_at
        or old.peserta_id is not new.peserta_id or old.diragukan is not new.diragukan or (${ulang})
      begin
        ${kurang}
        update hasil set diragukan = null where id = new.id and ${ulang};
        ${tambah(sql`case when ${ulang} then 0 else coalesce(new.diragukan, 0) end`)}
      end`.execute(db);
  } else {
    await pemicuPostgres(db, 'validitas_ulang', 'before update on hasil', sql`
      begin
        if new.diragukan is not distinct from old.diragukan and (${sql.raw(berubah)}) then
          new.diragukan := null;
        end if;
        return new;
      end
    `);
    await pemicuPostgres(db, 'validitas_hasil', 'after insert or update or delete on hasil', sql`
      declare a integer;
      begin
        if tg_op = 'UPDATE' and old.location is not distinct from new.location
          and old.submitted_at is not distinct from new.submitted_at
          and old.peserta_id is not distinct from new.peserta_id
          and old.diragukan is not distinct from new.diragukan then
          return null;
        end if;
        if tg_op <> 'INSERT' and old.location is not null then
          a := ${ASESSOR('old')};
          update validitas_harian set hasil = hasil - 1, diragukan = diragukan - coalesce(old.diragukan, 0)
            where location = old.location and hari = ${HARI('old.submitted_at')} and asessor_id = a;
        end if;
        if tg_op <> 'DELETE' and new.location is not null then
          a := ${ASESSOR('new')};
          insert into validitas_harian as v (location, asessor_id, hari, hasil, diragukan)
            values (new.location, a, ${HARI('new.submitted_at')}, 1, coalesce(new.diragukan, 0))
            on conflict (location, hari, asessor_id) do update
              set hasil = v.hasil + 1, diragukan = v.diragukan + excluded.diragukan;
        end if;
        return null;
      end
    `);
  }

  await diamSaatDinilai(db, dialect);

  // A record given to another assessor takes its results' counts along.
  const pindahAsessor = (pg: boolean) => sql`
    update validitas_harian set hasil = validitas_harian.hasil - x.n, diragukan = validitas_harian.diragukan - x.d
      from (select location, ${HARI('submitted_at')} as hari, count(*) as n, sum(coalesce(diragukan, 0)) as d
            from hasil where peserta_id = new.id and location is not null
            group by location, ${HARI('submitted_at')}) x
      where validitas_harian.location = x.location and validitas_harian.hari = x.hari
        and validitas_harian.asessor_id = coalesce(old.asessor_id, 0);
    insert into validitas_harian ${sql.raw(pg ? 'as v ' : '')}(location, asessor_id, hari, hasil, diragukan)
      select location, coalesce(new.asessor_id, 0), ${HARI('submitted_at')}, count(*), sum(coalesce(diragukan, 0))
      from hasil where peserta_id = new.id and location is not null
      group by location, ${HARI('submitted_at')}
      on conflict (location, hari, asessor_id) do update
        set hasil = ${sql.raw(pg ? 'v.' : '')}hasil + excluded.hasil, diragukan = ${sql.raw(pg ? 'v.' : '')}diragukan + excluded.diragukan;`;
  // An erased record's results are removed before it, while it still names their assessor (a cascade
  // would remove them after the record, with no assessor left to count them under).
  if (dialect === 'sqlite') {
    await sql`create trigger validitas_asessor after update of asessor_id on peserta
      when old.asessor_id is not new.asessor_id begin ${pindahAsessor(false)} end`.execute(db);
    await sql`create trigger validitas_peserta_hapus before delete on peserta
      begin delete from hasil where peserta_id = old.id; end`.execute(db);
    return;
  }
  await pemicuPostgres(db, 'validitas_asessor', 'after update of asessor_id on peserta', sql`
    begin
      if old.asessor_id is not distinct from new.asessor_id then return null; end if;
      ${pindahAsessor(true)}
      return null;
    end
  `);
  await pemicuPostgres(db, 'validitas_peserta_hapus', 'before delete on peserta', sql`
    begin
      delete from hasil where peserta_id = old.id;
      return old;
    end
  `);
}
