import { FileDown } from 'lucide-react';
import { buttonClass } from '#web/components/ui/button.tsx';
import { TombolTutup } from '#web/components/ui/dialog.tsx';
import { DialogRekam } from './dialog-rekam';
import type { KelolaRow } from './kelola-api';

/** Where one person's whole record is downloaded (D21): the server names the file and audits it. */
export const urlSemuaData = (id: number, format: 'pdf' | 'json') => `/api/kelola/${id}/semua-data.${format}`;

/**
 * "Unduh semua data" (D21, UU PDP): everything kept about one person, as a PDF to read or hand over and
 * as a JSON file for another system. Both hold the same; each download is written to the audit.
 */
export function SemuaDataDialog({ row, onClose }: { row: KelolaRow | null; onClose: () => void }) {
  return (
    <DialogRekam row={row} title="Unduh Semua Data" onClose={onClose}>
      {(row) => (
        <>
          <p className="text-slate-800">
            Berkas ini memuat seluruh data orang ini: rekaman, persetujuan, kesediaan, semua sub test dengan jawaban dan skornya,
            catatan, tindak lanjut beserta tindakan dan rujukannya, serta riwayat siapa yang membuka atau mengubahnya.
          </p>
          <p className="text-sm text-slate-700">
            Setiap unduhan dicatat. Serahkan hanya kepada orang itu, pendampingnya, atau pihak yang berhak, dan jangan simpan
            salinan di perangkat bersama.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <a href={urlSemuaData(row.id, 'pdf')} download className={buttonClass()} data-testid="unduh-semua-pdf">
              <FileDown className="size-5" aria-hidden />
              Unduh PDF
            </a>
            <a
              href={urlSemuaData(row.id, 'json')}
              download
              className={buttonClass({ variant: 'secondary' })}
              data-testid="unduh-semua-json"
            >
              <FileDown className="size-5" aria-hidden />
              Unduh JSON
            </a>
          </div>
          <TombolTutup onClose={onClose} />
        </>
      )}
    </DialogRekam>
  );
}
