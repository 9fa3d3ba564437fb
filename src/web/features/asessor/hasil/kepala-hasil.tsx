import { ArrowLeft, FileDown, Layers } from 'lucide-react';
import { Link } from 'react-router';
import type { KategoriPeserta } from '#domain/instruments.ts';
import { denganKategori } from './kategori-switch';
import { buttonClass } from '#web/components/ui/button.tsx';
import { PageHeader } from '#web/components/ui/panel.tsx';

const LINK = buttonClass({ variant: 'secondary' });

/** Downloads of every result of the Rutan for one category (built by the export feature, D7). */
function EksporLinks({ kategori }: { kategori: KategoriPeserta }) {
  return (
    <>
      <a className={LINK} href={denganKategori('/api/ekspor/hasil.csv', kategori)} download>
        <FileDown className="size-5" aria-hidden />
        Ekspor CSV
      </a>
      <a className={LINK} href={denganKategori('/api/ekspor/hasil.xlsx', kategori)} download>
        <FileDown className="size-5" aria-hidden />
        Ekspor XLSX
      </a>
    </>
  );
}

/** The button from the results page to the combined results (of the same category). */
function KeGabunganLink({ kategori }: { kategori: KategoriPeserta }) {
  return (
    <Link to={denganKategori('/asessor/hasil-gabungan', kategori)} className={buttonClass()}>
      <Layers className="size-5" aria-hidden />
      Lihat Hasil Gabungan
    </Link>
  );
}

/** The way back from the combined results to the results page (of the same category). */
function KeHasilLink({ kategori }: { kategori: KategoriPeserta }) {
  return (
    <Link to={denganKategori('/asessor/hasil', kategori)} className={LINK}>
      <ArrowLeft className="size-5" aria-hidden />
      Kembali
    </Link>
  );
}

/**
 * The header of the results' two views of one category, per instrument (Hasil Asesmen) and combined
 * (Hasil Gabungan): its title, the way to the other view and the downloads.
 */
export function KepalaHasil({
  gabungan = false,
  kategori,
  description,
}: {
  gabungan?: boolean;
  kategori: KategoriPeserta;
  description?: string;
}) {
  return (
    <PageHeader
      title={gabungan ? 'Hasil Gabungan Seluruh Instrumen' : 'Hasil Asesmen'}
      description={description}
      actions={
        <>
          {gabungan ? <KeHasilLink kategori={kategori} /> : <KeGabunganLink kategori={kategori} />}
          <EksporLinks kategori={kategori} />
        </>
      }
    />
  );
}
