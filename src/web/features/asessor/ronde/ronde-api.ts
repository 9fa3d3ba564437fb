import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { InstrumentKey } from '#domain/instruments.ts';
import type { MulaiRonde } from '#contract/index.ts';
import { panggil } from '#web/lib/klien.ts';
import { segarkanGabungan } from '../hasil/hasil-api';

// A record's screening rounds (server: features/ronde, D20).

export const rondeKey = (pesertaId: number) => ['ronde', pesertaId] as const;
export const rondeDetailKey = (pesertaId: number, nomor: number) => ['ronde', pesertaId, nomor] as const;
export const perbandinganKey = (registrationNo: string) => ['ronde', 'perbandingan', registrationNo] as const;

export const useDaftarRonde = (pesertaId: number) =>
  useQuery({ queryKey: rondeKey(pesertaId), queryFn: () => panggil('GET /api/kelola/:id/ronde', { params: { id: pesertaId } }) });

export const useRondeDetail = (pesertaId: number, nomor: number, aktif: boolean) =>
  useQuery({
    queryKey: rondeDetailKey(pesertaId, nomor),
    queryFn: () => panggil('GET /api/kelola/:id/ronde/:nomor', { params: { id: pesertaId, nomor } }),
    enabled: aktif,
  });

export const usePerbandingan = (registrationNo: string) =>
  useQuery({
    queryKey: perbandinganKey(registrationNo),
    queryFn: () => panggil('GET /api/hasil-gabungan/:registration_no/perbandingan', { params: { registration_no: registrationNo } }),
  });

/** After a new round or a retest request: the rounds and the combined results are read again. */
export const segarkanRonde = (qc: QueryClient) =>
  Promise.all([qc.invalidateQueries({ queryKey: ['ronde'] }), segarkanGabungan(qc)]).then(() => undefined);

export const mulaiRonde = (pesertaId: number, body: MulaiRonde) => panggil('POST /api/kelola/:id/ronde', { params: { id: pesertaId }, body });

export const mintaTesUlang = (pesertaId: number, nomor: number, instrument: InstrumentKey) =>
  panggil('POST /api/kelola/:id/ronde/:nomor/tes-ulang/:instrument', { params: { id: pesertaId, nomor, instrument } });
