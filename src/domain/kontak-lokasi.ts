// D24: each facility's local contacts, printed beside the actions and referrals that need them.
import type { TujuanRujukan } from './tindak-lanjut';
import { nilaiBerlabel } from './berlabel';

/** The kinds of local contact a facility keeps (D24), one each, in the order pages and reports list them. */
export const LABEL_JENIS_KONTAK = {
  uptd_ppa: 'UPTD PPA',
  puskesmas: 'Puskesmas atau klinik',
  psikolog: 'Psikolog atau psikiater',
  bapas: 'Bapas (PK)',
  polisi_anak: 'Unit PPA kepolisian',
} as const;
export const JENIS_KONTAK = nilaiBerlabel(LABEL_JENIS_KONTAK);
export type JenisKontak = (typeof JENIS_KONTAK)[number];

/** What each contact is needed for, as the follow-up page says beside it (CLINICAL.md actions). */
export const GUNA_KONTAK: Readonly<Record<JenisKontak, string>> = {
  uptd_ppa: 'Rujukan korban kekerasan seksual dan laporan tindak pidana di tahanan (UU TPKS).',
  puskesmas: 'Layanan kesehatan hari ini: kekerasan seksual baru, putus zat, luka menyakiti diri.',
  psikolog: 'Prioritas Kritis dan Mendesak: menemui anak atau tahanan pada hari yang sama atau dalam 72 jam.',
  bapas: 'Memberi tahu Pembimbing Kemasyarakatan (PK) tentang temuan dan rujukan.',
  polisi_anak: 'Laporan tindak pidana terhadap anak di tahanan bila tidak melalui UPTD PPA.',
};

/** The contacts a referral to `tujuan` needs (D19's targets), first the closest. */
export const KONTAK_UNTUK_RUJUKAN: Readonly<Record<TujuanRujukan, readonly JenisKontak[]>> = {
  psikolog: ['psikolog'],
  klinik: ['puskesmas'],
  rumah_sakit: ['puskesmas', 'psikolog'],
  uptd_ppa: ['uptd_ppa', 'polisi_anak'],
  bapas_pk: ['bapas'],
  dinas_sosial: ['uptd_ppa'],
  lainnya: [],
};

export const KONTAK_LIMITS = { nama: 120, telepon: 30, keterangan: 200 } as const;

/** A phone number as people write it: 6 to 15 digits with spaces, dashes, dots, brackets and a leading +. */
export function teleponSah(v: string): boolean {
  const angka = v.replace(/\D/g, '').length;
  return /^\+?[0-9 ().-]+$/.test(v) && angka >= 6 && angka <= 15;
}
export const PESAN_TELEPON =
  'Nomor telepon hanya berisi angka (boleh diawali +, dengan spasi, titik, tanda hubung atau kurung), 6 sampai 15 angka.';
