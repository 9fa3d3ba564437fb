import { z } from 'zod';

export const PESAN_BUKAN_PDF = 'Alamat laporan harus berakhiran .pdf.';

/** GET /api/laporan/{registration_no}.pdf: the last path segment, the registration number with '.pdf'. */
export const laporanParams = z.object({
  berkas: z
    .string()
    .trim()
    .max(104, 'Nomor registrasi tidak valid.')
    .regex(/\.pdf$/i, PESAN_BUKAN_PDF)
    .transform((s) => s.replace(/\.pdf$/i, '').trim())
    .refine((s) => s.length > 0, 'Nomor registrasi wajib diisi.'),
});

/** D22: which copy; the officer's by default, the clinician's for psychologist accounts only. */
export const laporanQuery = z.object({
  salinan: z.enum(['petugas', 'psikolog'], { message: "Salinan harus 'petugas' atau 'psikolog'." }).default('petugas'),
});
