import { useQuery } from '@tanstack/react-query';
import { Archive } from 'lucide-react';
import { TombolHapus } from '#web/components/ui/button.tsx';
import { NomorRegistrasi } from '#web/components/ui/nomor-registrasi.tsx';
import { Bagian } from '#web/components/ui/panel.tsx';
import { formatWib } from '#web/lib/format.ts';
import { retensiQuery } from './kelola-api';

/**
 * Records of the Rutan without activity for RETENSI_BULAN months, for review: the assessor erases
 * those no longer needed (Hapus permanen). Shown only when there are any.
 */
export function RetensiCard({
  onHapus,
  deletingId,
}: {
  onHapus: (row: { id: number; registration_no: string }) => void;
  deletingId?: number;
}) {
  const { data } = useQuery(retensiQuery());
  if (!data || data.data.length === 0) return null;
  return (
    <Bagian halaman judul="Tinjau Retensi Data" ikon={Archive} className="mt-6" testId="retensi">
      <p className="text-slate-700">
        {data.data.length} data tidak ada aktivitas lebih dari {data.bulan} bulan (sejak {formatWib(data.batas)}). Sesuai UU
        Pelindungan Data Pribadi, hapus permanen data yang tidak lagi diperlukan.
      </p>
      <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {data.data.map((r) => (
          <li
            key={r.id}
            className="flex flex-wrap items-center justify-between gap-3 p-3"
            data-testid={`retensi-${r.registration_no}`}
          >
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{r.name}</p>
              <NomorRegistrasi value={r.registration_no} className="block text-sm text-slate-600" />
              <p className="text-sm text-slate-600">Aktivitas terakhir: {formatWib(r.aktivitas_terakhir)}</p>
            </div>
            <TombolHapus
              loading={deletingId === r.id}
              onClick={() => onHapus(r)}
              aria-label={`Hapus permanen ${r.registration_no}`}
            >
              Hapus permanen
            </TombolHapus>
          </li>
        ))}
      </ul>
    </Bagian>
  );
}
