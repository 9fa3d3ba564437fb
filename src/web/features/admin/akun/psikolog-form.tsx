import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PESAN_GAGAL_HUBUNGI_SERVER } from '#domain/messages.ts';
import { PESAN_NOMOR_IZIN, PESAN_PSIKOLOG_DISIMPAN, POLA_NOMOR_IZIN, TINJAUAN_LIMITS } from '#domain/tinjauan.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { KakiForm } from '#web/components/ui/kaki-form.tsx';
import { CentangField, InputField } from '#web/components/ui/field.tsx';
import { pesanGagal } from '#web/lib/api.ts';
import { useIsian } from '#web/lib/use-isian.ts';
import { useMutasi } from '#web/lib/use-mutasi.ts';
import { segarkanAkun, ubahPsikolog, type Asessor } from './akun-api';

/**
 * D22: the admin marks an assessor account as psychologist with its SIPP or STR number (the clinician's
 * copy of the report and the review are open to it), or takes the mark away. Saved on its own.
 */
export function PsikologForm({ asessor }: { asessor: Asessor }) {
  const qc = useQueryClient();
  const [psikolog, setPsikolog] = useState(asessor.psikolog);
  const { isian, kolom, setSalah } = useIsian({ nomor_izin: asessor.nomor_izin ?? '' });
  const [error, setError] = useState<string>();
  const [pesan, setPesan] = useState<string>();
  const simpan = useMutasi({
    mutationFn: () => ubahPsikolog(asessor.id, { psikolog, nomor_izin: psikolog ? isian.nomor_izin.trim() : null }),
    onSuccess: async () => {
      setPesan(PESAN_PSIKOLOG_DISIMPAN);
      await segarkanAkun(qc);
    },
    onError: (err) => setError(pesanGagal(err, 'Status psikolog gagal disimpan.', PESAN_GAGAL_HUBUNGI_SERVER)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    setPesan(undefined);
    if (psikolog && !POLA_NOMOR_IZIN.test(isian.nomor_izin.trim())) return setSalah({ nomor_izin: PESAN_NOMOR_IZIN });
    simpan.mutate();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4"
      data-testid="form-psikolog"
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="text-base font-bold text-brand-900">Psikolog</legend>
        <CentangField
          label="Akun ini milik psikolog (dapat mengunduh salinan psikolog dan meninjau hasil)"
          name="psikolog"
          checked={psikolog}
          onCentang={setPsikolog}
        />
        {psikolog && (
          <InputField
            label="Nomor SIPP atau STR"
            {...kolom('nomor_izin')}
            maxLength={TINJAUAN_LIMITS.nomorIzin}
            autoComplete="off"
            hint="Contoh: SIPP 0315-18-2-1. Perubahan dicatat di log audit."
          />
        )}
      </fieldset>
      {error && <Alert tone="danger">{error}</Alert>}
      {pesan && <Alert tone="ok">{pesan}</Alert>}
      <KakiForm variant="secondary" loading={simpan.isPending}>
        Simpan status psikolog
      </KakiForm>
    </form>
  );
}
