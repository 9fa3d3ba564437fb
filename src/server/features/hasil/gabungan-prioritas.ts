// The combined list by priority (issue 31.5): Kritis first, "Belum dinilai" for a record without any
// result (never "Rendah"), and a filter by priority. Sorting across pages needs every record's
// priority: the list's kept summaries (`ringkasan_gabungan`) make that a read of one small row per
// record once they are computed.
import { prioritasTampil, SEMUA_PRIORITAS, BELUM_DINILAI } from '#domain/index.ts';
import { pageOf } from '#server/kernel/paging.ts';
import { listGabungan, type GabunganListRow } from './gabungan-data';

/** `?urut=` of the combined list: the spec's newest first, or by priority. */
export const URUT_GABUNGAN = ['terbaru', 'prioritas'] as const;
/** `?prioritas=` of the combined list: a priority, or records without any result. */
export const FILTER_PRIORITAS = [...SEMUA_PRIORITAS, BELUM_DINILAI] as const;

const PERINGKAT = new Map<string, number>(FILTER_PRIORITAS.map((p, i) => [p, i]));

/** A list row with the priority as shown ("Belum dinilai" without any result). */
export function denganTampil(r: GabunganListRow) {
  return { ...r, prioritas_tampil: prioritasTampil(r.prioritas, r.selesai.length > 0) };
}

/**
 * A page of the combined list sorted by priority (Kritis first; newest first within one), or only the
 * records of one priority: every matching record of the category is read (its summary computed once
 * and kept), sorted, filtered, then cut to the page asked for. The list is asked for as `listGabungan`.
 */
export async function listGabunganPrioritas(
  prioritas: string | undefined,
  ...[ctx, location, paging, kategori, baterai, simpanSambil]: Parameters<typeof listGabungan>
) {
  const cari = paging.q?.trim() ? { q: paging.q, page: 1, per_page: Number.MAX_SAFE_INTEGER } : {};
  const { rows } = await listGabungan(ctx, location, cari, kategori, baterai, simpanSambil);
  const semua = rows
    .map(denganTampil)
    .filter((r) => !prioritas || r.prioritas_tampil === prioritas)
    // Stable: the newest-first order of the list stays within one priority.
    .sort((a, b) => PERINGKAT.get(a.prioritas_tampil)! - PERINGKAT.get(b.prioritas_tampil)!);
  const { limit, offset } = pageOf(paging);
  return { rows: limit === undefined ? semua : semua.slice(offset, offset + limit), total: semua.length };
}
