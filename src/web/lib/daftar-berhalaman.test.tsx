// @vitest-environment happy-dom
// The paged list's search, page and filters in the address (issue 32.9).
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { pagedUrl, useBarisTerbuka, useDaftarBerhalaman } from './daftar-berhalaman';

const wrapper = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;
const tunggu = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

beforeEach(() => window.history.replaceState(null, '', '/user/asesmenanak'));

describe('pagedUrl', () => {
  it('asks for a page, and the search only when there is one', () => {
    expect(pagedUrl('/api/peserta', '  ', 2)).toBe('/api/peserta?page=2&per_page=20');
    expect(pagedUrl('/api/peserta', ' ABH/1 ', 1)).toBe('/api/peserta?page=1&per_page=20&q=ABH%2F1');
  });
});

describe('useDaftarBerhalaman', () => {
  it('reads the address; the search waits for typing to stop, then goes to the address on page 1', async () => {
    window.history.replaceState(null, '', '/user/asesmenanak?q=lama&page=3&lokasi=2');
    const { result } = renderHook(() => useDaftarBerhalaman(), { wrapper });
    expect(result.current).toMatchObject({ q: 'lama', search: 'lama', page: 3 });
    expect(result.current.filter('lokasi')).toBe('2');

    act(() => result.current.setSearch('AB'));
    act(() => result.current.setSearch('ABH'));
    expect(result.current.search).toBe('ABH');
    expect(result.current.q).toBe('lama');
    await tunggu(400);
    expect(result.current).toMatchObject({ q: 'ABH', page: 1 });
    expect(window.location.search).toBe('?q=ABH&lokasi=2');
  });

  it('turns pages and filters; a filter goes back to page 1 and keeps the search', async () => {
    const { result } = renderHook(() => useDaftarBerhalaman(), { wrapper });
    expect(result.current.page).toBe(1);
    act(() => result.current.setPage(2));
    expect(result.current.page).toBe(2);
    act(() => result.current.setSearch('REG'));
    await tunggu(400);
    act(() => result.current.setPage(4));
    act(() => result.current.setFilter('kategori', 'tahanan'));
    expect(result.current).toMatchObject({ page: 1, q: 'REG' });
    expect(result.current.filter('kategori')).toBe('tahanan');
    act(() => result.current.setPage(1));
    expect(window.location.search).toBe('?q=REG&kategori=tahanan');
    // A page number that is not one reads as page 1.
    act(() => window.history.replaceState(null, '', '/x?page=abc'));
    const lain = renderHook(() => useDaftarBerhalaman(), { wrapper });
    expect(lain.result.current.page).toBe(1);
  });
});

describe('useBarisTerbuka', () => {
  const daftarDengan = (awal: string[]) =>
    renderHook(
      ({ baris }: { baris: string[] | undefined }) => {
        const daftar = useDaftarBerhalaman();
        return { daftar, terbuka: useBarisTerbuka(baris) };
      },
      { wrapper, initialProps: { baris: awal as string[] | undefined } },
    );

  it('keeps a row opened during the search pause open when the search reaches the address and still shows it', async () => {
    const { result, rerender } = daftarDengan(['REG-1', 'REG-2', 'REG-3']);
    act(() => result.current.daftar.setSearch('REG-2'));
    // Within the pause the rows are still the old list's: the person opens one of them.
    act(() => result.current.terbuka[1]('REG-2'));
    await tunggu(400);
    expect(window.location.search).toBe('?q=REG-2');
    // The old rows stay on screen while the new search loads, then its answer holds the row.
    expect(result.current.terbuka[0]).toBe('REG-2');
    rerender({ baris: ['REG-2'] });
    expect(result.current.terbuka[0]).toBe('REG-2');
  });

  it('closes a row the new search or page no longer shows, for good', async () => {
    const { result, rerender } = daftarDengan(['REG-1', 'REG-2']);
    act(() => result.current.terbuka[1]('REG-1'));
    act(() => result.current.daftar.setSearch('REG-2'));
    await tunggu(400);
    rerender({ baris: undefined });
    expect(result.current.terbuka[0]).toBeNull();
    rerender({ baris: ['REG-2'] });
    expect(result.current.terbuka[0]).toBeNull();
    // Back to a list that has it: it stays closed (it was closed when it left the screen).
    act(() => result.current.daftar.setSearch(''));
    await tunggu(400);
    rerender({ baris: ['REG-1', 'REG-2'] });
    expect(result.current.terbuka[0]).toBeNull();
  });
});
