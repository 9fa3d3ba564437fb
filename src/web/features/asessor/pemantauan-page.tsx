import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCheck, Clock, Hand, Square, Wifi, WifiOff } from 'lucide-react';
import { toast } from '#web/lib/toast.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Panel, PageHeader } from '#web/components/ui/panel.tsx';
import { DihentikanCard } from './pemantauan/dihentikan-card';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { InputField, TextAreaField } from '#web/components/ui/field.tsx';
import { Termuat } from '#web/components/ui/daftar.tsx';
import { KonfirmasiDialog } from '#web/components/ui/konfirmasi-dialog.tsx';
import { NomorRegistrasi } from '#web/components/ui/nomor-registrasi.tsx';
import { EmptyRow, Table, Td } from '#web/components/ui/table.tsx';
import { PESAN_TANPA_JARINGAN, pesanGagal } from '#web/lib/api.ts';
import { formatSisa, formatWib } from '#web/lib/format.ts';
import {
  akhiriPengerjaan,
  bantuanSelesai,
  pemantauanQuery,
  segarkanPemantauan,
  tambahWaktu,
  type PemantauanRow,
} from './pemantauan/pemantauan-api';
import type { Pesan } from '#contract/index.ts';
import { TAMBAH_MENIT_MAKS } from '#contract/batas.ts';

const KEPALA = ['Nama', 'No. Registrasi', 'Sub Test', 'Dijawab', 'Sisa Waktu', 'Status', 'Aksi'];
/** A finished row shows when it ended where an open one shows its time left (it read "Sisa Waktu: 08.34 WIB"). */
const KEPALA_SELESAI = KEPALA.map((k) => (k === 'Sisa Waktu' ? 'Berakhir pada' : k));
/** Polling is enough for a room of tablets; a help request shows within this time. */
const SEGARKAN_MS = 3000;

function Status({ row }: { row: PemantauanRow }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {row.status === 'berjalan' && <Badge tone="brand">Sedang dikerjakan</Badge>}
      {row.status === 'waktu_habis' && <Badge tone="warn">Waktu habis</Badge>}
      {row.status === 'diakhiri' && <Badge tone="warn">Diakhiri petugas ({row.diakhiri_oleh})</Badge>}
      {row.status === 'berhenti' && <Badge tone="warn">Dihentikan peserta</Badge>}
      {row.status === 'selesai' && <Badge tone="ok">Selesai</Badge>}
      {row.terbuka &&
        (row.online ? (
          <Badge tone="ok">
            <Wifi className="size-3.5" aria-hidden />
            Online
          </Badge>
        ) : (
          <Badge tone="danger">
            <WifiOff className="size-3.5" aria-hidden />
            Offline
          </Badge>
        ))}
    </div>
  );
}

/** Pemantauan: the children of the Rutan in a sub test now, refreshed live; add time, end, help (issue 13). */
export default function PemantauanPage() {
  const queryClient = useQueryClient();
  const list = useQuery({
    ...pemantauanQuery(),
    refetchInterval: SEGARKAN_MS,
    refetchIntervalInBackground: true,
  });
  const [tambah, setTambah] = useState<PemantauanRow | null>(null);
  const [menit, setMenit] = useState('5');
  const [akhiri, setAkhiri] = useState<PemantauanRow | null>(null);
  const [alasanAkhiri, setAlasanAkhiri] = useState('');
  const [error, setError] = useState<string | null>(null);

  const aksi = useMutation({
    mutationFn: (panggil: () => Promise<Pesan>) => panggil(),
    onSuccess: ({ message }) => {
      toast.success(message);
      return segarkanPemantauan(queryClient);
    },
    onError: (e) => setError(pesanGagal(e, 'Aksi gagal. Silakan coba lagi.', PESAN_TANPA_JARINGAN)),
  });
  const busy = aksi.isPending;
  /** Runs an action on a row; `lalu` once it succeeded (closes its dialog). */
  const jalankan = (panggil: () => Promise<Pesan>, lalu?: () => void) => {
    setError(null);
    aksi.mutate(panggil, { onSuccess: lalu });
  };

  const kirimTambah = (event: FormEvent) => {
    event.preventDefault();
    if (!tambah) return;
    const n = Number(menit);
    if (!Number.isInteger(n) || n < 1 || n > TAMBAH_MENIT_MAKS) {
      setError(`Tambahan waktu harus 1 sampai ${TAMBAH_MENIT_MAKS} menit.`);
      return;
    }
    jalankan(
      () => tambahWaktu(tambah, n),
      () => setTambah(null),
    );
  };

  const rows = list.data?.data ?? [];
  const butuhBantuan = rows.filter((r) => r.bantuan_at);
  const sekarang = rows.filter((r) => r.terbuka);
  const selesai = rows.filter((r) => !r.terbuka);

  const baris = (r: PemantauanRow) => (
    <tr
      key={`${r.peserta_id}-${r.instrument}`}
      data-testid={`pantau-${r.registration_no}`}
      className={r.bantuan_at ? 'bg-warn-50' : undefined}
    >
      <Td className="font-semibold">{r.name}</Td>
      <Td className="text-sm">
        <NomorRegistrasi value={r.registration_no} />
      </Td>
      <Td>{r.kode}</Td>
      <Td>
        <span data-testid="dijawab">
          {r.dijawab} / {r.jumlah_soal}
        </span>
      </Td>
      <Td>
        {r.sisa_detik !== null ? (
          <span className="inline-flex items-center gap-1 font-mono text-lg font-semibold tabular-nums" data-testid="sisa">
            <Clock className="size-4" aria-hidden />
            {formatSisa(r.sisa_detik)}
          </span>
        ) : (
          <span className="text-slate-700">{formatWib(r.submitted_at)}</span>
        )}
        {r.tambahan_menit > 0 && <span className="block text-sm text-slate-700">+{r.tambahan_menit} menit</span>}
      </Td>
      <Td>
        <Status row={r} />
      </Td>
      <Td>
        {r.terbuka ? (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              onClick={() => {
                setError(null);
                setMenit('5');
                setTambah(r);
              }}
              aria-label={`Tambah waktu ${r.name}`}
            >
              <Clock className="size-4" aria-hidden />
              Tambah Waktu
            </Button>
            <Button
              size="sm"
              variant="danger"
              onClick={() => {
                setError(null);
                // Each ending asks its own reason: nothing typed for another child carries over.
                setAlasanAkhiri('');
                setAkhiri(r);
              }}
              aria-label={`Akhiri ${r.name}`}
            >
              <Square className="size-4" aria-hidden />
              Akhiri
            </Button>
          </div>
        ) : (
          <span className="text-slate-700">-</span>
        )}
      </Td>
    </tr>
  );

  return (
    <>
      <PageHeader
        title="Pemantauan"
        description="Anak di Rutan Anda yang sedang mengerjakan sub test, diperbarui otomatis setiap beberapa detik."
      />
      {butuhBantuan.length > 0 && (
        <div className="mb-4 flex flex-col gap-3" role="alert" aria-live="assertive">
          {butuhBantuan.map((r) => (
            <div
              key={`${r.peserta_id}-${r.instrument}`}
              className="flex flex-col gap-3 rounded-xl border-2 border-amber-400 bg-warn-50 p-4 sm:flex-row sm:items-center sm:justify-between"
              data-testid="bantuan"
            >
              <p className="flex items-start gap-2 text-lg font-semibold text-warn-700">
                <Hand className="mt-1 size-5 shrink-0" aria-hidden />
                <span>
                  {r.name} butuh bantuan ({r.kode}, sejak {formatWib(r.bantuan_at)})
                </span>
              </p>
              <Button variant="secondary" loading={busy} onClick={() => jalankan(() => bantuanSelesai(r))}>
                <CheckCheck className="size-4" aria-hidden />
                Sudah ditangani
              </Button>
            </div>
          ))}
        </div>
      )}
      <DihentikanCard segarkanMs={SEGARKAN_MS} />
      {error && !tambah && !akhiri && <Alert tone="danger" title={error} className="mb-4" />}
      <Panel>
        <Termuat query={list}>
          {() => (
            <>
              <Table head={KEPALA} caption="Anak yang sedang mengerjakan sub test" cards>
                {sekarang.length === 0 ? (
                  <EmptyRow colSpan={KEPALA.length}>Tidak ada anak yang sedang mengerjakan sub test.</EmptyRow>
                ) : (
                  sekarang.map(baris)
                )}
              </Table>
              {selesai.length > 0 && (
                // The room now comes first; who finished in the last hour folds away (issue 32).
                <details className="mt-4 rounded-lg border border-slate-200" data-testid="pantau-selesai">
                  <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-slate-800">
                    Selesai dalam satu jam terakhir ({selesai.length})
                  </summary>
                  <div className="p-2 sm:p-4">
                    <Table head={KEPALA_SELESAI} caption="Sub test yang selesai dalam satu jam terakhir" cards>
                      {selesai.map(baris)}
                    </Table>
                  </div>
                </details>
              )}
            </>
          )}
        </Termuat>
      </Panel>

      <Dialog open={tambah !== null} title="Tambah Waktu" onClose={() => setTambah(null)}>
        {tambah && (
          <form onSubmit={(e) => void kirimTambah(e)} className="flex flex-col gap-4" noValidate>
            <p className="text-slate-800">
              {tambah.name} · {tambah.kode}
              {tambah.sisa_detik !== null && <> · sisa {formatSisa(tambah.sisa_detik)}</>}
            </p>
            <InputField
              label="Tambahan waktu (menit)"
              type="number"
              inputMode="numeric"
              min={1}
              max={TAMBAH_MENIT_MAKS}
              value={menit}
              onValue={setMenit}
              hint={`1 sampai ${TAMBAH_MENIT_MAKS} menit.`}
              autoFocus
            />
            {error && <Alert tone="danger" title={error} />}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setTambah(null)} disabled={busy}>
                Batal
              </Button>
              <Button type="submit" loading={busy}>
                Tambah Waktu
              </Button>
            </div>
          </form>
        )}
      </Dialog>

      <KonfirmasiDialog
        open={akhiri !== null}
        title="Akhiri Pengerjaan"
        question={akhiri ? `Akhiri ${akhiri.kode} yang sedang dikerjakan ${akhiri.name}?` : ''}
        detail={
          <>
            <p>
              Jawaban yang sudah diisi disimpan. Sub test dicatat sebagai diakhiri petugas (nama Anda dan alasannya), bukan waktu
              habis.
            </p>
            <div className="mt-3">
              <TextAreaField
                label="Alasan mengakhiri (wajib)"
                name="alasan_akhiri"
                value={alasanAkhiri}
                onValue={setAlasanAkhiri}
                maxLength={500}
              />
            </div>
            {error && akhiri && <Alert tone="danger" title={error} className="mt-3" />}
          </>
        }
        confirmLabel="Akhiri"
        busy={busy}
        onCancel={() => setAkhiri(null)}
        onConfirm={() => {
          if (!akhiri) return;
          if (alasanAkhiri.trim().length < 3) return setError('Alasan mengakhiri sub test wajib diisi (3 sampai 500 karakter).');
          jalankan(
            () => akhiriPengerjaan(akhiri, alasanAkhiri.trim()),
            () => {
              setAkhiri(null);
              setAlasanAkhiri('');
            },
          );
        }}
      />
    </>
  );
}
