import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { BERLAKU_KODE_MASUK_MENIT, formatKode } from '#domain/kode-masuk.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { NomorRegistrasi } from '#web/components/ui/nomor-registrasi.tsx';
import { Loading } from '#web/components/ui/spinner.tsx';
import { PESAN_TANPA_JARINGAN, pesanGagal } from '#web/lib/api.ts';
import { formatWib } from '#web/lib/format.ts';
import { buatKodeMasuk, type KelolaRow } from './kelola-api';

/**
 * "Mulai Asesmen" (D14): a new one-time code for the child, large and readable with its expiry.
 * The child types it on the child list; the assessor's own device stays with the assessor.
 */
export function KodeMasukDialog({ row, onClose }: { row: KelolaRow | null; onClose: () => void }) {
  const buat = useMutation({ mutationFn: buatKodeMasuk });
  const { mutate } = buat;
  const kode = buat.data ?? null;
  const error = buat.isError ? pesanGagal(buat.error, 'Gagal membuat kode masuk.', PESAN_TANPA_JARINGAN) : null;
  const busy = buat.isPending;

  // Opening the dialog for a record makes its code at once.
  const id = row?.id;
  useEffect(() => {
    if (id !== undefined) mutate(id);
  }, [id, mutate]);

  return (
    <Dialog open={row !== null} title="Mulai Asesmen" onClose={onClose}>
      {row && (
        <div className="flex flex-col gap-4">
          <p className="text-slate-800">
            <span className="font-semibold">{row.name}</span> · No. Registrasi <NomorRegistrasi value={row.registration_no} className="font-semibold" />
          </p>
          {busy && !kode ? (
            <Loading text="Membuat kode masuk..." />
          ) : error ? (
            <Alert tone="danger" title={error} />
          ) : kode ? (
            <>
              <div className="rounded-xl border-2 border-brand-700 bg-brand-50 px-4 py-5 text-center">
                <p className="text-sm font-semibold uppercase tracking-wide text-brand-900">Kode masuk</p>
                <p
                  className="mt-1 font-mono text-4xl font-bold tracking-[0.2em] text-slate-900 sm:text-5xl"
                  data-testid="kode-masuk"
                  aria-label={`Kode masuk ${[...kode.kode].join(' ')}`}
                >
                  {formatKode(kode.kode)}
                </p>
                <p className="mt-2 text-base text-slate-800">
                  Berlaku sampai <strong>{formatWib(kode.berlaku_sampai)}</strong> ({BERLAKU_KODE_MASUK_MENIT} menit), sekali pakai.
                </p>
              </div>
              <ol className="list-decimal space-y-1 pl-5 text-slate-800">
                <li>Pada perangkat anak, buka halaman Daftar Asesmen Anak.</li>
                <li>Tekan Enter pada nomor registrasi anak ini.</li>
                <li>Ketik kode di atas (huruf besar atau kecil sama saja).</li>
              </ol>
              <p className="text-sm text-slate-700">Membuat kode baru membatalkan kode sebelumnya.</p>
            </>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              Tutup
            </Button>
            <Button variant="secondary" loading={busy} onClick={() => mutate(row.id)}>
              <RefreshCw className="size-4" aria-hidden />
              Buat Kode Baru
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
