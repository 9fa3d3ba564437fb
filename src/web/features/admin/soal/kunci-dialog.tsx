import { useMutasi } from '#web/lib/use-mutasi.ts';
import { useState } from 'react';
import { HURUF_KOGNITIF, type HurufKognitif } from '#domain/instruments.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { ubahKunci, type Soal } from './soal-api';
import { pesanGagal } from '#web/lib/api.ts';

/**
 * The answer key of a cognitive question: set on Kelola Soal, and asked again after an option
 * picture was replaced (the picture that was right may no longer be, issue 11).
 */
export function KunciDialog({
  soal,
  gantiGambar,
  onClose,
  onSaved,
}: {
  soal: Soal | null;
  /** The option letter whose picture was just replaced, when the dialog asks after a replacement. */
  gantiGambar?: HurufKognitif;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  return (
    <Dialog open={soal !== null} title={soal ? `Kunci Jawaban Soal Nomor ${soal.nomor}` : 'Kunci Jawaban'} onClose={onClose}>
      {soal && (
        <KunciForm
          key={`${soal.id}-${gantiGambar ?? ''}`}
          soal={soal}
          gantiGambar={gantiGambar}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}

function KunciForm({
  soal,
  gantiGambar,
  onClose,
  onSaved,
}: {
  soal: Soal;
  gantiGambar?: HurufKognitif;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const awal = (HURUF_KOGNITIF as readonly string[]).includes(soal.kunci ?? '') ? (soal.kunci as HurufKognitif) : undefined;
  const [kunci, setKunci] = useState<HurufKognitif | undefined>(awal);
  const [error, setError] = useState<string>();
  const simpanKunci = useMutasi({
    mutationFn: (huruf: HurufKognitif) => ubahKunci(soal.id, huruf),
    onSuccess: ({ message }) => onSaved(message),
    onError: (err) => setError(pesanGagal(err, 'Gagal menyimpan kunci jawaban')),
  });
  const saving = simpanKunci.isPending;

  const simpan = () => {
    if (!kunci) return setError('Pilih satu huruf A-F.');
    setError(undefined);
    simpanKunci.mutate(kunci);
  };

  return (
    <div className="flex flex-col gap-4">
      {gantiGambar ? (
        <p className="text-lg text-slate-900">
          Gambar pilihan {gantiGambar} sudah diganti. Apakah kunci jawaban <strong>{awal ?? '-'}</strong> masih benar? Periksa
          gambar soal dan keenam pilihan, lalu pilih huruf jawaban yang benar.
        </p>
      ) : (
        <p className="text-lg text-slate-900">Pilih huruf pilihan yang benar untuk soal ini.</p>
      )}
      <fieldset>
        <legend className="mb-2 font-semibold text-slate-800">Kunci jawaban</legend>
        <div className="grid grid-cols-6 gap-2">
          {HURUF_KOGNITIF.map((h) => (
            <label
              key={h}
              className="flex min-h-11 cursor-pointer items-center justify-center gap-1 rounded-lg border-2 border-slate-300 text-lg font-bold has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name={`kunci-${soal.id}`}
                className="sr-only"
                checked={kunci === h}
                onChange={() => setKunci(h)}
                aria-label={`Kunci ${h}`}
              />
              {h}
            </label>
          ))}
        </div>
      </fieldset>
      {error && <Alert tone="danger">{error}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          {gantiGambar ? 'Kunci tetap' : 'Batal'}
        </Button>
        <Button onClick={() => void simpan()} loading={saving} disabled={!kunci || kunci === awal}>
          Simpan Kunci
        </Button>
      </div>
    </div>
  );
}
