import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { kunciRute, panggil, segarkanRute } from '#web/lib/klien.ts';

/** The state of every question bank (server: soal). */
export const statusBankQuery = () =>
  queryOptions({
    queryKey: kunciRute('GET /api/status-bank'),
    queryFn: async () => (await panggil('GET /api/status-bank')).bank,
  });
/** After a bank was uploaded, edited or emptied: its state read afresh. */
export const segarkanStatusBank = (qc: QueryClient) => segarkanRute(qc, 'GET /api/status-bank');
