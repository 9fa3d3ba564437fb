import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CheckCircle2, X } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { PENJELASAN_KESEDIAAN, PESAN_SETELAH_BERHENTI, PESAN_SETELAH_MENOLAK } from '#domain/persetujuan.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Panel } from '#web/components/ui/panel.tsx';
import { Loading } from '#web/components/ui/spinner.tsx';
import { ApiError, PESAN_TANPA_JARINGAN, pesanGagal } from '#web/lib/api.ts';
import { keluarPeserta, type Kategori } from './asesmen-api';
import { KeDaftarAsesmen } from './sesi-berakhir';
import { TombolBacakan } from './bacakan';
import { jawabKesediaan, kesediaanQuery } from './kesediaan-api';
import { Kepala } from './kepala-asesmen';

/** The child's first page (/asesmen/kesediaan/{id}, D21). */
export default function KesediaanPage() {
  return <KesediaanView kategori="anak" />;
}

/** After a refusal or a stop: thanks, and the session ends, so the device holds nothing of the person. */
function Terhenti({ pesan }: { pesan: string }) {
  const queryClient = useQueryClient();
  const { mutate: keluar } = useMutation({ mutationFn: keluarPeserta, onSettled: () => queryClient.clear() });
  useEffect(() => keluar(), [keluar]);
  return (
    <Panel className="flex flex-col items-start gap-4">
      <CheckCircle2 className="size-12 text-brand-700" aria-hidden />
      <p className="text-xl font-semibold text-slate-900" role="status">
        {pesan}
      </p>
      <Link to="/" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
        Kembali ke halaman utama
      </Link>
    </Panel>
  );
}

/**
 * "Sebelum mulai" (D21): what the test is, not an exam, not evidence, who reads it, the limit of
 * confidentiality, stopping at any time; in the child's words ("kamu", short sentences, read aloud) or
 * the adult's ("Anda"). "Saya mau mulai" opens the first sub test; "Saya tidak mau" ends the round.
 */
export function KesediaanView({ kategori }: { kategori: Kategori }) {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const teks = PENJELASAN_KESEDIAAN[kategori];
  const [terhenti, setTerhenti] = useState<string | null>(null);
  const query = useQuery(kesediaanQuery(id));
  const jawab = useMutation({
    mutationFn: (mau: boolean) => jawabKesediaan(id, mau),
    onSuccess: (res) => {
      if (res.lanjut) navigate(res.lanjut, { replace: true });
      else setTerhenti(res.message);
    },
  });

  useEffect(() => {
    document.title = `${teks.judul} - Asesmen ABH`;
  }, [teks.judul]);

  const data = query.data;
  let isi;
  if (terhenti) {
    isi = <Terhenti pesan={terhenti} />;
  } else if (query.isPending) {
    isi = <Loading />;
  } else if (query.isError) {
    const sesiHilang = query.error instanceof ApiError && query.error.status === 401;
    isi = (
      <Alert tone="danger" title={sesiHilang ? 'Sesi sudah berakhir. Masuk lagi dari daftar asesmen.' : pesanGagal(query.error, 'Halaman gagal dimuat.', PESAN_TANPA_JARINGAN)}>
        <KeDaftarAsesmen kategori={kategori} />
      </Alert>
    );
  } else if (data && (data.jawaban === 'menolak' || data.berhenti)) {
    isi = <Terhenti pesan={data.berhenti ? PESAN_SETELAH_BERHENTI[kategori] : PESAN_SETELAH_MENOLAK[kategori]} />;
  } else {
    const semua = [...teks.isi, teks.tanya].join(' ');
    isi = (
      <Panel className="flex flex-col gap-5">
        <div className="flex justify-end">
          <TombolBacakan teks={semua} />
        </div>
        <ul className="flex list-disc flex-col gap-3 pl-6 text-lg leading-relaxed text-slate-900" data-testid="penjelasan-kesediaan">
          {teks.isi.map((kalimat) => (
            <li key={kalimat}>{kalimat}</li>
          ))}
        </ul>
        <p className="text-xl font-bold text-brand-900">{teks.tanya}</p>
        {jawab.isError && <Alert tone="danger" title={pesanGagal(jawab.error, 'Jawaban gagal dikirim. Coba lagi.', PESAN_TANPA_JARINGAN)} />}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button size="lg" loading={jawab.isPending && jawab.variables} disabled={jawab.isPending} onClick={() => jawab.mutate(true)}>
            Saya mau mulai
            <ArrowRight className="size-5" aria-hidden />
          </Button>
          <Button
            size="lg"
            variant="secondary"
            loading={jawab.isPending && !jawab.variables}
            disabled={jawab.isPending}
            onClick={() => jawab.mutate(false)}
          >
            <X className="size-5" aria-hidden />
            Saya tidak mau
          </Button>
        </div>
      </Panel>
    );
  }

  return (
    <div className="min-h-dvh bg-slate-50">
      <Kepala kategori={kategori} />
      <main className="pb-8">
        <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 pt-6 pb-4">
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{teks.judul}</h1>
          {isi}
        </div>
      </main>
    </div>
  );
}
