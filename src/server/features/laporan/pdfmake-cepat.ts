// pdfmake's and pdfkit's per-report work that does not depend on the report, done once (issue 17).
// Each change here is a replacement of a library method by one with the same result: the PDF stays
// byte for byte the same (laporan-pdf.test.ts compares a report made with and without them). One
// setting differs from pdfkit's: the zlib level of the streams (TINGKAT_KOMPRESI), which changes the
// compressed bytes and not what they inflate to.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';

const require = createRequire(import.meta.url);
/** The modules of the pdfmake that `import 'pdfmake'` loads (its CommonJS build), and of its pdfkit. */
const dariPdfmake = createRequire(require.resolve('pdfmake'));

/** While true, every method replaced here does what the library's own does (for tests). */
let asli = false;

interface Glyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}
interface Run {
  glyphs: Glyph[];
  positions: object[];
  advanceWidth: number;
}
interface EmbeddedFont {
  name: string;
  layoutRun(text: string): Run;
  layoutCached(text: string): Run;
  encode(text: string, features?: unknown): [string[], object[]];
  /** This document's encoded texts (ours). */
  _kode?: Map<string, [string[], object[]]>;
}

/** Words kept per font and generation: at most twice this many per font (about 1 KB each). */
export const TATA_LETAK_GENERASI = 3_000;
/** Per font: the words laid out lately, and those of the generation before. */
const tataLetak = new Map<string, { baru: Map<string, Run>; lama: Map<string, Run> }>();

/**
 * pdfkit lays out (shapes) each word of a document once, but afresh for every document: about half of
 * a report's CPU. The report's words repeat from one report to the next, so the laid-out word (glyph
 * ids and positions, a pure function of the font file and the text) is kept across documents, per font.
 * Kept is only what pdfkit reads of a glyph (id, width, characters), not fontkit's glyph, which holds
 * its document's whole font. Bounded in two generations: a word used again moves to the new one, a
 * full new generation replaces the old, so the words of every report stay and one child's name goes.
 * `fontFile`: any TrueType file, to reach pdfkit's embedded-font class.
 */
function kenangTataLetak(fontFile: string): void {
  const pdfkit = dariPdfmake('pdfkit') as new (o: object) => { font(src: string): { _font: EmbeddedFont } };
  const kelas = Object.getPrototypeOf(new pdfkit({ autoFirstPage: false }).font(fontFile)._font) as EmbeddedFont;
  const layoutCached = kelas.layoutCached;
  kelas.layoutCached = function (this: EmbeddedFont, text: string): Run {
    if (asli) return layoutCached.call(this, text);
    let font = tataLetak.get(this.name);
    if (!font) tataLetak.set(this.name, (font = { baru: new Map(), lama: new Map() }));
    let run = font.baru.get(text);
    if (run) return run;
    run = font.lama.get(text);
    if (!run) {
      const asal = this.layoutRun(text);
      const glyphs = asal.glyphs.map((g) => ({ id: g.id, advanceWidth: g.advanceWidth, codePoints: g.codePoints }));
      run = { glyphs, positions: asal.positions, advanceWidth: asal.advanceWidth };
    }
    if (font.baru.size >= TATA_LETAK_GENERASI) font = { baru: new Map(), lama: font.baru };
    tataLetak.set(this.name, font);
    font.baru.set(text, run);
    return run;
  };
}

/**
 * pdfkit encodes a piece of text (its glyphs' ids in the document's font subset, as hex, and their
 * positions) afresh each time the piece is drawn, though a document's font gives the same answer for
 * the same text every time after the first: the glyphs are already in the subset, their widths and
 * characters already noted. So each document's font keeps its answers by text (pdfkit and the SVG
 * renderer only read them). Kept per document, since glyph ids are the document's own.
 */
function kodeSekali(fontFile: string): void {
  const pdfkit = dariPdfmake('pdfkit') as new (o: object) => { font(src: string): { _font: EmbeddedFont } };
  const kelas = Object.getPrototypeOf(new pdfkit({ autoFirstPage: false }).font(fontFile)._font) as EmbeddedFont;
  const encode = kelas.encode;
  kelas.encode = function (this: EmbeddedFont, text: string, features?: unknown): [string[], object[]] {
    if (asli || features) return encode.call(this, text, features);
    const kode = (this._kode ??= new Map());
    let hasil = kode.get(text);
    if (!hasil) kode.set(text, (hasil = encode.call(this, text)));
    return hasil;
  };
}

/** How many laid-out words are kept, all fonts together (for tests). */
export function jumlahTataLetak(): number {
  return [...tataLetak.values()].reduce((n, f) => n + f.baru.size + f.lama.size, 0);
}

type Gaya = Record<string, unknown>;
type Entri = string | Gaya;
interface StyleContextStack {
  styleDictionary: Record<string, Gaya & { extends?: string | string[] }>;
  defaultStyle: Gaya | undefined;
  styleOverrides: Entri[];
  /** The stack's answers by property slot (ours), each valid while `_gayaVersi` holds the stack's `_versi` + 1 for it. */
  _gaya?: unknown[];
  _gayaVersi?: number[];
  /** Counts the stack's pushes and pops (ours). */
  _versi?: number;
  getProperty(property: string): unknown;
  push(entri: Entri): void;
  pop(howMany?: number): void;
}
interface KelasStyleContextStack {
  prototype: StyleContextStack;
  getStyleProperty(item: unknown, stack: StyleContextStack | null | undefined, property: string, defaultValue: unknown): unknown;
}

const ada = (v: unknown) => v !== undefined && v !== null;
const namaGaya = (v: unknown): v is string => typeof v === 'string' || v instanceof String;

/** A slot for each style property pdfmake asks for (its code asks for some thirty names, each by a literal). */
const SLOT_SIFAT = new Map<string, number>();

/** A named style's property, through the styles it extends (pdfmake's own rule, cycles ignored). */
function dariGayaBernama(kamus: StyleContextStack['styleDictionary'], nama: string, property: string, dilihat?: Set<string>): unknown {
  if (dilihat?.has(nama)) return undefined;
  const gaya = kamus[nama];
  if (!gaya) return undefined;
  if (ada(gaya[property])) return gaya[property];
  if (gaya.extends) {
    const lihat = dilihat ?? new Set<string>();
    lihat.add(nama);
    const induk = Array.isArray(gaya.extends) ? gaya.extends : [gaya.extends];
    for (let i = induk.length - 1; i >= 0; i--) {
      const v = dariGayaBernama(kamus, induk[i]!, property, lihat);
      if (ada(v)) return v;
    }
  }
  return undefined;
}

/** One entry of the style stack: a named style or an object of overrides. */
function dariEntri(stack: StyleContextStack, entri: Entri, property: string): unknown {
  return namaGaya(entri) ? dariGayaBernama(stack.styleDictionary, String(entri), property) : entri[property];
}

/**
 * pdfmake looks up every style property of every word (about twenty per word) by pushing the piece of
 * text's styles onto the stack, walking the whole stack with a fresh closure and Set per named style,
 * and popping them again: a sixth of a report's CPU and much of its garbage. The same lookup, in the same
 * order (the piece itself, its named styles from the last, then the stack from the top, then the default
 * style), without the pushes and allocations; and the stack's answer is kept until the stack changes
 * (a push or a pop), since the words of one text ask the same stack the same twenty questions.
 */
function gayaTanpaAlokasi(): void {
  const kelas = dariPdfmake('./StyleContextStack').default as KelasStyleContextStack;
  const proto = kelas.prototype;
  const asal = { push: proto.push, pop: proto.pop, getProperty: proto.getProperty, getStyleProperty: kelas.getStyleProperty };
  // A push or a pop makes every kept answer stale by moving the stack's count on. The answers are kept
  // in two small arrays by property slot, not in a Map: pdfmake clones the stack for each piece of text
  // (about a thousand a report), and a Map grown to twenty answers for each was ~1.7 MB of a report's
  // garbage (allocation profile).
  proto.push = function (this: StyleContextStack, entri: Entri): void {
    this.styleOverrides.push(entri);
    this._versi = (this._versi ?? 0) + 1;
  };
  proto.pop = function (this: StyleContextStack, howMany = 1): void {
    while (howMany-- > 0) this.styleOverrides.pop();
    this._versi = (this._versi ?? 0) + 1;
  };
  proto.getProperty = function (this: StyleContextStack, property: string): unknown {
    if (asli) return asal.getProperty.call(this, property);
    const simpanan = (this._gaya ??= []);
    const versiSimpanan = (this._gayaVersi ??= []);
    const versi = (this._versi ?? 0) + 1;
    let slot = SLOT_SIFAT.get(property);
    if (slot === undefined) SLOT_SIFAT.set(property, (slot = SLOT_SIFAT.size));
    if (versiSimpanan[slot] === versi) return simpanan[slot];
    const tumpukan = this.styleOverrides;
    let nilai: unknown;
    for (let i = tumpukan.length - 1; i >= 0; i--) {
      const v = dariEntri(this, tumpukan[i]!, property);
      if (ada(v)) {
        nilai = v;
        break;
      }
    }
    if (!ada(nilai)) nilai = this.defaultStyle && this.defaultStyle[property];
    simpanan[slot] = nilai;
    versiSimpanan[slot] = versi;
    return nilai;
  };
  kelas.getStyleProperty = function (item, stack, property, defaultValue) {
    if (asli) return asal.getStyleProperty.call(kelas, item, stack, property, defaultValue);
    const sendiri = (item as Gaya)[property];
    if (ada(sendiri)) return sendiri;
    if (!stack) return defaultValue;
    // What pdfmake's autopush would have pushed for this piece: its named styles (then the piece itself,
    // whose own property is already known to be absent); nothing for a string or a section.
    if (!namaGaya(item) && (item as Gaya).section === undefined) {
      const gaya = (item as Gaya).style;
      const nama = gaya ? (Array.isArray(gaya) ? (gaya as Entri[]) : [gaya as Entri]) : [];
      for (let i = nama.length - 1; i >= 0; i--) {
        const v = dariEntri(stack, nama[i]!, property);
        if (ada(v)) return v;
      }
    }
    const v = stack.getProperty(property);
    return ada(v) ? v : defaultValue;
  };
}

interface TTFFont {
  stream: { buffer: Uint8Array };
  _tables: Record<string, unknown>;
  _decodeDirectory(): unknown;
}
interface PdfkitDocument {
  initFonts(...args: unknown[]): void;
  registerFont(name: string, src: Buffer): void;
}

/** The decoded tables of each font file, by the bytes they were decoded from. */
let tabelFont = new WeakMap<Uint8Array, Record<string, unknown>>();

/**
 * pdfkit reads each font file and opens it afresh for every document (fontkit decodes its tables again:
 * the glyph locations, the metrics of every glyph, the shaping tables), about a tenth of a report's CPU.
 * Here every document finds the font files already read (pdfkit's own registered fonts, under their
 * paths: pdfkit keys and reuses them exactly as before), the same bytes each time; and a font opened on
 * bytes opened before shares the tables decoded then (read-only data decoded from those bytes). Glyph
 * objects stay per document: a glyph keeps the characters it was first reached by.
 */
function fontSekali(fontFiles: string[]): void {
  const isi = new Map(fontFiles.map((file) => [file, fs.readFileSync(file)]));
  const pdfkit = dariPdfmake('pdfkit') as { prototype: PdfkitDocument };
  const initFonts = pdfkit.prototype.initFonts;
  pdfkit.prototype.initFonts = function (this: PdfkitDocument, ...args: unknown[]): void {
    initFonts.apply(this, args);
    if (!asli) for (const [file, bytes] of isi) this.registerFont(file, bytes);
  };
  const fontkit = createRequire(dariPdfmake.resolve('pdfkit'))('fontkit') as { openSync(file: string): TTFFont };
  const ttf = Object.getPrototypeOf(fontkit.openSync(fontFiles[0]!)) as TTFFont;
  const decodeDirectory = ttf._decodeDirectory;
  ttf._decodeDirectory = function (this: TTFFont): unknown {
    const hasil = decodeDirectory.call(this);
    if (asli) return hasil;
    const tabel = tabelFont.get(this.stream.buffer);
    if (tabel) this._tables = tabel;
    else tabelFont.set(this.stream.buffer, this._tables);
    return hasil;
  };
}

interface PdfReference {
  buffer: Uint8Array[];
  data: { Length?: number; Filter?: string };
  compress: boolean;
  uncompressedLength: number;
  /** Text written since the last bytes (ours). */
  _teks?: string;
  write(chunk: unknown): void;
  finalize(): void;
}

/**
 * pdfkit writes a page's drawing operators one short line at a time, each turned into its own small
 * Buffer (several thousand per report, a twentieth of its CPU and much garbage). Here the lines are
 * joined as text and turned into bytes once, when bytes follow or the object is finished: the same
 * bytes, in the same order, with the same lengths.
 */
function tulisSekaligus(): void {
  const pdfkit = dariPdfmake('pdfkit') as new (o: object) => { ref(): PdfReference };
  const proto = Object.getPrototypeOf(new pdfkit({ autoFirstPage: false }).ref()) as PdfReference;
  const write = proto.write;
  const finalize = proto.finalize;
  const tuang = (ref: PdfReference) => {
    if (!ref._teks) return;
    ref.buffer.push(Buffer.from(ref._teks, 'binary'));
    ref._teks = '';
  };
  proto.write = function (this: PdfReference, chunk: unknown): void {
    if (asli || chunk instanceof Uint8Array) {
      tuang(this);
      write.call(this, chunk);
      return;
    }
    // pdfkit's own write, but the line kept as text: 'binary' is one byte per character.
    const baris = `${String(chunk)}\n`;
    this._teks = (this._teks ?? '') + baris;
    this.uncompressedLength += baris.length;
    if (this.data.Length == null) this.data.Length = 0;
    this.data.Length += baris.length;
    if (this.compress) this.data.Filter = 'FlateDecode';
  };
  proto.finalize = function (this: PdfReference): void {
    if (tingkatKompresi !== undefined && this.compress && (this.buffer.length || this._teks)) {
      // pdfkit's own compression (all the object's bytes in one deflate), at our level; pdfkit then
      // encrypts (if ever) and writes the object as it would have. The bytes to deflate are gathered in
      // one buffer kept by the process, not in new ones per object (see `bahan`).
      const isi = bahan(this.buffer, this._teks ?? '');
      this.buffer = [zlib.deflateSync(isi, { level: tingkatKompresi })];
      this._teks = '';
      this.compress = false;
    }
    tuang(this);
    finalize.call(this);
  };
}

/** The bytes of the stream being deflated: reused from one stream and one report to the next. */
let bahanBuffer = Buffer.alloc(0);

/**
 * An object's bytes, then its text, as one run of bytes for deflate, in a buffer the process keeps. A
 * page's operators are some 30-80 KB: a new buffer for each (and pdfkit's concatenation, another) is
 * fresh memory every time, and on the bench's machine each fresh 4 KB page costs ~25 µs of CPU to
 * fault in, more than copying it. Only read synchronously by deflate, which copies what it needs.
 */
function bahan(potongan: Uint8Array[], teks: string): Buffer {
  let panjang = teks.length;
  for (const p of potongan) panjang += p.length;
  let b: Buffer;
  // A stream larger than any of a report's (a long essay makes more pages, not larger ones) gets a buffer of its own.
  if (panjang > BAHAN_MAKS) b = Buffer.allocUnsafeSlow(panjang);
  else {
    if (bahanBuffer.length < panjang) bahanBuffer = Buffer.allocUnsafeSlow(Math.min(BAHAN_MAKS, Math.max(panjang, 2 * bahanBuffer.length, 128 * 1024)));
    b = bahanBuffer;
  }
  let n = 0;
  for (const p of potongan) {
    b.set(p, n);
    n += p.length;
  }
  // 'latin1' is pdfkit's 'binary': one byte per character.
  if (teks) n += b.write(teks, n, 'latin1');
  return b.subarray(0, n);
}

/** The largest stream whose bytes go through the kept buffer (a report's pages and fonts are under 100 KB each). */
const BAHAN_MAKS = 1024 * 1024;

interface PdfkitVektor {
  _ctm: number[];
  transform(m11: number, m12: number, m21: number, m22: number, dx: number, dy: number): PdfkitVektor;
  addContent(data: string): PdfkitVektor;
}

/**
 * pdfkit writes a transformation (`cm`, twice per word: pdfkit flips the page for each piece of text)
 * with `[...].join(' ')` of numbers, and in the report's process V8 gives that join's result as a
 * two-byte string: one such line makes the whole joined text of a page two bytes a character, and
 * turning it into bytes then converts every character (seen in a CPU profile of the compiled server).
 * The same text written with a template is one byte a character: the same numbers, the same `ToString`.
 */
function transformSatuByte(): void {
  const pdfkit = dariPdfmake('pdfkit') as { prototype: PdfkitVektor };
  const proto = pdfkit.prototype;
  const transform = proto.transform;
  proto.transform = function (this: PdfkitVektor, m11, m12, m21, m22, dx, dy) {
    if (asli) return transform.call(this, m11, m12, m21, m22, dx, dy);
    if (m11 === 1 && m12 === 0 && m21 === 0 && m22 === 1 && dx === 0 && dy === 0) return this;
    const m = this._ctm;
    const [m0, m1, m2, m3, m4, m5] = m as [number, number, number, number, number, number];
    m[0] = m0 * m11 + m2 * m12;
    m[1] = m1 * m11 + m3 * m12;
    m[2] = m0 * m21 + m2 * m22;
    m[3] = m1 * m21 + m3 * m22;
    m[4] = m0 * dx + m2 * dy + m4;
    m[5] = m1 * dx + m3 * dy + m5;
    return this.addContent(`${angkaPdf(m11)} ${angkaPdf(m12)} ${angkaPdf(m21)} ${angkaPdf(m22)} ${angkaPdf(dx)} ${angkaPdf(dy)} cm`);
  };
}

/** pdfkit's `PDFObject.number`: six decimals at most. */
function angkaPdf(n: number): number {
  if (n > -1e21 && n < 1e21) return Math.round(n * 1e6) / 1e6;
  throw new Error(`unsupported number: ${n}`);
}

/**
 * The zlib level of the report's streams (page contents, embedded fonts). pdfkit uses zlib's default, 6;
 * at 3 the same streams deflate in about 60 % of the time (1.6 ms less per report on this machine) and
 * the report grows by about a tenth (66 to 72 KB for the sample): the inflated streams, and so the pages,
 * are the same (laporan-pdf.test.ts). A setting, not an equivalent replacement: `pdfmakeAsli` keeps it.
 */
export const TINGKAT_KOMPRESI = 3;
let tingkatKompresi: number | undefined = TINGKAT_KOMPRESI;

/** For tests: `true` compresses as pdfkit does by itself (zlib's default level). */
export function kompresiBawaan(ya: boolean): void {
  tingkatKompresi = ya ? undefined : TINGKAT_KOMPRESI;
}

interface PdfkitWarna {
  spotColors: Record<string, unknown>;
  _setColorCore(color: unknown, stroke: boolean): boolean;
  addContent(data: string): unknown;
}

/** Most colours whose operators are kept (the report uses about ten). */
const WARNA_MAKS = 256;
/** The operators that set a colour (its colour space, then the colour), by 'f' or 's' (stroke) and colour. */
const operatorWarna = new Map<string, { set: boolean; baris: string[] }>();

/**
 * pdfkit turns a colour into its operators afresh each time it is set: the hex code parsed, each part
 * divided by 255 and printed with all its digits (`0.12156862745098039 ...`), about three times per word.
 * A colour given as a hex code or a name always gives the same operators, so they are kept by colour: the
 * library's own method writes them once, to a recorder, and the same lines are written after. A document's
 * spot colours (its own names) are left to the library.
 */
function warnaSekali(): void {
  const pdfkit = dariPdfmake('pdfkit') as { prototype: PdfkitWarna };
  const proto = pdfkit.prototype;
  const setColorCore = proto._setColorCore;
  proto._setColorCore = function (this: PdfkitWarna, color: unknown, stroke: boolean): boolean {
    if (asli || typeof color !== 'string' || (color.charAt(0) !== '#' && this.spotColors[color])) {
      return setColorCore.call(this, color, stroke);
    }
    const kunci = (stroke ? 's' : 'f') + color;
    let warna = operatorWarna.get(kunci);
    if (!warna) {
      const baris: string[] = [];
      const perekam = Object.create(this) as PdfkitWarna;
      perekam.addContent = (data: string) => {
        baris.push(data);
        return perekam;
      };
      warna = { set: setColorCore.call(perekam, color, stroke), baris };
      if (operatorWarna.size >= WARNA_MAKS) operatorWarna.clear();
      operatorWarna.set(kunci, warna);
    }
    for (const b of warna.baris) this.addContent(b);
    return warna.set;
  };
}

/**
 * For tests: `true` gives the libraries' own behaviour (nothing kept, nothing shared); either way,
 * forgets every kept layout and decoded font.
 */
export function pdfmakeAsli(ya: boolean): void {
  asli = ya;
  tataLetak.clear();
  tabelFont = new WeakMap();
  operatorWarna.clear();
}

/** Applies every change above to the pdfmake that `import 'pdfmake'` gives; `fontFiles`: its TrueType files. */
export function percepatPdfmake(fontFiles: string[]): void {
  kenangTataLetak(fontFiles[0]!);
  gayaTanpaAlokasi();
  fontSekali(fontFiles);
  tulisSekaligus();
  warnaSekali();
  kodeSekali(fontFiles[0]!);
  transformSatuByte();
}
