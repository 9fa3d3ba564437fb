import { useRef } from 'react';
import { Button, type ButtonProps } from './button';

/**
 * A button that opens the file picker; the input itself stays hidden (tests reach it by `testId`).
 * The same file may be chosen again after fixing it.
 */
export function PilihBerkas({
  accept,
  inputLabel,
  testId,
  onPilih,
  ...button
}: Omit<ButtonProps, 'onClick'> & {
  accept: string;
  /** The hidden input's accessible name. */
  inputLabel: string;
  testId: string;
  onPilih: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-label={inputLabel}
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onPilih(file);
        }}
      />
      <Button {...button} onClick={() => input.current?.click()} />
    </>
  );
}
