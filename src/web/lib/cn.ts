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
const WARNA = String.raw`(inherit|current|transparent|black|white|[a-z]+-\d{2,3})(/\d+)?`;

/** The kinds of utility known here, as tailwind-merge names them; the first that matches is the kind. */
const JENIS: [string, RegExp][] = [
  ['display', /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|contents|flow-root|list-item|hidden|table)$/],
  ...['p', 'px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe', 'm', 'mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'].map(
    (u): [string, RegExp] => [u, new RegExp(`^${u}-`)],
  ),
  ...[
    'w',
    'h',
    'size',
    'min-w',
    'min-h',
    'max-w',
    'max-h',
    'gap-x',
    'gap-y',
    'items',
    'self',
    'whitespace',
    'cursor',
    'leading',
  ].map((u): [string, RegExp] => [u, new RegExp(`^${u}-`)]),
  ['gap', /^gap-/],
  ['flex', /^flex-(\d+|auto|initial|none)$/],
  ['basis', /^basis-/],
  ['grow', /^grow(-\d+)?$/],
  ['shrink', /^shrink(-\d+)?$/],
  ['justify-content', /^justify-(normal|start|end|center|between|around|evenly|stretch|baseline)$/],
  ['rounded', /^rounded(-(none|xs|sm|md|lg|xl|2xl|3xl|4xl|full))?$/],
  ...SISI_SUDUT.map((s): [string, RegExp] => [
    `rounded-${s}`,
    new RegExp(`^rounded-${s}(-(none|xs|sm|md|lg|xl|2xl|3xl|4xl|full))?$`),
  ]),
  ['font-weight', /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/],
  ['font-size', /^text-(xs|sm|base|lg|xl|[2-9]xl)(\/\S+)?$/],
  ['text-alignment', /^text-(left|center|right|justify|start|end)$/],
  ['text-color', new RegExp(`^text-${WARNA}$`)],
  ['bg-color', new RegExp(`^bg-${WARNA}$`)],
  ['border-w', /^border(-\d+)?$/],
  ...SISI.map((s): [string, RegExp] => [`border-w-${s}`, new RegExp(`^border-${s}(-\\d+)?$`)]),
  ['border-color', new RegExp(`^border-${WARNA}$`)],
  ['transition', /^transition(-(all|colors|opacity|shadow|transform|none))?$/],
];

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
  return JENIS.find(([, pola]) => pola.test(utilitas))?.[0];
}
