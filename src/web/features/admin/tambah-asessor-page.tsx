import type { FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sudahDibuat, useMutasi } from '#web/lib/use-mutasi.ts';
import { UserPlus } from 'lucide-react';
import { toast } from '#web/lib/toast.ts';
import { PESAN_ASESSOR_DITAMBAHKAN, PESAN_GAGAL_TAMBAH_ASESSOR, PESAN_KESALAHAN_HUBUNGI_SERVER, PESAN_SEMUA_FIELD_WAJIB } from '#domain/messages.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Panel, PageHeader } from '#web/components/ui/panel.tsx';
import { InputField, SelectField } from '#web/components/ui/field.tsx';
import { masalahPassword } from '#domain/password.ts';
import { segarkanAkun, tambahAsessor, type AsessorBaru } from './akun/akun-api';
import { pesanGagal } from '#web/lib/api.ts';
import { useFormulir } from '#web/lib/use-formulir.ts';
import { IdAsessorField, OpsiLokasi, PasswordAsessorField } from './akun/edit-asessor-dialog';
import { ASESSOR_LIMITS } from '#contract/batas.ts';

const EMPTY: Record<keyof AsessorBaru, string> = { name: '', id: '', password: '', location: '' };

/** Tambah Akun Asessor: name, login id, password, Rutan; the spec's messages. */
export default function TambahAsessorPage() {
  const queryClient = useQueryClient();
  const { form, setForm, error, setError, set } = useFormulir<Record<keyof AsessorBaru, string>>(EMPTY);
  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };
  const tambah = useMutasi({
    mutationFn: (body: AsessorBaru) => tambahAsessor(body),
    onSuccess: async () => {
      toast.success(PESAN_ASESSOR_DITAMBAHKAN);
      setForm(EMPTY);
      await segarkanAkun(queryClient);
    },
    onError: (err) => fail(pesanGagal(err, PESAN_GAGAL_TAMBAH_ASESSOR, PESAN_KESALAHAN_HUBUNGI_SERVER)),
    // "ID sudah digunakan" after a send whose reply was lost: that send made the account.
    duplikat: { cocok: sudahDibuat, data: () => ({ message: PESAN_ASESSOR_DITAMBAHKAN }) },
  });
  const busy = tambah.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    if (!form.name.trim() || !form.id.trim() || !form.password.trim() || !form.location) {
      return fail(PESAN_SEMUA_FIELD_WAJIB);
    }
    const masalah = masalahPassword(form.password);
    if (masalah) return fail(masalah);
    tambah.mutate({ ...form, name: form.name.trim(), id: form.id.trim() });
  };

  return (
    <>
      <PageHeader
        title="Tambah Akun Asessor"
        description="Buat akun untuk asessor baru. Asessor login dengan ID dan password ini."
      />
      <Panel className="max-w-2xl">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <InputField label="Nama" name="name" autoComplete="off" value={form.name} onChange={set('name')} maxLength={ASESSOR_LIMITS.name} />
          <IdAsessorField name="id" value={form.id} onChange={set('id')} hint="Dipakai untuk login; tanpa spasi." />
          <PasswordAsessorField
            label="Password"
            value={form.password}
            onChange={set('password')}
            hint={`Password sementara: minimal ${ASESSOR_LIMITS.passwordMin} karakter, bukan password umum. Asessor wajib menggantinya saat login pertama.`}
          />
          <SelectField label="Lokasi" name="location" value={form.location} onChange={set('location')}>
            <option value="">Pilih lokasi</option>
            <OpsiLokasi />
          </SelectField>
          {error && <Alert tone="danger">{error}</Alert>}
          <div>
            <Button type="submit" loading={busy}>
              {!busy && <UserPlus className="size-5" aria-hidden />}
              Tambah Asessor
            </Button>
          </div>
        </form>
      </Panel>
    </>
  );
}
