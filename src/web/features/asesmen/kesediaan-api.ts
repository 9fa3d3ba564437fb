// D21: the person's own assent on the first page and "Berhenti" inside a sub test.
import type { InstrumentKey } from '#domain/instruments.ts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api.ts';
import { panggil } from '#web/lib/klien.ts';

export type { Kesediaan, KesediaanDijawab } from '#contract/index.ts';

/** The first page's read: afresh at every visit, never retried after the server's own refusal. */
export const kesediaanQuery = (id: string) =>
  queryOptions({
    queryKey: ['GET /api/asesmen/:id/kesediaan', id],
    queryFn: () => panggil('GET /api/asesmen/:id/kesediaan', { params: { id } }),
    gcTime: 0,
    retry: (count, error) => !(error instanceof ApiError) && count < 2,
  });

/** "Saya mau mulai" (true) or "Saya tidak mau" (false). */
export const jawabKesediaan = (id: string, mau: boolean) =>
  panggil('POST /api/asesmen/:id/kesediaan', { params: { id }, body: { mau } });

/** "Berhenti" inside a sub test: what was answered is kept; the rest of the round is not taken. */
export const berhentiMengerjakan = (id: string, instrument: InstrumentKey) =>
  panggil('POST /api/asesmen/:id/:instrument/berhenti', { params: { id, instrument } });
