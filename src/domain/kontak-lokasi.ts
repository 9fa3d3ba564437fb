// D24: each facility's local contacts, printed beside the actions and referrals that need them.
import type { TujuanRujukan } from './tindak-lanjut';
import { nilaiBerlabel } from './berlabel';

/**
 * The kinds of local contact a facility keeps (D24), one each, in the order pages and reports list them:
 * each kind's name and what it is needed for, as the follow-up page says beside it (CLINICAL.md actions).
 */
const KONTAK = {
  uptd_ppa: { label: 'UPTD PPA', guna: 'Rujukan korban kekerasan seksual dan laporan tindak pidana di tahanan (UU TPKS).' },
  puskesmas: { label: 'Puskesmas atau klinik', guna: 'Layanan kesehatan hari ini: kekerasan seksual baru, putus zat, luka menyakiti diri.' },
  psikolog: {
    label: 'Psikolog atau psikiater',
    guna: 'Prioritas Kritis dan Mendesak: menemui anak atau tahanan pada hari yang sama atau dalam 72 jam.',
  },
  bapas: { label: 'Bapas (PK)', guna: 'Memberi tahu Pembimbing Kemasyarakatan (PK) tentang temuan dan rujukan.' },
  polisi_anak: { label: 'Unit PPA kepolisian', guna: 'Laporan tindak pidana terhadap anak di tahanan bila tidak melalui UPTD PPA.' },
} as const satisfies Record<string, { label: string; guna: string }>;
export const JENIS_KONTAK = nilaiBerlabel(KONTAK);
export type JenisKontak = (typeof JENIS_KONTAK)[number];
const kolomKontak = (k: 'label' | 'guna') => Object.fromEntries(JENIS_KONTAK.map((j) => [j, KONTAK[j][k]])) as Record<JenisKontak, string>;
export const LABEL_JENIS_KONTAK: Readonly<Record<JenisKontak, string>> = kolomKontak('label');
export const GUNA_KONTAK: Readonly<Record<JenisKontak, string>> = kolomKontak('guna');

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
