import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { panggil } from '#web/lib/klien.ts';
import type { GantiPassword } from '#contract/index.ts';

// The assessor's own calls about assessors (server: asessor): who is logged in now, its password.

/** Who of the Rutan is logged in now (Status), refreshed while the page is open. */
export const asessorOnlineQuery = () =>
  queryOptions({ queryKey: ['asessor', 'online'], queryFn: () => panggil('GET /api/asessors/online') });

export const gantiPassword = (body: GantiPassword) => panggil('POST /api/asessors/password', { body });

// Konfirmasi rekan (D18): the Rutan's colleagues waiting for confirmation or newly confirmed.
export const rekanQuery = () => queryOptions({ queryKey: ['asessor', 'rekan'], queryFn: () => panggil('GET /api/asessors/rekan') });

export const putuskanRekan = (id: number, keputusan: 'konfirmasi' | 'tolak') => panggil(`POST /api/asessors/:id/${keputusan}`, { params: { id } });
/** After a decision: the colleagues read again, the one decided now shown as confirmed or refused. */
export const segarkanRekan = (qc: QueryClient) => qc.invalidateQueries(rekanQuery());
