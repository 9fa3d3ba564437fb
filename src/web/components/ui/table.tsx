import type { ReactNode } from 'react';

/** A table that scrolls sideways on narrow screens instead of breaking the page. */
export function Table({ head, children, caption }: { head: ReactNode[]; children: ReactNode; caption?: string }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full min-w-[36rem] border-collapse text-left text-base">
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
