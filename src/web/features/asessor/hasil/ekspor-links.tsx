import { FileDown, Layers } from 'lucide-react';
import { Link } from 'react-router';

const LINK =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-brand-800 hover:bg-slate-100';

/** Downloads of every result of the Rutan (built by the export feature, D7). */
export function EksporLinks() {
  return (
    <>
      <a className={LINK} href="/api/ekspor/hasil.csv" download>
        <FileDown className="size-5" aria-hidden />
        Ekspor CSV
      </a>
      <a className={LINK} href="/api/ekspor/hasil.xlsx" download>
        <FileDown className="size-5" aria-hidden />
        Ekspor XLSX
      </a>
    </>
  );
}

/** The button from the results page to the combined results. */
export function KeGabunganLink() {
  return (
    <Link
      to="/asessor/hasil-gabungan"
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
    >
      <Layers className="size-5" aria-hidden />
      Lihat Hasil Gabungan
    </Link>
  );
}
