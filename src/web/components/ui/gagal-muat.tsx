import { RotateCw } from 'lucide-react';
import { PESAN_GAGAL_MUAT } from '#domain/messages.ts';
import { PESAN_TANPA_JARINGAN, pesanGagal } from '#web/lib/api.ts';
import { Alert } from './alert';
import { Button } from './button';

/** A list that could not be loaded says so, with "Coba lagi", instead of looking empty (issue 13). */
export function GagalMuat({ error, onRetry, title = PESAN_GAGAL_MUAT }: { error: unknown; onRetry: () => void; title?: string }) {
  return (
    <Alert tone="danger" title={title}>
      <p>{pesanGagal(error, 'Periksa koneksi, lalu coba lagi.', PESAN_TANPA_JARINGAN)}</p>
      <Button variant="secondary" className="mt-2" onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden />
        Coba lagi
      </Button>
    </Alert>
  );
}
