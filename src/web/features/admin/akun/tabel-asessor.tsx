import type { ReactNode } from 'react';
import { Td } from '#web/components/ui/table.tsx';
import type { Asessor } from './akun-api';
import { StatusAsessor } from './status-asessor';

/** A column the list adds after name, login id, Rutan and status. */
export interface KolomAsessor {
  judul: string;
  isi: (a: Asessor) => ReactNode;
}

/** The columns of the admin's assessor lists (Kelola Akun, Laporan Terbaru): the shared ones, the page's own, its actions. */
export const kepalaAsessor = (kolom: KolomAsessor[], aksi: boolean) => [
  'No',
  'Nama',
  'ID Asessor',
  'Lokasi',
  'Status',
  ...kolom.map((k) => k.judul),
  ...(aksi ? ['Aksi'] : []),
];

/**
 * One assessor in the list page's table (a card below 1024 px): number, name, login id, Rutan and
 * status badges, then the page's own columns and actions.
 */
export function BarisAsessor({
  a,
  no,
  status,
  kolom = [],
  aksi,
  testId,
}: {
  a: Asessor;
  no: number;
  /** Which way the list looks at the account (`StatusAsessor`). */
  status: 'akun' | 'aktivitas';
  kolom?: KolomAsessor[];
  aksi?: ReactNode;
  testId: string;
}) {
  return (
    <tr data-testid={testId}>
      <Td>{no}</Td>
      <Td className="font-semibold text-slate-900">{a.name}</Td>
      <Td className="break-all">{a.assesor_id}</Td>
      <Td className="min-w-32">{a.location}</Td>
      <Td>
        <div className="flex flex-wrap gap-1">
          <StatusAsessor a={a} sudut={status} />
        </div>
      </Td>
      {/* Dates over two lines and buttons that wrap: every column in sight on a 1280 px screen (issue 32:
          "Logout Terakhir" and the actions sat past the table's edge). */}
      {kolom.map((k) => (
        <Td key={k.judul} className="min-w-40">
          {k.isi(a)}
        </Td>
      ))}
      {aksi && (
        <Td>
          <div className="flex flex-wrap gap-2">{aksi}</div>
        </Td>
      )}
    </tr>
  );
}
