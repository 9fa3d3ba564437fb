import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Info } from 'lucide-react';

const TONES = {
  info: 'border-brand-200 bg-brand-50 text-brand-900',
  danger: 'border-red-300 bg-danger-50 text-danger-700',
  ok: 'border-green-300 bg-ok-50 text-ok-700',
  warn: 'border-amber-300 bg-warn-50 text-warn-700',
};

/** A message block inside a page (errors, notices); `className` places it (its margin) where it stands. */
export function Alert({
  tone = 'info',
  title,
  className = '',
  children,
}: {
  tone?: keyof typeof TONES;
  title?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const Icon = tone === 'ok' ? CheckCircle2 : tone === 'info' ? Info : AlertTriangle;
  return (
    <div className={`flex gap-3 rounded-lg border p-4 ${TONES[tone]} ${className}`} role={tone === 'danger' ? 'alert' : 'status'}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="text-base">{children}</div>}
      </div>
    </div>
  );
}
