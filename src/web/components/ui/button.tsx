import type { ButtonHTMLAttributes, ComponentType } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Loader2, Trash2 } from 'lucide-react';

/**
 * The button's look by variant and size, shared by buttons and by links that look like one: the classes
 * `tombol-*` of app.css. Every size is at least 44 px tall (a finger's tap target, WCAG 2.5.5); its
 * icons keep their size, so a label that does not fit shows rather than an icon squeezed away.
 */
export const buttonVariants = cva('tombol', {
  variants: {
    variant: {
      primary: 'tombol-primary',
      secondary: 'tombol-secondary',
      danger: 'tombol-danger',
      success: 'tombol-success',
      ghost: 'tombol-ghost',
    },
    size: { sm: 'tombol-sm', md: 'tombol-md', lg: 'tombol-lg' },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

type Varian = VariantProps<typeof buttonVariants>;
export type Variant = NonNullable<Varian['variant']>;
export type Size = NonNullable<Varian['size']>;

/**
 * The classes of a button, for buttons and for links that look like one. The caller's className wins
 * over the variant's and the size's by the cascade (they are in Tailwind's components layer, below
 * every utility), not by a class merger in the browser (tailwind-merge was 11 KB gzip of every first
 * page, D23).
 */
export function buttonClass({ variant, size, className }: { variant?: Variant; size?: Size; className?: string } = {}): string {
  return buttonVariants({ variant, size, className });
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
