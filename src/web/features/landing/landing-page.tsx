import { Baby, UsersRound, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PublicFooter, PublicHeader } from '#web/components/layout/public-header.tsx';
import { Logo } from '#web/components/ui/logo.tsx';

/** The landing page: welcome and the choice of assessment category. */
export default function LandingPage() {
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
            <Kategori ke="/user/asesmenanak" ikon={Baby} tampilan="bg-brand-700 text-white hover:bg-brand-800">
              Asesmen Anak
            </Kategori>
            <Kategori
              ke="/user/asesmentahanan"
              ikon={UsersRound}
              tampilan="border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50"
            >
              Asesmen Tahanan
            </Kategori>
          </div>
        </div>
      </main>
      <PublicFooter />
    </div>
  );
}

/** One category's large button (a tap target well over 44 px on a shared tablet). */
function Kategori({
  ke,
  ikon: Ikon,
  tampilan,
  children,
}: {
  ke: string;
  ikon: LucideIcon;
  tampilan: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => navigate(ke)}
      className={`flex min-h-16 items-center justify-center gap-3 rounded-xl px-6 py-4 text-lg font-semibold shadow ${tampilan}`}
    >
      <Ikon className="size-6" aria-hidden />
      {children}
    </button>
  );
}
