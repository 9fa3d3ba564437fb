import { opsiDialog, panggil } from '#web/lib/klien.ts';
import { KELOLA_KEY } from './kelola-api';
import type { PersetujuanBaru } from '#contract/index.ts';

export type { Persetujuan, PersetujuanBaru } from '#contract/index.ts';

/** The consent on file for a record (D21), null when none yet. */
export const persetujuanQuery = (id: number | undefined) =>
  opsiDialog([...KELOLA_KEY, 'persetujuan'], id, (id) => panggil('GET /api/kelola/:id/persetujuan', { params: { id } }));

/** Records (or replaces) a record's consent. */
export const simpanPersetujuan = (id: number, body: PersetujuanBaru) => panggil('PUT /api/kelola/:id/persetujuan', { params: { id }, body });
