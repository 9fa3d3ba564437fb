import { useQuery } from '@tanstack/react-query';
import type { InstrumentKey } from '../../../../domain/instruments';
import { api } from '../../../lib/api';
import type { Pemantauan, PemantauanRow, Pesan, TambahWaktu, WaktuDitambah } from '../../../../contract';

export type { PemantauanRow } from '../../../../contract';

export const PEMANTAUAN_KEY = ['pemantauan'] as const;

export const muatPemantauan = () => api<Pemantauan>('GET', '/api/pemantauan');

/** A sub test in progress: which record and which instrument. */
type Pengerjaan = Pick<PemantauanRow, 'peserta_id' | 'instrument'>;

const urlAksi = (r: Pengerjaan, aksi: string) => `/api/pemantauan/${r.peserta_id}/${r.instrument}/${aksi}`;

/** More minutes for a sub test in progress (audited). */
export const tambahWaktu = (r: Pengerjaan, menit: number) =>
  api<WaktuDitambah>('POST', urlAksi(r, 'tambah-waktu'), { menit } satisfies TambahWaktu);

/** Ends a sub test in progress: its answers kept, marked as ended by this assessor with the reason (finding 8; audited). */
export const akhiriPengerjaan = (r: Pengerjaan, alasan: string) => api<Pesan>('POST', urlAksi(r, 'akhiri'), { alasan });

/** Marks a help request as handled. */
export const bantuanSelesai = (r: Pengerjaan) => api<Pesan>('POST', urlAksi(r, 'bantuan-selesai'));

/** The sub tests a child has open now: the combined view says "sedang dikerjakan" for them, not "belum". */
export function useSedangDikerjakan(registrationNo: string): Set<InstrumentKey> {
  const { data } = useQuery({ queryKey: PEMANTAUAN_KEY, queryFn: muatPemantauan, staleTime: 5_000 });
  return new Set((data?.data ?? []).filter((r) => r.terbuka && r.registration_no === registrationNo).map((r) => r.instrument));
}
