import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMutasi } from '#web/lib/use-mutasi.ts';
import { ArrowLeft, Save, Trash2, Upload } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import { tersimpan } from './tersimpan';
import { HURUF_KOGNITIF, INSTRUMEN_GAMBAR, type HurufKognitif } from '#domain/instruments.ts';
import { KOSONG_SOAL, PESAN_GAGAL_MUAT_SOAL, PESAN_UPLOAD_GAGAL } from '#domain/messages.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { Panel, PageHeader } from '#web/components/ui/panel.tsx';
import { InputField } from '#web/components/ui/field.tsx';
import { Termuat } from '#web/components/ui/daftar.tsx';
import { GambarSoal } from './soal/gambar-soal';
import { KonfirmasiDialog } from '#web/components/ui/konfirmasi-dialog.tsx';
import { PilihBerkas } from '#web/components/ui/pilih-berkas.tsx';
import { KunciDialog } from './soal/kunci-dialog';
import { pesanGagal } from '#web/lib/api.ts';
import { aturGambar, hapusGambar, segarkanSoal, unggahGambar, useSoal, type LabelGambar, type Soal } from './soal/soal-api';

const TERIMA_GAMBAR = '.jpg,.jpeg,.png';
const GAGAL_SIMPAN_GAMBAR = 'Gagal memperbarui gambar';

/** Cognitive image management: per question its picture, per option letter a thumbnail, filename, picker and Hapus. */
export default function GambarKognitifPage() {
  const queryClient = useQueryClient();
  const bank = useSoal(INSTRUMEN_GAMBAR);
  const { hash } = useLocation();
  const [menghapus, setMenghapus] = useState<{ soal: Soal; label: HurufKognitif } | null>(null);
  // After an option picture is replaced, ask whether the key still holds (issue 11).
  const [tanyaKunci, setTanyaKunci] = useState<{ soal: Soal; label: HurufKognitif } | null>(null);
  const muatUlang = () => segarkanSoal(queryClient, INSTRUMEN_GAMBAR);

  // 'Kelola Gambar' on a row of Kelola Soal links to that question's card.
  useEffect(() => {
    if (!bank.data || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [bank.data, hash]);

  const hapus = useMutasi({
    mutationFn: ({ soal, label }: { soal: Soal; label: HurufKognitif }) => hapusGambar(soal.id, label),
    onSuccess: ({ message }) => {
      toast.success(message);
      setMenghapus(null);
      return muatUlang();
    },
    onError: (err) => toast.error(pesanGagal(err, 'Gagal menghapus gambar')),
  });

  return (
    <>
      <PageHeader
        title="Kelola Gambar Soal Kognitif"
        description="Gambar .jpg, .jpeg atau .png, maksimal 2 MB. Gambar soal menampilkan pola; gambar pilihan A-F menampilkan pasangan kotak ke-7 dan ke-8."
        actions={
          <Link to="/admin/soal" className={buttonClass({ variant: 'secondary' })}>
            <ArrowLeft className="size-5" aria-hidden />
            Kembali ke Kelola Soal
          </Link>
        }
      />
      <Termuat query={bank} gagal={PESAN_GAGAL_MUAT_SOAL}>
        {(soal) =>
          soal.length === 0 ? (
            <Panel>
              <p className="py-6 text-center text-slate-600">{KOSONG_SOAL}</p>
            </Panel>
          ) : (
            <ol className="flex flex-col gap-6">
              {soal.map((s) => (
                <li key={s.id}>
                  <KartuSoal
                    soal={s}
                    onBerubah={muatUlang}
                    onHapus={(label) => setMenghapus({ soal: s, label })}
                    onGantiPilihan={(label) => setTanyaKunci({ soal: s, label })}
                  />
                </li>
              ))}
            </ol>
          )
        }
      </Termuat>

      <KunciDialog
        soal={tanyaKunci?.soal ?? null}
        gantiGambar={tanyaKunci?.label}
        onClose={() => setTanyaKunci(null)}
        onSaved={tersimpan(() => setTanyaKunci(null), muatUlang)}
      />

      <KonfirmasiDialog
        open={menghapus !== null}
        title="Hapus Gambar"
        question={menghapus ? `Hapus gambar pilihan ${menghapus.label} dari soal nomor ${menghapus.soal.nomor}?` : ''}
        detail="Berkas gambar tetap tersimpan; namanya dapat diisikan kembali."
        confirmLabel="Hapus"
        busy={hapus.isPending}
        onCancel={() => setMenghapus(null)}
        onConfirm={() => menghapus && hapus.mutate(menghapus)}
      />
    </>
  );
}

/** Uploads a picture and points the question's label at it. */
async function gantiGambar(soal: Soal, label: LabelGambar, file: File): Promise<string> {
  const { filename } = await unggahGambar(file);
  const { message } = await aturGambar(soal.id, label, filename);
  return message;
}

function PemilihBerkas({
  label,
  testId,
  onPilih,
  busy,
  ringkas = false,
}: {
  label: string;
  testId: string;
  onPilih: (file: File) => void;
  busy: boolean;
  /** Icon only on phones (the option cards are narrow there). */
  ringkas?: boolean;
}) {
  return (
    <PilihBerkas
      accept={TERIMA_GAMBAR}
      inputLabel={`Berkas: ${label}`}
      testId={testId}
      onPilih={onPilih}
      size="sm"
      variant="secondary"
      loading={busy}
      aria-label={`Pilih Gambar: ${label}`}
      title={label}
    >
      <Upload className="size-4" aria-hidden />
      <span className={ringkas ? 'hidden sm:inline' : undefined}>Pilih Gambar</span>
    </PilihBerkas>
  );
}

function KartuSoal({
  soal,
  onBerubah,
  onHapus,
  onGantiPilihan,
}: {
  soal: Soal;
  onBerubah: () => Promise<void>;
  onHapus: (label: HurufKognitif) => void;
  onGantiPilihan: (label: HurufKognitif) => void;
}) {
  const unggah = useMutasi({
    mutationFn: ({ label, file }: { label: LabelGambar; file: File }) => gantiGambar(soal, label, file),
    onSuccess: async (message, { label }) => {
      toast.success(message);
      await onBerubah();
      if (label !== 'soal') onGantiPilihan(label);
    },
    onError: (err) => toast.error(pesanGagal(err, PESAN_UPLOAD_GAGAL)),
  });
  const busyLabel = unggah.isPending ? unggah.variables.label : undefined;

  return (
    <Panel id={`soal-${soal.id}`} data-testid={`kelola-gambar-${soal.nomor}`} className="scroll-mt-4">
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <h2 className="text-xl font-bold text-brand-900">Soal {soal.nomor}</h2>
        {soal.kunci && <Badge tone="ok">Kunci: {soal.kunci}</Badge>}
      </div>
      <section aria-label={`Gambar soal ${soal.nomor}`}>
        <h3 className="text-sm font-semibold text-slate-700">Gambar Soal</h3>
        <GambarSoal
          filename={soal.pertanyaan}
          alt={`Gambar soal nomor ${soal.nomor}`}
          className="mt-1 max-h-40 w-full max-w-2xl"
        />
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <span className="break-all text-sm text-slate-700">{soal.pertanyaan || 'Belum ada gambar'}</span>
          <PemilihBerkas
            label={`Ganti gambar soal ${soal.nomor}`}
            testId={`berkas-${soal.nomor}-soal`}
            busy={busyLabel === 'soal'}
            onPilih={(file) => unggah.mutate({ label: 'soal', file })}
          />
        </div>
      </section>
      <h3 className="mt-5 text-sm font-semibold text-slate-700">Gambar Pilihan</h3>
      <ul className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {HURUF_KOGNITIF.map((h) => (
          <li key={h}>
            <KartuPilihan
              soal={soal}
              huruf={h}
              busy={busyLabel === h}
              onUnggah={(file) => unggah.mutate({ label: h, file })}
              onBerubah={async () => {
                await onBerubah();
                onGantiPilihan(h);
              }}
              onHapus={() => onHapus(h)}
            />
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function KartuPilihan({
  soal,
  huruf,
  busy,
  onUnggah,
  onBerubah,
  onHapus,
}: {
  soal: Soal;
  huruf: HurufKognitif;
  busy: boolean;
  onUnggah: (file: File) => void;
  onBerubah: () => Promise<void>;
  onHapus: () => void;
}) {
  const sekarang = soal.gambar?.[huruf] ?? '';
  const [nama, setNama] = useState(sekarang);
  const [dasar, setDasar] = useState(sekarang);
  const [error, setError] = useState<string>();
  // The stored name changed (upload, delete, another tab): show it instead of a stale edit.
  if (dasar !== sekarang) {
    setDasar(sekarang);
    setNama(sekarang);
    setError(undefined);
  }
  const berubah = nama.trim() !== sekarang && nama.trim() !== '';

  const simpan = useMutasi({
    mutationFn: (filename: string) => aturGambar(soal.id, huruf, filename),
    onSuccess: ({ message }) => {
      toast.success(message);
      return onBerubah();
    },
    onError: (err) => {
      const message = pesanGagal(err, GAGAL_SIMPAN_GAMBAR);
      setError(message);
      toast.error(message);
    },
  });
  const simpanNama = () => {
    setError(undefined);
    simpan.mutate(nama.trim());
  };

  return (
    <div
      className="grid h-full grid-cols-[6.5rem_1fr] gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-1"
      data-testid={`pilihan-${soal.nomor}-${huruf}`}
    >
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-1">
          <span className="text-lg font-bold text-slate-900">Pilihan {huruf}</span>
          {soal.kunci === huruf && <Badge tone="ok">Kunci</Badge>}
        </div>
        <GambarSoal filename={sekarang} alt={`Pilihan ${huruf} soal nomor ${soal.nomor}`} className="h-16 w-full sm:h-24" />
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <InputField
          label={
            <>
              Nama file<span className="sr-only"> pilihan {huruf}</span>
            </>
          }
          value={nama}
          onChange={(e) => setNama(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && berubah) simpanNama();
          }}
          error={error}
          maxLength={160}
          spellCheck={false}
        />
        <div className="mt-auto flex flex-wrap gap-2">
          <Button
            size="sm"
            onClick={simpanNama}
            disabled={!berubah}
            loading={simpan.isPending}
            aria-label={`Simpan nama file pilihan ${huruf}`}
            title="Simpan nama file"
          >
            <Save className="size-4" aria-hidden />
            <span className="hidden sm:inline">Simpan</span>
          </Button>
          <PemilihBerkas
            label={`Ganti gambar pilihan ${huruf} soal ${soal.nomor}`}
            testId={`berkas-${soal.nomor}-${huruf}`}
            busy={busy}
            onPilih={onUnggah}
            ringkas
          />
          <Button
            size="sm"
            variant="danger"
            onClick={onHapus}
            disabled={!sekarang}
            aria-label={`Hapus gambar pilihan ${huruf} soal ${soal.nomor}`}
            title="Hapus gambar"
          >
            <Trash2 className="size-4" aria-hidden />
            <span className="hidden sm:inline">Hapus</span>
          </Button>
        </div>
      </div>
    </div>
  );
}
