// D21: the person's own assent on the first page and "Berhenti" inside a sub test.
import type { InstrumentKey } from '#domain/instruments.ts';
import type { Kesediaan, KesediaanBaru, KesediaanDijawab } from '#contract/index.ts';
import { api } from '#web/lib/api.ts';

export type { Kesediaan, KesediaanDijawab } from '#contract/index.ts';

export const muatKesediaan = (id: string) => api<Kesediaan>('GET', `/api/asesmen/${encodeURIComponent(id)}/kesediaan`);

/** "Saya mau mulai" (true) or "Saya tidak mau" (false). */
export const jawabKesediaan = (id: string, mau: boolean) =>
  api<KesediaanDijawab>('POST', `/api/asesmen/${encodeURIComponent(id)}/kesediaan`, { mau } satisfies KesediaanBaru);

/** "Berhenti" inside a sub test: what was answered is kept; the rest of the round is not taken. */
export const berhentiMengerjakan = (id: string, instrument: InstrumentKey) =>
  api<KesediaanDijawab>('POST', `/api/asesmen/${encodeURIComponent(id)}/${instrument}/berhenti`);
