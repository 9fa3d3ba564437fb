import { z } from 'zod';
import { TINDAK_LANJUT_LIMITS as L } from '#contract/batas.ts';
import { ALASAN_TUTUP, PRIORITAS_KEYS, STATUS_TINDAK_LANJUT, TUJUAN_RUJUKAN } from '#domain/index.ts';
import { STATUS_AKTIVASI } from '#domain/aktivasi.ts';
import { JENIS_KONTAK } from '#domain/kontak-lokasi.ts';
import { pagedQuery } from '#server/kernel/paging.ts';
import { nomorRegistrasi, rowId } from '#server/kernel/params.ts';
import { teksBoleh, teksWajib } from '#server/kernel/isian.ts';

/** The version the editor read: a change made since then answers 409 (no silent overwrite). */
const versi = z.coerce
  .number({ message: 'Versi tindak lanjut wajib dikirim; muat ulang halaman.' })
  .int('Versi tindak lanjut tidak valid.')
  .positive('Versi tindak lanjut tidak valid.');

/** A moment with its zone (the form sends WIB as +07:00). Not in the future: checked by the route with the server's clock. */
const waktu = (label: string) => z.iso.datetime({ offset: true, message: `${label} harus berupa tanggal dan jam yang valid.` });

/** A calendar date YYYY-MM-DD that exists. */
const tanggal = (label: string) =>
  z
    .string({ message: `${label} wajib diisi.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} harus berupa tanggal yang valid.`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
      message: `${label} harus berupa tanggal yang valid.`,
    });

export const tindakLanjutParams = z.object({ id: rowId('ID tindak lanjut tidak valid.') });
export const rujukanParams = tindakLanjutParams.extend({ rujukanId: rowId('ID rujukan tidak valid.') });

/** The worklist's filters beside its paging. */
export const daftarQuery = pagedQuery.extend({
  status: z.enum([...STATUS_TINDAK_LANJUT, 'terlambat', 'semua'], { message: 'Status tidak dikenal.' }).optional(),
  prioritas: z.enum(PRIORITAS_KEYS as [string, ...string[]], { message: 'Prioritas tidak dikenal.' }).optional(),
  /** An assessor's id, or 'tanpa' for follow-ups nobody owns yet. */
  petugas: z.union([z.literal('tanpa'), rowId('Petugas tidak valid.')]).optional(),
});

/** An assessor opens a follow-up by hand (any priority, e.g. a Sedang result the rules leave alone). */
export const bukaBody = z.object({
  registration_no: nomorRegistrasi,
  prioritas: z.enum(PRIORITAS_KEYS as [string, ...string[]], { message: 'Prioritas tidak dikenal.' }),
  petugas_id: rowId('Petugas tidak valid.').nullish(),
  alasan: teksWajib('Alasan membuka tindak lanjut', L.alasan),
});

export const petugasBody = z.object({ versi, petugas_id: rowId('Petugas tidak valid.').nullable() });

export const aksiBody = z.object({
  versi,
  tindakan: teksWajib('Tindakan', L.tindakan),
  oleh: teksWajib('Nama yang melakukan', L.oleh),
  pada: waktu('Waktu tindakan'),
  catatan: teksBoleh('Catatan', L.catatan),
});

export const rujukanBody = z
  .object({
    versi,
    tujuan: z.enum(TUJUAN_RUJUKAN, { message: 'Tujuan rujukan wajib dipilih dari daftar.' }),
    tujuan_lain: teksBoleh('Tujuan lainnya', L.tujuanLain),
    tanggal: tanggal('Tanggal rujukan'),
    nomor: teksBoleh('Nomor rujukan', L.nomor),
    hasil: teksBoleh('Hasil rujukan', L.hasil),
  })
  .refine((b) => b.tujuan !== 'lainnya' || b.tujuan_lain, {
    message: 'Tujuan rujukan "Lainnya" harus disebutkan.',
    path: ['tujuan_lain'],
  });

export const hasilRujukanBody = z.object({ versi, hasil: teksWajib('Hasil rujukan', L.hasil) });

export const tutupBody = z.object({
  versi,
  alasan: z.enum(ALASAN_TUTUP, { message: 'Alasan menutup tindak lanjut wajib dipilih.' }),
  catatan: teksBoleh('Catatan', L.catatan),
});

export const bukaKembaliBody = z.object({ versi, alasan: teksWajib('Alasan membuka kembali', L.alasan) });

const orang = z.object({ id: z.number(), name: z.string() });

export const tindakLanjutRow = z.object({
  id: z.number(),
  peserta: z.object({ id: z.number(), registration_no: z.string(), name: z.string(), kategori: z.string() }),
  prioritas: z.enum(PRIORITAS_KEYS as [string, ...string[]]),
  sumber: z.string(),
  temuan_pada: z.string(),
  tenggat: z.string().nullable(),
  /** Past its due time while open, by the server's clock. */
  terlambat: z.boolean(),
  status: z.enum(STATUS_TINDAK_LANJUT),
  /** "Terbuka", "Terbuka, terlambat" or "Ditutup: <alasan>". */
  label_status: z.string(),
  alasan_tutup: z.string().nullable(),
  ditutup_pada: z.string().nullable(),
  petugas: orang.nullable(),
  jumlah_aksi: z.number(),
  jumlah_rujukan: z.number(),
  versi: z.number(),
  diubah_pada: z.string(),
  diubah_oleh: z.string(),
});

export const daftarReply = z.object({
  data: z.array(tindakLanjutRow),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
  sekarang: z.string(),
});

export const detailReply = tindakLanjutRow.extend({
  aksi: z.array(
    z.object({
      id: z.number(),
      tindakan: z.string(),
      oleh: z.string(),
      pada: z.string(),
      catatan: z.string().nullable(),
      dicatat_oleh: z.string(),
    }),
  ),
  rujukan: z.array(
    z.object({
      id: z.number(),
      tujuan: z.enum(TUJUAN_RUJUKAN),
      tujuan_lain: z.string().nullable(),
      tanggal: z.string(),
      nomor: z.string().nullable(),
      hasil: z.string().nullable(),
      hasil_pada: z.string().nullable(),
      dicatat_oleh: z.string(),
    }),
  ),
  riwayat: z.array(z.object({ jenis: z.string(), keterangan: z.string().nullable(), pada: z.string(), oleh: z.string() })),
  /** The actions the record's interpretation asks for (CLINICAL.md): what an action may answer. */
  tindakan_saran: z.array(z.string()),
  /** D24: the local contacts each of `tindakan_saran` needs (same order; empty: none). */
  kontak_saran: z.array(z.array(z.enum(JENIS_KONTAK))),
  /** The assessors of the Rutan: who may be made responsible. */
  petugas_pilihan: z.array(orang),
  sekarang: z.string(),
});

export const dibukaReply = z.object({ message: z.string(), id: z.number() });
export const diubahReply = z.object({ message: z.string(), versi: z.number() });

/** A help request waiting in a sub test ("Saya butuh bantuan"). */
export const bantuanRow = z.object({
  peserta_id: z.number(),
  registration_no: z.string(),
  name: z.string(),
  instrument: z.string(),
  nama_instrumen: z.string(),
  bantuan_at: z.string(),
});
export const bantuanReply = z.object({ data: z.array(bantuanRow) });

const kelompok = z.object({ data: z.array(tindakLanjutRow), total: z.number() });
/** A count, or null when under the minimum cell (D24: never a cell under 10). */
const sel = z.number().nullable();

/** A colleague's account as the home page lists it (D18): who, who created or reset it and when, the decision. */
const rekanBeranda = z.object({
  id: z.number(),
  name: z.string(),
  assesor_id: z.string(),
  dibuat_oleh: z.string().nullable(),
  dibuat_at: z.string(),
  aktivasi: z.enum(STATUS_AKTIVASI),
  aktivasi_oleh: z.string().nullable(),
  aktivasi_at: z.string().nullable(),
});

/** GET /api/beranda: the assessor's home page. */
export const berandaReply = z.object({
  bantuan: z.array(bantuanRow),
  /** D21: refusals ("Saya tidak mau") and stops ("Berhenti") of the last week, newest first. */
  dihentikan: z.object({
    data: z.array(
      z.object({
        peserta_id: z.number(),
        registration_no: z.string(),
        name: z.string(),
        kategori: z.enum(['anak', 'tahanan']),
        jenis: z.enum(['menolak', 'berhenti']),
        waktu: z.string(),
        instrument: z.string().nullable(),
        nama_instrumen: z.string().nullable(),
      }),
    ),
    total: z.number(),
  }),
  /** D18: colleagues' accounts waiting for confirmation, and those decided in the last 14 days. */
  rekan: z.object({ menunggu: z.array(rekanBeranda), baru_dikonfirmasi: z.array(rekanBeranda) }),
  tindak_lanjut: z.object({
    segera: kelompok,
    hari_ini: kelompok,
    minggu_ini: kelompok,
    terbuka: z.number(),
    terlambat: z.number(),
  }),
  skrining_bulan_ini: z.object({ peserta: z.number(), subtes: z.number() }),
  validitas_per_asessor: z.array(
    z.object({
      asessor_id: z.number().nullable(),
      name: z.string(),
      hasil: z.number(),
      diragukan: z.number(),
      persen: z.number(),
    }),
  ),
  /** The flagged share counts the results of this many last days. */
  validitas_hari: z.number(),
  distribusi: z.array(
    z.object({
      instrument: z.string(),
      nama: z.string(),
      total_rutan: sel,
      total_semua: sel,
      kategori: z.array(z.object({ kategori: z.string(), rutan: sel, semua: sel })),
    }),
  ),
  sel_minimal: z.number(),
  sekarang: z.string(),
});
