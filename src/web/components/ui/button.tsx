import type { ButtonHTMLAttributes, ComponentType } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Loader2, Trash2 } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

/**
 * The button's look by variant and size, shared by buttons and by links that look like one. Every
 * size is at least 44 px tall (a finger's tap target, WCAG 2.5.5); its icons keep their size, so a
 * label that does not fit shows rather than an icon squeezed away.
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors disabled:cursor-not-allowed [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-200',
        secondary: 'bg-white text-brand-800 border border-slate-300 hover:bg-slate-100 disabled:text-slate-400',
        danger: 'bg-danger-600 text-white hover:bg-danger-700 disabled:bg-red-200',
        success: 'bg-ok-600 text-white hover:bg-ok-700 disabled:bg-green-200',
        ghost: 'bg-transparent text-brand-800 hover:bg-brand-50 disabled:text-slate-400',
      },
      size: {
        sm: 'min-h-11 px-3 text-sm',
        md: 'min-h-11 px-4 text-base',
        lg: 'min-h-14 px-6 text-lg',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

type Varian = VariantProps<typeof buttonVariants>;
export type Variant = NonNullable<Varian['variant']>;
export type Size = NonNullable<Varian['size']>;

/** The classes of a button, for buttons and for links that look like one; the caller's className wins. */
export function buttonClass({ variant, size, className }: { variant?: Variant; size?: Size; className?: string } = {}): string {
  return cn(buttonVariants({ variant, size }), className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  /** Shows a spinner and disables the button: a pending action cannot be sent twice. */
  loading?: boolean;
}

/** The one button of the product. */
export function Button({ variant, size, loading, className, children, disabled, ...rest }: ButtonProps) {
  return (
    <button
      type="button"
      className={buttonClass({ variant, size, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Loader2 className="size-4 animate-spin" aria-hidden />}
      {children}
    </button>
  );
}

/** The small red delete button with the bin icon ('Hapus' unless told otherwise). */
export function TombolHapus({ children = 'Hapus', ...rest }: ButtonProps) {
  return (
    <Button size="sm" variant="danger" {...rest}>
      <Trash2 className="size-4" aria-hidden />
      {children}
    </Button>
  );
}

/**
 * A row's action in a list: a small button with its icon and word; `label` names it with its row for
 * screen readers and voice control ('Edit ABH/1/2026'), where several rows show the same word.
 */
export function TombolAksi({
  ikon: Ikon,
  label,
  variant = 'secondary',
  children,
  ...rest
}: Omit<ButtonProps, 'aria-label' | 'size'> & {
  ikon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  label: string;
}) {
  return (
    <Button size="sm" variant={variant} aria-label={label} {...rest}>
      <Ikon className="size-4" aria-hidden />
      {children}
    </Button>
  );
}

/** A small button showing only an icon: `label` is its name for screen readers and voice control. */
export function TombolIkon({
  ikon: Ikon,
  label,
  variant = 'secondary',
  ...rest
}: Omit<ButtonProps, 'children' | 'aria-label' | 'size'> & {
  ikon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  label: string;
}) {
  return (
    <Button size="sm" variant={variant} aria-label={label} {...rest}>
      <Ikon className="size-4" aria-hidden />
    </Button>
  );
}
