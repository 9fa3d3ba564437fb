// The report reads the one combined view of the hasil feature (`loadGabungan`) and only reshapes
// it for the PDF: no second query path for a child's results.
import { INSTRUMEN, SCREENING_KEYS, isInstrumentKey, type InstrumentKey, type MetaHasil, type ScreeningKey } from '../../../domain';
import type { AppContext } from '../../context';
import { loadGabungan, type HasilGabungan } from '../hasil/gabungan-data';
import type { LaporanModel, SubTestTersimpan } from './laporan-model';

function sub<T extends MetaHasil, S>(h: T | null, skor: (h: T) => S): SubTestTersimpan<S> | null {
  if (!h) return null;
  const meta = { durasi_detik: h.durasi_detik, jumlah_soal: h.jumlah_soal, jumlah_dijawab: h.jumlah_dijawab, validitas: h.validitas };
  return { skor: skor(h), timed_out: h.timed_out, started_at: h.started_at, submitted_at: h.tanggal, meta, jawaban: h.jawaban, versi_bank: h.versi_bank ?? null };
}

/** The report's model of a combined view, made at `dibuatPada` (ISO UTC). */
export function modelDariGabungan(g: HasilGabungan, dibuatPada: string): LaporanModel {
  const { peserta: p, hasil: h } = g;
  const skrining = Object.fromEntries(SCREENING_KEYS.map((k) => [k, g.skrining.find((s) => s.key === k)?.jawaban ?? 'Tidak'])) as Record<
    ScreeningKey,
    string
  >;
  const dukungan = sub(h.DUKUNGAN, (d) => ({ total_skor: d.total_skor, kategori: d.kategori, rata_rata: d.rata_rata }));
  return {
    rutan: p.location,
    dibuatPada,
    anak: { registration_no: p.registration_no, name: p.name, age: p.age, place_of_birth: p.place_of_birth, date_of_birth: p.date_of_birth },
    asessor: p.asessor_name !== null && p.asessor_login_id !== null ? { name: p.asessor_name, assesor_id: p.asessor_login_id } : null,
    skrining,
    hasil: {
      pid5: sub(h['PID5-BF'], (x) => ({ traitScores: x.traitScores, kesimpulan: x.kesimpulan })),
      psc17: sub(h.PSC17, (x) => ({ detail: x.detail, total_skor: x.total_skor, kategori_total: x.kategori_total })),
      dukungan: dukungan && h.DUKUNGAN ? { ...dukungan, jawaban_essay: h.DUKUNGAN.jawaban_essay } : null,
      kognitif: sub(h.KOGNITIF, (x) => ({ total_skor: x.total_skor, jumlah_soal: x.jumlah_soal, persen: x.persen, kategori: x.kategori })),
    },
    interpretasi: g.interpretasi,
    catatan: g.catatan,
    kekerasan_seksual: { baru: g.peserta.kekerasan_seksual_baru, pelaku_satu_fasilitas: g.peserta.pelaku_satu_fasilitas },
  };
}

/** The question banks as the appendix reads them: text, option labels by value, cognitive key. */
async function soalLampiran(ctx: AppContext): Promise<NonNullable<LaporanModel['soal']>> {
  const rows = await ctx.db.selectFrom('soal').select(['instrument', 'nomor', 'pertanyaan', 'pilihan', 'kunci']).orderBy('nomor').execute();
  const hasil: NonNullable<LaporanModel['soal']> = {};
  for (const r of rows) {
    if (!isInstrumentKey(r.instrument)) continue;
    const key = r.instrument as InstrumentKey;
    let labels: string[] = [];
    try {
      const parsed: unknown = JSON.parse(r.pilihan);
      if (Array.isArray(parsed)) labels = parsed.map(String);
    } catch {
      labels = [];
    }
    const nilai = INSTRUMEN[key].pilihan.map((p) => String(p.nilai));
    const pilihan = Object.fromEntries(nilai.map((v, i) => [v, labels[i] ?? INSTRUMEN[key].pilihan[i].label]));
    (hasil[key] ??= []).push({ nomor: r.nomor, pertanyaan: key === 'kognitif' ? `Soal ${r.nomor}` : r.pertanyaan, pilihan, kunci: r.kunci });
  }
  return hasil;
}

/** The report model of one child of the caller's Rutan, or null when there is no such record there. */
export async function muatLaporan(ctx: AppContext, location: string, registrationNo: string, dibuatPada: string) {
  const g = await loadGabungan(ctx, { location, registrationNo });
  return g ? { ...modelDariGabungan(g, dibuatPada), soal: await soalLampiran(ctx) } : null;
}
