import { useEffect, useRef, useState } from 'react';
import { ChevronDown, UserRound } from 'lucide-react';
import { Link } from 'react-router';

/** The navigation bar of the public pages: title and the person icon that opens the login choices. */
export function PublicHeader() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <header className="bg-brand-800 text-white shadow">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        <Link to="/" className="text-base font-bold tracking-wide sm:text-lg">
          ASESMEN TAHANAN DAN ABH
        </Link>
        <div className="relative" ref={ref}>
          <button
            type="button"
            className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 hover:bg-brand-700"
            aria-label="Pilih jenis akun"
            aria-haspopup="menu"
            aria-expanded={open}
            onClick={() => setOpen((v) => !v)}
          >
            <UserRound className="size-6" aria-hidden />
            <ChevronDown className="size-4" aria-hidden />
          </button>
          {open && (
            <div role="menu" className="absolute right-0 z-20 mt-2 w-44 overflow-hidden rounded-lg border border-slate-200 bg-white text-slate-900 shadow-lg">
              <Link role="menuitem" to="/login/admin" className="block min-h-11 px-4 py-3 hover:bg-brand-50" onClick={() => setOpen(false)}>
                Admin
              </Link>
              <Link role="menuitem" to="/login/asessor" className="block min-h-11 px-4 py-3 hover:bg-brand-50" onClick={() => setOpen(false)}>
                Asessor
              </Link>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}

/** The footer of the public pages. */
export function PublicFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white py-5 text-center text-sm text-slate-700">
      © 2025 Sistem Asesmen Tahanan dan ABH. Dikembangkan oleh Tim Evaluasi.
    </footer>
  );
}
