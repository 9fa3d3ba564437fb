import { Baby, UsersRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PublicFooter, PublicHeader } from '#web/components/layout/public-header.tsx';
import { Logo } from '#web/components/ui/logo.tsx';

/** The landing page: welcome and the choice of assessment category. */
export default function LandingPage() {
  const navigate = useNavigate();
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="flex flex-1 items-center justify-center px-4 py-10">
        <div className="w-full max-w-2xl text-center">
          <Logo label="Logo Sistem Asesmen Tahanan dan ABH" className="mx-auto size-28 sm:size-32" />
          <h1 className="mt-6 text-2xl font-bold text-brand-900 sm:text-4xl">SISTEM ASESMEN TAHANAN DAN ABH</h1>
          <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">
            Selamat datang di Sistem Asesmen Tahanan dan Anak yang Berhadapan dengan Hukum (ABH). Silakan pilih kategori asesmen
            yang sesuai untuk memulai.
          </p>
          <div className="mt-8 grid gap-4 sm:grid-cols-2">
            <button
              type="button"
              onClick={() => navigate('/user/asesmenanak')}
              className="flex min-h-16 items-center justify-center gap-3 rounded-xl bg-brand-700 px-6 py-4 text-lg font-semibold text-white shadow hover:bg-brand-800"
            >
              <Baby className="size-6" aria-hidden />
              Asesmen Anak
            </button>
            <button
              type="button"
              onClick={() => navigate('/user/asesmentahanan')}
              className="flex min-h-16 items-center justify-center gap-3 rounded-xl border-2 border-brand-700 bg-white px-6 py-4 text-lg font-semibold text-brand-800 shadow hover:bg-brand-50"
            >
              <UsersRound className="size-6" aria-hidden />
              Asesmen Tahanan
            </button>
          </div>
        </div>
      </main>
      <PublicFooter />
    </div>
  );
}
