import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Upload } from 'lucide-react';
import { INSTRUMEN, type InstrumentKey } from '#domain/instruments.ts';
import { pesanTolakHapusSemua } from '#domain/bank/keutuhan.ts';
import { PESAN_UPLOAD_GAGAL } from '#domain/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { PilihBerkas } from '#web/components/ui/pilih-berkas.tsx';
import { kesalahanBaris, unggahBank } from './soal-api';
import { TERIMA_BANK } from './unggah-bank';
import { pesanGagal } from '#web/lib/api.ts';

/**
 * "Delete all" of a fixed bank (PID-5 BF, PSC-17, any instrument with a fixed number of items):
 * the bank is only ever replaced whole, by a complete file uploaded in this same step (issue 11).
 */
export function GantiBankDialog({
  instrument,
  open,
  onClose,
  onSaved,
}: {
  instrument: InstrumentKey;
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const [gagal, setGagal] = useState<{ message: string; errors: string[] } | null>(null);
  const { label, jumlahSoal } = INSTRUMEN[instrument];
  const unggah = useMutation({
    mutationFn: (file: File) => unggahBank(instrument, file),
    onMutate: () => setGagal(null),
    onSuccess: ({ message }) => {
      onSaved(message);
      setGagal(null);
    },
    onError: (err) => setGagal({ message: pesanGagal(err, PESAN_UPLOAD_GAGAL), errors: kesalahanBaris(err) }),
  });
  const busy = unggah.isPending;

  const tutup = () => {
    setGagal(null);
    onClose();
  };
  return (
    <Dialog open={open} title="Ganti Semua Soal" onClose={tutup}>
      <div className="flex flex-col gap-4">
        <p className="text-lg text-slate-900">{pesanTolakHapusSemua(instrument)}</p>
        <p className="text-slate-700">
          Pilih berkas pengganti (.xlsx, .xls atau .csv dari template) berisi tepat {jumlahSoal} soal {label} dalam urutan resmi.
          Berkas yang salah ditolak utuh dan soal lama tetap dipakai.
        </p>
        {gagal && (
          <div
            role="alert"
            className="rounded-lg border border-red-300 bg-danger-50 p-3 text-danger-700"
            data-testid="ganti-bank-gagal"
          >
            <p className="font-semibold">{gagal.message}</p>
            {gagal.errors.length > 0 && (
              <ul className="mt-1 list-disc pl-5">
                {gagal.errors.map((e, i) => (
                  <li key={i}>{e}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={tutup} disabled={busy}>
            Batal
          </Button>
          <PilihBerkas
            accept={TERIMA_BANK}
            inputLabel={`Berkas pengganti ${label}`}
            testId={`ganti-${instrument}`}
            onPilih={(file) => unggah.mutate(file)}
            variant="danger"
            loading={busy}
          >
            <Upload className="size-4" aria-hidden />
            Pilih Berkas Pengganti
          </PilihBerkas>
        </div>
      </div>
    </Dialog>
  );
}
