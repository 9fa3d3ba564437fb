import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { History, RotateCcw } from 'lucide-react';
import { ALASAN_RONDE, LABEL_ALASAN_RONDE, teksPerubahan, type AlasanRonde } from '#domain/ronde.ts';
import { LABEL_VALIDITAS } from '#domain/validitas.ts';
import { angka } from '#domain/waktu.ts';
import type { PercobaanRonde, Perbandingan, RondeBaris } from '#contract/index.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, TombolDialog } from '#web/components/ui/dialog.tsx';
import { Bagian } from '#web/components/ui/panel.tsx';
import { SelectField, TextAreaField, Opsi } from '#web/components/ui/field.tsx';
import { Termuat } from '#web/components/ui/daftar.tsx';
import { useScrollDenganKeyboard } from '#web/components/ui/table.tsx';
import { pesanGagal } from '#web/lib/api.ts';
import { formatWib } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { useMutasi } from '#web/lib/use-mutasi.ts';
import { mintaTesUlang, mulaiRonde, segarkanRonde, useDaftarRonde, usePerbandingan, useRondeDetail } from './ronde-api';

/** Everything a round's change touches on this page: refetched after a new round or a retest request. */
function useSegarkan() {
  const queryClient = useQueryClient();
  return () => segarkanRonde(queryClient);
}

/** A figure with its band under it, or what stands in for a result that was not taken. */
function Sel({ sisi, kosong }: { sisi: Perbandingan['baris'][number]['sebelum']; kosong: string }) {
  if (!sisi) return <span className="text-slate-600">{kosong}</span>;
  return (
    <>
      <span className="font-semibold">{angka(sisi.skor)}</span>
      <span className="block text-xs text-slate-600">{sisi.kategori}</span>
    </>
  );
}

/**
 * D20: this round beside the previous one, instrument by instrument and figure by figure, with the
 * priority then and now. Nothing when the record has a single round.
 */
export function PerbandinganRonde({ registrationNo }: { registrationNo: string }) {
  const { data } = usePerbandingan(registrationNo);
  if (!data?.sebelum) return null;
  const { sebelum, kini } = data;
  return (
    <Bagian judul={`Perbandingan Ronde ${kini.nomor} dengan Ronde ${sebelum.nomor}`} testId="perbandingan-ronde">
      <p className="mt-1" data-testid="perubahan-prioritas">
        Prioritas ronde {sebelum.nomor}: <strong>{sebelum.prioritas ?? 'Belum dinilai'}</strong>; ronde {kini.nomor}:{' '}
        <strong>{kini.prioritas ?? 'Belum dinilai'}</strong> ({data.perubahan_prioritas})
      </p>
      {data.baris.length === 0 ? (
        <p className="mt-2 text-slate-600">Belum ada skor untuk dibandingkan.</p>
      ) : (
        <TabelPerbandingan data={data} sebelum={sebelum.nomor} />
      )}
    </Bagian>
  );
}

const sisiTeks = (sisi: Perbandingan['baris'][number]['sebelum'], kosong: string) =>
  sisi ? `${angka(sisi.skor)} (${sisi.kategori})` : kosong;

/**
 * The figures grouped by instrument: a table from 640 px (it scrolls sideways, taking the keyboard
 * focus, only when it must); on phones a list, each figure on its own lines.
 */
function TabelPerbandingan({ data, sebelum }: { data: Perbandingan; sebelum: number }) {
  const geser = useScrollDenganKeyboard<HTMLDivElement>();
  const kini = data.kini.nomor;
  const instrumen = [...new Set(data.baris.map((b) => b.instrument))];
  const kolom = 'px-2 py-2';
  return (
    <>
      <div className="mt-3 flex flex-col gap-3 sm:hidden" data-testid="perbandingan-daftar">
        {instrumen.map((k) => (
          <div key={k}>
            <p className="rounded bg-brand-50 px-2 py-1 font-bold text-brand-900">
              {data.baris.find((b) => b.instrument === k)!.nama}
            </p>
            <ul className="divide-y divide-slate-200">
              {data.baris
                .filter((b) => b.instrument === k)
                .map((b) => (
                  <li key={b.kunci} className="px-2 py-2 text-sm">
                    <p className="font-semibold">
                      {b.label}: perubahan {teksPerubahan(b.perubahan)}
                    </p>
                    <p>
                      Ronde {sebelum}: {sisiTeks(b.sebelum, 'tidak dikerjakan')}
                    </p>
                    <p>
                      Ronde {kini}: {sisiTeks(b.kini, 'belum dikerjakan')}
                    </p>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
      <div ref={geser} data-nama={`Skor ronde ${sebelum} dan ronde ${kini}`} className="mt-3 hidden overflow-x-auto sm:block">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">
            Skor ronde {sebelum} dan ronde {kini} dengan perubahannya
          </caption>
          <thead className="bg-slate-100 text-sm text-slate-700">
            <tr>
              {['Ukuran', `Ronde ${sebelum}`, `Ronde ${kini}`, 'Perubahan'].map((h) => (
                <th key={h} scope="col" className={`${kolom} font-semibold`}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          {instrumen.map((k) => (
            <tbody key={k} className="border-t-2 border-slate-200">
              <tr>
                <th scope="rowgroup" colSpan={4} className="bg-brand-50 px-2 py-1.5 font-bold text-brand-900">
                  {data.baris.find((b) => b.instrument === k)!.nama}
                </th>
              </tr>
              {data.baris
                .filter((b) => b.instrument === k)
                .map((b) => (
                  <tr
                    key={b.kunci}
                    className="border-t border-slate-200 align-top"
                    data-testid={`banding-${b.instrument}-${b.kunci}`}
                  >
                    <th scope="row" className={`${kolom} font-medium`}>
                      {b.label}
                    </th>
                    <td className={kolom}>
                      <Sel sisi={b.sebelum} kosong="Tidak dikerjakan" />
                    </td>
                    <td className={kolom}>
                      <Sel sisi={b.kini} kosong="Belum dikerjakan" />
                    </td>
                    <td className={`${kolom} font-semibold`}>{teksPerubahan(b.perubahan)}</td>
                  </tr>
                ))}
            </tbody>
          ))}
        </table>
      </div>
    </>
  );
}

function Percobaan({
  p,
  bisaUlang,
  onUlang,
  busy,
}: {
  p: PercobaanRonde;
  bisaUlang: boolean;
  onUlang: () => void;
  busy: boolean;
}) {
  return (
    <li className="rounded border border-slate-200 p-2" data-testid={`percobaan-${p.instrument}-${p.percobaan}`}>
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">
          {p.nama}, percobaan {p.percobaan}
        </span>
        {p.dinilai ? <Badge tone="ok">Dinilai</Badge> : <Badge tone="neutral">Diganti tes ulang</Badge>}
        {p.validitas.map((v) => (
          <Badge key={v.kode} tone="warn">
            {LABEL_VALIDITAS[v.kode]}
          </Badge>
        ))}
        {p.ulang_diminta_at && <Badge tone="warn">Tes ulang diminta</Badge>}
      </p>
      <p className="text-sm text-slate-600">{formatWib(p.submitted_at)}</p>
      <p className="text-sm">{p.ukuran.map((u) => `${u.label} ${angka(u.skor)} (${u.kategori})`).join('; ')}</p>
      {bisaUlang && (
        <Button
          variant="secondary"
          className="mt-2 w-full whitespace-normal sm:w-auto"
          onClick={onUlang}
          loading={busy}
          aria-label={`Minta tes ulang ${p.nama}`}
        >
          <RotateCcw className="size-4" aria-hidden />
          Minta tes ulang
        </Button>
      )}
    </li>
  );
}

/** The attempts of one round; on the current round a flagged result can be given a retest. */
function DetailRonde({ pesertaId, ronde, kini }: { pesertaId: number; ronde: RondeBaris; kini: boolean }) {
  const [buka, setBuka] = useState(kini);
  const detail = useRondeDetail(pesertaId, ronde.nomor, buka);
  const segarkan = useSegarkan();
  const ulang = useMutasi({
    mutationFn: (p: PercobaanRonde) => mintaTesUlang(pesertaId, ronde.nomor, p.instrument),
    onSuccess: async ({ message }) => {
      toast.success(message);
      await segarkan();
    },
    onError: (e) => toast.error(pesanGagal(e, 'Tes ulang gagal diminta.')),
  });
  return (
    <details open={buka} onToggle={(e) => setBuka(e.currentTarget.open)} className="mt-2">
      <summary className="cursor-pointer font-medium text-brand-700">Sub test dan percobaan ronde {ronde.nomor}</summary>
      {/* Read when opened; a failed read says so with "Coba lagi" instead of looking empty. */}
      {buka && (
        <Termuat query={detail} gagal={`Gagal memuat sub test ronde ${ronde.nomor}.`}>
          {(data) =>
            data.percobaan.length === 0 ? (
              <p className="mt-2 text-slate-600">Belum ada sub test yang disimpan pada ronde ini.</p>
            ) : (
              <ul className="mt-2 flex flex-col gap-2">
                {data.percobaan.map((p) => (
                  <Percobaan
                    key={`${p.instrument}-${p.percobaan}`}
                    p={p}
                    bisaUlang={kini && p.dinilai && p.validitas.length > 0 && !p.ulang_diminta_at}
                    busy={ulang.isPending && ulang.variables?.instrument === p.instrument}
                    onUlang={() => ulang.mutate(p)}
                  />
                ))}
              </ul>
            )
          }
        </Termuat>
      )}
      {!kini && <p className="mt-2 text-sm text-slate-600">Ronde ini sudah ditutup: hanya bisa dibaca.</p>}
    </details>
  );
}

function DialogSkriningUlang({
  pesertaId,
  nomorBaru,
  open,
  onClose,
}: {
  pesertaId: number;
  nomorBaru: number;
  open: boolean;
  onClose: () => void;
}) {
  const [alasan, setAlasan] = useState<AlasanRonde | ''>('');
  const [catatan, setCatatan] = useState('');
  const [galat, setGalat] = useState<string | null>(null);
  const segarkan = useSegarkan();
  const mulai = useMutasi({
    mutationFn: () => mulaiRonde(pesertaId, { alasan: alasan as AlasanRonde, catatan: catatan.trim() || null }),
    onSuccess: async ({ message }) => {
      toast.success(message);
      setAlasan('');
      setCatatan('');
      onClose();
      await segarkan();
    },
    onError: (e) => setGalat(pesanGagal(e, 'Skrining ulang gagal dimulai.')),
  });
  const kirim = (e: FormEvent) => {
    e.preventDefault();
    if (!alasan) return setGalat('Pilih alasan skrining ulang.');
    setGalat(null);
    mulai.mutate();
  };
  return (
    <Dialog open={open} title={`Skrining ulang: ronde ${nomorBaru}`} onClose={onClose}>
      <form onSubmit={kirim} className="flex flex-col gap-4" noValidate>
        <p className="text-slate-700">
          Ronde sekarang ditutup dan hanya bisa dibaca. Ronde baru perlu persetujuan dan kesediaan lagi sebelum sub test dibuka.
        </p>
        <SelectField
          label="Alasan"
          value={alasan}
          onChange={(e) => setAlasan(e.target.value as AlasanRonde)}
          error={galat && !alasan ? galat : undefined}
          required
        >
          <option value="">Pilih alasan</option>
          <Opsi daftar={ALASAN_RONDE} label={LABEL_ALASAN_RONDE} />
        </SelectField>
        <TextAreaField label="Catatan (opsional)" value={catatan} maxLength={1000} onValue={setCatatan} rows={3} />
        {galat && alasan && (
          <p className="font-semibold text-danger-700" role="alert">
            {galat}
          </p>
        )}
        <TombolDialog onBatal={onClose} busy={mulai.isPending}>
          Mulai ronde {nomorBaru}
        </TombolDialog>
      </form>
    </Dialog>
  );
}

/** D20: the record's rounds with their dates and priorities, "Skrining ulang", and each round's attempts. */
export function RondePanel({ pesertaId }: { pesertaId: number }) {
  const { data } = useDaftarRonde(pesertaId);
  const [dialog, setDialog] = useState(false);
  if (!data) return null;
  return (
    <Bagian
      judul="Ronde Skrining"
      ikon={History}
      aksi={
        <Button variant="secondary" onClick={() => setDialog(true)}>
          Skrining ulang
        </Button>
      }
      testId="ronde-panel"
    >
      <ol className="flex flex-col gap-3">
        {[...data.ronde].reverse().map((r) => (
          <li key={r.nomor} className="rounded-lg border border-slate-200 p-3" data-testid={`ronde-${r.nomor}`}>
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-bold">Ronde {r.nomor}</span>
              <span>{r.alasan_label}</span>
              {r.nomor === data.kini ? <Badge tone="ok">Berjalan</Badge> : <Badge tone="neutral">Ditutup</Badge>}
              <span>Prioritas: {r.prioritas ?? 'Belum dinilai'}</span>
            </p>
            <p className="text-sm text-slate-600">
              Mulai {formatWib(r.dimulai_at)}
              {r.dimulai_oleh ? ` oleh ${r.dimulai_oleh}` : ''}
              {r.ditutup_at ? `; ditutup ${formatWib(r.ditutup_at)}` : ''}; {r.jumlah_hasil} sub test
            </p>
            {r.catatan && <p className="text-sm">Catatan: {r.catatan}</p>}
            <DetailRonde pesertaId={pesertaId} ronde={r} kini={r.nomor === data.kini} />
          </li>
        ))}
      </ol>
      <DialogSkriningUlang pesertaId={pesertaId} nomorBaru={data.kini + 1} open={dialog} onClose={() => setDialog(false)} />
    </Bagian>
  );
}
