import { useMutasi } from '#web/lib/use-mutasi.ts';
import type { FormEvent } from 'react';
import { gabungPilihan, JUMLAH_PILIHAN_WAJIB, pisahPilihan } from '#domain/bank/pilihan.ts';
import { INSTRUMEN, type InstrumentKey } from '#domain/instruments.ts';
import { PESAN_GAGAL_PERBARUI_SOAL } from '#domain/messages.ts';
import { Dialog, TombolDialog } from '#web/components/ui/dialog.tsx';
import { TextAreaField } from '#web/components/ui/field.tsx';
import { ubahSoal, type Soal } from './soal-api';
import { pesanGagal } from '#web/lib/api.ts';
import { useIsian } from '#web/lib/use-isian.ts';
import { SOAL_LIMITS } from '#contract/batas.ts';

interface EditProps {
  instrument: InstrumentKey;
  soal: Soal;
  onClose: () => void;
  onSaved: (message: string) => void;
  onError: (message: string) => void;
}

/** The spec's edit modal: question text and options separated by ';'; Batal / Simpan; closes on save or cancel. */
export function EditSoalDialog({ soal, ...props }: Omit<EditProps, 'soal'> & { soal: Soal | null }) {
  return (
    <Dialog open={soal !== null} title={soal ? `Edit Soal Nomor ${soal.nomor}` : 'Edit Soal'} onClose={props.onClose}>
      {soal && <EditForm key={soal.id} soal={soal} {...props} />}
    </Dialog>
  );
}

function EditForm({ instrument, soal, onClose, onSaved, onError }: EditProps) {
  const { isian, kolom, setSalah } = useIsian({ pertanyaan: soal.pertanyaan, pilihan: gabungPilihan(soal.pilihan) });
  const harus = JUMLAH_PILIHAN_WAJIB[instrument];
  const simpan = useMutasi({
    mutationFn: () =>
      ubahSoal(instrument, soal.id, { pertanyaan: isian.pertanyaan.trim(), pilihan: pisahPilihan(isian.pilihan) }),
    onMutate: () => setSalah({}),
    onSuccess: ({ message }) => onSaved(message),
    onError: (err) => {
      const message = pesanGagal(err, PESAN_GAGAL_PERBARUI_SOAL);
      // The server's message (about either field) under the last one, next to the buttons.
      setSalah({ pilihan: message });
      onError(message);
    },
  });
  const saving = simpan.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    simpan.mutate();
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <TextAreaField label="Pertanyaan" {...kolom('pertanyaan')} maxLength={SOAL_LIMITS.pertanyaan} required />
      <TextAreaField
        label="Pilihan (pisahkan dengan ;)"
        {...kolom('pilihan')}
        hint={`Contoh: Tidak Pernah; Kadang-kadang; Sering.${harus ? ` ${INSTRUMEN[instrument].label} memakai tepat ${harus} pilihan.` : ''}`}
        className="min-h-20"
        required
      />
      <TombolDialog onBatal={onClose} busy={saving} />
    </form>
  );
}
