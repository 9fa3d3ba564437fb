import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { InstrumentKey } from '#domain/instruments.ts';
import { opsiRute, panggil, segarkanRute } from '#web/lib/klien.ts';
import type { PemantauanRow } from '#contract/index.ts';

export type { PemantauanRow } from '#contract/index.ts';

const PEMANTAUAN = 'GET /api/pemantauan';

/** The room now: who is in a sub test, who asked for help, who finished in the last hour. */
export const pemantauanQuery = () => opsiRute(PEMANTAUAN);

/** After an action on a sub test in progress: the room is read again. */
export const segarkanPemantauan = (qc: QueryClient) => segarkanRute(qc, PEMANTAUAN);

/** A sub test in progress: which record and which instrument. */
type Pengerjaan = Pick<PemantauanRow, 'peserta_id' | 'instrument'>;

const params = (r: Pengerjaan) => ({ id: r.peserta_id, instrument: r.instrument });

/** More minutes for a sub test in progress (audited). */
export const tambahWaktu = (r: Pengerjaan, menit: number) =>
  panggil('POST /api/pemantauan/:id/:instrument/tambah-waktu', { params: params(r), body: { menit } });

/** Ends a sub test in progress: its answers kept, marked as ended by this assessor with the reason (finding 8; audited). */
export const akhiriPengerjaan = (r: Pengerjaan, alasan: string) =>
  panggil('POST /api/pemantauan/:id/:instrument/akhiri', { params: params(r), body: { alasan } });

/** Marks a help request as handled. */
export const bantuanSelesai = (r: Pengerjaan) => panggil('POST /api/pemantauan/:id/:instrument/bantuan-selesai', { params: params(r) });

/** The sub tests a child has open now: the combined view says "sedang dikerjakan" for them, not "belum". */
export function useSedangDikerjakan(registrationNo: string): Set<InstrumentKey> {
  const { data } = useQuery({ ...pemantauanQuery(), staleTime: 5_000 });
  return new Set((data?.data ?? []).filter((r) => r.terbuka && r.registration_no === registrationNo).map((r) => r.instrument));
}
