import type { HTMLAttributes, ReactNode } from 'react';

/** A white panel with a border: the container of every form and table (a list's row as a card is `Kartu`). */
export function Panel({ className = '', children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 ${className}`} {...rest}>
      {children}
    </div>
  );
}

/** The title line of a page, with optional actions on the right. */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-slate-700">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
