import { RefreshCw } from 'lucide-react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api.ts';

/** A save refused because someone saved first (409 with the stored version, issue 28). */
export interface Bentrok {
  pesan: string;
  /** The stored version: saving from it overwrites the other change knowingly. */
  versi: number;
  /** The newest data was loaded; what was typed stayed in the form. */
  dimuat: boolean;
}

/** The conflict of a failed save, or null when it failed for another reason. */
export function bentrokDari(err: unknown): Bentrok | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const errors = (err.body as { errors?: { versi?: unknown } } | undefined)?.errors;
  return typeof errors?.versi === 'number' ? { pesan: err.message, versi: errors.versi, dimuat: false } : null;
}

/**
 * Says who changed the data and when, and offers to load the newest version without losing what was
 * typed: the form keeps its values, the next save goes from the newest version.
 */
export function BentrokVersi({ bentrok, onMuat, memuat }: { bentrok: Bentrok; onMuat: () => void; memuat?: boolean }) {
  if (bentrok.dimuat) {
    return (
      <Alert tone="info" title="Data terbaru sudah dimuat">
        Isian Anda tetap di formulir. Periksa perubahan rekan Anda, lalu simpan lagi bila isian Anda yang benar.
      </Alert>
    );
  }
  return (
    <Alert tone="warn" title="Data sudah diubah orang lain">
      <p>{bentrok.pesan}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onMuat} loading={memuat}>
        <RefreshCw className="size-4" aria-hidden />
        Muat data terbaru
      </Button>
    </Alert>
  );
}
