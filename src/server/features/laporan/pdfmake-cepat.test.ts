import { createRequire } from 'node:module';
import v8 from 'node:v8';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import './laporan-pdf'; // applies pdfmake-cepat.ts to the pdfmake it uses
import { jumlahTataLetak, pdfmakeAsli, TATA_LETAK_GENERASI } from './pdfmake-cepat';

const dariPdfmake = createRequire(createRequire(import.meta.url).resolve('pdfmake'));

afterEach(() => pdfmakeAsli(false));

/** Runs `langkah` with the libraries' own methods and with ours; returns both results. */
async function keduanya<T>(langkah: () => T | Promise<T>): Promise<[T, T]> {
  pdfmakeAsli(true);
  const sendiri = await langkah();
  pdfmakeAsli(false);
  return [sendiri, await langkah()];
}

describe('pdfmake-cepat', () => {
  it("answers style lookups as pdfmake's own stack does, through pushes, pops and named styles", async () => {
    type Stack = { push(x: unknown): void; pop(n?: number): void; getProperty(p: string): unknown; clone(): Stack };
    const Kelas = dariPdfmake('./StyleContextStack').default as {
      new (kamus: object, asal: object): Stack;
      getStyleProperty(item: unknown, stack: Stack, p: string, d: unknown): unknown;
    };
    const kamus = {
      a: { fontSize: 7, color: 'red' },
      b: { extends: 'a', bold: true },
      c: { extends: ['b', 'a'], color: null },
      d: { fontSize: 9, italics: true },
      e: { extends: 'f' },
      f: { extends: ['e', 'd'] },
      g: { extends: ['a', 'd'] },
    };
    const sifat = ['fontSize', 'color', 'bold', 'italics', 'font'];
    const [sendiri, cepat] = await keduanya(() => {
      const s = new Kelas(kamus, { font: 'Roboto', fontSize: 10 });
      const jawaban: unknown[] = [];
      const tanya = (item: unknown = {}) => {
        for (const p of sifat) jawaban.push(s.getProperty(p), Kelas.getStyleProperty(item, s, p, 'x'));
      };
      tanya();
      s.push({ fontSize: 12 });
      tanya({ style: 'a' });
      tanya({ style: ['a', 'd'] });
      tanya({ style: 'e' });
      tanya({ style: 'g' });
      s.push('b');
      tanya({ style: ['a', 'c'], color: 'blue' });
      s.push({ color: 'green', bold: false });
      tanya('teks');
      s.pop(2);
      tanya({ section: true, style: 'b' });
      s.push('c');
      tanya();
      // A clone (pdfmake makes one for each piece of text) answers from its own stack, the original from its own.
      const salinan = s.clone();
      for (const p of sifat) jawaban.push(salinan.getProperty(p));
      salinan.push({ fontSize: 3, color: 'teal' });
      for (const p of sifat) jawaban.push(salinan.getProperty(p), s.getProperty(p));
      s.pop();
      for (const p of sifat) jawaban.push(salinan.getProperty(p), s.getProperty(p));
      s.pop();
      tanya();
      return jawaban;
    });
    expect(cepat).toEqual(sendiri);
    expect(new Set(sendiri).size).toBeGreaterThan(5);
  });

  it('writes the same bytes when text and bytes alternate in one object', async () => {
    const PDFDocument = dariPdfmake('pdfkit') as new (o: object) => {
      ref(data?: object): { write(x: unknown): void; end(x?: unknown): void };
      on(e: string, f: (c: Buffer) => void): void;
      once(e: string, f: () => void): void;
      end(): void;
    };
    const [sendiri, cepat] = await keduanya(async () => {
      const potongan: Buffer[] = [];
      const doc = new PDFDocument({ compress: false, info: { CreationDate: new Date('2026-11-23T12:00:00Z') } });
      doc.on('data', (c) => potongan.push(c));
      const selesai = new Promise<void>((r) => doc.once('end', r));
      const ref = doc.ref({});
      ref.write('BT');
      ref.write(Buffer.from('<bytes>'));
      ref.write('ET é');
      ref.end(Buffer.from('akhir'));
      doc.end();
      await selesai;
      return Buffer.concat(potongan).toString('latin1');
    });
    expect(sendiri).toContain('BT\n<bytes>ET é\nakhir');
    expect(cepat).toBe(sendiri);
  });

  it('deflates the same bytes through the kept buffer: text and bytes alternating, streams of every size, one after another', async () => {
    type Ref = { write(x: unknown): void; end(x?: unknown): void };
    const PDFDocument = dariPdfmake('pdfkit') as new (o: object) => {
      ref(data?: object): Ref;
      on(e: string, f: (c: Buffer) => void): void;
      once(e: string, f: () => void): void;
      end(): void;
    };
    // Line counts: small, larger than the kept buffer's first size, over its limit (a buffer of its own), small again.
    const ukuran = [3, 20_000, 120_000, 2, 40_000, 130_000];
    const baris = (n: number, k: number) => Array.from({ length: n }, (_, i) => `1 0 0 1 ${i} ${k}.5 Tm`);
    const [sendiri, cepat] = await keduanya(async () => {
      const potongan: Buffer[] = [];
      const doc = new PDFDocument({ compress: true, info: { CreationDate: new Date('2026-11-23T12:00:00Z') } });
      doc.on('data', (c) => potongan.push(c));
      const selesai = new Promise<void>((r) => doc.once('end', r));
      ukuran.forEach((n, k) => {
        const ref = doc.ref({});
        ref.write('BT');
        ref.write(Buffer.from(`<bytes ${k}>`));
        for (const b of baris(n, k)) ref.write(b);
        // Ending on bytes, or on text (as a page's operators do).
        if (k % 2 === 0) ref.end(Buffer.from(`akhir ${k}`));
        else ref.end();
      });
      doc.end();
      await selesai;
      return Buffer.concat(potongan);
    });
    expect(cepat.equals(sendiri)).toBe(true);
    // What the streams inflate to: each object's writes in order, text lines ending in a newline.
    const teks = cepat.toString('latin1');
    const aliran: string[] = [];
    for (let awal = teks.indexOf('>>\nstream\n'); awal >= 0; awal = teks.indexOf('>>\nstream\n', awal + 1)) {
      const isi = cepat.subarray(awal + '>>\nstream\n'.length, teks.indexOf('\nendstream', awal));
      aliran.push(zlib.inflateSync(isi).toString('latin1'));
    }
    expect(aliran.slice(0, ukuran.length)).toEqual(
      ukuran.map((n, k) => `BT\n<bytes ${k}>${baris(n, k).map((b) => `${b}\n`).join('')}${k % 2 === 0 ? `akhir ${k}` : ''}`),
    );
    expect(aliran[2]!.length).toBeGreaterThan(1024 * 1024);
    expect(aliran[5]!.length).toBeGreaterThan(1024 * 1024);
  });

  it("writes pdfkit's own transformations, as text of one byte a character", async () => {
    type Doc = {
      transform(...m: number[]): Doc;
      save(): Doc;
      restore(): Doc;
      addContent(d: string): Doc;
      on(e: string, f: (c: Buffer) => void): void;
      once(e: string, f: () => void): void;
      end(): void;
    };
    const PDFDocument = dariPdfmake('pdfkit') as new (o: object) => Doc;
    const matriks = [
      [1, 0, 0, -1, 0, 841.89],
      [1, 0, 0, 1, 0, 0],
      [0.5, -0, 0.1234567891, 2, -48.0000004, 1e-7],
      [1, 0, 0, 1, 123456.7890123, -0.3333333333],
    ];
    const [sendiri, cepat] = await keduanya(async () => {
      const potongan: Buffer[] = [];
      const baris: string[] = [];
      const doc = new PDFDocument({ compress: false, info: { CreationDate: new Date('2026-11-23T12:00:00Z') } });
      const tambah = doc.addContent;
      doc.addContent = function (d: string) {
        baris.push(d);
        return tambah.call(this, d);
      };
      doc.on('data', (c) => potongan.push(c));
      const selesai = new Promise<void>((r) => doc.once('end', r));
      for (const m of matriks) doc.save().transform(...m).transform(...m).restore();
      doc.end();
      await selesai;
      return { pdf: Buffer.concat(potongan).toString('latin1'), baris: baris.filter((b) => b.endsWith(' cm')) };
    });
    expect(sendiri.pdf).toContain('1 0 0 -1 0 841.89 cm');
    expect(cepat.pdf).toBe(sendiri.pdf);
    expect(cepat.baris).toEqual(sendiri.baris);
    // V8's serializer tags a one-byte string '"' (0x22), a two-byte one 'c'.
    for (const b of cepat.baris) expect(v8.serialize(b)[2]).toBe(0x22);
  });

  it('writes the same colour operators for hex, named, spot, unknown and array colours, filled and stroked', async () => {
    type Doc = {
      addSpotColor(name: string, c: number, m: number, y: number, k: number): Doc;
      fillColor(c: unknown): Doc;
      strokeColor(c: unknown): Doc;
      rect(x: number, y: number, w: number, h: number): Doc;
      fill(): Doc;
      on(e: string, f: (c: Buffer) => void): void;
      once(e: string, f: () => void): void;
      end(): void;
    };
    const PDFDocument = dariPdfmake('pdfkit') as new (o: object) => Doc;
    const warna = ['#1F4E79', '#abc', 'red', 'navy', 'biruku', 'bukanwarna', [10, 20, 30], [0, 50, 100, 0], '#1F4E79', 'red'];
    const [sendiri, cepat] = await keduanya(async () => {
      const hasil: string[] = [];
      // Two documents: the spot colour 'biruku' exists only in the second.
      for (const spot of [false, true]) {
        const potongan: Buffer[] = [];
        const doc = new PDFDocument({ compress: false, info: { CreationDate: new Date('2026-11-23T12:00:00Z') } });
        doc.on('data', (c) => potongan.push(c));
        const selesai = new Promise<void>((r) => doc.once('end', r));
        if (spot) doc.addSpotColor('biruku', 100, 50, 0, 10);
        for (const w of warna) doc.fillColor(w).strokeColor(w).rect(1, 2, 3, 4).fill();
        doc.end();
        await selesai;
        hasil.push(Buffer.concat(potongan).toString('latin1'));
      }
      return hasil;
    });
    expect(sendiri[0]).toContain('0.12156862745098039 0.3058823529411765 0.4745098039215686 scn');
    expect(sendiri[1]).toContain('/CS0 cs'); // the spot colour, in the second document only
    expect(sendiri[0]).not.toContain('/CS0 cs');
    expect(cepat).toEqual(sendiri);
  });

  it('keeps laid-out words within two generations per font, and keeps the words used again', () => {
    pdfmakeAsli(false);
    const PDFDocument = dariPdfmake('pdfkit') as new (o: object) => { font(src: string): { _font: { layoutCached(t: string): unknown } } };
    const roboto = createRequire(import.meta.url).resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf');
    const font = new PDFDocument({ autoFirstPage: false }).font(roboto)._font;
    const sering = font.layoutCached('Prioritas ');
    for (let i = 0; i < 3 * TATA_LETAK_GENERASI; i++) {
      font.layoutCached(`Nama${i} `);
      if (i % 1000 === 0) expect(font.layoutCached('Prioritas ')).toBe(sering);
    }
    expect(font.layoutCached('Prioritas ')).toBe(sering);
    expect(jumlahTataLetak()).toBeLessThanOrEqual(2 * TATA_LETAK_GENERASI);
    expect(jumlahTataLetak()).toBeGreaterThan(TATA_LETAK_GENERASI);
  });
});
