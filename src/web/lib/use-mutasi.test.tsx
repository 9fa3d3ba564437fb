// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api';
import { hasilTakPasti, sudahDibuat, useMutasi } from './use-mutasi';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const TERPAKAI = new ApiError(409, 'ID asessor sudah digunakan. Pilih ID lain.');

/** A form's mutation whose server answers each send with the next of `jawaban` (a value, or an error thrown). */
function formulir(jawaban: (string | Error)[]) {
  const kirim = vi.fn(async (_nilai: { id: string }) => {
    const j = jawaban.shift();
    if (j instanceof Error) throw j;
    return { message: j ?? '' };
  });
  const onSuccess = vi.fn();
  const onError = vi.fn();
  const { result } = renderHook(
    () => useMutasi({ mutationFn: kirim, onSuccess, onError, duplikat: { cocok: sudahDibuat, data: () => ({ message: 'Asessor berhasil ditambahkan' }) } }),
    { wrapper },
  );
  return { result, kirim, onSuccess, onError };
}

async function kirimDanTunggu(result: { current: { mutate: (v: { id: string }) => void; isPending: boolean } }, nilai: { id: string }) {
  act(() => result.current.mutate(nilai));
  await waitFor(() => expect(result.current.isPending).toBe(false));
}

describe('useMutasi (issue 32.5)', () => {
  it('a repeat refused as a duplicate after a send whose reply was lost is the success it was', async () => {
    const { result, kirim, onSuccess, onError } = formulir([new NetworkError(), TERPAKAI]);
    await kirimDanTunggu(result, { id: 'budi' });
    expect(onError).toHaveBeenCalledTimes(1);
    await kirimDanTunggu(result, { id: 'budi' });
    expect(kirim).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess.mock.calls[0]![0]).toEqual({ message: 'Asessor berhasil ditambahkan' });
  });

  it('a 502 from the proxy leaves the outcome unknown too; a 400 or 429 does not', async () => {
    expect(hasilTakPasti(new ApiError(502, 'Bad Gateway'))).toBe(true);
    expect(hasilTakPasti(new NetworkError())).toBe(true);
    expect(hasilTakPasti(new ApiError(400, 'Nama wajib diisi.'))).toBe(false);
    expect(hasilTakPasti(new ApiError(429, 'Terlalu banyak'))).toBe(false);
    const { result, onSuccess } = formulir([new ApiError(502, 'Bad Gateway'), TERPAKAI]);
    await kirimDanTunggu(result, { id: 'budi' });
    await kirimDanTunggu(result, { id: 'budi' });
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('a duplicate without an unknown send before it, or for other values, stays the failure it is', async () => {
    const pertama = formulir([TERPAKAI]);
    await kirimDanTunggu(pertama.result, { id: 'budi' });
    expect(pertama.onError).toHaveBeenCalledTimes(1);
    expect(pertama.onSuccess).not.toHaveBeenCalled();

    const lain = formulir([new NetworkError(), TERPAKAI]);
    await kirimDanTunggu(lain.result, { id: 'budi' });
    await kirimDanTunggu(lain.result, { id: 'sari' });
    expect(lain.onError).toHaveBeenCalledTimes(2);
    expect(lain.onSuccess).not.toHaveBeenCalled();

    // A refused send in between (a 400: known not done) forgets the unknown one.
    const antara = formulir([new NetworkError(), new ApiError(400, 'Password terlalu pendek.'), TERPAKAI]);
    for (let i = 0; i < 3; i++) await kirimDanTunggu(antara.result, { id: 'budi' });
    expect(antara.onError).toHaveBeenCalledTimes(3);
  });

  it('a second send while the first is on its way is dropped', async () => {
    const { result, kirim, onSuccess } = formulir(['Asessor berhasil ditambahkan', 'kedua']);
    act(() => {
      result.current.mutate({ id: 'budi' });
      result.current.mutate({ id: 'budi' });
    });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(kirim).toHaveBeenCalledTimes(1);
  });
});
