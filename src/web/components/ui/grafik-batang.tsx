import type { BatangGrafik, BatasGrafik } from '#domain/grafik.ts';

const persenDari = (nilai: number, maks: number) => Math.max(0, Math.min(100, (100 * nilai) / maks));

/**
 * One horizontal bar, drawn in HTML so that it takes any width: a share (0-100) filled in a colour
 * (a class, or a colour of the report's palette), with cut-offs marked as dashed lines. Hidden from
 * screen readers: the words beside it say the same.
 */
export function Batang({
  persen,
  kelas = '',
  warna,
  batas = [],
  className = '',
}: {
  persen: number | null;
  kelas?: string;
  warna?: string;
  batas?: readonly { persen: number; warna: string }[];
  className?: string;
}) {
  return (
    <div className={`relative h-4 min-w-0 rounded bg-slate-100 ring-1 ring-slate-200 ${className}`} aria-hidden>
      {persen !== null && (
        <div className={`h-4 rounded ${kelas}`} style={{ width: `${Math.max(persen, 1)}%`, backgroundColor: warna }} />
      )}
      {batas.map((b) => (
        <div
          key={b.persen}
          className="absolute -top-1 -bottom-1 border-l-2 border-dashed"
          style={{ left: `${b.persen}%`, borderColor: b.warna }}
        />
      ))}
    </div>
  );
}

function Garis({ batas }: { batas: BatasGrafik }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="inline-block h-4 border-l-2 border-dashed" style={{ borderColor: batas.warna }} aria-hidden />
      {batas.label}
    </span>
  );
}

const samaBatas = (a: readonly BatasGrafik[], b: readonly BatasGrafik[]) =>
  a.length === b.length && a.every((x, i) => x.nilai === b[i]!.nilai && x.label === b[i]!.label);

/**
 * A chart of the report (PID-5 traits, PSC-17 domains: the rows `#domain/grafik` gives the PDF's SVG)
 * with real text of at least 12 px that fits any width: where the chart is narrow (a phone) each row's
 * name and score stand above a full-width bar, where it is wide they share one line (issue 32: the
 * SVG scrolled sideways at 360 px with 8.5 px text). Cut-offs shared by every row are named once.
 */
export function GrafikBatang({ judul, batang, skala }: { judul: string; batang: readonly BatangGrafik[]; skala?: string }) {
  const bersama = batang.length > 0 && batang.every((b) => samaBatas(b.batas, batang[0]!.batas)) ? batang[0]!.batas : null;
  return (
    <figure className="@container mt-3">
      <figcaption className="mb-2 text-sm text-slate-700">{judul}</figcaption>
      {(bersama || skala) && (
        <p className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
          {skala && <span>{skala}</span>}
          {bersama?.map((b) => <Garis key={b.label} batas={b} />)}
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {batang.map((b) => (
          <li key={b.label} className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 @md:grid-cols-[10rem_1fr_12rem]">
            <span className={`text-sm text-slate-900 ${b.tebal ? 'font-bold' : 'font-medium'}`}>{b.label}</span>
            <span className="text-right text-sm tabular-nums text-slate-800 @md:order-3 @md:text-left">
              {b.teks}
              {!bersama && b.batas.length > 0 && <span className="text-slate-700">, {b.batas.map((x) => x.label).join(', ')}</span>}
            </span>
            <Batang
              className="col-span-2 @md:order-2 @md:col-span-1"
              persen={b.skor === null ? null : persenDari(b.skor, b.maks)}
              warna={b.warna}
              batas={b.batas.map((x) => ({ persen: persenDari(x.nilai, b.maks), warna: x.warna }))}
            />
          </li>
        ))}
      </ul>
    </figure>
  );
}
