import { useState, type ComponentType } from 'react';
import { Menu, X } from 'lucide-react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Logo } from '../ui/logo';

export interface AreaLink {
  to: string;
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  /** A count beside the label (e.g. help requests waiting), with its spoken meaning. */
  badge?: { jumlah: number; arti: string };
}

/** The admin and assessor frame: a sidebar with a greeting and the area's links; a menu bar on phones. */
export function AreaLayout({ area, greeting, links }: { area: string; greeting: string; links: AreaLink[] }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpen(false);
  }

  const nav = (
    <nav aria-label={`Menu ${area}`}>
      <ul className="flex flex-col gap-1">
        {links.map(({ to, label, icon: Icon, badge }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                `flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 font-medium ${
                  isActive ? 'bg-white text-brand-900' : 'text-brand-50 hover:bg-brand-700'
                }`
              }
            >
              <Icon className="size-5 shrink-0" aria-hidden />
              {label}
              {badge && badge.jumlah > 0 && (
                <span className="ml-auto rounded-full bg-danger-700 px-2 text-sm font-bold text-white" data-testid="lencana-menu">
                  {badge.jumlah}
                  <span className="sr-only"> {badge.arti}</span>
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <div className="min-h-dvh lg:flex">
      <aside className="bg-brand-800 text-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-64 lg:shrink-0 lg:flex-col lg:p-5">
        <div className="flex items-center justify-between gap-3 px-4 py-3 lg:block lg:p-0">
          <div className="flex items-center gap-3">
            <Logo className="size-10 shrink-0 rounded-md bg-white p-1" />
            <div>
              <p className="text-xs font-semibold uppercase tracking-wider text-brand-200">{area}</p>
              <p className="font-semibold leading-tight" data-testid="greeting">
                {greeting}
              </p>
            </div>
          </div>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-brand-700 lg:hidden"
            aria-expanded={open}
            aria-label={open ? 'Tutup menu' : 'Buka menu'}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
          </button>
        </div>
        <div className={`${open ? 'block' : 'hidden'} px-3 pb-3 lg:mt-8 lg:block lg:p-0`}>{nav}</div>
      </aside>
      <main id="konten" className="min-w-0 flex-1 px-4 py-6 sm:px-8 sm:py-8">
        <Outlet />
      </main>
    </div>
  );
}
