import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useKirim } from '#web/lib/use-kirim.ts';
import { useNavigate } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import { PESAN_PASSWORD_DIGANTI, PESAN_SEMUA_FIELD_WAJIB } from '#domain/messages.ts';
import { masalahPassword } from '#domain/password.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Panel, PageHeader } from '#web/components/ui/panel.tsx';
import { PasswordField } from '#web/components/ui/field.tsx';
import { segarkanMe, useMe } from '#web/lib/auth.ts';
import { formatWib } from '#web/lib/format.ts';
import { gantiPassword } from './asessor-api';
import { ASESSOR_LIMITS } from '#contract/batas.ts';

/**
 * Ganti Password: the assessor replaces a password (the admin's temporary one, or its own) (D15).
 * Until it does, every other assessor page is closed and leads here.
 */
export default function GantiPasswordPage() {
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [lama, setLama] = useState('');
  const [baru, setBaru] = useState('');
  const [ulang, setUlang] = useState('');
  const sementara = Boolean(me?.harus_ganti_password);

  const simpan = useKirim({
    periksa: () => {
      if (!lama || !baru || !ulang) return PESAN_SEMUA_FIELD_WAJIB;
      return masalahPassword(baru) ?? (baru === ulang || 'Ulangi password baru dengan tepat: kedua isian belum sama.');
    },
    mutationFn: () => gantiPassword({ password_lama: lama, password_baru: baru }),
    onSuccess: async (res) => {
      toast.success(res.message || PESAN_PASSWORD_DIGANTI);
      await segarkanMe(queryClient);
      navigate('/asessor/status');
    },
    gagal: 'Password gagal diganti.',
    tanpaJaringan: 'Tidak dapat menghubungi server. Coba lagi.',
  });

  return (
    <>
      <PageHeader title="Ganti Password" description="Buat password Anda sendiri. Hanya Anda yang mengetahuinya." />
      <Panel className="max-w-xl">
        <div className="mb-4 flex flex-col gap-3">
          {sementara && (
            <Alert tone="warn" title="Password Anda masih sementara">
              Password ini dibuat oleh admin. Sebelum membuka data anak, buat password baru yang hanya Anda ketahui.
            </Alert>
          )}
          {me?.password_diatur_admin && (
            <p className="text-slate-700" data-testid="password-diatur-admin">
              Password akun ini terakhir diatur oleh admin pada {formatWib(me.password_diatur_admin)}.
            </p>
          )}
        </div>
        <form onSubmit={simpan.onSubmit} noValidate className="flex flex-col gap-4">
          <PasswordField
            label={sementara ? 'Password Sementara dari Admin' : 'Password Lama'}
            name="password_lama"
            value={lama}
            onValue={setLama}
          />
          <PasswordField
            label="Password Baru"
            name="password_baru"
            baru
            value={baru}
            onValue={setBaru}
            hint={`Minimal ${ASESSOR_LIMITS.passwordMin} karakter, bukan password umum seperti 1234567890.`}
          />
          <PasswordField label="Ulangi Password Baru" name="password_ulang" baru value={ulang} onValue={setUlang} />
          {simpan.error && <Alert tone="danger">{simpan.error}</Alert>}
          <Button type="submit" loading={simpan.isPending} className="self-start">
            Simpan Password Baru
          </Button>
        </form>
      </Panel>
    </>
  );
}
