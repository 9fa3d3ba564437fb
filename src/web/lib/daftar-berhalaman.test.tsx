// @vitest-environment happy-dom
// The paged list's search, page and filters in the address (issue 32.9).
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { pagedUrl, useDaftarBerhalaman } from './daftar-berhalaman';

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
