import { queryOptions } from '@tanstack/react-query';
import { panggil, type Balasan } from '#web/lib/klien.ts';

export type StatusCadangan = Balasan<'GET /api/cadangan/status'>;

/** The last database backup and its warnings (server: cadangan). */
export const statusCadanganQuery = () =>
  queryOptions({ queryKey: ['cadangan', 'status'], queryFn: () => panggil('GET /api/cadangan/status') });
