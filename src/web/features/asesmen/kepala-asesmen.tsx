import type { Kategori } from './asesmen-api';

/** The bar of the child's pages: no links to the login pages on a device handed to a child. */
export function Kepala({ kode, kategori }: { kode?: string; kategori: Kategori }) {
  return (
    <header className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
        <p className="text-base font-bold tracking-wide">{kategori === 'anak' ? 'ASESMEN ANAK' : 'ASESMEN TAHANAN'}</p>
        {kode && <p className="text-sm font-semibold">{kode}</p>}
      </div>
    </header>
  );
}
