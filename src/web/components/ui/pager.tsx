import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

/** "Menampilkan a–b dari n data · Halaman x dari y" with previous/next buttons under a paged list. */
export function Pager({
  page,
  perPage,
  total,
  onPage,
  satuan = 'data',
  busy = false,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  /** What the list counts ('data', 'catatan'). */
  satuan?: string;
  /** A page is loading: no second turn before it arrives. */
  busy?: boolean;
}) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (total === 0) return null;
  const first = (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return (
    <nav className="mt-4 flex flex-wrap items-center justify-between gap-3" aria-label="Halaman daftar">
      <p className="text-sm text-slate-700" aria-live="polite">
        Menampilkan {first}–{last} dari {total} {satuan} · Halaman {page} dari {pages}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
          <ChevronLeft className="size-4" aria-hidden />
          Sebelumnya
        </Button>
        <Button size="sm" variant="secondary" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
          Berikutnya
          <ChevronRight className="size-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
