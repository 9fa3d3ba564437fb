import { useQuery } from '@tanstack/react-query';
import type { InstrumentKey } from '../../../../domain/instruments';
import { api } from '../../../lib/api';
import type { Pemantauan } from '../../../../contract';

export type { PemantauanRow } from '../../../../contract';

export const PEMANTAUAN_KEY = ['pemantauan'] as const;

export const muatPemantauan = () => api<Pemantauan>('GET', '/api/pemantauan');

/** The sub tests a child has open now: the combined view says "sedang dikerjakan" for them, not "belum". */
export function useSedangDikerjakan(registrationNo: string): Set<InstrumentKey> {
  const { data } = useQuery({ queryKey: PEMANTAUAN_KEY, queryFn: muatPemantauan, staleTime: 5_000 });
  return new Set((data?.data ?? []).filter((r) => r.terbuka && r.registration_no === registrationNo).map((r) => r.instrument));
}
