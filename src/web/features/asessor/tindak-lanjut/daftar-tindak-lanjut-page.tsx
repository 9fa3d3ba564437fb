import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Panel, PageHeader } from '#web/components/ui/panel.tsx';
import { SelectField } from '#web/components/ui/field.tsx';
import { DaftarTabel } from '#web/components/ui/daftar.tsx';
import { NomorRegistrasi } from '#web/components/ui/nomor-registrasi.tsx';
import { Td } from '#web/components/ui/table.tsx';
import { useDaftarBerhalaman } from '#web/lib/daftar-berhalaman.ts';
import { formatWib } from '#web/lib/format.ts';
import { asessorOptionsQuery } from '../kelola/kelola-api';
import { PrioritasBadge, SaringPrioritas, StatusBadge } from './prioritas-badge';
import { daftarTindakLanjutQuery } from './tindak-lanjut-api';

const STATUS = [
  ['', 'Terbuka'],
  ['terlambat', 'Terlambat'],
  ['ditutup', 'Ditutup'],
  ['semua', 'Semua'],
] as const;

/** Tindak Lanjut: the Rutan's follow-ups, the most pressing on top; late ones in red (D19). */
export default function DaftarTindakLanjutPage() {
  const daftar = useDaftarBerhalaman();
  const { q, page, filter, setFilter } = daftar;
  const f = { status: filter('status'), prioritas: filter('prioritas'), petugas: filter('petugas') };
  const list = useQuery(daftarTindakLanjutQuery(f, q, page));
  const petugas = useQuery({ ...asessorOptionsQuery(), staleTime: 60_000 });

  return (
    <>
      <PageHeader
        title="Tindak Lanjut"
        description="Setiap hasil Kritis, Mendesak, atau Tinggi punya petugas dan tenggat. Yang paling mendesak di atas; yang terlambat berwarna merah."
      />
      <Panel>
        <DaftarTabel
          daftar={daftar}
          query={list}
          gagal="Gagal memuat tindak lanjut"
          saring={
            <>
              <SelectField label="Status" value={f.status} onChange={(e) => setFilter('status', e.target.value)}>
                {STATUS.map(([v, label]) => (
                  <option key={v} value={v}>
                    {label}
                  </option>
                ))}
              </SelectField>
              <SaringPrioritas daftar={daftar} />
              <SelectField label="Petugas" value={f.petugas} onChange={(e) => setFilter('petugas', e.target.value)}>
                <option value="">Semua petugas</option>
                <option value="tanpa">Belum ada petugas</option>
                {(petugas.data ?? []).map((p) => (
                  <option key={p.id} value={String(p.id)}>
                    {p.name}
                  </option>
                ))}
              </SelectField>
            </>
          }
          kepala={['Tenggat', 'Nama', 'Prioritas', 'Petugas', 'Status', 'Aksi']}
          caption="Daftar tindak lanjut"
          kosong={(cari) => (
            <>Tidak ada tindak lanjut{f.status || f.prioritas || f.petugas || cari ? ' yang cocok' : ' terbuka'}.</>
          )}
        >
          {(r) => (
            <tr key={r.id} data-testid={`tindak-lanjut-${r.id}`} className={r.terlambat ? 'bg-danger-50' : undefined}>
              <Td className={r.terlambat ? 'font-semibold text-danger-700' : undefined}>
                {r.tenggat ? formatWib(r.tenggat) : 'Tanpa tenggat'}
                {r.terlambat && <span className="block text-sm">Terlambat</span>}
              </Td>
              <Td>
                <p className="font-semibold">{r.peserta.name}</p>
                <NomorRegistrasi value={r.peserta.registration_no} className="text-sm" />
              </Td>
              <Td>
                <PrioritasBadge prioritas={r.prioritas} />
              </Td>
              <Td>{r.petugas?.name ?? 'Belum ada'}</Td>
              <Td>
                <StatusBadge row={r} />
                <span className="mt-1 block text-sm text-slate-600">
                  {r.jumlah_aksi} tindakan, {r.jumlah_rujukan} rujukan
                </span>
              </Td>
              <Td>
                <Link
                  to={`/asessor/tindak-lanjut/${r.id}`}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
                >
                  Buka<span className="sr-only"> tindak lanjut {r.peserta.name}</span>
                </Link>
              </Td>
            </tr>
          )}
        </DaftarTabel>
      </Panel>
    </>
  );
}
