import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { KELOLA_KEY } from './kelola-api';
import type { Persetujuan, PersetujuanBaru, Pesan } from '../../../../contract';

export type { Persetujuan, PersetujuanBaru } from '../../../../contract';

/** The consent on file for a record (D21), null when none yet. */
export const persetujuanQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: [...KELOLA_KEY, 'persetujuan', id],
    queryFn: () => api<Persetujuan>('GET', `/api/kelola/${id}/persetujuan`),
    enabled: id !== undefined,
    // Read afresh at every opening: another assessor may have recorded it meanwhile.
    gcTime: 0,
  });

/** Records (or replaces) a record's consent. */
export const simpanPersetujuan = (id: number, body: PersetujuanBaru) => api<Pesan>('PUT', `/api/kelola/${id}/persetujuan`, body);
