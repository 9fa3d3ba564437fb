import { z } from 'zod';
import { KATEGORI_PESERTA } from '#domain/instruments.ts';
import { MASUK_LIMITS } from '#contract/batas.ts';
import { rowId } from '#server/kernel/params.ts';
import { pagedQuery } from '#server/kernel/paging.ts';

/** The longest facility name `?lokasi=` accepts. */
const LOKASI_MAKS = 200;

/** One row of the child list (D2): the name is masked (initials) unless an assessor of the Rutan is logged in. */
export const pesertaRow = z.object({
  id: z.number(),
  registration_no: z.string(),
  name: z.string(),
  /** True when `name` holds initials only. */
  disamarkan: z.boolean(),
  /** How many of the sub tests are saved. */
  selesai: z.number(),
  /** How many sub tests the record's battery holds (four for a child by default). */
  jumlah_subtes: z.number(),
});

/** A facility a device can be placed in (D24, issue 32): open ones only, no counts (the list is public). */
export const lokasiPerangkat = z.object({
  nama: z.string(),
  jenis: z.string(),
  provinsi: z.string().nullable(),
});

const kategori = z.enum(KATEGORI_PESERTA, { message: 'Kategori tidak dikenal. Pilih anak atau tahanan.' });

/**
 * `?kategori=` of the public list: the child list (default) or the detainee list (D17); `?lokasi=` the
 * device's facility; `?q=&page=&per_page=` a page (issue 32): a visitor searches registration numbers
 * only (names stay masked), an assessor names too. Without q, page and per_page the spec's plain array.
 */
export const daftarQuery = pagedQuery.extend({
  kategori: kategori.optional(),
  lokasi: z.string().max(LOKASI_MAKS, 'Lokasi tidak valid.').optional(),
});

export const masukBody = z.object(
  {
    /** The row chosen on the list; without it an entry code alone finds its record (issue 32). */
    id: rowId('ID peserta tidak valid.').optional(),
    // With an assessor session of the child's Rutan no password is needed (D2).
    password: z.string({ message: 'Password akses harus berupa teks.' }).max(MASUK_LIMITS.password, 'Password akses terlalu panjang.').optional(),
    /** A one-time entry code from an assessor instead of the password (D14). */
    kode: z.string({ message: 'Kode masuk harus berupa teks.' }).max(MASUK_LIMITS.kode, 'Kode masuk terlalu panjang.').optional(),
    /** The list the entry comes from (D17): the child list ('anak', the spec's) or the detainee list. */
    kategori: kategori.optional(),
  },
  { message: 'Data masuk tidak valid.' },
);

export const masukResponse = z.object({
  message: z.string(),
  id: z.number(),
  registration_no: z.string(),
  /** The page of the first sub test not yet saved, e.g. /asesmen/pid5bf/7. */
  lanjut: z.string(),
  /** True when an assessor session of this device was ended (D2). */
  asessor_keluar: z.boolean(),
  /**
   * The key (32 bytes, base64url) the page encrypts the device copy of unsent answers with (issue 29),
   * kept in the tab's memory and sessionStorage only: the tablet alone cannot read the copy.
   */
  kunci_perangkat: z.string(),
});

export type PesertaRow = z.infer<typeof pesertaRow>;
