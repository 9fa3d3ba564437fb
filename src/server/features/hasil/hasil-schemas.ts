// Reply shapes of the results API (seed-spec sections 3 and 7): plain schemas without transforms,
// so that they serialize and document cleanly. A result's score and meta are the domain's shapes.
import { z } from 'zod';
import { identitasPeserta } from '#server/kernel/peserta.ts';
import { JENIS_KONTAK } from '#domain/kontak-lokasi.ts';
import {
  INSTRUMEN,
  INSTRUMENT_KEYS,
  KATEGORI_PESERTA,
  metaHasilSchema,
  PRIORITAS_KEYS,
  SCREENING_KEYS,
  SKEMA_SKOR_KELUARAN,
  URUTAN_JANGKA,
  URUTAN_TEMA,
  type HasilGabungan,
  type InstrumentKey,
  type Prioritas,
  type Jangka,
  type Tema,
} from '#domain/index.ts';

const meta = metaHasilSchema.shape;
const listBase = { id: z.number(), peserta_id: z.number(), registration_no: z.string(), name: z.string(), ...meta };
/** What every row of a result list carries beside its scores (the web's HasilRow, through the contract). */
export const hasilRowDasar = z.object(listBase);

/** One row of an instrument's results list (the score's shape by the instrument's scoring kind). */
export function hasilRow(instrument: InstrumentKey) {
  return SKEMA_SKOR_KELUARAN[INSTRUMEN[instrument].skor.jenis].extend(listBase);
}

const instrumentKey = z.enum(INSTRUMENT_KEYS);
const prioritas = z.enum(PRIORITAS_KEYS as [Prioritas, ...Prioritas[]]);

/** One row of the combined list: which sub tests are done, whether a note exists. */
export const gabunganRow = z.object({
  id: z.number(),
  registration_no: z.string(),
  name: z.string(),
  selesai: z.array(instrumentKey),
  /** The category's battery in order (what `selesai` counts against). */
  baterai: z.array(instrumentKey),
  ada_catatan: z.boolean(),
  /** The same priority as the child's combined result (from what exists so far). */
  prioritas,
  /** The priority as shown: "Belum dinilai" while the record has no result at all (never "Rendah", issue 31). */
  prioritas_tampil: z.string(),
});

const kritis = z.object({ aktif: z.boolean(), alasan: z.array(z.string()), tindakan: z.array(z.string()) });
const kelompok = z.array(
  z.object({ tema: z.enum(URUTAN_TEMA as [Tema, ...Tema[]]), judul: z.string(), kalimat: z.array(z.string()) }),
);
const tindakLanjut = {
  /** Whom the sentences speak of (D17): the record's category. */
  kategori: z.enum(KATEGORI_PESERTA),
  prioritas,
  tenggat: z.string(),
  batas_jam: z.number().nullable(),
  alasan_prioritas: z.string(),
  judul_tindakan_utama: z.string(),
  tindakan_utama: z.array(z.string()),
  /** D24: the local contacts each first action needs (same order; empty: none). */
  kontak_tindakan_utama: z.array(z.array(z.enum(JENIS_KONTAK))),
  /** Every other action, none dropped, grouped by clock (CLINICAL.md "Round three"). */
  tindakan_lanjutan: z.array(
    z.object({
      jangka: z.enum(URUTAN_JANGKA as [Jangka, ...Jangka[]]),
      judul: z.string(),
      tindakan: z.array(z.string()),
      kontak: z.array(z.array(z.enum(JENIS_KONTAK))),
    }),
  ),
  waktu_temuan: z.string().nullable(),
  batas_waktu: z.string().nullable(),
  kritis,
  aturanTerpakai: z.array(z.string()),
  /** D24: the facility's criteria version the result was judged by (null: the defaults alone). */
  kriteria: z.object({ lokasi: z.string(), nomor: z.number(), jumlah: z.number() }).nullable(),
};

const interpretasi = z.union([
  z.object({ lengkap: z.literal(false), pesan: z.string(), ...tindakLanjut }),
  z.object({
    lengkap: z.literal(true),
    ...tindakLanjut,
    batasan: z.array(z.string()),
    kekuatan: z.array(z.string()),
    bagian: z.object({
      gambaran_kepribadian: kelompok,
      kecenderungan_masalah: kelompok,
      intervensi: kelompok,
      kesimpulan: z.array(z.string()),
    }),
  }),
]);

/** The combined detail of one record (the same model the PDF report prints). */
export const gabunganDetail = z.object({
  kategori: z.enum(KATEGORI_PESERTA),
  /** The category's battery in order: the instruments `hasil` holds. */
  baterai: z.array(instrumentKey),
  peserta: z.object({
    ...identitasPeserta,
    location: z.string(),
    assesor_id: z.number().nullable(),
    asessor_login_id: z.string().nullable(),
    asessor_name: z.string().nullable(),
    kekerasan_seksual_baru: z.enum(['Ya', 'Tidak']).nullable(),
    pelaku_satu_fasilitas: z.enum(['Ya', 'Tidak']).nullable(),
    jenis_kelamin: z.string().nullable(),
    pendidikan: z.string().nullable(),
    bahasa: z.string().nullable(),
    tanggal_masuk: z.string().nullable(),
  }),
  prioritas,
  tenggat: z.string(),
  tindakan_utama: z.array(z.string()),
  /** Keyed by instrument code (seed-spec section 3), one entry per sub test of the record's battery (null when not done). */
  hasil: z.object(
    Object.fromEntries(
      INSTRUMENT_KEYS.map((k) => [
        INSTRUMEN[k].kode,
        SKEMA_SKOR_KELUARAN[INSTRUMEN[k].skor.jenis].extend(meta).nullable().optional(),
      ]),
    ),
  ),
  skrining: z.array(
    z.object({
      key: z.enum(SCREENING_KEYS),
      label: z.string(),
      jawaban: z.enum(['Ya', 'Tidak']),
      risiko: z.string(),
      tinggi: z.boolean(),
    }),
  ),
  interpretasi,
  catatan: z.string().nullable(),
  catatan_updated_at: z.string().nullable(),
  tinjauan: z.object({
    status: z.enum(['draf', 'ditinjau']),
    tinjauan: z
      .object({
        ronde: z.number(),
        prioritas_sistem: prioritas,
        prioritas,
        alasan: z.string().nullable(),
        catatan_klinis: z.string().nullable(),
        psikolog_nama: z.string(),
        nomor_izin: z.string(),
        ditinjau_at: z.string(),
      })
      .nullable(),
    berubah_setelah_tinjauan: z.boolean(),
  }),
});

/** The combined view as the caller reads it: may this account review it (D22: a psychologist)? */
export const gabunganDetailPembaca = gabunganDetail.extend({ boleh_meninjau: z.boolean() });

// The reply schema is a second writing of the domain's HasilGabungan (interpretation included): each
// must accept the other, so neither can drift without the compiler saying so.
type Sama<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const GABUNGAN_SAMA_DENGAN_DOMAIN: Sama<z.infer<typeof gabunganDetail>, HasilGabungan> = true;
