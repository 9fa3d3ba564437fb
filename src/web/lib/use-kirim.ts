import { useState, type FormEvent } from 'react';
import type { UseMutationOptions } from '@tanstack/react-query';
import { pesanGagal } from './api';
import { useMutasi } from './use-mutasi';

/** What a form's send takes: its mutation, its check, and the words for a failure the server did not explain. */
type OpsiKirim<TData> = Omit<UseMutationOptions<TData, Error, void>, 'onError'> & {
  /** The form's own check before sending: `true` sends; `false` stops (its fields say why); a message stops and is shown. */
  periksa?: () => boolean | string;
  gagal: string;
  /** When the server could not be reached (by default `gagal`). */
  tanpaJaringan?: string;
};

/**
 * A form's send and its one message: each submit clears the message, runs the check, then sends once at
 * a time (`useMutasi`); a failed send shows the server's words (`pesanGagal`).
 */
export function useKirim<TData>({ periksa, gagal, tanpaJaringan = gagal, ...opsi }: OpsiKirim<TData>) {
  const [error, setError] = useState<string>();
  const mutasi = useMutasi<TData, Error, void>({ ...opsi, onError: (e) => setError(pesanGagal(e, gagal, tanpaJaringan)) });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const hasil = periksa?.() ?? true;
    setError(typeof hasil === 'string' ? hasil : undefined);
    if (hasil === true) mutasi.mutate();
  };
  return { onSubmit, error, isPending: mutasi.isPending };
}

/** A form stopped by its check whose fields each say what is missing. */
export const PESAN_LENGKAPI = 'Lengkapi isian yang ditandai.';
