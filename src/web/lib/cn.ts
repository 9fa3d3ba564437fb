/**
 * Joins class names; a later Tailwind class wins over an earlier one of the same kind under the same
 * variants (`px-4` then `px-2` gives `px-2`; `bg-white` and `hover:bg-slate-100` both stay), and the
 * classes keep their order otherwise. It does for the button's classes (components/ui/button.tsx)
 * what tailwind-merge did: tailwind-merge knows every Tailwind utility, which made it a sixth of the
 * first page's script (25 of 143 KB minified, 7 KB gzip) and cost about 100 ms of a slow phone's main
 * thread to set up on the first render (issue 17). This knows only the kinds below; a class of any
 * other kind gives way only to the very same class.
 * lib/cn.test.ts checks that it gives tailwind-merge's answer for every button of the app and for
 * the overrides a button is likely to get.
 */
export function cn(...kelas: (string | false | null | undefined)[]): string {
  const masukan = kelas.filter(Boolean).join(' ');
  let hasil = sudah.get(masukan);
  if (hasil === undefined) {
    hasil = gabung(masukan);
    // The buttons' classes are a few fixed strings: each is worked out once.
    if (sudah.size < 500) sudah.set(masukan, hasil);
  }
  return hasil;
}

const sudah = new Map<string, string>();

function gabung(masukan: string): string {
  const daftar = masukan.split(/\s+/).filter(Boolean);
  const terpakai = new Set<string>();
  const hasil: string[] = [];
  // From the last class back: the first of a kind met is the one that wins.
  for (let i = daftar.length - 1; i >= 0; i--) {
    const k = daftar[i]!;
    const { varian, utilitas } = urai(k);
    const jenis = jenisDari(utilitas);
    // A class of a kind not known here only gives way to the very same class later on.
    const kunci = jenis ? `${varian}${jenis}` : `=${k}`;
    if (terpakai.has(kunci)) continue;
    terpakai.add(kunci);
    for (const lain of (jenis && MENIMPA[jenis]) || []) terpakai.add(`${varian}${lain}`);
    hasil.push(k);
  }
  return hasil.reverse().join(' ');
}

/**
 * The variants of a class (`sm:`, `hover:`, `!` for important) as one key, and the utility itself
 * without a leading `-` (a negative margin is a margin). Variants in another order are the same
 * variants; a `:` inside brackets (`[&:hover]:`, `bg-[url(...)]`) does not split.
 */
function urai(k: string): { varian: string; utilitas: string } {
  const bagian: string[] = [];
  let kurung = 0;
  let awal = 0;
  for (let i = 0; i < k.length; i++) {
    const c = k[i];
    if (c === '[' || c === '(') kurung++;
    else if (c === ']' || c === ')') kurung--;
    else if (c === ':' && kurung === 0) {
      bagian.push(k.slice(awal, i));
      awal = i + 1;
    }
  }
  let utilitas = k.slice(awal);
  let penting = '';
  if (utilitas.startsWith('!') || utilitas.endsWith('!')) {
    penting = '!';
    utilitas = utilitas.startsWith('!') ? utilitas.slice(1) : utilitas.slice(0, -1);
  }
  if (utilitas.startsWith('-')) utilitas = utilitas.slice(1);
  return { varian: `${bagian.sort().join(':')}:${penting}`, utilitas };
}

const SISI = ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'];
const SISI_SUDUT = ['s', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl'];
const set = (s: string) => new Set(s.split(' '));
const DISPLAY = set('block inline-block inline flex inline-flex grid inline-grid contents flow-root list-item hidden table');
const RADIUS = set('none xs sm md lg xl 2xl 3xl 4xl full');
const UKURAN_HURUF = /^(xs|sm|base|lg|xl|[2-9]xl)(\/\S+)?$/;
const WARNA = /^(inherit|current|transparent|black|white|[a-z]+-\d{2,3})(\/\d+)?$/;
const ANGKA = /^\d+$/;
const JUSTIFY = set('normal start end center between around evenly stretch baseline');
const TEBAL_HURUF = set('thin extralight light normal medium semibold bold extrabold black');
const RATA = set('left center right justify start end');
const FLEX = set('auto initial none');
const TRANSISI = set('all colors opacity shadow transform none');
const sama = (jenis: string) => () => jenis;

/**
 * The kinds of utility known here, as tailwind-merge names them, by the name before the value:
 * `min-h-11` is of kind min-h whatever the value, `text-sm` is a font size and `text-white` a colour.
 * A lookup by name rather than a list of patterns: this runs on a phone during the first render.
 */
const NAMA: Record<string, (nilai: string) => string | undefined> = {
  ...Object.fromEntries(
    'p px py pt pr pb pl ps pe m mx my mt mr mb ml ms me w h size min-w min-h max-w max-h gap gap-x gap-y items self whitespace cursor leading basis'
      .split(' ')
      .map((n) => [n, sama(n)]),
  ),
  justify: (v) => (JUSTIFY.has(v) ? 'justify-content' : undefined),
  font: (v) => (TEBAL_HURUF.has(v) ? 'font-weight' : undefined),
  text: (v) => (UKURAN_HURUF.test(v) ? 'font-size' : RATA.has(v) ? 'text-alignment' : WARNA.test(v) ? 'text-color' : undefined),
  bg: (v) => (WARNA.test(v) ? 'bg-color' : undefined),
  border: (v) => {
    if (ANGKA.test(v)) return 'border-w';
    const [sisi, tebal, ...lebih] = v.split('-');
    if (SISI.includes(sisi!) && lebih.length === 0 && (tebal === undefined || ANGKA.test(tebal))) return `border-w-${sisi}`;
    return WARNA.test(v) ? 'border-color' : undefined;
  },
  rounded: (v) => {
    if (RADIUS.has(v)) return 'rounded';
    const [sudut, radius, ...lebih] = v.split('-');
    if (SISI_SUDUT.includes(sudut!) && lebih.length === 0 && (radius === undefined || RADIUS.has(radius)))
      return `rounded-${sudut}`;
    return undefined;
  },
  flex: (v) => (ANGKA.test(v) || FLEX.has(v) ? 'flex' : undefined),
  grow: (v) => (ANGKA.test(v) ? 'grow' : undefined),
  shrink: (v) => (ANGKA.test(v) ? 'shrink' : undefined),
  transition: (v) => (TRANSISI.has(v) ? 'transition' : undefined),
};
/** Utilities without a value. */
const TANPA_NILAI: Record<string, string> = {
  ...Object.fromEntries([...DISPLAY].map((d) => [d, 'display'])),
  ...Object.fromEntries(SISI.map((s) => [`border-${s}`, `border-w-${s}`])),
  ...Object.fromEntries(SISI_SUDUT.map((s) => [`rounded-${s}`, `rounded-${s}`])),
  border: 'border-w',
  rounded: 'rounded',
  grow: 'grow',
  shrink: 'shrink',
  transition: 'transition',
};

/** A class of the first kind also wins over earlier classes of these narrower kinds (`p-4` over `px-2`). */
const MENIMPA: Record<string, string[]> = {
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  gap: ['gap-x', 'gap-y'],
  flex: ['basis', 'grow', 'shrink'],
  rounded: SISI_SUDUT.map((s) => `rounded-${s}`),
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': SISI.map((s) => `border-w-${s}`),
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'font-size': ['leading'],
};

function jenisDari(utilitas: string): string | undefined {
  const tetap = TANPA_NILAI[utilitas];
  if (tetap) return tetap;
  // The longest known name before a `-`: `gap-x-1` is gap-x with value 1, not gap with value x-1.
  for (let i = utilitas.lastIndexOf('-'); i > 0; i = utilitas.lastIndexOf('-', i - 1)) {
    const menurut = NAMA[utilitas.slice(0, i)];
    if (menurut) return menurut(utilitas.slice(i + 1));
  }
  return undefined;
}
