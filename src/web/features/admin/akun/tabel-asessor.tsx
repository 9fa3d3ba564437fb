import type { ReactNode } from 'react';
import { KartuAtauTabel } from '#web/components/ui/daftar.tsx';
import { Kartu } from '#web/components/ui/kartu.tsx';
import { Td } from '#web/components/ui/table.tsx';
import type { Asessor } from './akun-api';

/** A column the list adds after name, login id, Rutan and status. */
export interface KolomAsessor {
  judul: string;
  isi: (a: Asessor) => ReactNode;
}

/**
 * The admin's assessor lists (Kelola Akun, Laporan Terbaru): cards on phones, a table from `sm` up,
 * each assessor's name, login id, Rutan and status badges, then the page's own columns and actions.
 */
export function TabelAsessor({
  data,
  empty,
  caption,
  status,
  kolom = [],
  aksi,
  testId,
  kartuTestId,
}: {
  data: Asessor[];
  empty: ReactNode;
  caption: string;
  status: (a: Asessor) => ReactNode;
  kolom?: KolomAsessor[];
  aksi?: (a: Asessor) => ReactNode;
  testId: (a: Asessor) => string;
  kartuTestId?: (a: Asessor) => string;
}) {
  const head = ['No', 'Nama', 'ID Asessor', 'Lokasi', 'Status', ...kolom.map((k) => k.judul), ...(aksi ? ['Aksi'] : [])];
  return (
    <KartuAtauTabel
      baris={data}
      kosong={empty}
      kepala={head}
      caption={caption}
      kartu={(a) => (
        <Kartu
          key={a.id}
          testId={kartuTestId?.(a)}
          title={a.name}
          badges={status(a)}
          rows={[['ID Asessor', a.assesor_id], ['Lokasi', a.location], ...kolom.map((k): [string, ReactNode] => [k.judul, k.isi(a)])]}
          actions={aksi?.(a)}
        />
      )}
      barisTabel={(a, i) => (
        <tr key={a.id} data-testid={testId(a)}>
          <Td>{i + 1}</Td>
          <Td className="font-semibold text-slate-900">{a.name}</Td>
          <Td className="break-all">{a.assesor_id}</Td>
          <Td className="min-w-32">{a.location}</Td>
          <Td>
            <div className="flex flex-wrap gap-1">{status(a)}</div>
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
              <div className="flex flex-wrap gap-2">{aksi(a)}</div>
            </Td>
          )}
        </tr>
      )}
    />
  );
}
