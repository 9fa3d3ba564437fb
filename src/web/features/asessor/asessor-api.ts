import { api } from '../../lib/api';
import type { AsessorOnline, GantiPassword, Pesan } from '../../../contract';

// The assessor's own calls about assessors (server: asessor): who is logged in now, its password.

export const muatAsessorOnline = () => api<AsessorOnline[]>('GET', '/api/asessors/online');

export const gantiPassword = (body: GantiPassword) => api<Pesan>('POST', '/api/asessors/password', body);
