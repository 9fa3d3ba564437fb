import { useQuery, type QueryClient } from '@tanstack/react-query';
import { segarkanAkun } from '../akun/akun-api';
import { opsiDialog, panggil } from '#web/lib/klien.ts';
import { sebagaiDaftar } from '#web/components/ui/daftar.tsx';
import type { KontakLokasiUbah, LokasiUbah } from '#contract/index.ts';

export type { Lokasi, LokasiUbah } from '#contract/index.ts';

const LOKASI_KEY = ['lokasi'] as const;

const lokasiQuery = { queryKey: LOKASI_KEY, queryFn: () => panggil('GET /api/lokasi') };

/** Every facility (D24), for the assessor forms' selects. */
export const useLokasi = () => useQuery(lokasiQuery);

/** Every facility as Kelola Lokasi's list, read whole (the forms' selects need every one anyway). */
export const useDaftarLokasi = () => useQuery({ ...lokasiQuery, select: sebagaiDaftar });

/** A facility's local contacts (D24), read afresh at every opening of its dialog. */
export const kontakLokasiQuery = (id: number | undefined) =>
  opsiDialog([...LOKASI_KEY, 'kontak'], id, (id) => panggil('GET /api/lokasi/:id/kontak', { params: { id } }));

/** Replaces a facility's local contacts. */
export const simpanKontakLokasi = (id: number, body: KontakLokasiUbah) => panggil('PUT /api/lokasi/:id/kontak', { params: { id }, body });
/** After a save of a facility's contacts: its dialog's read again. */
export const segarkanKontakLokasi = (qc: QueryClient, id: number) => qc.invalidateQueries(kontakLokasiQuery(id));

export const tambahLokasi = (body: LokasiUbah) => panggil('POST /api/lokasi', { body });
export const ubahLokasi = (id: number, body: LokasiUbah) => panggil('PUT /api/lokasi/:id', { params: { id }, body });
export const ubahStatusLokasi = (id: number, aktif: boolean) => panggil('PUT /api/lokasi/:id/status', { params: { id }, body: { aktif } });

/** After a facility changed: the facilities, the accounts (their facility names) and the audit log read again. */
export const segarkanLokasi = (qc: QueryClient) =>
  Promise.all([qc.invalidateQueries({ queryKey: LOKASI_KEY }), segarkanAkun(qc)]).then(() => undefined);
