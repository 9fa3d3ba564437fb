import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CheckCircle2, Clock } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { INSTRUMEN, INSTRUMENT_KEYS } from '#domain/instruments.ts';
import { PESAN_GAGAL_MUAT_SOAL } from '#domain/messages.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Panel } from '#web/components/ui/panel.tsx';
import { Loading } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api.ts';
import { REDIRECT_AFTER_LAST_SUBTEST_MS } from '#web/lib/timing.ts';
import { keluarPeserta, segarkanSubtes, subtesQuery, type Kategori, type SimpanResponse, type Subtes } from './asesmen-api';
import { adaDraftLokal, hapusDraftKedaluwarsa, hapusDraftLokal, hapusSemuaDraftLokal } from './draf-lokal';
import { KeDaftarAsesmen, SesiBerakhir } from './sesi-berakhir';
import { Pengerjaan } from './pengerjaan';
import { Kepala } from './kepala-asesmen';
import { ContohSoal } from './soal-view';
import { TombolBerhenti } from './tombol-berhenti';

function Petunjuk({ data }: { data: Subtes }) {
  const menit = data.batas_menit;
  const detikUji = data.batas_detik !== menit * 60;
  return (
    // Open on a fresh start; folded when resuming, so that the question is on the first screen.
    <details
      open={Object.keys(data.jawaban).length === 0}
      className="group rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <summary className="flex min-h-12 cursor-pointer items-center justify-between px-4 text-lg font-bold text-brand-900 sm:px-6">
        Petunjuk
        <span className="text-sm font-normal text-slate-700 group-open:hidden">Tampilkan</span>
        <span className="hidden text-sm font-normal text-slate-700 group-open:inline">Sembunyikan</span>
      </summary>
      <div className="px-4 pb-4 sm:px-6 sm:pb-6">
        <p className="text-lg leading-relaxed text-slate-900">{data.petunjuk}</p>
        <p className="mt-3 inline-flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 font-semibold text-brand-900">
          <Clock className="size-5" aria-hidden />
          Waktu maksimal: {menit} menit{detikUji ? ` (uji: ${data.batas_detik} detik)` : ''}
        </p>
        {data.contoh.length > 0 && <ContohSoal contoh={data.contoh} />}
      </div>
    </details>
  );
}

/**
 * True from the frame after `siap` turned true: the title and the instructions (the first screen, and
 * Lighthouse's LCP element) are painted before the questions, the timer and the question list are
 * built (issue 32: LCP). The questions then come in a transition, which React renders in slices of
 * about 5 ms: rendered in one piece they were a long task after the first paint, blocking time that
 * cost more than the earlier paint gave (646d398, reverted in 628afc1). At once in a hidden tab, which
 * paints nothing.
 */
function useSetelahCat(siap: boolean): boolean {
  const [sudah, setSudah] = useState(false);
  useEffect(() => {
    if (!siap || sudah) return;
    if (document.hidden) {
      setSudah(true);
      return;
    }
    let tunda: ReturnType<typeof setTimeout> | undefined;
    const bingkai = requestAnimationFrame(() => {
      tunda = setTimeout(() => startTransition(() => setSudah(true)));
    });
    return () => {
      cancelAnimationFrame(bingkai);
      clearTimeout(tunda);
    };
  }, [siap, sudah]);
  return siap && sudah;
}

/** After a save: the spec's message and the Next button; after the last sub test, back to / in 3 s. */
function Selesai({ data, hasil }: { data: Subtes; hasil: SimpanResponse | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The last sub test of the battery: nothing follows it.
  const terakhir = data.lanjut === null;
  // The child session ends here (D2), whatever the server answers: the device returns to the landing page.
  const { mutate: keluar } = useMutation({
    mutationFn: keluarPeserta,
    onSettled: () => {
      queryClient.clear();
      navigate('/', { replace: true });
    },
  });
  useEffect(() => {
    if (!terakhir || !hasil) return;
    const t = setTimeout(() => keluar(), REDIRECT_AFTER_LAST_SUBTEST_MS);
    return () => clearTimeout(t);
  }, [terakhir, hasil, keluar]);

  // Just saved: the focus moves to the message (the Submit button is gone), so a screen reader says it
  // once and the keyboard goes on from here to the next sub test's button.
  const judulPesan = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (hasil) judulPesan.current?.focus();
  }, [hasil]);

  const pesan = hasil ? hasil.message : 'Sub test ini sudah selesai dikerjakan.';
  const lanjut = hasil ? hasil.lanjut : data.lanjut;
  return (
    <Panel className="flex flex-col items-start gap-4">
      <CheckCircle2 className="size-12 text-ok-600" aria-hidden />
      <p ref={judulPesan} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none" role="status">
        {pesan}
      </p>
      {(hasil?.timed_out || (!hasil && data.timed_out)) && (
        <p className="text-base text-slate-700">Waktu pengerjaan habis; jawaban yang sudah diisi telah dikirim.</p>
      )}
      {lanjut && data.tombol_lanjut && (
        <Button size="lg" onClick={() => navigate(lanjut)}>
          {data.tombol_lanjut}
          <ArrowRight className="size-5" aria-hidden />
        </Button>
      )}
      {terakhir && !hasil && (
        <Link to="/" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
          Kembali ke halaman utama
        </Link>
      )}
    </Panel>
  );
}

/** Sub Tests 1-4 (/asesmen/:instrument/:id). */
export default function SubtesPage() {
  return <SubtesView kategori="anak" />;
}

/** A sub test of either list (D17): the child's at /asesmen/..., the detainee's at /asesmen-tahanan/... */
export function SubtesView({ kategori }: { kategori: Kategori }) {
  const params = useParams();
  const id = params.id ?? '';
  const rute = params.instrument ?? '';
  // The page's route segment ('pid5bf'), as the spec's route table names it.
  const key = INSTRUMENT_KEYS.find((k) => INSTRUMEN[k].ruteAnak === rute);
  const queryClient = useQueryClient();
  // The page stays mounted when Next changes the URL: a saved answer belongs to one sub test only.
  const [tersimpan, setTersimpan] = useState<{ untuk: string; res: SimpanResponse } | null>(null);
  const untuk = `${id}:${key}`;
  const hasil = tersimpan?.untuk === untuk ? tersimpan.res : null;
  const setHasil = useCallback((res: SimpanResponse) => setTersimpan({ untuk, res }), [untuk]);
  const query = useQuery({ ...subtesQuery(id, rute), enabled: Boolean(key), gcTime: 0 });
  // Why an open sub test closed under the person's eyes (saved from another device, time up, a last
  // answer that came too late): said above what the reloaded page shows, never a silent change (issue 28).
  const [ditutup, setDitutup] = useState<{ untuk: string; pesan: string } | null>(null);
  const muatUlang = useCallback(
    (pesan: string) => {
      setDitutup({ untuk: `${id}:${key}`, pesan });
      void segarkanSubtes(queryClient, id, rute);
    },
    [queryClient, id, key, rute],
  );

  useEffect(() => {
    document.title = key ? `${INSTRUMEN[key].judul} - Asesmen ABH` : 'Asesmen ABH';
  }, [key]);
  // The page stays mounted when "Lanjut ke ..." opens the next sub test, and the button that had the focus
  // is gone. While its questions load the focus waits on the heading; once they are there it moves to the
  // first question's heading (Pengerjaan's `fokusKeSoal`), where every move between questions puts it, so
  // that the next Tab is in the question and not in the instructions' toggle. The page itself shows its
  // top (the title and the instructions, which a child reads first), and the new sub test's name is said
  // (issue 32: the focus was lost, then on the heading, one Tab and the instructions away from the question).
  const judul = useRef<HTMLHeadingElement>(null);
  const judulPertama = useRef(true);
  const [dibukaBaru, setDibukaBaru] = useState<string | null>(null);
  useEffect(() => {
    if (judulPertama.current) {
      judulPertama.current = false;
      return;
    }
    setDibukaBaru(untuk);
    judul.current?.focus();
  }, [untuk]);

  // The session ended, expired, or the record was deleted: no other child's answers stay on the device
  // (issue 10); this child's unsent ones wait for a re-entry with a new code (issue 32), at most a day.
  const sesiHilang = query.error instanceof ApiError && query.error.status === 401;
  const [adaJawabanDiPerangkat] = useState(() => adaDraftLokal(id));
  const selesai = query.data?.status === 'selesai';
  useEffect(() => {
    hapusDraftKedaluwarsa();
    if (sesiHilang) hapusSemuaDraftLokal(id);
    else if (selesai && key) hapusDraftLokal(id, key);
  }, [sesiHilang, selesai, id, key]);

  let isi;
  if (!key) {
    isi = <Alert tone="danger" title="Sub test tidak dikenal." />;
  } else if (query.isPending) {
    isi = <Loading text="Memuat soal..." />;
  } else if (query.isError) {
    const e = query.error;
    if (e instanceof ApiError && e.status === 401 && adaJawabanDiPerangkat) {
      isi = <SesiBerakhir kategori={kategori} />;
    } else if (e instanceof ApiError && e.status === 401) {
      isi = (
        <Alert tone="danger" title={INSTRUMEN[key].pesan.tanpaPengguna}>
          <KeDaftarAsesmen kategori={kategori} />
        </Alert>
      );
    } else if (e instanceof ApiError && (e.status === 403 || e.status === 409)) {
      const lanjut = (e.body as { errors?: { lanjut?: string } } | undefined)?.errors?.lanjut;
      isi = (
        <Alert tone="danger" title={e.message}>
          {lanjut && (
            <Link to={lanjut} className="inline-flex min-h-11 items-center font-semibold underline">
              Buka sub test yang harus dikerjakan
            </Link>
          )}
        </Alert>
      );
    } else {
      isi = (
        <Alert tone="danger" title={PESAN_GAGAL_MUAT_SOAL}>
          {e instanceof ApiError && <p>{e.message}</p>}
          <Button variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
            Coba lagi
          </Button>
        </Alert>
      );
    }
  } else {
    isi = <Selesai data={query.data} hasil={hasil} />;
  }

  // The session ended while answering: said in place of the questions, which stay on the device.
  const [berakhir, setBerakhir] = useState<{ untuk: string; terjawab: number; jumlah: number } | null>(null);
  const onSesiBerakhir = useCallback(
    (terjawab: number, jumlah: number) => {
      setBerakhir({ untuk, terjawab, jumlah });
      window.scrollTo({ top: 0 });
    },
    [untuk],
  );
  if (berakhir?.untuk === untuk) isi = <SesiBerakhir kategori={kategori} terjawab={berakhir.terjawab} jumlah={berakhir.jumlah} />;

  const data = query.data;
  const berjalan = data && !hasil && data.status === 'berjalan' && berakhir?.untuk !== untuk;
  const judulHalaman = data?.judul ?? (key ? INSTRUMEN[key].judul : 'Sub Test');
  const soalTampil = useSetelahCat(Boolean(berjalan));
  return (
    <div className="min-h-dvh bg-slate-50">
      <Kepala kode={key ? INSTRUMEN[key].kode : undefined} kategori={kategori} />
      <main className="pb-8">
        <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 pt-6 pb-4">
          <h1 ref={judul} tabIndex={-1} className="text-2xl font-bold text-brand-900 outline-none sm:text-3xl">
            {judulHalaman}
          </h1>
          <p role="status" className="sr-only">
            {dibukaBaru === untuk && berjalan ? `${judulHalaman} dibuka. Petunjuknya ada di atas soal.` : ''}
          </p>
          {!berjalan && ditutup?.untuk === untuk && (
            <div data-testid="alasan-ditutup">
              <Alert tone="warn" title={ditutup.pesan} />
            </div>
          )}
          {berjalan ? <Petunjuk data={data} /> : isi}
        </div>
        {berjalan && soalTampil && (
          <Pengerjaan
            key={`${id}-${key}-${data.started_at}`}
            id={id}
            kategori={kategori}
            data={data}
            fokusKeSoal={dibukaBaru === untuk}
            onTertutup={muatUlang}
            onTersimpan={setHasil}
            onSesiBerakhir={onSesiBerakhir}
          />
        )}
        {berjalan && soalTampil && key && <TombolBerhenti id={id} instrument={key} kategori={kategori} />}
      </main>
    </div>
  );
}
