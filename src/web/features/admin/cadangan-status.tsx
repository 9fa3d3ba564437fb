import { useQuery } from '@tanstack/react-query';
import { DatabaseBackup } from 'lucide-react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Termuat } from '#web/components/ui/daftar.tsx';
import { Bagian } from '#web/components/ui/panel.tsx';
import { formatWib } from '#web/lib/format.ts';
import { statusCadanganQuery, type StatusCadangan } from './cadangan-api';

/** A size in bytes as Indonesian text (KB/MB, one decimal). */
function formatUkuran(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString('id-ID', { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${units[unit]}`;
}

/** The last database backup on Laporan Terbaru: time and size, a warning when it is old or cannot be made. */
export function CadanganStatus() {
  const query = useQuery(statusCadanganQuery());
  return (
    <Bagian halaman judul="Cadangan Basis Data" ikon={DatabaseBackup} className="mt-6" testId="status-cadangan">
      <Termuat query={query} gagal="Status cadangan basis data tidak dapat dimuat.">
        {(data) => <IsiCadangan data={data} />}
      </Termuat>
    </Bagian>
  );
}

function IsiCadangan({ data }: { data: StatusCadangan }) {
  const { terakhir } = data;
  return (
    <div className="flex flex-col gap-3">
      {terakhir && (
        <dl className="grid gap-x-6 gap-y-1 text-slate-700 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">Cadangan terakhir</dt>
          <dd>{formatWib(terakhir.at)}</dd>
          <dt className="font-semibold">Ukuran</dt>
          <dd>
            {formatUkuran(terakhir.ukuran)} ({terakhir.jumlah_baris.toLocaleString('id-ID')} baris)
          </dd>
          <dt className="font-semibold">Folder</dt>
          <dd className="break-all font-mono text-sm">{data.folder}</dd>
        </dl>
      )}
      {data.peringatan.map((p) => (
        <Alert key={p} tone="warn">
          {p}
        </Alert>
      ))}
    </div>
  );
}
