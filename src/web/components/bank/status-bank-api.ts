import { panggil } from '#web/lib/klien.ts';

/** The state of every question bank (server: soal). */
export const muatStatusBank = async () => (await panggil('GET /api/status-bank')).bank;
