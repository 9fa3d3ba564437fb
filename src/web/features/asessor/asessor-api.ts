import { api } from '../../lib/api';
import type { AsessorOnline, GantiPassword, Pesan, RekanAsessor } from '../../../contract';

// The assessor's own calls about assessors (server: asessor): who is logged in now, its password.

export const muatAsessorOnline = () => api<AsessorOnline[]>('GET', '/api/asessors/online');

export const gantiPassword = (body: GantiPassword) => api<Pesan>('POST', '/api/asessors/password', body);

// Konfirmasi rekan (D18): the Rutan's colleagues waiting for confirmation or newly confirmed.
export const muatRekan = () => api<RekanAsessor[]>('GET', '/api/asessors/rekan');

export const putuskanRekan = (id: number, keputusan: 'konfirmasi' | 'tolak') => api<Pesan>('POST', `/api/asessors/${id}/${keputusan}`);
