import { useQuery } from '@tanstack/react-query';
import type { InstrumentKey } from '../../../../domain/instruments';
import { api } from '../../../lib/api';

/** One row of GET /api/pemantauan (src/server/features/pemantauan/pemantauan-schemas.ts). */
export interface PemantauanRow {
  peserta_id: number;
  registration_no: string;
  name: string;
  instrument: InstrumentKey;
  kode: string;
  status: 'berjalan' | 'waktu_habis' | 'selesai';
  terbuka: boolean;
  dijawab: number;
  jumlah_soal: number;
  sisa_detik: number | null;
  tambahan_menit: number;
  online: boolean;
  terakhir_aktif: string | null;
  bantuan_at: string | null;
  started_at: string | null;
  submitted_at: string | null;
}

export const PEMANTAUAN_KEY = ['pemantauan'] as const;

export const muatPemantauan = () => api<{ data: PemantauanRow[]; sekarang: string }>('GET', '/api/pemantauan');

/** The sub tests a child has open now: the combined view says "sedang dikerjakan" for them, not "belum". */
export function useSedangDikerjakan(registrationNo: string): Set<InstrumentKey> {
  const { data } = useQuery({ queryKey: PEMANTAUAN_KEY, queryFn: muatPemantauan, staleTime: 5_000 });
  return new Set((data?.data ?? []).filter((r) => r.terbuka && r.registration_no === registrationNo).map((r) => r.instrument));
}
