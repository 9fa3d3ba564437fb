import type { ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';

const badgeVariants = cva('inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-semibold', {
  variants: {
    tone: {
      neutral: 'bg-slate-100 text-slate-800 border-slate-300',
      brand: 'bg-brand-50 text-brand-800 border-brand-200',
      danger: 'bg-danger-50 text-danger-700 border-red-300',
      ok: 'bg-ok-50 text-ok-700 border-green-300',
      warn: 'bg-warn-50 text-warn-700 border-amber-300',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

/** A small label for a state (online, Tinggi, Risiko Tinggi...). */
export function Badge({ tone, children }: VariantProps<typeof badgeVariants> & { children: ReactNode }) {
  return <span className={badgeVariants({ tone })}>{children}</span>;
}
