import type { FormEvent, ReactNode } from 'react';
import { JENIS_LOKASI, NAMA_LOKASI_MAKS, PROVINSI_MAKS } from '#domain/lokasi.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { InputField, SelectField, Opsi } from '#web/components/ui/field.tsx';
import { useFormulir } from '#web/lib/use-formulir.ts';
import type { LokasiUbah } from './lokasi-api';

export type LokasiForm = { nama: string; jenis: string; provinsi: string };
export const LOKASI_KOSONG: LokasiForm = { nama: '', jenis: 'Rutan', provinsi: '' };

/** A facility's name, kind and province (D24): the add form and the edit dialog. */
export function FormLokasi({
  awal,
  onSimpan,
  pesan,
  tombol,
  idAwalan,
}: {
  awal: LokasiForm;
  onSimpan: (body: LokasiUbah, reset: () => void) => void;
  /** The server's message of the last attempt, if it failed. */
  pesan?: string;
  tombol: ReactNode;
  idAwalan: string;
}) {
  const { form, setForm, error, setError, set } = useFormulir<LokasiForm>(awal);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    if (!form.nama.trim()) return setError('Nama lokasi wajib diisi.');
    onSimpan({ nama: form.nama.trim(), jenis: form.jenis as LokasiUbah['jenis'], provinsi: form.provinsi.trim() || null }, () =>
      setForm(LOKASI_KOSONG),
    );
  };
  const tampil = error ?? pesan;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <InputField
        id={`${idAwalan}-nama`}
        label="Nama lokasi"
        name="nama"
        autoComplete="off"
        value={form.nama}
        onChange={set('nama')}
        maxLength={NAMA_LOKASI_MAKS}
        hint="Contoh: Rutan Kelas I Jakarta Pusat, LPKA Kelas I Tangerang."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField id={`${idAwalan}-jenis`} label="Jenis" name="jenis" value={form.jenis} onChange={set('jenis')}>
          <Opsi daftar={JENIS_LOKASI} label={(j) => j} />
        </SelectField>
        <InputField
          id={`${idAwalan}-provinsi`}
          label="Provinsi (opsional)"
          name="provinsi"
          autoComplete="off"
          value={form.provinsi}
          onChange={set('provinsi')}
          maxLength={PROVINSI_MAKS}
        />
      </div>
      {tampil && <Alert tone="danger">{tampil}</Alert>}
      {tombol}
    </form>
  );
}
