import { api } from '#web/lib/api.ts';
import type { StatusBanks } from '#contract/index.ts';

/** The state of every question bank (server: soal). */
export const muatStatusBank = async () => (await api<StatusBanks>('GET', '/api/status-bank')).bank;
