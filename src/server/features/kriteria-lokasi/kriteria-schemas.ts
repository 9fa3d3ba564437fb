import { z } from 'zod';
import {
  INSTRUMEN_KRITERIA,
  PRIORITAS_KEYS,
  PRIORITAS_KRITERIA,
  SCREENING_KEYS,
  TOTAL_KRITERIA,
  pilihanKriteria,
  type InstrumenKriteria,
  type KriteriaTambahan,
} from '#domain/index.ts';
import { teksSebaris } from '#server/kernel/isian.ts';

/** The most criteria one facility may add (a list an officer can still read). */
export const MAKS_KRITERIA = 30;
const MAKS_ALASAN = 500;

export const PESAN_BAWAAN_TETAP =
  'Kriteria bawaan tidak dapat dihapus atau diubah: kirim hanya kriteria tambahan lokasi (jenis, butir atau skor, dan prioritas).';
const PESAN_PRIORITAS = 'Kriteria tambahan hanya dapat menjadikan hasil Kritis atau Mendesak; kriteria bawaan tidak dapat dilemahkan.';

const prioritas = z.enum(PRIORITAS_KRITERIA, { message: PESAN_PRIORITAS });
const angka = (label: string) => z.number({ message: `${label} harus berupa angka.` }).int(`${label} harus bilangan bulat.`);
const instrumenButir = z.enum(Object.keys(INSTRUMEN_KRITERIA) as [InstrumenKriteria, ...InstrumenKriteria[]], {
  message: 'Instrumen kriteria hanya SRQ-20, PSC-17, atau PID-5.',
});
const instrumenTotal = z.enum(Object.keys(TOTAL_KRITERIA) as ['srq20', 'psc17'], {
  message: 'Skor total hanya dapat diberi batas untuk SRQ-20 atau PSC-17.',
});
const tolakKunciLain = (iss: { code?: string }) => (iss.code === 'unrecognized_keys' ? PESAN_BAWAAN_TETAP : undefined);

const kriteria = z
  .discriminatedUnion(
    'jenis',
    [
      z.strictObject({ jenis: z.literal('butir'), instrumen: instrumenButir, nomor: angka('Nomor butir'), nilai: angka('Jawaban'), prioritas }, { error: tolakKunciLain }),
      z.strictObject(
        { jenis: z.literal('skrining'), kunci: z.enum(SCREENING_KEYS, { message: 'Pertanyaan skrining tidak dikenal.' }), prioritas },
        { error: tolakKunciLain },
      ),
      z.strictObject({ jenis: z.literal('total'), instrumen: instrumenTotal, skor: angka('Skor total'), prioritas }, { error: tolakKunciLain }),
    ],
    { message: "Jenis kriteria harus 'butir', 'skrining', atau 'total'." },
  )
  .superRefine((k, ctx) => {
    if (k.jenis === 'butir') {
      const jumlah = INSTRUMEN_KRITERIA[k.instrumen];
      if (k.nomor < 1 || k.nomor > jumlah) ctx.addIssue({ code: 'custom', message: `Nomor butir ${k.instrumen.toUpperCase()} harus 1 sampai ${jumlah}.` });
      const nilai = pilihanKriteria(k.instrumen).map((p) => p.nilai);
      // The lowest answer is no finding: a criterion on it would flag every child.
      if (!nilai.includes(k.nilai) || k.nilai === Math.min(...nilai))
        ctx.addIssue({ code: 'custom', message: `Jawaban pemicu harus salah satu dari ${nilai.slice(1).join(', ')} (jawaban terendah bukan temuan).` });
    }
    if (k.jenis === 'total' && (k.skor < 1 || k.skor > TOTAL_KRITERIA[k.instrumen]))
      ctx.addIssue({ code: 'custom', message: `Batas skor total harus 1 sampai ${TOTAL_KRITERIA[k.instrumen]}.` });
  });

/** PUT /api/lokasi/{id}/kriteria: the facility's whole set of added criteria, from the version the admin read. */
export const kriteriaBody = z.strictObject(
  {
    dari_versi: angka('Versi').min(0, 'Versi tidak valid.'),
    alasan: teksSebaris('Alasan perubahan', MAKS_ALASAN),
    kriteria: z
      .array(kriteria, { message: 'Daftar kriteria tidak valid.' })
      .max(MAKS_KRITERIA, `Paling banyak ${MAKS_KRITERIA} kriteria tambahan.`),
  },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? PESAN_BAWAAN_TETAP : 'Data kriteria tidak valid.') },
);
export type KriteriaBody = { kriteria: KriteriaTambahan[] };

const kriteriaRow = z.object({
  jenis: z.enum(['butir', 'skrining', 'total']),
  instrumen: z.string().optional(),
  nomor: z.number().optional(),
  nilai: z.number().optional(),
  kunci: z.string().optional(),
  skor: z.number().optional(),
  prioritas: z.enum(PRIORITAS_KRITERIA),
  /** In words, as a result quotes it. */
  label: z.string(),
  /** What the defaults alone make of the same trigger. */
  bawaan: z.enum(PRIORITAS_KEYS as [string, ...string[]]),
});

/** GET /api/lokasi/{id}/kriteria (admin): the version in force, and every version before it. */
export const kriteriaResponse = z.object({
  lokasi: z.string(),
  /** The version in force (0: the defaults alone). */
  versi: z.number(),
  kriteria: z.array(kriteriaRow),
  riwayat: z.array(
    z.object({
      nomor: z.number(),
      kriteria: z.array(kriteriaRow),
      alasan: z.string(),
      dibuat_at: z.string(),
      dibuat_oleh: z.string().nullable(),
    }),
  ),
});
