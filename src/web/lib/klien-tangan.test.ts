// Issue 34: every web call to the API is typed from the route's declaration (`contract/rute.ts`)
// through `klien.ts`; none pairs a URL with a type by hand. This test reads the web's sources and
// refuses a call of the raw `api()` (or `fetch`) outside `lib/api.ts` and `lib/klien.ts`, the two
// files that make the typed call. It also refuses a query key or a cache change (invalidate, set, remove)
// outside a feature's `*-api.ts` and `lib/`: the data layer sits beside the call, pages only use it.
import { describe, expect, it } from 'vitest';

/** The web's sources as text, by their path under src/web (Vite reads them; the web imports nothing of Node). */
const SUMBER = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['/src/web/**/*.ts', '/src/web/**/*.tsx', '!/src/web/**/*.test.ts', '!/src/web/**/*.test.tsx'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([p, teks]) => [p.replace(/^\/src\/web\//, ''), teks]),
);
/** The files that may call the API untyped: the fetch itself, and the typed client built on it. */
const PINTU = new Set(['lib/api.ts', 'lib/klien.ts']);

/**
 * A call of `api` (with or without a type argument) or of `fetch`, as code, not as a word in a comment. A
 * `fetch` of a static file named by its literal address (not `/api/...`) asks no route.
 */
const PANGGILAN_TANGAN = /(?<![\w.])(?:api\s*(?:<[^;]*?>)?\s*\(|fetch\s*\((?!\s*'\/(?!api\b)))/;

const tanpaKomentar = (teks: string) => teks.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1');

/** A query key built, or the cache read or changed by key, as code (`queryClient.clear()` at a logout is no key's business). */
const CACHE_TANGAN =
  /\b(?:invalidateQueries|setQueryData|getQueryData|removeQueries|refetchQueries|resetQueries|cancelQueries|prefetchQuery|fetchQuery|ensureQueryData)\s*[<(]|\bqueryKey\s*:/;
/** Where keys, query options and invalidations live: each feature's `*-api.ts`, and the shared client in `lib/`. */
const LAPISAN_DATA = (b: string) => b.endsWith('-api.ts') || b.startsWith('lib/');

function baris(teks: string, pola: RegExp): number[] {
  return tanpaKomentar(teks)
    .split('\n')
    .flatMap((isi, i) => (pola.test(isi) ? [i + 1] : []));
}
const tangan = (teks: string) => baris(teks, PANGGILAN_TANGAN);

describe('web calls are typed from the route declarations (issue 34)', () => {
  it('the scan sees a hand-typed call and lets the typed client pass', () => {
    expect(tangan("const x = () => api<Pesan>('POST', `/api/kelola/${id}`, body);")).toEqual([1]);
    expect(tangan("return api('GET', '/api/x');\nawait fetch('/api/y')")).toEqual([1, 2]);
    expect(tangan("await fetch('/api/y', { cache: 'no-store' });\nawait fetch('/logo.svg', { cache: 'no-store' })")).toEqual([1]);
    expect(tangan("panggil('GET /api/kelola');\nvoid query.refetch();\n// api<T>('GET', '/x') was here")).toEqual([]);
  });

  it('no web file outside lib/api.ts and lib/klien.ts calls the API by hand', () => {
    const semua = Object.keys(SUMBER);
    expect(semua).toContain('features/asesmen/asesmen-api.ts');
    expect(semua).toContain('lib/klien.ts');
    const temuan = semua
      .filter((b) => !PINTU.has(b))
      .flatMap((b) => {
        const temu = tangan(SUMBER[b]);
        return temu.length ? [`${b}:${temu.join(',')}: call the route by its name with panggil()/opsiRute() (web/lib/klien.ts)`] : [];
      });
    expect(temuan).toEqual([]);
  });
});

describe("the web's data layer is in its *-api.ts files (issue 34)", () => {
  it('the scan sees a key or a cache change by hand and lets a page use the options', () => {
    expect(baris('await queryClient.invalidateQueries(rekanQuery());', CACHE_TANGAN)).toEqual([1]);
    expect(baris("useQuery({ queryKey: ['x', id], queryFn })\nqc.setQueryData<Catatan>(k, c)", CACHE_TANGAN)).toEqual([1, 2]);
    expect(baris('useQuery({ ...rekanQuery(), refetchInterval: 30_000 });\nawait segarkanRekan(qc);\nqueryClient.clear();', CACHE_TANGAN)).toEqual([]);
  });

  it('no page or component builds a query key or changes the cache by key', () => {
    const temuan = Object.keys(SUMBER)
      .filter((b) => !LAPISAN_DATA(b))
      .flatMap((b) => {
        const temu = baris(SUMBER[b], CACHE_TANGAN);
        return temu.length ? [`${b}:${temu.join(',')}: put the key, options or invalidation beside the call in the feature's *-api.ts`] : [];
      });
    expect(temuan).toEqual([]);
  });
});
