import type { FormEvent } from 'react';
import { useMutasi } from '#web/lib/use-mutasi.ts';
import { useLokasi } from '../lokasi/lokasi-api';
import {
  PESAN_ASESSOR_DIPERBARUI,
  PESAN_GAGAL_HUBUNGI_SERVER,
  PESAN_GAGAL_MEMPERBARUI,
  PESAN_SEMUA_FIELD_WAJIB,
} from '#domain/messages.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Dialog, TombolDialog } from '#web/components/ui/dialog.tsx';
import { InputField, SelectField } from '#web/components/ui/field.tsx';
import { masalahPassword } from '#domain/password.ts';
import { ubahAsessor, type Asessor, type AsessorUbahForm } from './akun-api';
import { PsikologForm } from './psikolog-form';
import { pesanGagal } from '#web/lib/api.ts';
import { useFormulir } from '#web/lib/use-formulir.ts';
import { ASESSOR_LIMITS } from '#contract/batas.ts';

/**
 * The open facilities the admin keeps (D24) as a select's options, by name (as the spec's bodies send
 * it); `tetap` is the account's own facility, listed even when closed (it keeps it).
 */
export function OpsiLokasi({ tetap }: { tetap?: string }) {
  const { data = [] } = useLokasi();
  return data
    .filter((l) => l.aktif || l.nama === tetap)
    .map((l) => (
      <option key={l.id} value={l.nama}>
        {l.aktif ? l.nama : `${l.nama} (ditutup)`}
      </option>
    ));
}

/** The login id an admin gives an assessor: typed as is (no capitals, no spelling help). */
export function IdAsessorField(props: {
  name: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  hint?: string;
}) {
  return (
    <InputField
      label="ID Asessor"
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={ASESSOR_LIMITS.loginId}
      {...props}
    />
  );
}

/** The password an admin sets for an assessor (temporary: replaced at the next login, D15). */
export function PasswordAsessorField(props: {
  label: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  hint: string;
}) {
  return (
    <InputField name="password" type="password" autoComplete="new-password" maxLength={ASESSOR_LIMITS.passwordMax} {...props} />
  );
}

/** Edit an assessor: name, assesor_id, location and an optional new password (blank = unchanged). */
export function EditAsessorDialog({
  asessor,
  onClose,
  onSaved,
}: {
  asessor: Asessor | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  return (
    <Dialog open={asessor !== null} title="Edit Asessor" onClose={onClose}>
      {asessor && <EditForm key={asessor.id} asessor={asessor} onClose={onClose} onSaved={onSaved} />}
      {asessor && <PsikologForm key={`psikolog-${asessor.id}`} asessor={asessor} />}
    </Dialog>
  );
}

function EditForm({ asessor, onClose, onSaved }: { asessor: Asessor; onClose: () => void; onSaved: (message: string) => void }) {
  const { form, error, setError, set } = useFormulir<AsessorUbahForm>({
    name: asessor.name,
    assesor_id: asessor.assesor_id,
    password: '',
    location: asessor.location,
  });
  const simpan = useMutasi({
    mutationFn: (body: AsessorUbahForm) => ubahAsessor(asessor.id, body),
    onSuccess: () => onSaved(PESAN_ASESSOR_DIPERBARUI),
    onError: (err) => setError(pesanGagal(err, PESAN_GAGAL_MEMPERBARUI, PESAN_GAGAL_HUBUNGI_SERVER)),
  });
  // Stays busy after a success: the dialog is closing.
  const busy = simpan.isPending || simpan.isSuccess;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    if (!form.name.trim() || !form.assesor_id.trim() || !form.location) return setError(PESAN_SEMUA_FIELD_WAJIB);
    const masalah = form.password.trim() ? masalahPassword(form.password) : null;
    if (masalah) return setError(masalah);
    simpan.mutate({ ...form, name: form.name.trim(), assesor_id: form.assesor_id.trim() });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <InputField
        label="Nama"
        name="name"
        value={form.name}
        onChange={set('name')}
        maxLength={ASESSOR_LIMITS.name}
        autoComplete="off"
      />
      <IdAsessorField name="assesor_id" value={form.assesor_id} onChange={set('assesor_id')} />
      <SelectField label="Lokasi" name="location" value={form.location} onChange={set('location')}>
        <OpsiLokasi tetap={asessor.location} />
      </SelectField>
      <PasswordAsessorField
        label="Password Baru (opsional)"
        value={form.password}
        onChange={set('password')}
        hint="Kosongkan jika password tidak diubah. Password baru bersifat sementara: asessor wajib menggantinya saat login. Password baru atau pindah lokasi mengakhiri sesi login asessor ini."
      />
      {error && <Alert tone="danger">{error}</Alert>}
      <TombolDialog onBatal={onClose} busy={busy} />
    </form>
  );
}
