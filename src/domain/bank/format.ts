// The bank file format (D6), shared by the admin's upload, the downloadable templates and the
// default banks. Rows arrive as objects keyed by header (as a spreadsheet reader gives them); the
// whole file is checked and every problem is reported, so nothing is written from a bad file.
import { HURUF_KOGNITIF, INSTRUMEN, type HurufKognitif, type InstrumentKey } from '../instruments';
import { BANK_DUKUNGAN_DEFAULT } from './dukungan';
import { BANK_KOGNITIF_ITEMS_DEFAULT } from './kognitif';
import { BANK_PID5_DEFAULT } from './pid5';
import { BANK_PID5_DEWASA_DEFAULT } from './pid5dewasa';
import { BANK_PSC17_DEFAULT } from './psc17';
import { BANK_SRQ20_DEFAULT } from './srq20';
import { gabungPilihan, JUMLAH_PILIHAN_WAJIB, MAKS_PANJANG_PERTANYAAN, pisahPilihan } from './pilihan';
import type { ItemBank, ItemBankKognitif } from './tipe';

export { gabungPilihan, JUMLAH_PILIHAN_WAJIB, MAKS_PANJANG_PERTANYAAN, PEMISAH_PILIHAN, pisahPilihan } from './pilihan';

/** Optional first column: when given it must follow 1, 2, 3, ... so the scoring key cannot drift. */
export const KOLOM_NOMOR = 'nomor';
export const KOLOM_UMUM = ['pertanyaan', 'pilihan'] as const;
export const KOLOM_GAMBAR_PILIHAN = HURUF_KOGNITIF.map((h) => `gambar_${h}`) as readonly string[];
export const KOLOM_KOGNITIF = ['gambar_soal', ...KOLOM_GAMBAR_PILIHAN, 'kunci'] as const;

export const MAKS_SOAL_PER_BANK = 200;
const POLA_NAMA_GAMBAR = /^[A-Za-z0-9][A-Za-z0-9._\- ]{0,150}\.(jpe?g|png|svg)$/i;

export type HasilPeriksaBaris<T> = { ok: true; items: T[] } | { ok: false; errors: string[] };

/** Column headers of an instrument's bank file, in template order. */
export function kolomTemplate(instrument: InstrumentKey): string[] {
  return instrument === 'kognitif' ? [KOLOM_NOMOR, ...KOLOM_KOGNITIF] : [KOLOM_NOMOR, ...KOLOM_UMUM];
}

function normalKolom(nama: string): string {
  return nama.trim().toLowerCase().replace(/\s+/g, '_');
}

function teksSel(v: unknown): string | null {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

function jumlahSoalWajib(instrument: InstrumentKey): number | null {
  return INSTRUMEN[instrument].jumlahSoal;
}

/** Checks every row of an uploaded bank; returns the items or all errors (row numbers as a spreadsheet shows them). */
export function periksaBaris(
  instrument: 'kognitif',
  rows: readonly Record<string, unknown>[],
): HasilPeriksaBaris<ItemBankKognitif>;
export function periksaBaris(
  instrument: Exclude<InstrumentKey, 'kognitif'>,
  rows: readonly Record<string, unknown>[],
): HasilPeriksaBaris<ItemBank>;
export function periksaBaris(
  instrument: InstrumentKey,
  rows: readonly Record<string, unknown>[],
): HasilPeriksaBaris<ItemBank | ItemBankKognitif>;
export function periksaBaris(
  instrument: InstrumentKey,
  rows: readonly Record<string, unknown>[],
): HasilPeriksaBaris<ItemBank | ItemBankKognitif> {
  const errors: string[] = [];
  const items: (ItemBank | ItemBankKognitif)[] = [];
  const label = INSTRUMEN[instrument].label;
  const wajib = instrument === 'kognitif' ? [...KOLOM_KOGNITIF] : [...KOLOM_UMUM];

  const baris = rows.map((r) => {
    const m = new Map<string, unknown>();
    for (const [k, v] of Object.entries(r)) m.set(normalKolom(k), v);
    return m;
  });
  const adaKolom = new Set(baris.flatMap((m) => [...m.keys()]));
  const hilang = wajib.filter((k) => !adaKolom.has(normalKolom(k)));
  if (rows.length > 0 && hilang.length > 0) {
    return { ok: false, errors: [`Kolom wajib tidak ditemukan: ${hilang.join(', ')}. Gunakan template ${label}.`] };
  }

  baris.forEach((m, i) => {
    const noBaris = i + 2; // row 1 is the header
    const sel: Record<string, string> = {};
    let kosongSemua = true;
    for (const [k, v] of m) {
      const t = teksSel(v);
      if (t === null) {
        errors.push(`Baris ${noBaris}: kolom ${k} tidak valid`);
        sel[k] = '';
        continue;
      }
      sel[k] = t;
      if (t !== '') kosongSemua = false;
    }
    if (kosongSemua) return; // blank spreadsheet rows are skipped
    const nomorHarusnya = items.length + 1;
    const salahSebelum = errors.length;

    const nomorTeks = sel[KOLOM_NOMOR] ?? '';
    if (nomorTeks !== '' && Number(nomorTeks) !== nomorHarusnya) {
      errors.push(`Baris ${noBaris}: nomor ${nomorTeks} tidak sesuai urutan (seharusnya ${nomorHarusnya})`);
    }

    if (instrument === 'kognitif') {
      const gambar = {} as Record<HurufKognitif, string>;
      for (const kolom of ['gambar_soal', ...KOLOM_GAMBAR_PILIHAN]) {
        const nama = sel[normalKolom(kolom)] ?? '';
        if (nama === '') errors.push(`Baris ${noBaris}: kolom ${kolom} kosong`);
        else if (!POLA_NAMA_GAMBAR.test(nama))
          errors.push(`Baris ${noBaris}: nama file pada kolom ${kolom} tidak valid: "${nama}"`);
      }
      for (const h of HURUF_KOGNITIF) gambar[h] = sel[`gambar_${h.toLowerCase()}`] ?? '';
      const kunci = (sel['kunci'] ?? '').toUpperCase();
      if (kunci === '') errors.push(`Baris ${noBaris}: kolom kunci kosong`);
      else if (!(HURUF_KOGNITIF as readonly string[]).includes(kunci)) {
        errors.push(`Baris ${noBaris}: kolom kunci harus salah satu huruf A-F (ditemukan "${sel['kunci']}")`);
      }
      if (errors.length === salahSebelum) {
        items.push({
          nomor: nomorHarusnya,
          pertanyaan: sel['gambar_soal'],
          pilihan: [...HURUF_KOGNITIF],
          gambar,
          kunci: kunci as HurufKognitif,
        });
      } else items.push({ nomor: nomorHarusnya, pertanyaan: '', pilihan: [] }); // keeps the count for the total check
      return;
    }

    const pertanyaan = sel['pertanyaan'] ?? '';
    if (pertanyaan === '') errors.push(`Baris ${noBaris}: kolom pertanyaan kosong`);
    else if (pertanyaan.length > MAKS_PANJANG_PERTANYAAN) {
      errors.push(`Baris ${noBaris}: kolom pertanyaan terlalu panjang (maksimal ${MAKS_PANJANG_PERTANYAAN} karakter)`);
    }
    const pilihan = pisahPilihan(sel['pilihan'] ?? '');
    const harus = JUMLAH_PILIHAN_WAJIB[instrument];
    if (pilihan.length === 0) errors.push(`Baris ${noBaris}: kolom pilihan kosong`);
    else if (harus !== undefined && pilihan.length !== harus) {
      errors.push(
        `Baris ${noBaris}: kolom pilihan harus berisi ${harus} pilihan dipisahkan tanda ";" (ditemukan ${pilihan.length})`,
      );
    }
    items.push({ nomor: nomorHarusnya, pertanyaan, pilihan });
  });

  const n = items.length;
  const tepat = jumlahSoalWajib(instrument);
  if (n === 0) errors.push('File tidak berisi soal.');
  else if (tepat !== null && n !== tepat) errors.push(`${label} harus berisi tepat ${tepat} soal, file berisi ${n} soal.`);
  else if (n > MAKS_SOAL_PER_BANK) errors.push(`${label} berisi ${n} soal; maksimal ${MAKS_SOAL_PER_BANK} soal.`);

  return errors.length ? { ok: false, errors } : { ok: true, items };
}

/** The default bank of an instrument. */
export function bankDefault(instrument: 'kognitif'): readonly ItemBankKognitif[];
export function bankDefault(instrument: InstrumentKey): readonly (ItemBank | ItemBankKognitif)[];
export function bankDefault(instrument: InstrumentKey): readonly (ItemBank | ItemBankKognitif)[] {
  switch (instrument) {
    case 'pid5':
      return BANK_PID5_DEFAULT;
    case 'psc17':
      return BANK_PSC17_DEFAULT;
    case 'dukungan':
      return BANK_DUKUNGAN_DEFAULT;
    case 'kognitif':
      return BANK_KOGNITIF_ITEMS_DEFAULT;
    case 'srq20':
      return BANK_SRQ20_DEFAULT;
    case 'pid5dewasa':
      return BANK_PID5_DEWASA_DEFAULT;
  }
}

/** One bank item as a template row (column name -> cell text). */
export function keBarisTemplate(instrument: InstrumentKey, item: ItemBank | ItemBankKognitif): Record<string, string> {
  if (instrument === 'kognitif' && 'gambar' in item) {
    const r: Record<string, string> = { nomor: String(item.nomor), gambar_soal: item.pertanyaan };
    for (const h of HURUF_KOGNITIF) r[`gambar_${h}`] = item.gambar[h];
    r.kunci = item.kunci;
    return r;
  }
  return { nomor: String(item.nomor), pertanyaan: item.pertanyaan, pilihan: gabungPilihan(item.pilihan) };
}

/** Header and example rows (the default bank) of an instrument's downloadable template. */
export function templateRows(instrument: InstrumentKey): { kolom: string[]; baris: Record<string, string>[] } {
  return { kolom: kolomTemplate(instrument), baris: bankDefault(instrument).map((it) => keBarisTemplate(instrument, it)) };
}
