import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { StatusCadangan } from '../../../contract';

/** The last database backup and its warnings (server: cadangan). */
export const statusCadanganQuery = () =>
  queryOptions({ queryKey: ['cadangan', 'status'], queryFn: () => api<StatusCadangan>('GET', '/api/cadangan/status') });
