// @vitest-environment happy-dom
// The one list page (issue 34, duplicates D8: the records, results, combined and follow-up lists wrote
// it four times, the admin's lists their own): filters then the search box, rows numbered in the whole
// list, the empty text from the search asked, the page shown dimmed and busy while the next one loads.
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useDaftarBerhalaman } from '#web/lib/daftar-berhalaman.ts';
import { DaftarTabel, sebagaiDaftar } from './daftar';
import { Td } from './table';

type Baris = { id: number; nama: string };
const NAMA = Array.from({ length: 22 }, (_, i) => `Anak ${i + 1}`);

/** A server of 22 names, 20 a page, searched by name; each answer waits for `lepas` when one is set. */
let lepas: (() => void) | null = null;
let tahan = false;
async function baca(q: string, page: number) {
  if (tahan) await new Promise<void>((r) => (lepas = r));
  const cocok = NAMA.filter((n) => n.toLowerCase().includes(q.toLowerCase()));
  return { data: cocok.slice((page - 1) * 20, page * 20).map((nama) => ({ id: NAMA.indexOf(nama), nama })), total: cocok.length };
}

function Daftar() {
  const daftar = useDaftarBerhalaman();
  const query = useQuery({
    queryKey: ['uji', daftar.q, daftar.page],
    queryFn: () => baca(daftar.q, daftar.page),
    placeholderData: keepPreviousData,
  });
  return (
    <DaftarTabel
      daftar={daftar}
      query={query}
      saring={
        <label>
          Saringan uji
          <input />
        </label>
      }
      kepala={['No', 'Nama']}
      caption="Daftar uji"
      kosong={(cari) => (cari ? `Tidak ada yang cocok dengan "${cari}".` : 'Belum ada data.')}
    >
      {(b: Baris, no) => (
        <tr key={b.id} data-testid="baris">
          <Td>{no}</Td>
          <Td>{b.nama}</Td>
        </tr>
      )}
    </DaftarTabel>
  );
}

/** A short list read whole (the facilities, the activity report): the same page without search or pager. */
function DaftarUtuh() {
  const query = useQuery({ queryKey: ['utuh'], queryFn: async () => NAMA.slice(0, 3), select: sebagaiDaftar });
  return (
    <DaftarTabel query={query} kepala={['No', 'Nama']} caption="Daftar utuh" kosong={() => 'Belum ada data.'}>
      {(nama, no) => (
        <tr key={nama} data-testid="baris">
          <Td>{no}</Td>
          <Td>{nama}</Td>
        </tr>
      )}
    </DaftarTabel>
  );
}

function tampil(alamat: string, isi: ReactNode = <Daftar />) {
  window.history.replaceState(null, '', alamat);
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>
      <BrowserRouter>{children}</BrowserRouter>
    </QueryClientProvider>
  );
  return render(isi, { wrapper });
}
const tunggu = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

beforeEach(() => {
  tahan = false;
  lepas = null;
});
afterEach(cleanup);

describe('DaftarTabel', () => {
  it("numbers the rows in the whole list and shows the pager; the list's filters come before the search box", async () => {
    tampil('/asessor/kelola?page=2');
    const baris = await screen.findAllByTestId('baris');
    expect(baris.map((b) => b.textContent)).toEqual(['21Anak 21', '22Anak 22']);
    expect(screen.getByRole('navigation', { name: 'Halaman daftar' }).textContent).toContain('Menampilkan 21–22 dari 22');
    const kolom = [screen.getByLabelText('Saringan uji'), screen.getByRole('searchbox')];
    expect(kolom[0]!.compareDocumentPosition(kolom[1]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says the empty text of the search asked, trimmed, and no pager', async () => {
    tampil('/asessor/kelola?q=zz');
    expect(await screen.findByText('Tidak ada yang cocok dengan "zz".')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Halaman daftar' })).toBeNull();
  });

  it('shows a list read whole in the same table, numbered from 1, with no search box or pager', async () => {
    // Even with a page in the address (a list without paging ignores it).
    tampil('/admin/lokasi?page=3', <DaftarUtuh />);
    const baris = await screen.findAllByTestId('baris');
    expect(baris.map((b) => b.textContent)).toEqual(['1Anak 1', '2Anak 2', '3Anak 3']);
    expect(screen.getByRole('table', { name: 'Daftar utuh' })).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Halaman daftar' })).toBeNull();
  });

  it('keeps the page shown, dimmed and busy, while the next search loads; the search goes to the address', async () => {
    tampil('/asessor/kelola');
    await screen.findAllByTestId('baris');
    tahan = true;
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' Anak 2 ' } });
    await tunggu(400);
    expect(window.location.search).toBe('?q=Anak+2');
    const tabel = screen.getByRole('table', { name: 'Daftar uji' });
    expect(within(tabel).getAllByTestId('baris')).toHaveLength(20);
    expect(tabel.closest('[aria-busy="true"]')).not.toBeNull();
    await act(async () => lepas?.());
    await screen.findByText('Anak 22');
    expect(screen.getAllByTestId('baris').map((b) => b.textContent)).toEqual(['1Anak 2', '2Anak 20', '3Anak 21', '4Anak 22']);
    expect(tabel.closest('[aria-busy]')).toBeNull();
  });
});
