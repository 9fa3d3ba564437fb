import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import type { Dihentikan } from '#contract/index.ts';

/** Who in the Rutan said no or stopped in the last day (D21). */
export const dihentikanQuery = () =>
  queryOptions({ queryKey: ['pemantauan', 'dihentikan'], queryFn: () => api<Dihentikan>('GET', '/api/pemantauan/dihentikan') });
