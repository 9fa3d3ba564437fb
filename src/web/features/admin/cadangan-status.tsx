import { useQuery } from '@tanstack/react-query';
import { DatabaseBackup } from 'lucide-react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Termuat } from '#web/components/ui/daftar.tsx';
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
    <section aria-labelledby="judul-cadangan" className="flex flex-col gap-3" data-testid="status-cadangan">
      <h2 id="judul-cadangan" className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <DatabaseBackup className="size-5" aria-hidden />
        Cadangan Basis Data
      </h2>
      <Termuat query={query} gagal="Status cadangan basis data tidak dapat dimuat.">
        {(data) => <IsiCadangan data={data} />}
      </Termuat>
    </section>
  );
}

function IsiCadangan({ data }: { data: StatusCadangan }) {
  const { terakhir } = data;
  return (
    <>
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
    </>
  );
}
