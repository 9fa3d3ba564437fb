// D21: the person's own assent on the first page and "Berhenti" inside a sub test.
import type { InstrumentKey } from '#domain/instruments.ts';
import { panggil } from '#web/lib/klien.ts';

export type { Kesediaan, KesediaanDijawab } from '#contract/index.ts';

export const muatKesediaan = (id: string) => panggil('GET /api/asesmen/:id/kesediaan', { params: { id } });

/** "Saya mau mulai" (true) or "Saya tidak mau" (false). */
export const jawabKesediaan = (id: string, mau: boolean) =>
  panggil('POST /api/asesmen/:id/kesediaan', { params: { id }, body: { mau } });

/** "Berhenti" inside a sub test: what was answered is kept; the rest of the round is not taken. */
export const berhentiMengerjakan = (id: string, instrument: InstrumentKey) =>
  panggil('POST /api/asesmen/:id/:instrument/berhenti', { params: { id, instrument } });
