import type { ReactNode } from 'react';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { NomorRegistrasi } from '#web/components/ui/nomor-registrasi.tsx';
import type { KelolaRow } from './kelola-api';

/** A dialog about one record of Kelola Data Asesmen: whose record it is, named first, then its content. */
export function DialogRekam({
  row,
  title,
  onClose,
  children,
}: {
  row: KelolaRow | null;
  title: string;
  onClose: () => void;
  children: (row: KelolaRow) => ReactNode;
}) {
  return (
    <Dialog open={row !== null} title={title} onClose={onClose}>
      {row && (
        <div className="flex flex-col gap-4">
          <p className="text-slate-800">
            <span className="font-semibold">{row.name}</span> · No. Registrasi{' '}
            <NomorRegistrasi value={row.registration_no} className="font-semibold" />
          </p>
          {children(row)}
        </div>
      )}
    </Dialog>
  );
}
