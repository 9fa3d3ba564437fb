import { queryOptions } from '@tanstack/react-query';
import { panggil } from '#web/lib/klien.ts';

/** The last database backup and its warnings (server: cadangan). */
export const statusCadanganQuery = () =>
  queryOptions({ queryKey: ['cadangan', 'status'], queryFn: () => panggil('GET /api/cadangan/status') });
