import { useMutation } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { INSTRUMEN, INSTRUMENT_KEYS, type InstrumentKey } from '#domain/instruments.ts';
import { PESAN_UPLOAD_BERHASIL, PESAN_UPLOAD_GAGAL } from '#domain/messages.ts';
import { Panel } from '#web/components/ui/panel.tsx';
import { PilihBerkas } from '#web/components/ui/pilih-berkas.tsx';
import { kesalahanBaris, unggahBank, urlTemplate } from './soal-api';
import { pesanGagal } from '#web/lib/api.ts';

export const TERIMA_BANK = '.xlsx,.xls,.csv';

export interface HasilUnggah {
  instrument: InstrumentKey;
  ok: boolean;
  message: string;
  errors: string[];
}

/** One upload button per instrument (.xlsx, .xls, .csv) and each instrument's template downloads. */
export function UnggahBank({ onSelesai }: { onSelesai: (hasil: HasilUnggah) => void }) {
  return (
    <Panel>
      <h2 className="text-xl font-bold text-brand-900">Unggah Bank Soal</h2>
      <p className="mt-1 text-slate-700">
        Berkas .xlsx, .xls atau .csv sesuai template. Mengunggah berkas mengganti seluruh soal instrumen itu; berkas yang berisi
        kesalahan ditolak utuh dan soal lama tetap.
      </p>
      <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {INSTRUMENT_KEYS.map((k) => (
          <BarisUnggah key={k} instrument={k} onSelesai={onSelesai} />
        ))}
      </ul>
    </Panel>
  );
}

function BarisUnggah({ instrument, onSelesai }: { instrument: InstrumentKey; onSelesai: (hasil: HasilUnggah) => void }) {
  const { label } = INSTRUMEN[instrument];
  const unggah = useMutation({
    mutationFn: (file: File) => unggahBank(instrument, file),
    onSuccess: ({ message }) => onSelesai({ instrument, ok: true, message: message || PESAN_UPLOAD_BERHASIL, errors: [] }),
    onError: (err) => onSelesai({ instrument, ok: false, message: pesanGagal(err, PESAN_UPLOAD_GAGAL), errors: kesalahanBaris(err) }),
  });
  const busy = unggah.isPending;

  const linkTemplate =
    'inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold text-brand-700 underline-offset-2 hover:underline';
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="font-semibold text-slate-900">{label}</p>
      <div className="flex flex-wrap items-center gap-1">
        <PilihBerkas
          accept={TERIMA_BANK}
          inputLabel={`Berkas bank soal ${label}`}
          testId={`unggah-${instrument}`}
          onPilih={(file) => unggah.mutate(file)}
          variant="primary"
          size="md"
          loading={busy}
          aria-label={`Upload ${label}`}
        >
          <Upload className="size-4" aria-hidden />
          Upload<span className="hidden sm:inline"> {label}</span>
        </PilihBerkas>
        {/* The accessible name starts with the words shown (WCAG 2.5.3): "Template .xlsx PSC-17". */}
        <a className={linkTemplate} href={urlTemplate(instrument, 'xlsx')} download>
          <Download className="size-4" aria-hidden />
          Template .xlsx<span className="sr-only"> {label}</span>
        </a>
        <a className={linkTemplate} href={urlTemplate(instrument, 'csv')} download>
          <Download className="size-4" aria-hidden />
          <span className="sr-only">Template </span>.csv<span className="sr-only"> {label}</span>
        </a>
      </div>
    </li>
  );
}
