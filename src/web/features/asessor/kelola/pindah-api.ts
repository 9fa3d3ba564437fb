import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { KELOLA_KEY } from './kelola-api';
import type { PindahBaru, PindahDijawab, TujuanPindah } from '../../../../contract';

export type { TujuanPindah } from '../../../../contract';

/** The facility a record is in and the open ones it may move to (D20 "Pindah"). */
export const tujuanPindahQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: [...KELOLA_KEY, 'pindah', id],
    queryFn: () => api<TujuanPindah>('GET', `/api/kelola/${id}/pindah`),
    enabled: id !== undefined,
    gcTime: 0,
  });

/** Moves a record to another facility; from then on this Rutan no longer sees it. */
export const pindahkan = (id: number, body: PindahBaru) => api<PindahDijawab>('POST', `/api/kelola/${id}/pindah`, body);
