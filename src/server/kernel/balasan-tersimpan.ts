import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { bacaBersama, type BacaSejenis } from '../db/baca-bersama';
import { barisDaftar, Daftar, kueriTetap } from '../db/kueri-tetap';
import type { DB } from '../db/schema';

/**
 * What a server process keeps at most: a page of 50 is 10-30 KB of JSON; a list asked for without
 * paging may be a whole Rutan's, so the kept bytes are bounded too, and a reply larger than
 * `satu` is never kept (sent, not kept).
 */
export const BATAS_BAWAAN = { jumlah: 200, byte: 16 * 1024 * 1024, satu: 1024 * 1024 };

/** Kept counts (`BalasanTersimpan.jumlah`): a few dozen bytes each, one per facility and list. */
const BATAS_JUMLAH = 10_000;

interface Balasan {
  versi: number;
  json: string;
  baris: number;
}

/**
 * The replies of a Rutan's lists that this server process made, sent again while nothing they show has
 * been written since (issue 17: the list pages assessors keep open and reload). Whether something was
 * written is the database's, not the process's: triggers raise the Rutan's `versi_rutan` on every write
 * to its records, their results and notes, and in every Rutan when an assessor is renamed or a battery
 * set, whoever writes (another server process on the same PostgreSQL, D16; a command-line tool; plain
 * SQL). A reply is sent again only at the count it was made at; the count is read (`versiRutan`) before
 * the list's rows, so a reply is never older than its count. Keyed by route, Rutan and the checked
 * query, so an assessor only ever gets a reply of their own Rutan. Used only by the route declarations
 * (`kernel/rute.ts`), which also write the read's audit entry (D15) every time.
 */
export class BalasanTersimpan {
  private readonly isi = new Map<string, Balasan>();
  /** The length of the kept replies' JSON, in UTF-16 code units (about bytes for this JSON). */
  private panjang = 0;
  /** How many replies were sent again (the tests read it). */
  dipakaiLagi = 0;

  constructor(private readonly batas: typeof BATAS_BAWAAN = BATAS_BAWAAN) {}

  /** How many replies are kept, and their total length. */
  get ukuran(): { jumlah: number; panjang: number } {
    return { jumlah: this.isi.size, panjang: this.panjang };
  }

  /**
   * The reply of a list route for a Rutan: the kept one while its count is current, otherwise `buat`'s,
   * serialized by the route's reply schema as always and kept. Returns it with its number of rows (for
   * the audit entry); the handler sends `json` with `kirimJson`.
   */
  async balas(
    request: FastifyRequest,
    reply: FastifyReply,
    { location, versi }: { location: string; versi: number },
    buat: () => Promise<{ balasan: unknown; baris: number }>,
  ): Promise<{ json: string; baris: number }> {
    const kunci = `${request.routeOptions.url}\n${location}\n${JSON.stringify(request.query)}`;
    let simpan = this.isi.get(kunci);
    if (simpan?.versi === versi) this.dipakaiLagi++;
    else {
      const { balasan, baris } = await buat();
      simpan = { versi, json: reply.serialize(balasan) as string, baris };
    }
    // Counts only grow: a reply made meanwhile at a later count stays.
    const ada = this.isi.get(kunci);
    if (!ada || ada.versi <= versi) {
      this.buang(kunci);
      if (simpan.json.length <= this.batas.satu) {
        // The most recently used last: the oldest go first when a limit is reached.
        while (this.isi.size > 0 && (this.isi.size >= this.batas.jumlah || this.panjang + simpan.json.length > this.batas.byte)) {
          this.buang(this.isi.keys().next().value!);
        }
        this.isi.set(kunci, simpan);
        this.panjang += simpan.json.length;
      }
    }
    return simpan;
  }

  /**
   * A count of a facility's list (its total, what a page says of the whole), kept like the replies: read
   * again only once the facility's count of writes `versi` has moved. A page first seen then counts
   * nothing (issue 33: an instrument's results of a Rutan of 10,000 counted on every page).
   */
  async jumlah(location: string, versi: number, kunci: string, hitung: () => Promise<number>): Promise<number> {
    const k = `${location}\n${kunci}`;
    const ada = this.jumlahIsi.get(k);
    if (ada?.versi === versi) return ada.jumlah;
    const jumlah = await hitung();
    // Counts only grow: one made meanwhile at a later count stays.
    const kini = this.jumlahIsi.get(k);
    if (!kini || kini.versi <= versi) {
      this.jumlahIsi.delete(k);
      if (this.jumlahIsi.size >= BATAS_JUMLAH) this.jumlahIsi.delete(this.jumlahIsi.keys().next().value!);
      this.jumlahIsi.set(k, { versi, jumlah });
    }
    return jumlah;
  }

  private readonly jumlahIsi = new Map<string, { versi: number; jumlah: number }>();

  private buang(kunci: string): void {
    const lama = this.isi.get(kunci);
    if (!lama) return;
    this.isi.delete(kunci);
    this.panjang -= lama.json.length;
  }
}

/** Sends JSON already serialized by the route's reply schema (`BalasanTersimpan.balas`) as it is. */
export function kirimJson(reply: FastifyReply, json: string): FastifyReply {
  // Fastify sends a string of a JSON type without serializing it again.
  return reply.type('application/json; charset=utf-8').send(json);
}

const VERSI_SATU = kueriTetap((db, location: string) =>
  db.selectFrom('versi_rutan').select('versi').where('location', '=', location),
);
const VERSI_BANYAK = kueriTetap((db, lokasi: Daftar<string>) =>
  db
    .selectFrom(barisDaftar<{ location: string }>(db, [['location', lokasi, 'text']]))
    .leftJoin('versi_rutan as r', 'r.location', 'v.location')
    .select(['v.urutan', 'r.versi']),
);
/** The counts of several Rutan's lists read together: a room of assessors reloading their lists is one query. */
const VERSI_RUTAN: BacaSejenis<string, number> = {
  async satu(db, location) {
    const [row] = await VERSI_SATU(db, location);
    return Number(row?.versi ?? 0);
  },
  async semua(db, lokasi) {
    const hasil: number[] = Array(lokasi.length).fill(0);
    for (const { urutan, versi } of await VERSI_BANYAK(db, new Daftar(lokasi))) hasil[urutan - 1] = Number(versi ?? 0);
    return hasil;
  },
};

/** The count of writes to what a Rutan's lists show (0 before any: its lists are empty). */
export function versiRutan(db: Kysely<DB>, location: string): Promise<number> {
  return bacaBersama(db, VERSI_RUTAN, location);
}
