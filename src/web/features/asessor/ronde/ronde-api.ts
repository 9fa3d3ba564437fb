import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { InstrumentKey } from '../../../../domain/instruments';
import type { DaftarRonde, MulaiRonde, MulaiRondeDijawab, Perbandingan, Pesan, RondeDetail } from '../../../../contract';
import { api } from '../../../lib/api';
import { segarkanGabungan } from '../hasil/hasil-api';

// A record's screening rounds (server: features/ronde, D20).

export const rondeKey = (pesertaId: number) => ['ronde', pesertaId] as const;
export const rondeDetailKey = (pesertaId: number, nomor: number) => ['ronde', pesertaId, nomor] as const;
export const perbandinganKey = (registrationNo: string) => ['ronde', 'perbandingan', registrationNo] as const;

export const useDaftarRonde = (pesertaId: number) =>
  useQuery({ queryKey: rondeKey(pesertaId), queryFn: () => api<DaftarRonde>('GET', `/api/kelola/${pesertaId}/ronde`) });

export const useRondeDetail = (pesertaId: number, nomor: number, aktif: boolean) =>
  useQuery({
    queryKey: rondeDetailKey(pesertaId, nomor),
    queryFn: () => api<RondeDetail>('GET', `/api/kelola/${pesertaId}/ronde/${nomor}`),
    enabled: aktif,
  });

export const usePerbandingan = (registrationNo: string) =>
  useQuery({
    queryKey: perbandinganKey(registrationNo),
    queryFn: () => api<Perbandingan>('GET', `/api/hasil-gabungan/${encodeURIComponent(registrationNo)}/perbandingan`),
  });

/** After a new round or a retest request: the rounds and the combined results are read again. */
export const segarkanRonde = (qc: QueryClient) =>
  Promise.all([qc.invalidateQueries({ queryKey: ['ronde'] }), segarkanGabungan(qc)]).then(() => undefined);

export const mulaiRonde = (pesertaId: number, body: MulaiRonde) => api<MulaiRondeDijawab>('POST', `/api/kelola/${pesertaId}/ronde`, body);

export const mintaTesUlang = (pesertaId: number, nomor: number, instrument: InstrumentKey) =>
  api<Pesan>('POST', `/api/kelola/${pesertaId}/ronde/${nomor}/tes-ulang/${instrument}`);
