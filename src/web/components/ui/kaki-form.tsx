import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button, type Size, type Variant } from './button';

/**
 * A form's last rows: its error when there is one, then its submit button at its own width. In a grid form
 * `lebarSalah` lets the error span the columns.
 */
export function KakiForm({
  salah,
  lebarSalah,
  loading,
  disabled,
  variant,
  size,
  children,
}: {
  salah?: string | null;
  lebarSalah?: string;
  loading: boolean;
  disabled?: boolean;
  variant?: Variant;
  size?: Size;
  children: ReactNode;
}) {
  return (
    <>
      {salah && (
        <div className={lebarSalah}>
          <Alert tone="danger">{salah}</Alert>
        </div>
      )}
      <div>
        <Button type="submit" variant={variant} size={size} loading={loading} disabled={disabled}>
          {children}
        </Button>
      </div>
    </>
  );
}
