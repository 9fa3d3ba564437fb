import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { CircleStop } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { InstrumentKey } from '#domain/instruments.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { KonfirmasiDialog } from '#web/components/ui/konfirmasi-dialog.tsx';
import { PESAN_TANPA_JARINGAN, pesanGagal } from '#web/lib/api.ts';
import type { Kategori } from './asesmen-api';
import { hapusDraftLokal } from './draf-lokal';
import { berhentiMengerjakan } from './kesediaan-api';

const PERTANYAAN: Record<Kategori, string> = {
  anak: 'Kamu yakin mau berhenti? Jawaban yang sudah kamu isi tetap disimpan. Kamu tidak perlu mengerjakan sub test berikutnya.',
  tahanan: 'Anda yakin ingin berhenti? Jawaban yang sudah Anda isi tetap disimpan. Sub test berikutnya tidak perlu dikerjakan.',
};

/** "Berhenti" inside a sub test (D21): the person may stop at any time; what was answered is kept. */
export function TombolBerhenti({ id, instrument, kategori }: { id: string; instrument: InstrumentKey; kategori: Kategori }) {
  const navigate = useNavigate();
  const [tanya, setTanya] = useState(false);
  const berhenti = useMutation({
    mutationFn: () => berhentiMengerjakan(id, instrument),
    onSuccess: () => {
      hapusDraftLokal(id, instrument);
      navigate(`${kategori === 'tahanan' ? '/asesmen-tahanan' : '/asesmen'}/kesediaan/${encodeURIComponent(id)}`, { replace: true });
    },
  });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4">
      {berhenti.isError && <Alert tone="danger" title={pesanGagal(berhenti.error, 'Gagal berhenti. Coba lagi.', PESAN_TANPA_JARINGAN)} />}
      <div>
        <Button variant="ghost" onClick={() => setTanya(true)}>
          <CircleStop className="size-5" aria-hidden />
          Berhenti mengerjakan
        </Button>
      </div>
      <KonfirmasiDialog
        open={tanya}
        title="Berhenti mengerjakan"
        question={PERTANYAAN[kategori]}
        confirmLabel="Ya, berhenti"
        busy={berhenti.isPending}
        onCancel={() => setTanya(false)}
        onConfirm={() => berhenti.mutate()}
      />
    </div>
  );
}
