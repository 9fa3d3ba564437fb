import { opsiDialog, panggil } from '#web/lib/klien.ts';
import { KELOLA_KEY } from './kelola-api';
import type { PindahBaru } from '#contract/index.ts';

export type { TujuanPindah } from '#contract/index.ts';

/** The facility a record is in and the open ones it may move to (D20 "Pindah"). */
export const tujuanPindahQuery = (id: number | undefined) =>
  opsiDialog([...KELOLA_KEY, 'pindah'], id, (id) => panggil('GET /api/kelola/:id/pindah', { params: { id } }));

/** Moves a record to another facility; from then on this Rutan no longer sees it. */
export const pindahkan = (id: number, body: PindahBaru) => panggil('POST /api/kelola/:id/pindah', { params: { id }, body });
