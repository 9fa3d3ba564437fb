import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Images, KeyRound, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import { tersimpan } from './tersimpan';
import { HURUF_KOGNITIF, INSTRUMEN, INSTRUMENT_KEYS, isInstrumentKey, type InstrumentKey } from '#domain/instruments.ts';
import {
  KONFIRMASI_HAPUS_SOAL,
  KOSONG_SOAL,
  PESAN_GAGAL_HAPUS_SEMUA_SOAL,
  PESAN_GAGAL_HAPUS_SOAL,
  PESAN_GAGAL_MUAT_SOAL,
  konfirmasiHapusSemuaSoal,
} from '#domain/messages.ts';
import { DaftarStatusBank, PeringatanBank } from '#web/components/bank/status-bank.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, TombolHapus } from '#web/components/ui/button.tsx';
import { Panel, PageHeader } from '#web/components/ui/panel.tsx';
import { SelectField, Opsi } from '#web/components/ui/field.tsx';
import { Termuat } from '#web/components/ui/daftar.tsx';
import { Table, Td, IsiTabel } from '#web/components/ui/table.tsx';
import { EditSoalDialog } from './soal/edit-soal-dialog';
import { GantiBankDialog } from './soal/ganti-bank-dialog';
import { KunciDialog } from './soal/kunci-dialog';
import { GambarSoal } from './soal/gambar-soal';
import { KonfirmasiDialog } from '#web/components/ui/konfirmasi-dialog.tsx';
import { hapusSemuaSoal, hapusSoal, segarkanSoal, useSoal, type Soal } from './soal/soal-api';
import { UnggahBank, type HasilUnggah } from './soal/unggah-bank';
import { pesanGagal } from '#web/lib/api.ts';

const PILIHAN_TERAKHIR = 'kelola-soal-instrumen';

function instrumenAwal(): InstrumentKey {
  const tersimpan = sessionStorage.getItem(PILIHAN_TERAKHIR);
  return isInstrumentKey(tersimpan) ? tersimpan : INSTRUMENT_KEYS[0];
}

/** Kelola Soal: the question banks of the four instruments (seed-spec section 2, D6). */
export default function KelolaSoalPage() {
  const queryClient = useQueryClient();
  const [instrument, setInstrument] = useState<InstrumentKey>(instrumenAwal);
  const bank = useSoal(instrument);
  const [gagalUnggah, setGagalUnggah] = useState<HasilUnggah | null>(null);
  const [editing, setEditing] = useState<Soal | null>(null);
  const [deleting, setDeleting] = useState<Soal | null>(null);
  const [deletingAll, setDeletingAll] = useState(false);
  const [mengganti, setMengganti] = useState(false);
  const [kunciSoal, setKunciSoal] = useState<Soal | null>(null);
  const def = INSTRUMEN[instrument];
  const soal = bank.data ?? [];
  const kognitif = def.soal === 'gambar';
  // A bank whose scoring needs a fixed number of items is never cut: edited, or replaced whole (issue 11).
  const tetap = def.jumlahSoal !== null;

  const pilihInstrumen = (k: InstrumentKey) => {
    setInstrument(k);
    sessionStorage.setItem(PILIHAN_TERAKHIR, k);
  };
  const muatUlang = (k: InstrumentKey = instrument) => segarkanSoal(queryClient, k);

  const selesaiUnggah = (hasil: HasilUnggah) => {
    if (hasil.ok) {
      toast.success(hasil.message);
      setGagalUnggah(null);
      pilihInstrumen(hasil.instrument);
      void muatUlang(hasil.instrument);
    } else {
      toast.error(hasil.message);
      setGagalUnggah(hasil);
    }
  };

  const hapusSatuSoal = useMutation({
    mutationFn: (s: Soal) => hapusSoal(instrument, s.id),
    onSuccess: async ({ message }) => {
      toast.success(message);
      setDeleting(null);
      await muatUlang();
    },
    onError: (err) => toast.error(pesanGagal(err, PESAN_GAGAL_HAPUS_SOAL)),
  });
  const hapusSemuaBank = useMutation({
    mutationFn: () => hapusSemuaSoal(instrument),
    onSuccess: async ({ message }) => {
      toast.success(message);
      setDeletingAll(false);
      await muatUlang();
    },
    onError: (err) => toast.error(pesanGagal(err, PESAN_GAGAL_HAPUS_SEMUA_SOAL)),
  });
  // Busy until the list has been read again, as the dialogs wait for it.
  const busy = hapusSatuSoal.isPending || hapusSemuaBank.isPending;
  const hapusSatu = (s: Soal) => hapusSatuSoal.mutate(s);
  const hapusSemua = () => hapusSemuaBank.mutate();

  const aksi = (s: Soal) => (
    <div className="flex flex-wrap gap-2 sm:flex-nowrap">
      {kognitif && (
        <Button size="sm" variant="secondary" onClick={() => setKunciSoal(s)} aria-label={`Ubah kunci soal nomor ${s.nomor}`}>
          <KeyRound className="size-4" aria-hidden />
          Kunci
        </Button>
      )}
      {kognitif ? (
        <Link
          to={`/admin/upload-gambar-kognitif#soal-${s.id}`}
          className="inline-flex min-h-9 items-center gap-2 whitespace-nowrap rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-slate-100"
        >
          <Images className="size-4" aria-hidden />
          Kelola Gambar
        </Link>
      ) : (
        <Button size="sm" variant="secondary" onClick={() => setEditing(s)} aria-label={`Edit soal nomor ${s.nomor}`}>
          <Pencil className="size-4" aria-hidden />
          Edit
        </Button>
      )}
      {!tetap && <TombolHapus onClick={() => setDeleting(s)} aria-label={`Hapus soal nomor ${s.nomor}`} />}
    </div>
  );

  const pertanyaan = (s: Soal) =>
    kognitif ? (
      <GambarSoal filename={s.pertanyaan} alt={`Gambar soal nomor ${s.nomor}`} className="max-h-28 w-full max-w-md" />
    ) : (
      <span className="break-words">{s.pertanyaan}</span>
    );

  const pilihan = (s: Soal) =>
    kognitif ? (
      <div>
        <ul className="grid grid-cols-3 gap-2">
          {HURUF_KOGNITIF.map((h) => (
            <li key={h} className="flex flex-col items-center gap-1">
              <span className={`text-sm font-bold ${s.kunci === h ? 'text-ok-700' : 'text-slate-800'}`}>{h}</span>
              <GambarSoal filename={s.gambar?.[h]} alt={`Pilihan ${h} soal nomor ${s.nomor}`} className="h-14 w-full min-w-16" />
            </li>
          ))}
        </ul>
        {s.kunci && (
          <p className="mt-2">
            <Badge tone="ok">Kunci: {s.kunci}</Badge>
          </p>
        )}
      </div>
    ) : (
      <ol className="flex flex-col gap-0.5 text-slate-800">
        {s.pilihan.map((p, i) => (
          <li key={i} className="break-words">
            <span className="text-slate-600">{i + 1}.</span> {p}
          </li>
        ))}
      </ol>
    );

  return (
    <>
      <PageHeader title="Kelola Soal" description="Bank soal instrumen asesmen: unggah, ubah dan hapus soal." />
      <p className="-mt-2 mb-4 text-slate-700">
        Urutan sub test tiap kategori diatur di halaman{' '}
        <Link to="/admin/baterai" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
          Baterai Instrumen
        </Link>
        .
      </p>
      <div className="flex flex-col gap-6">
        <PeringatanBank untuk="admin" />
        <UnggahBank onSelesai={selesaiUnggah} />

        {gagalUnggah && (
          <div data-testid="kesalahan-unggah">
            <Alert tone="danger" title={`${INSTRUMEN[gagalUnggah.instrument].label}: ${gagalUnggah.message}`}>
              {gagalUnggah.errors.length > 0 && (
                <ul className="mt-2 list-disc pl-5">
                  {gagalUnggah.errors.map((e, i) => (
                    <li key={i}>{e}</li>
                  ))}
                </ul>
              )}
              <Button size="sm" variant="ghost" className="mt-2 -ml-3" onClick={() => setGagalUnggah(null)}>
                Tutup pesan
              </Button>
            </Alert>
          </div>
        )}

        <Panel>
          <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div className="w-full sm:max-w-xs">
              <SelectField
                label="Instrumen"
                name="instrumen"
                value={instrument}
                onChange={(e) => isInstrumentKey(e.target.value) && pilihInstrumen(e.target.value)}
              >
                <Opsi daftar={INSTRUMENT_KEYS} label={(k) => INSTRUMEN[k].label} />
              </SelectField>
            </div>
            {tetap ? (
              <Button variant="danger" onClick={() => setMengganti(true)}>
                <RefreshCw className="size-4" aria-hidden />
                Ganti Semua Soal
              </Button>
            ) : (
              <Button variant="danger" onClick={() => setDeletingAll(true)} disabled={soal.length === 0}>
                <Trash2 className="size-4" aria-hidden />
                Hapus Semua Soal
              </Button>
            )}
          </div>
          <div className="mb-4">
            <DaftarStatusBank />
          </div>

          {bank.data && (
            <p className="mb-3 text-slate-700" data-testid="jumlah-soal">
              {def.label}: {soal.length} soal
            </p>
          )}
          {tetap && (
            <p className="mb-3 text-slate-700" data-testid="catatan-bank-tetap">
              {def.label} memakai tepat {def.jumlahSoal} soal dengan nomor tetap, karena skornya dihitung per nomor soal. Soal
              dapat diubah dengan Edit, tetapi tidak dapat dihapus satu per satu; seluruh bank hanya dapat diganti dengan Ganti
              Semua Soal.
            </p>
          )}

          <Termuat query={bank} gagal={PESAN_GAGAL_MUAT_SOAL}>
            {() => (
              <>
                <ul className="flex flex-col gap-3 sm:hidden" aria-label={`Daftar soal ${def.label}`}>
                  {soal.length === 0 ? (
                    <li className="rounded-lg border border-slate-200 px-3 py-8 text-center text-slate-600">{KOSONG_SOAL}</li>
                  ) : (
                    soal.map((s) => (
                      <li
                        key={s.id}
                        className="rounded-lg border border-slate-200 bg-white p-3"
                        data-testid={`soal-kartu-${s.nomor}`}
                      >
                        <p className="text-sm font-semibold text-slate-600">No. {s.nomor}</p>
                        <div className="mt-1 text-slate-900">{pertanyaan(s)}</div>
                        <p className="mt-3 text-sm font-semibold text-slate-600">Pilihan</p>
                        <div className="mt-1">{pilihan(s)}</div>
                        <div className="mt-3">{aksi(s)}</div>
                      </li>
                    ))
                  )}
                </ul>
                <div className="hidden sm:block">
                  <Table head={['No', 'Pertanyaan', 'Pilihan', 'Aksi']} caption={`Daftar soal ${def.label}`}>
                    <IsiTabel baris={soal} kolom={4} kosong={KOSONG_SOAL}>
                      {(s) => (
                        <tr key={s.id} data-testid={`soal-${s.nomor}`}>
                          <Td className="w-12">{s.nomor}</Td>
                          <Td className="w-2/5">{pertanyaan(s)}</Td>
                          <Td className={kognitif ? 'min-w-64' : 'min-w-56'}>{pilihan(s)}</Td>
                          <Td>{aksi(s)}</Td>
                        </tr>
                      )}
                    </IsiTabel>
                  </Table>
                </div>
              </>
            )}
          </Termuat>
        </Panel>
      </div>

      <EditSoalDialog
        instrument={instrument}
        soal={editing}
        onClose={() => setEditing(null)}
        onSaved={tersimpan(() => setEditing(null), muatUlang)}
        onError={(message) => toast.error(message)}
      />

      <KonfirmasiDialog
        open={deleting !== null}
        title="Hapus Soal"
        question={KONFIRMASI_HAPUS_SOAL}
        detail={
          deleting && (kognitif ? `Soal nomor ${deleting.nomor} (${def.label}).` : `${deleting.nomor}. ${deleting.pertanyaan}`)
        }
        confirmLabel="Hapus"
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void hapusSatu(deleting)}
      />

      <GantiBankDialog
        instrument={instrument}
        open={mengganti}
        onClose={() => setMengganti(false)}
        onSaved={tersimpan(() => setMengganti(false), muatUlang)}
      />

      <KunciDialog soal={kunciSoal} onClose={() => setKunciSoal(null)} onSaved={tersimpan(() => setKunciSoal(null), muatUlang)} />

      <KonfirmasiDialog
        open={deletingAll}
        title="Hapus Semua Soal"
        question={konfirmasiHapusSemuaSoal(def.kode)}
        detail={`${soal.length} soal ${def.label} akan dihapus. Sub test ${def.label} tidak dapat dikerjakan anak sampai bank ini diisi lagi dengan unggahan baru.`}
        confirmLabel="Hapus Semua"
        busy={busy}
        onCancel={() => setDeletingAll(false)}
        onConfirm={() => void hapusSemua()}
      />
    </>
  );
}
