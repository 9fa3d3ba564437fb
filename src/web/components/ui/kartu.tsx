import type { ReactNode } from 'react';

/**
 * Below 1024 px a list reads better as cards than as a table that hides columns or scrolls sideways
 * (issue 32): one column on phones, two on tablets. Its table goes in a `TabelLebar`.
 */
export function KartuList({ empty, children }: { empty: ReactNode; children: ReactNode[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:hidden">
      {children.length === 0 ? <li className="rounded-lg border border-slate-200 px-3 py-8 text-center text-slate-600 sm:col-span-2">{empty}</li> : children}
    </ul>
  );
}

/** The table beside a KartuList: shown from 1024 px, where every column fits. */
export function TabelLebar({ children }: { children: ReactNode }) {
  return <div className="hidden lg:block">{children}</div>;
}

/** One card of a KartuList: a title line, badges, label/value lines and actions. */
export function Kartu({
  title,
  badges,
  rows,
  actions,
  testId,
}: {
  title: ReactNode;
  badges?: ReactNode;
  rows: [string, ReactNode][];
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3" data-testid={testId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold text-slate-900">{title}</p>
        {badges && <div className="flex flex-wrap gap-1">{badges}</div>}
      </div>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-base">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-semibold text-slate-600">{label}</dt>
            <dd className="min-w-0 text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      {actions && <div className="mt-3 flex flex-wrap gap-2">{actions}</div>}
    </li>
  );
}
