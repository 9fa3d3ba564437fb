import { queryOptions } from '@tanstack/react-query';
import { panggil } from '#web/lib/klien.ts';

/** Who in the Rutan said no or stopped in the last day (D21). */
export const dihentikanQuery = () =>
  queryOptions({ queryKey: ['pemantauan', 'dihentikan'], queryFn: () => panggil('GET /api/pemantauan/dihentikan') });
