import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

/** A confirmation in our Dialog with the spec's question, a cancel and a red confirm button. */
export function KonfirmasiDialog({
  open,
  title,
  question,
  detail,
  confirmLabel,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  question: string;
  detail?: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} title={title} onClose={onCancel}>
      <div className="flex flex-col gap-4">
        <p className="text-lg text-slate-900">{question}</p>
        {detail && <div className="text-slate-700">{detail}</div>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Batal
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
