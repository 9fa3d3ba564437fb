// @vitest-environment happy-dom
// A form's send and its one message (issue 34, duplicates: the consent, move and two-step forms each
// wrote this): the check stops a send with its message, a new submit clears it, a failure shows the
// server's words or the form's own, and a second submit while one is on its way is not sent.
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api';
import { useKirim } from './use-kirim';

const submit = { preventDefault: () => {} } as Parameters<ReturnType<typeof useKirim>['onSubmit']>[0];

function pasang(periksa: () => boolean | string, kirim: () => Promise<string>) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => useKirim({ periksa, mutationFn: kirim, gagal: 'Gagal menyimpan.', tanpaJaringan: 'Gagal menghubungi server' }),
    { wrapper },
  );
}

describe('useKirim', () => {
  it('stops at the check with its message, and sends once the check passes (the message cleared)', async () => {
    let isi = '';
    let terkirim = 0;
    const { result } = pasang(
      () => isi !== '' || 'Isi alasannya.',
      async () => (terkirim++, 'ok'),
    );
    act(() => result.current.onSubmit(submit));
    expect(result.current.error).toBe('Isi alasannya.');
    expect(terkirim).toBe(0);

    isi = 'surat 12';
    act(() => result.current.onSubmit(submit));
    expect(result.current.error).toBeUndefined();
    await waitFor(() => expect(terkirim).toBe(1));
  });

  it('stops without a message of its own when the check says only no (its fields say why)', async () => {
    let terkirim = 0;
    const { result } = pasang(
      () => false,
      async () => (terkirim++, 'ok'),
    );
    act(() => result.current.onSubmit(submit));
    expect(result.current.error).toBeUndefined();
    await new Promise((r) => setTimeout(r, 20));
    expect(terkirim).toBe(0);
  });

  it("shows the server's words, its own when the server sent none, the offline words when unreachable", async () => {
    const gagal = [new ApiError(409, 'Data sudah diubah orang lain.'), new ApiError(500, ''), new NetworkError()];
    const { result } = pasang(
      () => true,
      () => Promise.reject(gagal.shift()!),
    );
    for (const pesan of ['Data sudah diubah orang lain.', 'Gagal menyimpan.', 'Gagal menghubungi server']) {
      act(() => result.current.onSubmit(submit));
      await waitFor(() => expect(result.current.error).toBe(pesan));
    }
  });

  it('drops a second submit while the first is on its way', async () => {
    let terkirim = 0;
    let selesai!: (v: string) => void;
    const { result } = pasang(
      () => true,
      () => (terkirim++, new Promise<string>((r) => (selesai = r))),
    );
    act(() => {
      result.current.onSubmit(submit);
      result.current.onSubmit(submit);
    });
    await waitFor(() => expect(result.current.isPending).toBe(true));
    act(() => selesai('ok'));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(terkirim).toBe(1);
  });
});
