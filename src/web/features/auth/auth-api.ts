import { api } from '../../lib/api';
import type { LoginAdmin, LoginAsessor, LoginAsessorResponse, Pesan } from '../../../contract';

// The logins and logouts (server: auth); who this browser is stays `fetchMe` in lib/auth.

export const loginAdmin = (body: LoginAdmin) => api<Pesan>('POST', '/api/admin/login', body);
export const logoutAdmin = () => api<Pesan>('POST', '/api/admin/logout');

export const loginAsessor = (body: LoginAsessor) => api<LoginAsessorResponse>('POST', '/api/asessors/login', body);
export const logoutAsessor = (asessorId: number) => api<Pesan>('POST', `/api/asessors/logout/${asessorId}`);
