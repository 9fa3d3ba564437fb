import { api } from '../../lib/api';
import type { StatusCadangan } from '../../../contract';

/** The last database backup and its warnings (server: cadangan). */
export const muatStatusCadangan = () => api<StatusCadangan>('GET', '/api/cadangan/status');
