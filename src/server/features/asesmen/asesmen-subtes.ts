// The rules of a child's timed sub test (D3, D5): order, the server's clock, drafts, scoring and
// closing on time-out. Routes stay short and call these.
import { ZodError } from 'zod';
import { HURUF_KOGNITIF, INSTRUMEN, judulSubtes, teksUntuk, tombolLanjutKe, type InstrumentKey } from '#domain/instruments.ts';
import { PESAN_BANK_TIDAK_UTUH_ANAK, masalahBank } from '#domain/bank/keutuhan.ts';
import { labelPilihanTersimpan } from '#domain/bank/pilihan.ts';
import { CONTOH_KOGNITIF } from '#domain/kognitif/generator.ts';
import { type JawabanMasuk } from '#domain/skor/jawaban.ts';
import { parseJawabanInstrumen, skorInstrumen } from '#domain/skor/instrumen.ts';
import { detikPerSoal } from '#domain/validitas.ts';
import {
  batasSubtesMs,
  durasiDetik,
  jedaDetik,
  kirimWaktuHabis,
  lewatTenggat as lewatTenggatDomain,
  sisaDetik as sisaDetikDomain,
  waktuSimpanMs,
  type Jeda,
  type WaktuPengerjaan,
} from '#domain/waktu-subtes.ts';
import type { Kysely } from 'kysely';
import type { AppContext } from '#server/context.ts';
import type { DB, Soal } from '#server/db/schema.ts';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '#server/errors.ts';
import { PESAN_PENGGUNA_TIDAK_DITEMUKAN } from '#domain/messages.ts';
import { nowIso } from '#server/time.ts';
import { bateraiDari, findBaterai } from '../baterai/baterai-data';
import { kategoriDari, ruteSubtes } from '../peserta/peserta-data';
import { keItemDiperiksa, listSoal } from '../soal/soal-data';
import { pastikanPersetujuan } from '../persetujuan/persetujuan-data';
import { pastikanBelumDihentikan, pastikanMauMulai } from '../persetujuan/kesediaan-data';
import {
  findOrInsertPengerjaan,
  findHasil,
  loadKeadaanSubtes,
  markAktif,
  findPengerjaan,
  insertHasilOnce,
  type Draf,
  type Pengerjaan,
} from './asesmen-data';
import { bukaOtomatis } from '../tindak-lanjut/tindak-lanjut-data';
import type { SoalAnak, SubtesResponse } from './asesmen-schemas';

/** D5's grace and tolerance, from the timing rules (`domain/waktu-subtes.ts`). */
export { GRACE_MS, TOLERANSI_MS } from '#domain/waktu-subtes.ts';

export const PESAN_SUDAH_DISIMPAN = 'Sub test ini sudah disimpan. Jawaban tidak dapat dikirim ulang.';
export const PESAN_BELUM_DIBUKA = 'Sub test ini belum dibuka. Muat ulang halaman lalu coba lagi.';
export const PESAN_WAKTU_HABIS = 'Waktu pengerjaan sudah habis. Jawaban yang tersimpan sudah dikirim.';
export const PESAN_SOAL_KOSONG = 'Soal untuk sub test ini belum tersedia. Hubungi petugas.';
export const PESAN_BUKAN_MILIK = 'Anda hanya dapat membuka sub test Anda sendiri.';
/**
 * A draft that reached the attempt just after it was saved or closed (from another device, on
 * time-out, by the assessor): not stored, and said so (issue 28).
 */
export const PESAN_DRAF_TERLAMBAT =
  'Jawaban terakhir tidak tersimpan karena sub test ini baru saja ditutup (dikirim dari perangkat lain atau waktunya habis). Beri tahu petugas.';
/** A submit that kept meeting new drafts from another device (issue 28): nothing saved, send again. */
export const PESAN_KIRIM_BERSAMAAN =
  'Jawaban sedang disimpan dari perangkat lain pada saat yang sama. Tunggu sebentar, lalu kirim lagi.';
/** How often a submit reads the attempt again when drafts keep arriving while it scores. */
const COBA_SIMPAN = 5;

/** The limit of a sub test in ms: the spec's minutes divided by the test setting (D5). */
export function batasMs(ctx: AppContext, key: InstrumentKey): number {
  return batasSubtesMs(INSTRUMEN[key].batasWaktuMenit, ctx.settings.TIME_LIMIT_DIVISOR);
}

/** Seconds left of an open sub test by the server's clock (`domain/waktu-subtes.ts`). */
export function sisaDetik(ctx: AppContext, key: InstrumentKey, p: WaktuPengerjaan): number {
  return sisaDetikDomain(ctx.clock.now().getTime(), batasMs(ctx, key), p);
}

/** True when the time and the grace for a submit in flight are both over: the server closes it. */
export function lewatTenggat(ctx: AppContext, key: InstrumentKey, p: WaktuPengerjaan): boolean {
  return lewatTenggatDomain(ctx.clock.now().getTime(), batasMs(ctx, key), p);
}

/**
 * Decision 051: every attempt still open when the servers stopped gets the time no server ran, so
 * that neither a power cut nor a wall clock set forward meanwhile closes it early. Run once, by the
 * process that takes the clock up after the pause (`jamDatabase`), in its transaction. Returns how
 * many attempts were given time.
 */
export async function jedaTidakDihitung(db: Kysely<DB>, pembagi: number, jeda: Jeda): Promise<number> {
  const terbuka = await db
    .selectFrom('pengerjaan')
    .select(['id', 'instrument', 'started_at', 'tambahan_detik', 'jeda_detik'])
    .execute();
  let diberi = 0;
  for (const p of terbuka) {
    if (!Object.hasOwn(INSTRUMEN, p.instrument)) continue;
    const detik = jedaDetik(jeda, batasSubtesMs(INSTRUMEN[p.instrument as InstrumentKey].batasWaktuMenit, pembagi), p);
    if (detik <= 0) continue;
    await db
      .updateTable('pengerjaan')
      .set((eb) => ({ jeda_detik: eb('jeda_detik', '+', detik) }))
      .where('id', '=', p.id)
      .execute();
    diberi += 1;
  }
  return diberi;
}

/** The time a save of the attempt is stamped with (`waktuSimpanMs`: never before a time it stored). */
function waktuSimpan(ctx: AppContext, p: Pengerjaan): string {
  return new Date(waktuSimpanMs(ctx.clock.now().getTime(), [p.started_at, p.updated_at, p.terakhir_aktif])).toISOString();
}

/** A ZodError from a scorer or an answer schema as a 400 with every problem (never a 5xx). */
function sebagai400(error: unknown): never {
  if (error instanceof ZodError) {
    // A bad record key nests its own issue ('Nomor soal tidak valid: ...'): say that, not zod's wrapper.
    const pesanDari = (i: { message: string; issues?: { message: string }[] }): string[] =>
      i.issues?.length ? i.issues.map((n) => n.message) : [i.message];
    const pesan = [...new Set(error.issues.flatMap((i) => pesanDari(i as Parameters<typeof pesanDari>[0])))].join(' ');
    throw badRequest(`Jawaban tidak valid: ${pesan}`);
  }
  throw error;
}

/** Parses answers with the instrument's answer schema for the bank's size (D10). */
export function parseJawaban(key: InstrumentKey, jawaban: JawabanMasuk, jumlahSoal: number): Record<string, number | string> {
  try {
    return parseJawabanInstrumen(key, jumlahSoal, jawaban);
  } catch (error) {
    sebagai400(error);
  }
}

/** Scores answers with the instrument's scorer (D3); answer keys (cognitive) come from the bank in question order. */
function nilai(key: InstrumentKey, jawaban: JawabanMasuk, soal: Soal[]): unknown {
  const kunci = soal.map((s) => s.kunci ?? '');
  if (INSTRUMEN[key].skor.jenis === 'kunci' && kunci.some((k) => !(HURUF_KOGNITIF as readonly string[]).includes(k))) {
    throw conflict('Kunci jawaban soal kognitif belum lengkap. Hubungi petugas.');
  }
  try {
    return skorInstrumen(key, jawaban, { jumlahSoal: jumlah(soal), kunci });
  } catch (error) {
    sebagai400(error);
  }
}

/** The spec's completeness check of the form (section 5); null when complete. */
function cekLengkap(key: InstrumentKey, jawaban: JawabanMasuk, essay: string | null, jumlahSoal: number): string | null {
  return INSTRUMEN[key].validasi(jawaban, jumlahSoal, essay).pesan;
}

/** First arrival time (ISO) of each answer of a draft, by the server's clock. */
function parseWaktuJawab(p: Pengerjaan): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(p.waktu_jawab ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** What a save keeps about how the sub test was taken (D12): bank size and seconds per answered item. */
function caraPengerjaan(p: Pengerjaan, jawaban: Record<string, unknown>, soal: Soal[], selesai: string) {
  const kedatangan = Object.fromEntries(Object.entries(parseWaktuJawab(p)).map(([n, t]) => [n, Date.parse(t)]));
  return {
    jumlahSoal: soal.length,
    durasiDetik: durasiDetik(Date.parse(selesai), p),
    detikPerSoal: detikPerSoal(Date.parse(p.started_at), Date.parse(selesai), Object.keys(jawaban), kedatangan),
  };
}

function parseDraft(p: Pengerjaan): Record<string, number | string> {
  try {
    const parsed: unknown = JSON.parse(p.jawaban);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number | string>) : {};
  } catch {
    return {};
  }
}

async function soalAda(ctx: AppContext, key: InstrumentKey): Promise<Soal[]> {
  const soal = await listSoal(ctx.db, key);
  if (soal.length === 0) throw notFound(PESAN_SOAL_KOSONG);
  return soal;
}

/** The highest question number: answers are keyed by number, which may skip a deleted PID-5/PSC-17 item. */
const jumlah = (soal: Soal[]) => Math.max(soal.length, ...soal.map((s) => s.nomor));

/**
 * Closes a sub test whose time and grace are over, from its server draft: scored by the empty-item
 * rules and marked as timed out (D5). Nothing hangs open when the child never comes back.
 */
export async function tutupKarenaWaktu(
  ctx: AppContext,
  pesertaId: number,
  key: InstrumentKey,
  dibaca: Pengerjaan,
): Promise<void> {
  const soal = await soalAda(ctx, key);
  let p: Pengerjaan | undefined = dibaca;
  for (let coba = 1; p; coba++) {
    let jawaban: Record<string, number | string>;
    let skor: unknown;
    try {
      jawaban = parseJawaban(key, parseDraft(p), jumlah(soal));
      skor = nilai(key, jawaban, soal);
    } catch {
      // A draft the current bank no longer accepts (the bank changed meanwhile) scores as empty.
      jawaban = {};
      skor = nilai(key, {}, soal);
    }
    const submittedAt = waktuSimpan(ctx, p);
    const saved = await insertHasilOnce(ctx.db, {
      pesertaId,
      key,
      jawaban,
      essay: p.jawaban_essay,
      skor,
      timedOut: true,
      startedAt: p.started_at,
      submittedAt,
      ...caraPengerjaan(p, jawaban, soal, submittedAt),
      pengerjaan: p,
    });
    // A finding dates from the submission (D19): a Kritis result opens its follow-up now.
    if (saved === 'disimpan') await bukaOtomatis(ctx.db, pesertaId, submittedAt);
    if (saved !== 'berubah') return;
    // A draft that read the attempt before its time ran out was stored meanwhile: close with it.
    if (coba >= COBA_SIMPAN) throw conflict(PESAN_KIRIM_BERSAMAAN);
    p = await findPengerjaan(ctx.db, pesertaId, key);
  }
}

/** Who takes a sub test: the record's id, number and category (its battery). */
export interface PesertaSubtes {
  id: number;
  registration_no: string;
  kategori: string;
}

export const PESAN_BUKAN_BATERAI = 'Instrumen ini tidak termasuk baterai asesmen peserta ini.';

/** The battery of a participant's category, in order; a 400 when the instrument is not in it (D17). */
async function bateraiDengan(ctx: AppContext, peserta: PesertaSubtes, key: InstrumentKey): Promise<InstrumentKey[]> {
  const baterai = await findBaterai(ctx.db, kategoriDari(peserta.kategori));
  if (!baterai.includes(key)) throw badRequest(PESAN_BUKAN_BATERAI);
  return baterai;
}

/** Sub tests go in order (D5): every earlier one must be saved (an expired earlier one is closed first). */
async function pastikanUrutan(
  ctx: AppContext,
  peserta: PesertaSubtes,
  key: InstrumentKey,
  baterai: InstrumentKey[],
): Promise<void> {
  for (const [i, k] of baterai.entries()) {
    if (k === key) return;
    if (await findHasil(ctx.db, peserta.id, k)) continue;
    const p = await findPengerjaan(ctx.db, peserta.id, k);
    if (p && lewatTenggat(ctx, k, p)) {
      await tutupKarenaWaktu(ctx, peserta.id, k, p);
      continue;
    }
    throw new HttpError(409, `${judulSubtes(k, i + 1)} belum selesai. Kerjakan sub test tersebut terlebih dahulu.`, 'urutan', {
      lanjut: ruteSubtes(k, peserta.id, peserta.kategori),
    });
  }
}

/** The page of the sub test after this one in the battery, or null for the last. */
function lanjutSetelah(key: InstrumentKey, peserta: PesertaSubtes, baterai: InstrumentKey[]): string | null {
  const next = baterai[baterai.indexOf(key) + 1];
  return next ? ruteSubtes(next, peserta.id, peserta.kategori) : null;
}

/** One bank question as the participant's page shows it: options (values from the definition) or pictures. */
function keSoalAnak(key: InstrumentKey, s: Soal): SoalAnak {
  const url = (f: string) => `/uploads/${encodeURIComponent(f)}`;
  const def = INSTRUMEN[key];
  if (def.soal === 'gambar') {
    let gambar: Record<string, string> = {};
    try {
      gambar = s.gambar ? (JSON.parse(s.gambar) as Record<string, string>) : {};
    } catch {
      gambar = {};
    }
    return {
      nomor: s.nomor,
      pertanyaan: `Soal ${s.nomor}`,
      gambar: url(s.pertanyaan),
      pilihan: def.pilihan.map((p) => ({
        nilai: p.nilai,
        label: p.label,
        gambar: gambar[p.nilai] ? url(gambar[p.nilai]) : null,
      })),
    };
  }
  // Values are the definition's (the option index, or the 1-5 scale), as the scorers expect (D10).
  return {
    nomor: s.nomor,
    pertanyaan: s.pertanyaan,
    gambar: null,
    pilihan: labelPilihanTersimpan(key, s.pilihan).map((label, i) => ({ nilai: def.pilihan[i]!.nilai, label, gambar: null })),
  };
}

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
/** The two worked examples of Sub Test 4, pictures inline: they belong to the domain, not to a bank. */
const CONTOH = CONTOH_KOGNITIF.map((c) => ({
  nomor: c.nomor,
  gambar: svgUrl(c.gambarSoal),
  pilihan: HURUF_KOGNITIF.map((h) => ({ nilai: h, label: h, gambar: svgUrl(c.gambarPilihan[h]) })),
  kunci: c.kunci,
  penjelasan: c.penjelasanAnak,
}));

function dasar(ctx: AppContext, key: InstrumentKey, peserta: PesertaSubtes, baterai: InstrumentKey[]) {
  const def = INSTRUMEN[key];
  const next = baterai[baterai.indexOf(key) + 1];
  const { petunjuk, essay } = teksUntuk(key, kategoriDari(peserta.kategori));
  return {
    instrument: key,
    kode: def.kode,
    judul: judulSubtes(key, baterai.indexOf(key) + 1),
    petunjuk,
    registration_no: peserta.registration_no,
    batas_menit: def.batasWaktuMenit,
    batas_detik: Math.round(batasMs(ctx, key) / 1000),
    pertanyaan_essay: essay,
    contoh: def.soal === 'gambar' ? CONTOH : [],
    tombol_lanjut: next ? tombolLanjutKe(next) : null,
    lanjut: lanjutSetelah(key, peserta, baterai),
  };
}

/** GET of a sub test: opens it on the first visit (server start time), or tells that it is saved. */
export async function bukaSubtes(ctx: AppContext, peserta: PesertaSubtes, key: InstrumentKey): Promise<SubtesResponse> {
  const baterai = await bateraiDengan(ctx, peserta, key);
  const base = dasar(ctx, key, peserta, baterai);
  const selesai = (h: { timed_out: number; started_at: string | null }): SubtesResponse => ({
    ...base,
    status: 'selesai',
    sisa_detik: 0,
    started_at: h.started_at,
    timed_out: Boolean(h.timed_out),
    soal: [],
    jawaban: {},
    jawaban_essay: null,
  });

  const saved = await findHasil(ctx.db, peserta.id, key);
  if (saved) return selesai(saved);
  // D21: nothing opens (and nothing is written) before the assessor has recorded consent.
  await pastikanPersetujuan(ctx.db, peserta.id);
  // D21: and only after the person's own "Saya mau mulai", never after "Saya tidak mau" or "Berhenti".
  await pastikanMauMulai(ctx.db, peserta);
  await pastikanUrutan(ctx, peserta, key, baterai);
  const soal = await soalAda(ctx, key);
  // A bank that cannot carry its sub test (an item missing after a restore, a picture or key gone)
  // keeps it closed: the child is told to call the assessor, who sees which bank is broken.
  if (masalahBank(key, soal.map(keItemDiperiksa)).length > 0) throw conflict(PESAN_BANK_TIDAK_UTUH_ANAK);

  const p = await findOrInsertPengerjaan(ctx.db, peserta.id, key, nowIso(ctx.clock));
  if (lewatTenggat(ctx, key, p)) {
    await tutupKarenaWaktu(ctx, peserta.id, key, p);
    const closed = await findHasil(ctx.db, peserta.id, key);
    return selesai(closed ?? { timed_out: 1, started_at: p.started_at });
  }
  return {
    ...base,
    status: 'berjalan',
    sisa_detik: sisaDetik(ctx, key, p),
    started_at: p.started_at,
    timed_out: false,
    soal: soal.map((s) => keSoalAnak(key, s)),
    jawaban: parseDraft(p),
    jawaban_essay: p.jawaban_essay,
  };
}

/**
 * Whether a sub test is open for the record: the one check of drafts, signs of life, help requests
 * and submits, in this order: the record still exists (401), the instrument is in its battery (400),
 * not saved (409), opened (409). One query reads all of it (loadKeadaanSubtes); a 409 says plainly
 * that the round was stopped, when it was (D21). Past the limit and its grace (`lewatTenggat`), a
 * draft or a sign of life closes the attempt from its stored answers and gets 409 ('tutup'); a
 * submit gets the attempt and saves it as timed out with what it brings ('terima').
 */
async function subtesTerbuka(
  ctx: AppContext,
  pesertaId: number,
  key: InstrumentKey,
  setelahTenggat: 'tutup' | 'terima',
): Promise<{ p: Pengerjaan; jumlahSoal: number; baterai: InstrumentKey[] }> {
  return sebutJikaDihentikan(ctx, pesertaId, async () => {
    const keadaan = await loadKeadaanSubtes(ctx.db, pesertaId, key);
    if (!keadaan) throw unauthorized(PESAN_PENGGUNA_TIDAK_DITEMUKAN);
    const kategori = kategoriDari(keadaan.kategori);
    // The query read the row of the stored category; a category read as another one asks for that one's.
    const baterai = kategori === keadaan.kategori ? bateraiDari(kategori, keadaan.baterai) : await findBaterai(ctx.db, kategori);
    if (!baterai.includes(key)) throw badRequest(PESAN_BUKAN_BATERAI);
    if (keadaan.tersimpan) throw conflict(PESAN_SUDAH_DISIMPAN);
    const p = keadaan.pengerjaan;
    if (!p) throw conflict(PESAN_BELUM_DIBUKA);
    if (setelahTenggat === 'tutup' && lewatTenggat(ctx, key, p)) {
      await tutupKarenaWaktu(ctx, pesertaId, key, p);
      throw conflict(PESAN_WAKTU_HABIS);
    }
    return { p, jumlahSoal: keadaan.jumlahSoal, baterai };
  });
}

/**
 * A closed sub test's 409 says plainly that the round was stopped, when it was (D21). Asked only on
 * that path: the drafts' hot path keeps its one query (stopping closes every open sub test anyway).
 */
async function sebutJikaDihentikan<T>(ctx: AppContext, pesertaId: number, kerja: () => Promise<T>): Promise<T> {
  try {
    return await kerja();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) await pastikanBelumDihentikan(ctx.db, pesertaId);
    throw error;
  }
}

/**
 * A draft's checks (its sub test open, its answers valid) and the item its route hands to the group
 * commit. Only what this draft sends: the database lays it over the stored answers in the one UPDATE,
 * so two devices saving at once both keep theirs. `sisa` is the time left, told once it is stored.
 */
export async function siapkanDraft(
  ctx: AppContext,
  pesertaId: number,
  key: InstrumentKey,
  body: { jawaban: JawabanMasuk; jawaban_essay?: string | null },
): Promise<{ draf: Draf; sisa: () => number }> {
  const { p, jumlahSoal: banyak } = await subtesTerbuka(ctx, pesertaId, key, 'tutup');
  // A draft needs only the bank's size, not its questions.
  if (banyak === 0) throw notFound(PESAN_SOAL_KOSONG);
  const baru = parseJawaban(key, body.jawaban, banyak);
  const now = nowIso(ctx.clock);
  // An answer's time is when it first reached the server (D12 terlalu_cepat); a changed answer keeps the stored one.
  const waktu = Object.fromEntries(Object.keys(baru).map((n) => [n, now]));
  return {
    draf: { id: p.id, jawaban: baru, essay: body.jawaban_essay, waktuJawab: waktu, now },
    sisa: () => sisaDetik(ctx, key, p),
  };
}

/**
 * The page of an open sub test says it is still there (online on Pemantauan) and learns the time
 * left, which an assessor may have lengthened. A closed sub test answers 409, like a draft.
 */
export async function detakSubtes(ctx: AppContext, pesertaId: number, key: InstrumentKey): Promise<number> {
  const { p } = await subtesTerbuka(ctx, pesertaId, key, 'tutup');
  await markAktif(ctx.db, p.id, nowIso(ctx.clock));
  return sisaDetik(ctx, key, p);
}

/** "Saya butuh bantuan": shown on the assessor's Pemantauan with the child's name until handled. */
export async function mintaBantuan(ctx: AppContext, peserta: PesertaSubtes, key: InstrumentKey): Promise<void> {
  const { p } = await subtesTerbuka(ctx, peserta.id, key, 'terima');
  const now = nowIso(ctx.clock);
  await ctx.db.updateTable('pengerjaan').set({ bantuan_at: now, terakhir_aktif: now }).where('id', '=', p.id).execute();
}

/**
 * Submits a sub test (the save calls of section 7): merged with the server draft, scored on the
 * server, saved once. After the limit it is accepted as timed out; before it, every question must
 * be answered as the spec's form demands.
 */
export async function kirimSubtes(
  ctx: AppContext,
  peserta: PesertaSubtes,
  key: InstrumentKey,
  body: { jawaban: JawabanMasuk; jawaban_essay?: string | null; waktu_habis?: boolean },
): Promise<{ message: string; timed_out: boolean; lanjut: string | null }> {
  // D21: no answer is collected after "Saya tidak mau" or "Berhenti" (stopping closes every open sub test).
  const terbuka = await subtesTerbuka(ctx, peserta.id, key, 'terima');
  const { baterai } = terbuka;
  let { p } = terbuka;
  await pastikanUrutan(ctx, peserta, key, baterai);
  const soal = await soalAda(ctx, key);
  const dikirim = parseJawaban(key, body.jawaban, jumlah(soal));
  for (let coba = 1; ; coba++) {
    const jawaban = { ...parseDraft(p), ...dikirim };
    const essay = body.jawaban_essay !== undefined ? body.jawaban_essay?.trim() || null : p.jawaban_essay;

    const timedOut = kirimWaktuHabis(ctx.clock.now().getTime(), batasMs(ctx, key), p, body.waktu_habis === true);
    if (!timedOut) {
      const pesan = cekLengkap(key, jawaban, essay, jumlah(soal));
      if (pesan) throw badRequest(pesan);
    }
    const skor = nilai(key, jawaban, soal);
    const submittedAt = waktuSimpan(ctx, p);
    const saved = await insertHasilOnce(ctx.db, {
      pesertaId: peserta.id,
      key,
      jawaban,
      essay: INSTRUMEN[key].essay !== null ? essay : null,
      skor,
      timedOut,
      startedAt: p.started_at,
      submittedAt,
      ...caraPengerjaan(p, jawaban, soal, submittedAt),
      pengerjaan: p,
    });
    if (saved === 'ada') throw conflict(PESAN_SUDAH_DISIMPAN);
    if (saved === 'disimpan') {
      await bukaOtomatis(ctx.db, peserta.id, submittedAt);
      return { message: INSTRUMEN[key].pesan.berhasil, timed_out: timedOut, lanjut: lanjutSetelah(key, peserta, baterai) };
    }
    // Another device's draft was stored after the read (issue 28): read again, so that it is scored too.
    if (coba >= COBA_SIMPAN) throw conflict(PESAN_KIRIM_BERSAMAAN);
    ({ p } = await subtesTerbuka(ctx, peserta.id, key, 'terima'));
  }
}
