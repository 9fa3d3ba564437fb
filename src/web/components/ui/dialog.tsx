import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from './button';

/** A modal on the native <dialog>: focus trap, Escape to close and a backdrop for free. */
export function Dialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby="dialog-title"
      className="m-auto w-[min(40rem,calc(100vw-1.5rem))] rounded-xl border border-slate-200 p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      {open && (
        <div className="p-5 sm:p-6">
          <h2 id="dialog-title" className="mb-4 text-xl font-bold text-brand-900">
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  );
}

/** The buttons under a dialog's form: Batal (closes; waits while saving) and the submit button. */
export function TombolDialog({
  onBatal,
  busy,
  children = 'Simpan',
}: {
  onBatal: () => void;
  busy: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" onClick={onBatal} disabled={busy}>
        Batal
      </Button>
      <Button type="submit" loading={busy}>
        {children}
      </Button>
    </div>
  );
}

/** The only button under a dialog that shows rather than asks: Tutup. */
export function TombolTutup({ onClose }: { onClose: () => void }) {
  return (
    <div className="flex justify-end">
      <Button variant="secondary" onClick={onClose}>
        Tutup
      </Button>
    </div>
  );
}
