// The report reads the one combined view of the hasil feature (`loadGabungan`) and only reshapes
// it for the PDF: no second query path for a record's results.
import { rincianPersetujuan, ringkasPersetujuan } from '../persetujuan/persetujuan-data';
import { loadPerbandingan } from '../ronde/ronde-data';
import {
  INSTRUMEN,
  SCREENING_KEYS,
  hasilInstrumen,
  isInstrumentKey,
  type InstrumentKey,
  type MetaHasil,
  type ScreeningKey,
  salinanPetugas,
} from '#domain/index.ts';
import { labelPilihanTersimpan } from '#domain/bank/pilihan.ts';
import type { AppContext } from '#server/context.ts';
import { loadGabungan, type HasilGabungan } from '../hasil/gabungan-data';
import type { HasilLaporan, LaporanModel, Salinan, SubTestTersimpan } from './laporan-model';
import { loadCatatanTindakLanjut } from './laporan-tindak-lanjut';
import { listKontak } from '../kontak-lokasi/kontak-data';

/** One result of the combined view as the report reads it: the score apart from its meta (a keyed test's score keeps its item count). */
function sub(key: InstrumentKey, h: (MetaHasil & { jawaban_essay?: string | null }) | null | undefined): SubTestTersimpan<unknown> | null {
  if (!h) return null;
  const { tanggal, started_at, timed_out, jawaban, versi_bank, durasi_detik, jumlah_soal, jumlah_dijawab, validitas, jawaban_essay, ...skor } = h;
  return {
    skor: INSTRUMEN[key].skor.jenis === 'kunci' ? { ...skor, jumlah_soal } : skor,
    timed_out,
    started_at,
    submitted_at: tanggal,
    meta: { durasi_detik, jumlah_soal, jumlah_dijawab, validitas },
    jawaban,
    versi_bank: versi_bank ?? null,
    ...(jawaban_essay !== undefined ? { jawaban_essay } : {}),
  };
}

/** The report's model of a combined view, made at `dibuatPada` (ISO UTC). */
export function modelDariGabungan(g: HasilGabungan, dibuatPada: string): LaporanModel {
  const { peserta: p } = g;
  const skrining = Object.fromEntries(SCREENING_KEYS.map((k) => [k, g.skrining.find((s) => s.key === k)?.jawaban ?? 'Tidak'])) as Record<
    ScreeningKey,
    string
  >;
  return {
    kategori: g.kategori,
    baterai: g.baterai,
    rutan: p.location,
    dibuatPada,
    peserta: { registration_no: p.registration_no, name: p.name, age: p.age, place_of_birth: p.place_of_birth, date_of_birth: p.date_of_birth },
    asessor: p.asessor_name !== null && p.asessor_login_id !== null ? { name: p.asessor_name, assesor_id: p.asessor_login_id } : null,
    skrining,
    hasil: Object.fromEntries(g.baterai.map((k) => [k, sub(k, hasilInstrumen(g.hasil, k))])) as HasilLaporan,
    interpretasi: g.interpretasi,
    catatan: g.catatan,
    kekerasan_seksual: { baru: g.peserta.kekerasan_seksual_baru, pelaku_satu_fasilitas: g.peserta.pelaku_satu_fasilitas },
    tinjauan: g.tinjauan,
    orang: { jenis_kelamin: p.jenis_kelamin, pendidikan: p.pendidikan, bahasa: p.bahasa, tanggal_masuk: p.tanggal_masuk },
  };
}

/**
 * D22: the model of one copy. The officer's copy leaves out what it must never print, here rather than
 * only in the layout: no item answers and no banks (so no drawing can print them), the interpretation
 * without LGBT status. The clinician's copy keeps everything and names who downloaded it.
 */
export function modelSalinan(m: LaporanModel, salinan: Salinan, pengunduh: LaporanModel['pengunduh'] = null): LaporanModel {
  if (salinan === 'psikolog') return { ...m, salinan, pengunduh };
  const hasil = Object.fromEntries(
    Object.entries(m.hasil).map(([k, h]) => [k, h ? { ...h, jawaban: {} } : h]),
  ) as HasilLaporan;
  const { soal: _soal, ...tanpaSoal } = m;
  return { ...tanpaSoal, salinan, pengunduh: null, hasil, interpretasi: salinanPetugas(m.interpretasi) };
}

/** The question banks as the appendix reads them: text, option labels by value, cognitive key. */
async function soalLampiran(ctx: AppContext): Promise<NonNullable<LaporanModel['soal']>> {
  const rows = await ctx.db.selectFrom('soal').select(['instrument', 'nomor', 'pertanyaan', 'pilihan', 'kunci']).orderBy('nomor').execute();
  const hasil: NonNullable<LaporanModel['soal']> = {};
  for (const r of rows) {
    if (!isInstrumentKey(r.instrument)) continue;
    const key = r.instrument as InstrumentKey;
    const labels = labelPilihanTersimpan(key, r.pilihan);
    const pilihan = Object.fromEntries(INSTRUMEN[key].pilihan.map((p, i) => [String(p.nilai), labels[i]]));
    (hasil[key] ??= []).push({ nomor: r.nomor, pertanyaan: INSTRUMEN[key].soal === 'gambar' ? `Soal ${r.nomor}` : r.pertanyaan, pilihan, kunci: r.kunci });
  }
  return hasil;
}

/** The report model of one record of the caller's Rutan, or null when there is no such record there. */
export async function loadLaporan(ctx: AppContext, location: string, registrationNo: string, dibuatPada: string) {
  // The banks are the same for every record: read alongside the record rather than after it (one round
  // trip less on PostgreSQL). Nothing of them is used unless the record is found in the caller's Rutan.
  const [g, soal, persetujuan, perbandingan, tindakLanjut, kontak] = await Promise.all([
    loadGabungan(ctx, { location, registrationNo }),
    soalLampiran(ctx),
    rincianPersetujuan(ctx.db, registrationNo),
    loadPerbandingan(ctx.db, location, registrationNo),
    loadCatatanTindakLanjut(ctx.db, registrationNo),
    // D24: the facility's contacts beside the actions that need them (the location key is the facility's id).
    /^\d{1,15}$/.test(location) ? listKontak(ctx.db, Number(location)) : Promise.resolve([]),
  ]);
  if (!g) return null;
  return {
    ...modelDariGabungan(g, dibuatPada),
    soal,
    persetujuan: persetujuan && ringkasPersetujuan(persetujuan),
    persetujuan_rinci: persetujuan,
    perbandingan,
    tindak_lanjut: tindakLanjut,
    kontak,
  };
}
