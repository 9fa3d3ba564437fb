import { Button } from '#web/components/ui/button.tsx';

const RELOADED_KEY = 'chunk-reloaded-at';

/** A lazily loaded route that failed (usually an old chunk after a deploy): reload once, else explain. */
export default function RouteError({ error }: { error: unknown }) {
  const isChunk = error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
  if (isChunk) {
    const last = Number(sessionStorage.getItem(RELOADED_KEY) ?? 0);
    if (Date.now() - last > 10_000) {
      sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
      window.location.reload();
      return null;
    }
  }
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">Terjadi kesalahan saat memuat halaman</h1>
      <p className="text-slate-700">Periksa koneksi Anda, lalu muat ulang halaman.</p>
      <Button onClick={() => window.location.reload()}>Muat ulang</Button>
    </div>
  );
}
