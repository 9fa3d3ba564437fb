import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pdfMake from 'pdfmake';
import type { Content, ContentTable } from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import {
  BAGIAN_KEYS,
  CATATAN_KOGNITIF,
  INSTRUMEN,
  JUDUL_BAGIAN,
  KALIMAT_SKRINING,
  PESAN_INTERPRETASI_MENUNGGU,
  TINDAKAN,
  kalimatInterpretasi,
  SCREENING_LABEL,
  TRAIT_KEYS,
  TRAIT_NAMA,
} from '#domain/index.ts';
import { bacaPdf } from './baca-pdf';
import { ESSAY, modelContoh, modelSemuaTinggi, modelTahanan, SKOR_CONTOH } from './contoh-laporan';
import { WARNA } from '#domain/gaya.ts';
import {
  buatLaporanPdf,
  definisiIntervensi,
  definisiLaporan,
  JUDUL_IDENTITAS,
  JUDUL_LAPORAN,
  KAKI_RAHASIA,
  JUDUL_SEKSI,
  NAMA_PRODUK,
  TEKS_BELUM_DIKERJAKAN,
  TEKS_WAKTU_HABIS,
} from './laporan-pdf';
import { kompresiBawaan, pdfmakeAsli } from './pdfmake-cepat';
import { modelSalinan } from './laporan-data';

const kemunculan = (teks: string, cari: string) => teks.split(cari).length - 1;
const rapat = (s: string) => s.replace(/\s+/g, ' ').trim();
/** The pages' body text joined, without the running header and footer (a sentence may cross a page). */
const isi = (halaman: string[]) =>
  halaman
    .map((h) => h.replace(/^Sistem Asesmen Tahanan dan ABH RAHASIA .*? WIB /, '').replace(/ RAHASIA: identitas anak dilindungi .*$/, ''))
    .join(' ');

describe('laporan PDF lengkap', async () => {
  const model = modelContoh();
  const pdf = await buatLaporanPdf(model);
  const { teks, tata, halaman, info } = bacaPdf(pdf);
  const badan = isi(halaman);

  it('is A4 portrait with real, embedded text', () => {
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const [w, h] = info['Page size'].split(' x ').map((v) => Math.round(parseFloat(v)));
    expect([w, h]).toEqual([595, 842]);
    const fonts = execFileSync('pdffonts', ['-'], { input: pdf, encoding: 'utf8' });
    const baris = fonts.split('\n').slice(2).filter(Boolean);
    expect(baris.length).toBeGreaterThan(0);
    for (const b of baris) expect(b).toMatch(/Roboto.*\byes\b/); // every font embedded
  });

  it('has the header, RAHASIA and "Halaman X dari Y" on every page', () => {
    expect(halaman.length).toBe(Number(info.Pages));
    halaman.forEach((h, i) => {
      expect(h).toContain(NAMA_PRODUK);
      expect(h).toContain('Rutan 1');
      expect(h).toContain('22 November 2026 10.00 WIB'); // 03:00 UTC in WIB
      expect(h).toContain('RAHASIA');
      expect(h).toContain(`Halaman ${i + 1} dari ${halaman.length}`);
    });
  });

  it('shows the identity and the assessor', () => {
    expect(teks).toContain(JUDUL_LAPORAN);
    expect(teks).toContain('Budi Santoso');
    expect(teks).toContain('REG-2026-001');
    expect(teks).toContain('15 tahun');
    expect(teks).toContain('Bandung');
    expect(teks).toContain('17 Mei 2011');
    expect(teks).toContain('Sri Wahyuni, S.Psi. (ID: asesor01)');
  });

  it('has every section title, in the order of the combined detail', () => {
    const urutan = [
      JUDUL_SEKSI.identitas,
      JUDUL_SEKSI.administrasi,
      JUDUL_SEKSI.pid5,
      JUDUL_SEKSI.psc17,
      JUDUL_SEKSI.dukungan,
      JUDUL_SEKSI.kognitif,
      JUDUL_SEKSI.risiko,
      JUDUL_SEKSI.interpretasi,
      ...BAGIAN_KEYS.map((b) => JUDUL_BAGIAN[b]),
      JUDUL_SEKSI.catatan,
      JUDUL_SEKSI.tindakLanjut,
    ];
    // Each title is found after the one before it (a title's words may also appear earlier, e.g. in the administration table).
    let dari = 0;
    for (const j of urutan) {
      const p = teks.indexOf(j, dari);
      expect(p, j).toBeGreaterThan(-1);
      dari = p + j.length;
    }
  });

  it('lists each trait with its score and category, and the conclusion', () => {
    for (const t of TRAIT_KEYS) {
      const s = SKOR_CONTOH.pid5.traitScores[t];
      const skor = String(s.skor).replace('.', ',');
      expect(tata, t).toMatch(new RegExp(`${TRAIT_NAMA[t].replace(/[()]/g, '\\$&')}\\s+${skor}\\s+${s.kategori}`));
    }
    expect(tata).toMatch(/Afek Negatif\s+2,4\s+Tinggi/);
    expect(tata).toMatch(/Antagonisme\s+0,4\s+Rendah/);
    expect(teks).toContain('Kesimpulan: Terdapat 2 trait yang tinggi');
    // The chart with its two lines.
    expect(teks).toContain('Sedang (1)');
    expect(teks).toContain('Tinggi (2)');
  });

  it('shows PSC-17 domains and total with their status, and marks the timed-out sub test', () => {
    expect(tata).toMatch(/Internalisasi\s+6\s+≥\s*5\s+Bermasalah/);
    expect(tata).toMatch(/Atensi\s+4\s+≥\s*7\s+Tidak Bermasalah/);
    expect(tata).toMatch(/Eksternalisasi\s+5\s+≥\s*7\s+Tidak Bermasalah/);
    expect(tata).toMatch(/Total\s+15\s+≥\s*15\s+Bermasalah/);
    expect(teks).toContain('batas 15');
    // Only PSC-17 was closed by the time limit in this model.
    expect(kemunculan(teks, TEKS_WAKTU_HABIS)).toBe(1);
    const awalPsc = teks.indexOf(JUDUL_SEKSI.psc17, teks.indexOf(JUDUL_SEKSI.administrasi) + 40);
    const psc = teks.slice(awalPsc, teks.indexOf(JUDUL_SEKSI.dukungan, awalPsc));
    expect(psc).toContain(TEKS_WAKTU_HABIS);
    expect(kemunculan(teks, 'Selesai: 21 November 2026 09.30 WIB')).toBe(4);
    expect(kemunculan(teks, 'Durasi 20 menit 0 detik')).toBe(4);
  });

  it('shows support, the essay, and the cognitive band as a raw-score band', () => {
    expect(tata).toMatch(/24 \(12 dari 12 dijawab\)\s+2\s+Rendah/);
    // The question as the child read it (one form of address per category, issue 32).
    expect(teks).toContain('Apa harapanmu untuk masa depan?');
    expect(teks).not.toContain('harapan Anda');
    expect(teks).toContain(ESSAY);
    expect(tata).toMatch(/7 dari 10\s+3\s+0\s+70%\s+Tinggi/);
    expect(teks).toContain(rapat(CATATAN_KOGNITIF));
  });

  it('marks every risk factor as reported, without the LGBT row (the officer\'s copy, D22)', () => {
    expect(tata).toMatch(/Napza\s+Dilaporkan\s+Risiko Tinggi/);
    expect(tata).toMatch(/Alkohol\s+Tidak dilaporkan\s+Risiko Rendah/);
    expect(tata).toMatch(/Menyakiti Diri \(Self Harm\)\s+Dilaporkan\s+Risiko Tinggi/);
    for (const [k, label] of Object.entries(SCREENING_LABEL)) {
      if (k === 'riwayat_lgbt') expect(teks).not.toContain(label);
      else expect(teks).toContain(label);
    }
    // two answers, and the note under the table on what it means for a victim
    expect(kemunculan(teks, 'Risiko Tinggi')).toBe(3);
    expect(kemunculan(teks, 'Risiko Rendah')).toBe(4);
  });

  it('flags the critical case at the top with its immediate actions, and gives the whole interpretation', () => {
    const i = model.interpretasi;
    if (!i.lengkap) throw new Error('model contoh harus lengkap');
    expect(i.kritis.aktif).toBe(true);
    const kritis = teks.indexOf('KASUS KRITIS');
    expect(kritis).toBeGreaterThan(-1);
    expect(kritis).toBeLessThan(teks.indexOf(JUDUL_SEKSI.identitas));
    for (const t of i.kritis.tindakan) expect(teks).toContain(rapat(t));
    expect(teks).toContain(`Prioritas: ${i.prioritas} (${i.tenggat})`);
    for (const k of kalimatInterpretasi(i)) expect(badan, k).toContain(rapat(k));
    // Limits and first actions are at the top, before the identity.
    expect(teks.indexOf(rapat(KALIMAT_SKRINING.anak))).toBeLessThan(teks.indexOf(JUDUL_SEKSI.identitas));
    expect(teks.indexOf(rapat(i.tindakan_utama[0]))).toBeLessThan(teks.indexOf(JUDUL_SEKSI.identitas));
    expect(teks).toContain('Anak kooperatif selama asesmen. Ibu berkunjung setiap Sabtu.');
    // The screening disclaimer is said once.
    expect(kemunculan(teks, rapat(KALIMAT_SKRINING.anak))).toBe(1);
  });

  it('draws Risiko Tinggi in red and Risiko Rendah in green', () => {
    const def = definisiLaporan(model);
    const risiko = (def.content as Content[]).find(
      (c) => typeof c === 'object' && 'stack' in c && JSON.stringify(c).includes(JUDUL_SEKSI.risiko),
    ) as { stack: Content[] };
    const tabel = risiko.stack[1] as ContentTable;
    const status = tabel.table.body.slice(1).map((row) => row[2] as { text: string; color: string });
    expect(status.find((s) => s.text === 'Risiko Tinggi')?.color).toBe(WARNA.bahaya);
    expect(status.find((s) => s.text === 'Risiko Rendah')?.color).toBe(WARNA.aman);
  });
});

describe('laporan PDF: sub test belum lengkap', () => {
  it('says which sub tests are missing and shows the waiting sentence for the interpretation', async () => {
    const model = modelContoh({ tanpa: ['psc17', 'kognitif'] });
    const { teks } = bacaPdf(await buatLaporanPdf(model));
    expect(teks).toContain('Asesmen belum lengkap');
    expect(teks).toContain('Sub test yang belum dikerjakan: Sub Test 2 (PSC-17), Sub Test 4 (Tes Kognitif).');
    expect(kemunculan(teks, TEKS_BELUM_DIKERJAKAN)).toBe(2);
    expect(teks).toContain(PESAN_INTERPRETASI_MENUNGGU);
    expect(teks).not.toContain(JUDUL_BAGIAN.kesimpulan);
    // What exists is still there.
    expect(teks).toMatch(/Afek Negatif 2,4 Tinggi/);
    expect(teks).toContain(ESSAY);
    // Self harm 'Ya' still calls for action today, even before all four results exist.
    expect(teks).toContain('KASUS KRITIS');
    expect(teks).toContain(rapat(TINDAKAN['awasi-self-harm'].teks.anak));
    expect(kemunculan(teks, rapat(KALIMAT_SKRINING.anak))).toBe(1);
  });

  it('has no critical box and no notes section when there is nothing to show', async () => {
    const skrining = { ...modelContoh().skrining, self_harm: 'Tidak', napza: 'Tidak' };
    const model = modelContoh({ tanpa: ['pid5', 'psc17', 'dukungan', 'kognitif'], skrining, catatan: '   ' });
    const { teks } = bacaPdf(await buatLaporanPdf(model));
    expect(teks).not.toContain('KASUS KRITIS');
    expect(teks).not.toContain(JUDUL_SEKSI.catatan);
    expect(kemunculan(teks, TEKS_BELUM_DIKERJAKAN)).toBe(4);
    expect(kemunculan(teks, 'Risiko Rendah')).toBe(6);
  });
});

describe('laporan PDF: teks panjang', () => {
  it('flows a long essay and long notes onto further pages without cutting anything', async () => {
    const essay = Array.from({ length: 160 }, (_, i) => `Harapan saya nomor ${i + 1} adalah belajar dengan tekun.`).join(' ');
    const catatan = Array.from({ length: 160 }, (_, i) => `Catatan pengamatan nomor ${i + 1} tentang anak.`).join('\n');
    const model = modelContoh({ catatan });
    model.hasil.dukungan!.jawaban_essay = essay;
    const { halaman } = bacaPdf(await buatLaporanPdf(model));
    const teks = isi(halaman);
    for (let i = 1; i <= 160; i++) {
      expect(teks).toContain(`Harapan saya nomor ${i} adalah belajar dengan tekun.`);
      expect(teks).toContain(`Catatan pengamatan nomor ${i} tentang anak.`);
    }
    const halamanDari = (s: string) => halaman.findIndex((h) => h.includes(s));
    expect(halamanDari('Harapan saya nomor 160 ')).toBeGreaterThan(halamanDari('Harapan saya nomor 1 '));
    expect(halamanDari('Catatan pengamatan nomor 160 ')).toBeGreaterThan(halamanDari('Catatan pengamatan nomor 1 '));
    expect(halaman.length).toBeGreaterThanOrEqual(6);
  });
});

describe('laporan PDF: everything high', () => {
  it("fits the interventions on one A4 page, each advice once, and keeps the first actions at the top", async () => {
    const model = modelSemuaTinggi();
    const i = model.interpretasi;
    if (!i.lengkap) throw new Error('harus lengkap');
    expect(i.prioritas).toBe('Kritis');
    const hanyaIntervensi = bacaPdf(await pdfMake.createPdf(definisiIntervensi(model)).getBuffer());
    expect(Number(hanyaIntervensi.info.Pages)).toBe(1);
    const { teks, halaman } = bacaPdf(await buatLaporanPdf(model));
    for (const saran of i.bagian.intervensi.flatMap((k) => k.kalimat)) expect(kemunculan(teks, rapat(saran)), saran).toBe(1);
    for (const t of i.tindakan_utama) expect(halaman[0]).toContain(rapat(t));
    expect(halaman[0]).toContain('KASUS KRITIS');
  });
});

describe('pdfmake access policy', () => {
  it('refuses to fetch URLs or read local files while making a PDF', async () => {
    await import('./laporan-pdf'); // sets the policies
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laporan-akses-'));
    const file = path.join(dir, 'gambar.png');
    fs.writeFileSync(file, Buffer.from('89504e470d0a1a0a', 'hex'));
    try {
      const remote = pdfMake.createPdf({ content: [{ image: 'x' }], images: { x: 'http://127.0.0.1:9/x.png' } });
      await expect(remote.getBuffer()).rejects.toThrow(/denied/i);
      const local = pdfMake.createPdf({ content: [{ image: file }] });
      await expect(local.getBuffer()).rejects.toThrow(/denied|access/i);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('finding 8 (issue 27): a sub test ended by staff', () => {
  it('reads "Diakhiri petugas (name, reason)" in its section and the administration record, never waktu habis', async () => {
    const m = modelContoh();
    const h = m.hasil.psc17!;
    const pesan = 'Diakhiri petugas (Sri Wahyuni, alasan: anak sakit perut): jawaban yang sudah diisi disimpan.';
    m.hasil.psc17 = { ...h, timed_out: true, meta: { ...h.meta, validitas: [{ kode: 'diakhiri_petugas', pesan }] } };
    const { teks } = bacaPdf(await buatLaporanPdf(m));
    expect(teks).toContain(pesan);
    expect(teks).not.toContain(TEKS_WAKTU_HABIS);
    // the section's line, and the administration record's time-out column and flag column
    expect(kemunculan(teks, 'Diakhiri petugas')).toBe(3);
  });
});

describe('laporan PDF of an adult detainee (D17), the clinician\'s copy (D22)', async () => {
  const model = modelSalinan(modelTahanan(), 'psikolog', { name: 'Dewi Lestari, M.Psi., Psikolog', nomor_izin: 'SIPP 0315-18-2-1' });
  const { teks, tata, halaman } = bacaPdf(await buatLaporanPdf(model));

  it("has the detainee battery's sections in its order, from each definition", () => {
    const awal = teks.indexOf('Waktu dicatat oleh jam server.');
    const posisi = model.baterai.map((k) => teks.indexOf(INSTRUMEN[k].judulLaporan, awal));
    expect(posisi.every((p) => p > awal)).toBe(true);
    expect([...posisi].sort((a, b) => a - b)).toEqual(posisi);
    for (const k of ['pid5', 'psc17'] as const) expect(teks).not.toContain(INSTRUMEN[k].judulLaporan);
    expect(teks).toContain('Sub Test 1 (SRQ-20)');
  });

  it('shows SRQ-20 as the number of Ya against the cut-off, its category and item 17 as critical', () => {
    expect(tata).toMatch(/7 dari 20\s+≥\s*6\s+Kritis \(butir 17\)\s+KRITIS: butir 17/);
    expect(kemunculan(teks, '(butir kritis)')).toBe(1);
  });

  it('speaks of a detainee in its own headings, never of a child', () => {
    expect(teks).toContain(JUDUL_IDENTITAS.tahanan);
    expect(teks).not.toContain(JUDUL_IDENTITAS.anak);
    expect(teks).toContain('Jawaban tahanan');
    for (const h of halaman) expect(h).toContain(KAKI_RAHASIA.tahanan);
    expect(teks).not.toMatch(/\banak\b/i);
  });

  it('asks the support essay in the adult form of address', () => {
    expect(teks).toContain('Apa yang menjadi harapan Anda di masa depan?');
  });
});

describe('pdfmake made faster (issue 17, pdfmake-cepat.ts)', () => {
  // The same definition with a fixed creation date gives the same bytes; only the kept work differs
  // (pdfmake alone compresses at the same zlib level, TINGKAT_KOMPRESI: a setting, tested below).
  const pdfDari = (definisi: ReturnType<typeof definisiLaporan>) =>
    pdfMake.createPdf({ ...definisi, info: { ...definisi.info, creationDate: new Date('2026-11-23T12:00:00Z') } }).getBuffer();

  it('a report made after other reports, with kept layouts, styles, fonts and joined writes, is byte for byte the one pdfmake makes alone', async () => {
    const model = modelContoh({ peserta: { ...modelContoh().peserta, name: 'Ñoño Élodie Žaneta' } });
    const lain = [modelSemuaTinggi(), modelTahanan()];
    pdfmakeAsli(true);
    const sendiri = await Promise.all([model, ...lain].map((m) => pdfDari(definisiLaporan(m))));
    pdfmakeAsli(false);
    for (const m of lain) await pdfDari(definisiLaporan(m));
    const cepat = await Promise.all([model, ...lain].map((m) => pdfDari(definisiLaporan(m))));
    expect(sendiri[0]!.length).toBeGreaterThan(10_000);
    cepat.forEach((pdf, i) => expect(pdf.equals(sendiri[i]!)).toBe(true));
    expect((await pdfDari(definisiLaporan(model))).equals(sendiri[0]!)).toBe(true);
  });

  /** A PDF with every stream inflated, without the streams' lengths and the cross-reference table. */
  const tanpaKompresi = (pdf: Buffer) => {
    const teks = pdf.toString('latin1');
    const bagian: string[] = [];
    let dari = 0;
    let aliran = 0;
    for (let awal = teks.indexOf('>>\nstream\n', dari); awal >= 0; awal = teks.indexOf('>>\nstream\n', dari)) {
      const isiAwal = awal + '>>\nstream\n'.length;
      const akhir = teks.indexOf('\nendstream', isiAwal);
      const isi = pdf.subarray(isiAwal, akhir);
      const kempa = teks.lastIndexOf('/Filter /FlateDecode', awal) > teks.lastIndexOf(' obj\n', awal);
      bagian.push(teks.slice(dari, isiAwal), (kempa ? zlib.inflateSync(isi) : isi).toString('latin1'));
      if (kempa) aliran++;
      dari = akhir;
    }
    bagian.push(teks.slice(dari, teks.lastIndexOf('\nxref\n')));
    return { aliran, teks: bagian.join('').replace(/\/Length \d+/g, '/Length') };
  };

  it("compresses at its own zlib level: larger bytes that inflate to exactly pdfkit's own streams and objects", async () => {
    for (const m of [modelContoh(), modelSemuaTinggi(), modelTahanan()]) {
      kompresiBawaan(true);
      const bawaan = await pdfDari(definisiLaporan(m)).finally(() => kompresiBawaan(false));
      const kita = await pdfDari(definisiLaporan(m));
      expect(kita.equals(bawaan)).toBe(false);
      const [a, b] = [tanpaKompresi(bawaan), tanpaKompresi(kita)];
      expect(a.aliran).toBeGreaterThan(5); // page contents and fonts
      expect(b.teks).toBe(a.teks);
      expect(b.teks).toContain('/Filter /FlateDecode');
    }
  });
});
