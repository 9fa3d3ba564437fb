import type { FormEvent, ReactNode } from 'react';
import { JENIS_LOKASI, NAMA_LOKASI_MAKS, PROVINSI_MAKS } from '#domain/lokasi.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { InputField, SelectField, Opsi } from '#web/components/ui/field.tsx';
import { useIsian } from '#web/lib/use-isian.ts';
import type { LokasiUbah } from './lokasi-api';

export type LokasiForm = { nama: string; jenis: string; provinsi: string };
export const LOKASI_KOSONG: LokasiForm = { nama: '', jenis: 'Rutan', provinsi: '' };

/** A facility's name, kind and province (D24): the add form and the edit dialog. */
export function FormLokasi({
  awal,
  onSimpan,
  pesan,
  tombol,
  nama,
}: {
  awal: LokasiForm;
  onSimpan: (body: LokasiUbah, reset: () => void) => void;
  /** The server's message of the last attempt, if it failed. */
  pesan?: string;
  tombol: ReactNode;
  /** The form's name for assistive technology (the page holds the add form and, in a dialog, the edit form). */
  nama: string;
}) {
  const { isian, setIsian, kolom, setSalah } = useIsian<LokasiForm>(awal);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isian.nama.trim()) return setSalah({ nama: 'Nama lokasi wajib diisi.' });
    onSimpan(
      { nama: isian.nama.trim(), jenis: isian.jenis as LokasiUbah['jenis'], provinsi: isian.provinsi.trim() || null },
      () => setIsian(LOKASI_KOSONG),
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={nama}>
      <InputField
        label="Nama lokasi"
        {...kolom('nama')}
        autoComplete="off"
        maxLength={NAMA_LOKASI_MAKS}
        hint="Contoh: Rutan Kelas I Jakarta Pusat, LPKA Kelas I Tangerang."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Jenis" {...kolom('jenis')}>
          <Opsi daftar={JENIS_LOKASI} label={(j) => j} />
        </SelectField>
        <InputField
          label="Provinsi (opsional)"
          {...kolom('provinsi')}
          autoComplete="off"
          maxLength={PROVINSI_MAKS}
        />
      </div>
      {pesan && <Alert tone="danger">{pesan}</Alert>}
      {tombol}
    </form>
  );
}
