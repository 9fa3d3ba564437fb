import { useId, type ComponentType, type HTMLAttributes, type ReactNode } from 'react';

const PANEL = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

/** A white panel with a border: the container of every form and table (a list's rows become cards on a phone in `Table`). */
export function Panel({ className = '', children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={`${PANEL} ${className}`} {...rest}>
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

type Ikon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

/**
 * A titled section, named by its heading: a panel of a page (`halaman`: a Panel with an h2) or a part
 * of a record's report inside one (its identity, a result, the review, the rounds: a bordered box with
 * an h4); what belongs beside the title (`meta`) and an action at the line's end (`aksi`).
 */
export function Bagian({
  judul,
  ikon: Ikon,
  meta,
  aksi,
  halaman = false,
  className = '',
  testId,
  children,
}: {
  judul: ReactNode;
  ikon?: Ikon;
  meta?: ReactNode;
  aksi?: ReactNode;
  halaman?: boolean;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const id = useId();
  const Judul = halaman ? 'h2' : 'h4';
  return (
    <section
      className={`${halaman ? PANEL : 'rounded-lg border border-slate-200 bg-white p-3 sm:p-4'} ${className}`}
      aria-labelledby={id}
      data-testid={testId}
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <Judul id={id} className={`flex items-center gap-2 font-bold text-brand-900 ${halaman ? 'text-xl' : 'text-lg'}`}>
          {Ikon && <Ikon className="size-5 shrink-0" aria-hidden />}
          {judul}
        </Judul>
        {meta}
        {aksi && <div className="ml-auto">{aksi}</div>}
      </div>
      {children}
    </section>
  );
}
