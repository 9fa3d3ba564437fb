// The facility a device of the public list stands in (issue 32): chosen once on the device and kept
// there, so that a tablet in Rutan 2 lists Rutan 2's children only. It narrows a masked list; the
// server keeps every rule of who may enter whom.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LokasiPerangkat } from '#contract/index.ts';
import { lokasiPerangkatQuery } from './asesmen-api';
import { Alert } from '#web/components/ui/alert.tsx';
import { SelectField } from '#web/components/ui/field.tsx';

const KUNCI = 'asesmen-lokasi-perangkat';

const baca = (): string => {
  try {
    return localStorage.getItem(KUNCI) ?? '';
  } catch {
    return '';
  }
};

const tulis = (nama: string) => {
  try {
    if (nama) localStorage.setItem(KUNCI, nama);
    else localStorage.removeItem(KUNCI);
  } catch {
    // Storage refused (private mode, full): the choice holds for this visit only.
  }
};

/**
 * The device's facility and the open facilities to choose from. A kept name that is no longer open
 * (closed or renamed by the admin) is not used: the list would be empty for no visible reason.
 */
export function useLokasiPerangkat() {
  const [tersimpan, setTersimpan] = useState(baca);
  const daftar = useQuery(lokasiPerangkatQuery());
  const usang = Boolean(tersimpan && daftar.data && !daftar.data.some((l) => l.nama === tersimpan));
  const pilih = (nama: string) => {
    tulis(nama);
    setTersimpan(nama);
  };
  return { lokasi: usang ? '' : tersimpan, tersimpan, usang, daftar, pilih };
}

export type LokasiPerangkatState = ReturnType<typeof useLokasiPerangkat>;

/** Open facilities grouped by province, in the server's order (province, then name). */
function perProvinsi(rows: readonly LokasiPerangkat[]): [string, LokasiPerangkat[]][] {
  const groups = new Map<string, LokasiPerangkat[]>();
  for (const l of rows) {
    const key = l.provinsi ?? '';
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  return [...groups];
}

/** The choice of the device's facility, above the list. */
export function PilihLokasiPerangkat({ state, onPilih }: { state: LokasiPerangkatState; onPilih: () => void }) {
  const { lokasi, tersimpan, usang, daftar, pilih } = state;
  const grup = perProvinsi(daftar.data ?? []);
  const tanpaGrup = grup.length === 1 && grup[0]![0] === '';
  const pilihan = (rows: LokasiPerangkat[]) =>
    rows.map((l) => (
      <option key={l.nama} value={l.nama}>
        {l.nama}
      </option>
    ));
  return (
    <div className="flex flex-col gap-2">
      <SelectField
        label="Lokasi perangkat ini"
        value={lokasi}
        disabled={!daftar.data}
        onChange={(e) => {
          pilih(e.target.value);
          onPilih();
        }}
        hint={
          daftar.isError
            ? 'Daftar lokasi tidak dapat dimuat. Daftar di bawah memakai pilihan terakhir perangkat ini.'
            : lokasi
              ? 'Perangkat ini mengingat pilihan ini.'
              : 'Pilih sekali; perangkat ini akan mengingatnya.'
        }
      >
        <option value="">{daftar.isPending ? 'Memuat lokasi...' : 'Semua lokasi'}</option>
        {tanpaGrup
          ? pilihan(grup[0]![1])
          : grup.map(([provinsi, rows]) => (
              <optgroup key={provinsi} label={provinsi || 'Provinsi belum diisi'}>
                {pilihan(rows)}
              </optgroup>
            ))}
      </SelectField>
      {usang && (
        <Alert tone="warn" title={`Lokasi "${tersimpan}" sudah tidak tersedia.`}>
          Lokasi itu ditutup atau diganti namanya. Pilih lokasi perangkat ini lagi.
        </Alert>
      )}
    </div>
  );
}
