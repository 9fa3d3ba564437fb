import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { TINDAK_LANJUT_LIMITS as L } from '#contract/batas.ts';
import {
  ALASAN_TUTUP,
  LABEL_ALASAN_TUTUP,
  LABEL_TUJUAN_RUJUKAN,
  TUJUAN_RUJUKAN,
  type AlasanTutup,
  type TujuanRujukan,
} from '#domain/tindak-lanjut.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { Panel, PageHeader } from '#web/components/ui/panel.tsx';
import { InputField, Opsi, SelectField, TextAreaField } from '#web/components/ui/field.tsx';
import { KakiForm } from '#web/components/ui/kaki-form.tsx';
import { Termuat } from '#web/components/ui/daftar.tsx';
import { NomorRegistrasi } from '#web/components/ui/nomor-registrasi.tsx';
import { pesanGagal } from '#web/lib/api.ts';
import { useIsian } from '#web/lib/use-isian.ts';
import { useMe } from '#web/lib/auth.ts';
import { formatTanggal, formatWib } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { PrioritasBadge, StatusBadge } from './prioritas-badge';
import { ButirTindakan, DaftarKontakSetempat, KontakUntukRujukan } from './kontak-setempat';
import {
  bukaKembali,
  catatAksi,
  catatRujukan,
  rinciQuery,
  sekarangWib,
  simpanHasilRujukan,
  simpanPetugas,
  segarkanRinciTindakLanjut,
  segarkanTindakLanjut,
  tutupTindakLanjut,
  wibKeIso,
  type TindakLanjutRinci,
} from './tindak-lanjut-api';
import type { TindakLanjutDiubah } from '#contract/index.ts';

const LAINNYA = '__lainnya';

function Bagian({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel className="mb-6">
      <h2 className="mb-4 text-xl font-bold text-brand-900">{title}</h2>
      {children}
    </Panel>
  );
}

/** A change to the follow-up: on success a toast and a fresh read; on a 409 (someone else changed it) the server's words and a fresh read. */
function useUbah<V>(id: number, kirim: (v: V) => Promise<TindakLanjutDiubah>, selesai?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: kirim,
    onSuccess: async ({ message }) => {
      toast.success(message);
      selesai?.();
      await segarkanTindakLanjut(queryClient);
    },
    onError: async (error) => {
      toast.error(pesanGagal(error, 'Gagal menyimpan tindak lanjut.'));
      await segarkanRinciTindakLanjut(queryClient, id);
    },
  });
}

/** A form of one required text (a referral's outcome, the reason to reopen): sent trimmed, emptied once saved, its button off while empty. */
function useSatuTeks(id: number, kirim: (teks: string) => Promise<TindakLanjutDiubah>) {
  const [teks, setTeks] = useState('');
  const ubah = useUbah(id, kirim, () => setTeks(''));
  return {
    kolom: { value: teks, onValue: setTeks },
    kosong: !teks.trim(),
    loading: ubah.isPending,
    onSubmit: (e: FormEvent) => {
      e.preventDefault();
      if (teks.trim()) ubah.mutate(teks.trim());
    },
  };
}

/** One follow-up: its record, clock and officer; its actions, referrals and their outcomes; closing and reopening (D19). */
export default function RinciTindakLanjutPage() {
  const id = Number(useParams().id);
  const rinci = useQuery(rinciQuery(id));

  return (
    <>
      <PageHeader
        title="Rincian Tindak Lanjut"
        actions={
          <Link to="/asessor/tindak-lanjut" className={buttonClass({ variant: 'secondary' })}>
            <ArrowLeft className="size-5" aria-hidden />
            Daftar Tindak Lanjut
          </Link>
        }
      />
      <Termuat query={rinci} gagal="Gagal memuat tindak lanjut">
        {(data) => <Isi data={data} />}
      </Termuat>
    </>
  );
}

function Isi({ data }: { data: TindakLanjutRinci }) {
  const terbuka = data.status === 'terbuka';
  return (
    <>
      <Panel className={`mb-6 ${data.terlambat ? 'border-2 border-danger-700' : ''}`} data-testid="ringkasan-tindak-lanjut">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-xl font-bold">{data.peserta.name}</p>
            <NomorRegistrasi value={data.peserta.registration_no} className="text-sm" />
          </div>
          <div className="flex flex-wrap gap-2">
            <PrioritasBadge prioritas={data.prioritas} />
            <StatusBadge row={data} />
          </div>
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-slate-600">Tenggat</dt>
            <dd className={data.terlambat ? 'font-semibold text-danger-700' : undefined}>
              {data.tenggat ? formatWib(data.tenggat) : 'Tanpa tenggat'}
              {data.terlambat && ' (terlambat)'}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-600">Temuan muncul</dt>
            <dd>{formatWib(data.temuan_pada)}</dd>
          </div>
        </dl>
        <Petugas data={data} />
        {data.tindakan_saran.length > 0 && (
          <div className="mt-4">
            <p className="text-sm font-semibold text-slate-600">Tindakan yang diminta hasil asesmen</p>
            <ul className="mt-1 list-disc pl-5">
              <ButirTindakan tindakan={data.tindakan_saran} kontak={data.kontak_saran} />
            </ul>
          </div>
        )}
      </Panel>

      <Bagian title="Kontak Layanan Setempat">
        <DaftarKontakSetempat />
      </Bagian>

      <Bagian title="Tindakan">
        {data.aksi.length === 0 ? (
          <p className="mb-4 text-slate-600">Belum ada tindakan dicatat.</p>
        ) : (
          <ol className="mb-4 flex flex-col gap-3" data-testid="daftar-aksi">
            {data.aksi.map((a) => (
              <li key={a.id} className="rounded-lg border border-slate-200 p-3">
                <p className="font-semibold">{a.tindakan}</p>
                <p className="text-sm text-slate-700">
                  {a.oleh}, {formatWib(a.pada)}
                </p>
                {a.catatan && <p className="mt-1">{a.catatan}</p>}
              </li>
            ))}
          </ol>
        )}
        {terbuka && <FormAksi data={data} />}
      </Bagian>

      <Bagian title="Rujukan">
        {data.rujukan.length === 0 ? (
          <p className="mb-4 text-slate-600">Belum ada rujukan.</p>
        ) : (
          <ol className="mb-4 flex flex-col gap-3" data-testid="daftar-rujukan">
            {data.rujukan.map((r) => (
              <li key={r.id} className="rounded-lg border border-slate-200 p-3">
                <p className="font-semibold">
                  {r.tujuan === 'lainnya' ? r.tujuan_lain : LABEL_TUJUAN_RUJUKAN[r.tujuan]}, {formatTanggal(r.tanggal)}
                </p>
                {r.nomor && <p className="text-sm text-slate-700">Nomor rujukan: {r.nomor}</p>}
                {r.hasil ? (
                  <p className="mt-1">
                    <span className="font-semibold">Hasil:</span> {r.hasil}
                  </p>
                ) : (
                  <FormHasilRujukan data={data} rujukanId={r.id} />
                )}
              </li>
            ))}
          </ol>
        )}
        {terbuka && <FormRujukan data={data} />}
      </Bagian>

      <Bagian title={terbuka ? 'Tutup Tindak Lanjut' : 'Buka Kembali'}>
        {terbuka ? <FormTutup data={data} /> : <FormBukaKembali data={data} />}
      </Bagian>

      <Bagian title="Riwayat">
        <ol className="flex flex-col gap-2">
          {data.riwayat.map((r, i) => (
            <li key={i} className="text-slate-800">
              <span className="font-semibold">{formatWib(r.pada)}</span>, {r.oleh}: {r.keterangan ?? r.jenis}
            </li>
          ))}
        </ol>
      </Bagian>
    </>
  );
}

function Petugas({ data }: { data: TindakLanjutRinci }) {
  const [pilih, setPilih] = useState<string | null>(null);
  const nilai = pilih ?? (data.petugas ? String(data.petugas.id) : '');
  const simpan = useUbah(
    data.id,
    (v: string) => simpanPetugas(data.id, { versi: data.versi, petugas_id: v ? Number(v) : null }),
    () => setPilih(null),
  );
  return (
    <form
      className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        simpan.mutate(nilai);
      }}
    >
      <div className="sm:w-72">
        <SelectField label="Petugas penanggung jawab" value={nilai} onValue={setPilih}>
          <option value="">Belum ada petugas</option>
          {data.petugas_pilihan.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" variant="secondary" loading={simpan.isPending} disabled={pilih === null}>
        Simpan Petugas
      </Button>
    </form>
  );
}

function FormAksi({ data }: { data: TindakLanjutRinci }) {
  const { data: me } = useMe();
  const { isian, setIsian, kolom, setSalah } = useIsian(() => ({
    pilihan: data.tindakan_saran[0] ?? LAINNYA,
    lain: '',
    oleh: me?.asessor?.name ?? '',
    pada: sekarangWib(),
    catatan: '',
  }));
  const catat = useUbah(
    data.id,
    (body: Parameters<typeof catatAksi>[1]) => catatAksi(data.id, body),
    () => setIsian((f) => ({ ...f, lain: '', catatan: '', pada: sekarangWib() })),
  );
  const kirim = (e: FormEvent) => {
    e.preventDefault();
    const tindakan = isian.pilihan === LAINNYA ? isian.lain.trim() : isian.pilihan;
    if (!tindakan) return setSalah({ lain: 'Tindakan wajib diisi.' });
    if (!isian.pada) return setSalah({ pada: 'Waktu tindakan wajib diisi.' });
    catat.mutate({
      versi: data.versi,
      tindakan,
      oleh: isian.oleh,
      pada: wibKeIso(isian.pada),
      catatan: isian.catatan.trim() || null,
    });
  };
  return (
    <form className="grid gap-4 border-t border-slate-200 pt-4 md:grid-cols-2" onSubmit={kirim} aria-label="Catat tindakan">
      <div className="md:col-span-2">
        <SelectField label="Tindakan yang dijawab" {...kolom('pilihan')}>
          <Opsi daftar={data.tindakan_saran} label={(t) => (t.length > 120 ? `${t.slice(0, 117)}...` : t)} />
          <option value={LAINNYA}>Tindakan lain (tulis sendiri)</option>
        </SelectField>
      </div>
      {isian.pilihan === LAINNYA && (
        <div className="md:col-span-2">
          <InputField label="Tindakan lain" {...kolom('lain')} maxLength={L.tindakan} />
        </div>
      )}
      <InputField label="Dilakukan oleh" {...kolom('oleh')} maxLength={L.oleh} required />
      <InputField label="Waktu (WIB)" type="datetime-local" {...kolom('pada')} max={sekarangWib()} required />
      <div className="md:col-span-2">
        <TextAreaField label="Catatan singkat (opsional)" {...kolom('catatan')} maxLength={L.catatan} />
      </div>
      <KakiForm loading={catat.isPending}>Catat Tindakan</KakiForm>
    </form>
  );
}

function FormRujukan({ data }: { data: TindakLanjutRinci }) {
  const { isian, setIsian, kolom, setSalah } = useIsian(() => ({
    tujuan: '' as TujuanRujukan | '',
    lain: '',
    tanggal: sekarangWib().slice(0, 10),
    nomor: '',
    hasil: '',
  }));
  const { tujuan } = isian;
  const catat = useUbah(
    data.id,
    (body: Parameters<typeof catatRujukan>[1]) => catatRujukan(data.id, body),
    () => setIsian((f) => ({ ...f, tujuan: '', lain: '', nomor: '', hasil: '' })),
  );
  const kirim = (e: FormEvent) => {
    e.preventDefault();
    if (!tujuan) return setSalah({ tujuan: 'Tujuan rujukan wajib dipilih dari daftar.' });
    if (tujuan === 'lainnya' && !isian.lain.trim()) return setSalah({ lain: 'Tujuan rujukan "Lainnya" harus disebutkan.' });
    catat.mutate({
      versi: data.versi,
      tujuan,
      tujuan_lain: isian.lain.trim() || null,
      tanggal: isian.tanggal,
      nomor: isian.nomor.trim() || null,
      hasil: isian.hasil.trim() || null,
    });
  };
  return (
    <form className="grid gap-4 border-t border-slate-200 pt-4 md:grid-cols-2" onSubmit={kirim} aria-label="Catat rujukan">
      <SelectField label="Dirujuk ke" {...kolom('tujuan')}>
        <option value="">Pilih tujuan...</option>
        <Opsi daftar={TUJUAN_RUJUKAN} label={LABEL_TUJUAN_RUJUKAN} />
      </SelectField>
      <KontakUntukRujukan tujuan={tujuan} />
      {tujuan === 'lainnya' && <InputField label="Tujuan lainnya" {...kolom('lain')} maxLength={L.tujuanLain} />}
      <InputField label="Tanggal rujukan" type="date" {...kolom('tanggal')} max={sekarangWib().slice(0, 10)} required />
      <InputField label="Nomor rujukan (opsional)" {...kolom('nomor')} maxLength={L.nomor} />
      <div className="md:col-span-2">
        <TextAreaField label="Hasil rujukan (bila sudah ada)" {...kolom('hasil')} maxLength={L.hasil} />
      </div>
      <KakiForm loading={catat.isPending}>Catat Rujukan</KakiForm>
    </form>
  );
}

function FormHasilRujukan({ data, rujukanId }: { data: TindakLanjutRinci; rujukanId: number }) {
  const hasil = useSatuTeks(data.id, (v) => simpanHasilRujukan(data.id, rujukanId, { versi: data.versi, hasil: v }));
  return (
    <form className="mt-2 flex flex-col gap-2" aria-label="Hasil rujukan" onSubmit={hasil.onSubmit}>
      <TextAreaField label="Hasil rujukan" {...hasil.kolom} maxLength={L.hasil} />
      <KakiForm variant="secondary" size="sm" loading={hasil.loading} disabled={hasil.kosong}>
        Simpan Hasil
      </KakiForm>
    </form>
  );
}

function FormTutup({ data }: { data: TindakLanjutRinci }) {
  const { isian, kolom, setSalah } = useIsian({ alasan: '' as AlasanTutup | '', catatan: '' });
  const tutup = useUbah(data.id, (body: Parameters<typeof tutupTindakLanjut>[1]) => tutupTindakLanjut(data.id, body));
  return (
    <form
      className="grid gap-4 md:grid-cols-2"
      aria-label="Tutup tindak lanjut"
      onSubmit={(e) => {
        e.preventDefault();
        const { alasan } = isian;
        if (!alasan) return setSalah({ alasan: 'Alasan menutup tindak lanjut wajib dipilih.' });
        tutup.mutate({ versi: data.versi, alasan, catatan: isian.catatan.trim() || null });
      }}
    >
      <SelectField label="Alasan ditutup" {...kolom('alasan')}>
        <option value="">Pilih alasan...</option>
        <Opsi daftar={ALASAN_TUTUP} label={LABEL_ALASAN_TUTUP} />
      </SelectField>
      <TextAreaField label="Catatan (opsional)" {...kolom('catatan')} maxLength={L.catatan} />
      <KakiForm loading={tutup.isPending}>Tutup Tindak Lanjut</KakiForm>
    </form>
  );
}

function FormBukaKembali({ data }: { data: TindakLanjutRinci }) {
  const alasan = useSatuTeks(data.id, (v) => bukaKembali(data.id, { versi: data.versi, alasan: v }));
  return (
    <form className="flex flex-col gap-4" aria-label="Buka kembali tindak lanjut" onSubmit={alasan.onSubmit}>
      <InputField label="Alasan membuka kembali" {...alasan.kolom} maxLength={L.alasan} required />
      <KakiForm variant="secondary" loading={alasan.loading} disabled={alasan.kosong}>
        Buka Kembali
      </KakiForm>
    </form>
  );
}
