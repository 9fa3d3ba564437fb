import { Link } from 'react-router';
import { PublicFooter, PublicHeader } from '#web/components/layout/public-header.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';

/** Unknown routes. */
export default function NotFoundPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="flex flex-1 flex-col items-center justify-center gap-4 px-4 text-center">
        <p className="text-6xl font-bold text-brand-700">404</p>
        <h1 className="text-2xl font-bold">Halaman tidak ditemukan</h1>
        <p className="text-slate-700">Alamat yang Anda buka tidak ada.</p>
        <Link to="/" className={buttonClass({ className: 'px-5' })}>
          Kembali ke beranda
        </Link>
      </main>
      <PublicFooter />
    </div>
  );
}
