import { useQuery } from '@tanstack/react-query';
import { Alert } from '../ui/alert';
import { Badge } from '../ui/badge';
import { statusBankQuery } from './status-bank-api';

export type { StatusBank } from '#contract/index.ts';

// The state of every question bank (GET /api/status-bank): for the admin on Kelola Soal and for the
// assessor on Status, so that a bank that keeps a sub test closed is seen and named (issue 11).

export function useStatusBank() {
  return useQuery(statusBankQuery());
}

/** A warning naming each broken bank and why; nothing when every bank is whole. */
export function PeringatanBank({ untuk, className = '' }: { untuk: 'admin' | 'asessor'; className?: string }) {
  const { data } = useStatusBank();
  const rusak = (data ?? []).filter((b) => !b.utuh);
  if (rusak.length === 0) return null;
  return (
    <div data-testid="bank-rusak" className={className}>
      <Alert tone="danger" title="Ada bank soal yang tidak lengkap: sub test-nya tidak dapat dibuka oleh anak.">
        <ul className="mt-1 list-disc pl-5">
          {rusak.map((b) => (
            <li key={b.instrument}>
              <strong>{b.label}</strong>: {b.masalah.join(' ')}
            </li>
          ))}
        </ul>
        <p className="mt-2">
          {untuk === 'admin'
            ? 'Perbaiki dengan mengunggah bank soal lengkap dari template, atau lengkapi gambar dan kunci pada Kelola Gambar.'
            : 'Hubungi admin agar bank soal itu diperbaiki sebelum anak mengerjakan sub test tersebut.'}
        </p>
      </Alert>
    </div>
  );
}

/** One line per bank: its number of questions, version and whether it is whole. */
export function DaftarStatusBank() {
  const { data } = useStatusBank();
  if (!data) return null;
  return (
    <ul className="grid gap-2 sm:grid-cols-2" aria-label="Status bank soal" data-testid="status-bank">
      {data.map((b) => (
        <li
          key={b.instrument}
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2"
        >
          <span className="font-semibold text-slate-900">{b.label}</span>
          <span className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            {b.jumlah} soal · versi {b.versi}
            <Badge tone={b.utuh ? 'ok' : 'danger'}>{b.utuh ? 'Lengkap' : 'Tidak lengkap'}</Badge>
          </span>
        </li>
      ))}
    </ul>
  );
}
