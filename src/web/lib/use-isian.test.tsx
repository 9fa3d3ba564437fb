// @vitest-environment happy-dom
// A form's fields and a message per field (issue 34, duplicates: the record form and the consent and
// move dialogs each wrote this): a new value clears only its own field's message.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIsian } from './use-isian';

describe('useIsian', () => {
  it("gives a field its name, value and message; a new value clears that field's message only", () => {
    const { result } = renderHook(() => useIsian({ tujuan: '', alasan: '' }));
    act(() => result.current.setSalah({ tujuan: 'Pilih lokasi tujuan.', alasan: 'Alasan pindah wajib diisi.' }));
    expect(result.current.kolom('tujuan')).toMatchObject({ name: 'tujuan', value: '', error: 'Pilih lokasi tujuan.' });

    act(() => result.current.kolom('tujuan').onValue('Rutan 2'));
    expect(result.current.isian).toEqual({ tujuan: 'Rutan 2', alasan: '' });
    expect(result.current.kolom('tujuan').error).toBeUndefined();
    expect(result.current.kolom('alasan').error).toBe('Alasan pindah wajib diisi.');
  });

  it('gives a field its length limit where the form names one, none elsewhere', () => {
    const { result } = renderHook(() => useIsian({ tujuan: '', alasan: '' }, { alasan: 500 }));
    expect(result.current.kolom('alasan').maxLength).toBe(500);
    expect(result.current.kolom('tujuan').maxLength).toBeUndefined();
  });

  it('starts from a function once (a draft read back), and can be replaced whole (an edit opened)', () => {
    let dibaca = 0;
    const { result, rerender } = renderHook(() => useIsian(() => (dibaca++, { nama: 'Budi' })));
    rerender();
    expect(dibaca).toBe(1);
    act(() => result.current.setIsian({ nama: 'Andi' }));
    expect(result.current.kolom('nama').value).toBe('Andi');
  });
});
