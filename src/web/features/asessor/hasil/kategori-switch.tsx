// The Anak / Tahanan switch of the results pages (D17): the category lives in the address
// (`?kategori=tahanan`), so it stays chosen between Hasil Asesmen and Hasil Gabungan and on reload.
import type { DaftarBerhalaman } from '#web/lib/daftar-berhalaman.ts';
import { KATEGORI_PESERTA, LABEL_KATEGORI, type KategoriPeserta } from '#domain/instruments.ts';

/**
 * The chosen category and a setter that keeps it in the address ('anak', the spec's pages, has no
 * parameter); another category keeps the search and starts at page 1.
 */
export function kategoriHasil({ filter, setFilter }: DaftarBerhalaman): [KategoriPeserta, (k: KategoriPeserta) => void] {
  const kategori: KategoriPeserta = filter('kategori') === 'tahanan' ? 'tahanan' : 'anak';
  const set = (k: KategoriPeserta) => setFilter('kategori', k === 'anak' ? '' : k);
  return [kategori, set];
}

/** `path` with `?kategori=` for a detainee (a child's address stays the spec's). */
export function denganKategori(path: string, kategori: KategoriPeserta): string {
  if (kategori === 'anak') return path;
  return `${path}${path.includes('?') ? '&' : '?'}kategori=${kategori}`;
}

/** Two buttons, one pressed: whose results the page shows. */
export function KategoriSwitch({ value, onChange }: { value: KategoriPeserta; onChange: (k: KategoriPeserta) => void }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-semibold text-slate-700" id="kategori-hasil">
        Kategori
      </span>
      <div role="group" aria-labelledby="kategori-hasil" className="inline-flex w-full rounded-lg border border-slate-300 bg-white p-1 sm:w-auto">
        {KATEGORI_PESERTA.map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={value === k}
            onClick={() => value !== k && onChange(k)}
            className={`min-h-11 flex-1 rounded-md px-4 font-semibold transition-colors sm:flex-none ${
              value === k ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-slate-100'
            }`}
          >
            {LABEL_KATEGORI[k]}
          </button>
        ))}
      </div>
    </div>
  );
}
