import { api } from '../../../lib/api';
import { opsiDialog } from '../../../lib/klien';
import { KELOLA_KEY } from './kelola-api';
import type { Persetujuan, PersetujuanBaru, Pesan } from '../../../../contract';

export type { Persetujuan, PersetujuanBaru } from '../../../../contract';

/** The consent on file for a record (D21), null when none yet. */
export const persetujuanQuery = (id: number | undefined) =>
  opsiDialog([...KELOLA_KEY, 'persetujuan'], id, (id) => api<Persetujuan>('GET', `/api/kelola/${id}/persetujuan`));

/** Records (or replaces) a record's consent. */
export const simpanPersetujuan = (id: number, body: PersetujuanBaru) => api<Pesan>('PUT', `/api/kelola/${id}/persetujuan`, body);
