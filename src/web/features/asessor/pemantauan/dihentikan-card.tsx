import { useQuery } from '@tanstack/react-query';
import { CircleStop } from 'lucide-react';
import { INSTRUMEN, INSTRUMENT_KEYS, type InstrumentKey } from '#domain/instruments.ts';
import { Bagian } from '#web/components/ui/panel.tsx';
import { formatWib } from '#web/lib/format.ts';
import { dihentikanQuery } from './dihentikan-api';
const isKey = (v: string | null): v is InstrumentKey => v !== null && (INSTRUMENT_KEYS as readonly string[]).includes(v);

/**
 * D21: who in the Rutan said "Saya tidak mau" or pressed "Berhenti" in the last day. Nothing more is
 * collected from them in this round; the assessor follows up in person.
 */
export function DihentikanCard({ segarkanMs }: { segarkanMs: number }) {
  const list = useQuery({ ...dihentikanQuery(), refetchInterval: segarkanMs });
  const rows = list.data?.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Bagian halaman judul="Tidak melanjutkan asesmen" ikon={CircleStop} className="mb-4" testId="dihentikan">
      <ul className="flex flex-col gap-2">
        {rows.map((r) => (
          <li key={r.peserta_id} className="text-base text-slate-900" data-testid={`dihentikan-${r.registration_no}`}>
            <span className="font-semibold">{r.name}</span> ({r.registration_no}):{' '}
            {r.jenis === 'menolak'
              ? `memilih "Saya tidak mau" sebelum mulai, ${formatWib(r.waktu)}.`
              : `berhenti${isKey(r.instrument) ? ` di ${INSTRUMEN[r.instrument].kode}` : ''}, ${formatWib(r.waktu)}. Jawaban yang sudah diisi tersimpan.`}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-700">
        Tidak ada jawaban yang diterima lagi pada putaran ini. Temui peserta dan catat tindak lanjutnya.
      </p>
    </Bagian>
  );
}
