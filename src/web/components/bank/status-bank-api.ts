import { api } from '../../lib/api';
import type { StatusBanks } from '../../../contract';

/** The state of every question bank (server: soal). */
export const muatStatusBank = async () => (await api<StatusBanks>('GET', '/api/status-bank')).bank;
