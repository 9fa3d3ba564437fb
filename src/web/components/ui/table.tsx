import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * A table. On phones, with `cards`, each row becomes a card whose cells are labelled with their
 * column's name (issue 13); without it, it scrolls sideways inside its frame instead of the page.
 */
export function Table({
  head,
  children,
  caption,
  cards = false,
}: {
  head: ReactNode[];
  children: ReactNode;
  caption?: string;
  cards?: boolean;
}) {
  const ref = useRef<HTMLTableElement>(null);
  const wadah = useScrollDenganKeyboard<HTMLDivElement>();
  const labels = head.map((h) => (typeof h === 'string' ? h : ''));
  useLayoutEffect(() => {
    if (!cards || !ref.current) return;
    // Labels come from the header row, so that pages keep writing plain <Td> cells.
    for (const row of ref.current.tBodies[0]?.rows ?? []) {
      if (row.cells.length !== labels.length) continue;
      [...row.cells].forEach((cell, i) => cell.setAttribute('data-label', labels[i] ?? ''));
    }
  });
  return (
    <div className={cards ? 'tabel-kartu' : undefined}>
      <div ref={wadah} data-nama={caption ?? 'Tabel'} className="tabel-wadah overflow-x-auto rounded-lg border border-slate-200">
        <table ref={ref} className="w-full min-w-[36rem] border-collapse text-left text-base">
          {caption && <caption className="sr-only">{caption}</caption>}
          <thead className="bg-slate-100 text-sm uppercase tracking-wide text-slate-700">
            <tr>
              {head.map((h, i) => (
                <th key={i} scope="col" className="px-3 py-3 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white">{children}</tbody>
        </table>
      </div>
    </div>
  );
}

/** One cell of a Table row. */
export function Td({ children, className = '', colSpan }: { children?: ReactNode; className?: string; colSpan?: number }) {
  return (
    <td className={`px-3 py-3 align-top ${className}`} colSpan={colSpan}>
      {children}
    </td>
  );
}

/** The row shown when a table has nothing to list. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-8 text-center text-slate-600">
        {children}
      </td>
    </tr>
  );
}

/** A table's rows, or its one empty row across every column when there are none. */
export function IsiTabel<T>({
  baris,
  kolom,
  kosong,
  children,
}: {
  baris: readonly T[];
  kolom: number;
  kosong: ReactNode;
  children: (b: T, i: number) => ReactNode;
}) {
  return baris.length === 0 ? <EmptyRow colSpan={kolom}>{kosong}</EmptyRow> : baris.map(children);
}

/**
 * A box that scrolls sideways can be scrolled with the keyboard (WCAG 2.1.1): while its content is wider
 * than it, it takes the focus (tabindex 0) as a region named by `data-nama`; when it fits, it is left out of the tab order.
 */
export function useScrollDenganKeyboard<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const periksa = () => {
      if (el.scrollWidth > el.clientWidth + 1) {
        el.tabIndex = 0;
        el.setAttribute('role', 'region');
        el.setAttribute('aria-label', el.dataset.nama ?? 'Bisa digeser ke samping');
      } else {
        el.removeAttribute('tabindex');
        el.removeAttribute('role');
        el.removeAttribute('aria-label');
      }
    };
    periksa();
    const amati = new ResizeObserver(periksa);
    amati.observe(el);
    if (el.firstElementChild) amati.observe(el.firstElementChild);
    return () => amati.disconnect();
  }, []);
  return ref;
}
