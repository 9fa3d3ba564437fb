import { useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutasi } from '#web/lib/use-mutasi.ts';
import { LogIn } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PublicFooter, PublicHeader } from '#web/components/layout/public-header.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { GagalMuat } from '#web/components/ui/gagal-muat.tsx';
import { Panel, PageHeader } from '#web/components/ui/panel.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { InputField } from '#web/components/ui/field.tsx';
import { Loading } from '#web/components/ui/spinner.tsx';
import { EmptyRow, Table, Td } from '#web/components/ui/table.tsx';
import { ApiError, PESAN_TANPA_JARINGAN, pesanGagal } from '#web/lib/api.ts';
import { useMe } from '#web/lib/auth.ts';
import { daftarPesertaQuery, lupakanSesiLama, masukDenganKode, masukPeserta, type Kategori, type MasukResponse, type PesertaRow } from './asesmen-api';
import { Pager } from '#web/components/ui/pager.tsx';
import { SearchField } from '#web/components/ui/search-field.tsx';
import { PER_PAGE, useDaftarBerhalaman } from '#web/lib/daftar-berhalaman.ts';
import { hapusSemuaDraftLokal, simpanKunciPerangkat } from './draf-lokal';
import { PilihLokasiPerangkat, useLokasiPerangkat } from './lokasi-perangkat';

export const KOSONG_ASESMEN_ANAK = 'Belum ada data asesmen anak.';

/** What differs between the child list (the spec's) and the detainee list (D17). */
const TEKS = {
  anak: {
    judul: 'Daftar Asesmen Anak',
    sebutan: 'anak',
    kosong: KOSONG_ASESMEN_ANAK,
    labelPassword: 'Password Akses Anak',
    ajakanKode: 'Punya kode masuk dari asessor? Ketik di sini, lalu tekan Masuk.',
  },
  tahanan: {
    judul: 'Daftar Asesmen Tahanan',
    sebutan: 'tahanan',
    kosong: 'Belum ada data asesmen tahanan.',
    labelPassword: 'Password Akses Tahanan',
    ajakanKode: 'Sudah menerima kode masuk dari asessor? Ketik kode tersebut, lalu tekan Masuk.',
  },
} as const;

function TombolMasuk({ row, onClick }: { row: PesertaRow; onClick: () => void }) {
  return (
    <Button
      size="lg"
      className="w-full sm:w-auto"
      onClick={onClick}
      disabled={row.selesai >= row.jumlah_subtes}
      aria-label={`Enter ${row.registration_no}`}
    >
      <LogIn className="size-5" aria-hidden />
      Enter
    </Button>
  );
}

/** The child list (D2): Enter asks for the access password, or, for this Rutan's assessor, hands the device over. */
export default function DaftarAnakPage() {
  return <DaftarPeserta kategori="anak" />;
}

/** A category's list (D2, D17): masked for a visitor, Enter with the access password or the assessor's hand-over. */
export function DaftarPeserta({ kategori }: { kategori: Kategori }) {
  const t = TEKS[kategori];
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const daftar = useDaftarBerhalaman();
  const { search, setSearch, q, page, setPage } = daftar;
  const perangkat = useLokasiPerangkat();
  // An assessor's list is its own facility's, whatever the device chose (the server decides, D2).
  const lokasi = me.data?.asessor ? '' : perangkat.lokasi;
  const list = useQuery(daftarPesertaQuery(kategori, q, page, lokasi));
  const asessor = me.data?.asessor;
  const masukBerhasil = (res: MasukResponse) => {
    // Another child's answers left on this device go; this child's unsent ones stay (D5), readable
    // again with the key this entry gives (issue 29).
    hapusSemuaDraftLokal(res.id);
    simpanKunciPerangkat(res.id, res.kunci_perangkat);
    lupakanSesiLama(queryClient);
    navigate(res.lanjut);
  };
  const [dipilih, setDipilih] = useState<PesertaRow | null>(null);
  const [password, setPassword] = useState('');
  // A code from the assessor is the usual way in (D14); the access password stays possible.
  const [cara, setCara] = useState<'kode' | 'password'>('kode');
  const [error, setError] = useState<string | null>(null);

  const tutup = () => {
    setDipilih(null);
    setCara('kode');
    setPassword('');
    setError(null);
  };

  const kirim = useMutasi({
    mutationFn: ({ id, bukti }: { id: number; bukti?: { kode: string } | { password: string } }) => masukPeserta(id, bukti, kategori),
    onSuccess: masukBerhasil,
    onError: (e) => {
      setError(pesanGagal(e, 'Gagal masuk. Silakan coba lagi.', PESAN_TANPA_JARINGAN));
      // A wrong password is typed again from nothing; a code stays, to be corrected (issue 32).
      if (e instanceof ApiError && e.status === 401 && cara === 'password') setPassword('');
    },
  });
  const sibuk = kirim.isPending;

  const masuk = (event?: FormEvent) => {
    event?.preventDefault();
    if (!dipilih || sibuk) return;
    if (!asessor && !password.trim()) {
      setError(cara === 'kode' ? 'Kode masuk wajib diisi.' : 'Password akses wajib diisi.');
      return;
    }
    setError(null);
    kirim.mutate({ id: dipilih.id, bukti: asessor ? undefined : cara === 'kode' ? { kode: password } : { password } });
  };

  const rows = list.data?.data ?? [];
  const nomorAwal = (page - 1) * PER_PAGE;
  const kosong = q ? 'Tidak ada data yang cocok dengan pencarian.' : t.kosong;
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
        <PageHeader
          title={t.judul}
          description={
            asessor
              ? `Anda login sebagai asessor ${asessor.name} (${asessor.location}). Tekan Enter untuk memulai asesmen ${t.sebutan}.`
              : `Nama ditampilkan sebagai inisial untuk menjaga kerahasiaan. Ketik kode masuk dari asessor, atau cari nomor registrasi lalu tekan Enter.`
          }
        />
        {!asessor && !me.isPending && <MasukDenganKode kategori={kategori} ajakan={t.ajakanKode} onMasuk={masukBerhasil} />}
        <Panel className="p-0 sm:p-4">
          <div className="grid gap-4 p-4 sm:grid-cols-2 sm:items-start sm:p-0 sm:pb-4">
            {!asessor && !me.isPending && <PilihLokasiPerangkat state={perangkat} onPilih={() => setPage(1)} />}
            <SearchField
              value={search}
              onChange={setSearch}
              {...(asessor ? {} : { label: 'Cari nomor registrasi', placeholder: 'Ketik nomor registrasi...' })}
            />
          </div>
          {list.isPending ? (
            <div className="px-4">
              <Loading text={`Memuat daftar ${t.sebutan}...`} />
            </div>
          ) : list.isError ? (
            <div className="p-4">
              <GagalMuat title={`Gagal memuat daftar ${t.sebutan}.`} error={list.error} onRetry={() => void list.refetch()} />
            </div>
          ) : (
            <>
              {/* Phones: one card per child, the Enter button full width; wider screens: the spec's table. */}
              <ul className="divide-y divide-slate-200 sm:hidden" aria-label={`Daftar asesmen ${t.sebutan}`}>
                {rows.length === 0 ? (
                  <li className="px-4 py-8 text-center text-slate-600">{kosong}</li>
                ) : (
                  rows.map((row, i) => (
                    <li key={row.id} className="flex flex-col gap-3 p-4">
                      <div>
                        <p className="text-sm text-slate-700">
                          No. {nomorAwal + i + 1} &middot; No. Registrasi{' '}
                          <span className="font-mono font-semibold text-slate-900">{row.registration_no}</span>
                        </p>
                        <p className="text-lg font-semibold text-slate-900">{row.name}</p>
                        <p className="text-sm text-slate-700">
                          {row.selesai} dari {row.jumlah_subtes} sub test selesai
                        </p>
                      </div>
                      <TombolMasuk row={row} onClick={() => setDipilih(row)} />
                    </li>
                  ))
                )}
              </ul>
              <div className="hidden sm:block">
                <Table head={['No', 'No. Registrasi', 'Nama', 'Aksi']} caption={`Daftar asesmen ${t.sebutan}`}>
                  {rows.length === 0 ? (
                    <EmptyRow colSpan={4}>{kosong}</EmptyRow>
                  ) : (
                    rows.map((row, i) => (
                      <tr key={row.id}>
                        <Td>{nomorAwal + i + 1}</Td>
                        <Td className="font-mono">{row.registration_no}</Td>
                        <Td>
                          <span className="font-semibold">{row.name}</span>
                          <span className="block text-sm text-slate-700">
                            {row.selesai} dari {row.jumlah_subtes} sub test selesai
                          </span>
                        </Td>
                        <Td>
                          <TombolMasuk row={row} onClick={() => setDipilih(row)} />
                        </Td>
                      </tr>
                    ))
                  )}
                </Table>
              </div>
              {list.data && (
                <div className="px-4 pb-4 sm:p-0">
                  <Pager page={page} perPage={PER_PAGE} total={list.data.total} onPage={setPage} busy={list.isFetching} />
                </div>
              )}
            </>
          )}
        </Panel>
      </main>
      <PublicFooter />

      <Dialog
        open={dipilih !== null}
        title={asessor ? `Serahkan perangkat kepada ${t.sebutan}?` : 'Masuk ke Asesmen'}
        onClose={tutup}
      >
        {dipilih && (
          <form onSubmit={masuk} className="flex flex-col gap-4">
            <p className="text-base text-slate-800">
              No. Registrasi: <strong className="font-mono">{dipilih.registration_no}</strong>
            </p>
            {asessor ? (
              <Alert tone="warn" title="Sesi asessor akan diakhiri di perangkat ini.">
                Anda sedang login sebagai asessor. Jika melanjutkan, Anda akan logout dari perangkat ini agar {t.sebutan} tidak
                dapat membuka area asessor. Silakan login kembali setelah {t.sebutan} selesai.
              </Alert>
            ) : (
              <>
                <fieldset className="flex flex-col gap-2">
                  <legend className="mb-1 text-sm font-semibold text-slate-800">Masuk dengan</legend>
                  <div className="grid grid-cols-2 gap-2">
                    {(
                      [
                        ['kode', 'Kode masuk'],
                        ['password', 'Password akses'],
                      ] as const
                    ).map(([nilai, label]) => (
                      <label
                        key={nilai}
                        className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 px-3 font-semibold ${
                          cara === nilai ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-300 text-slate-800'
                        }`}
                      >
                        <input
                          type="radio"
                          name="cara-masuk"
                          value={nilai}
                          checked={cara === nilai}
                          onChange={() => {
                            setCara(nilai);
                            setPassword('');
                            setError(null);
                          }}
                          className="size-4"
                        />
                        {label}
                      </label>
                    ))}
                  </div>
                </fieldset>
                {cara === 'kode' ? (
                  <InputField
                    key="kode"
                    label="Kode Masuk dari Asessor"
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    autoFocus
                    maxLength={12}
                    className="font-mono text-2xl tracking-[0.15em] uppercase"
                    hint="8 huruf/angka, misalnya ABCD 2345."
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                  />
                ) : (
                  <InputField
                    key="password"
                    label={t.labelPassword}
                    type="password"
                    autoComplete="off"
                    autoFocus
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                  />
                )}
              </>
            )}
            {error && (
              <p role="alert" className="rounded-lg border border-red-300 bg-danger-50 p-3 font-medium text-danger-700">
                {error}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" size="lg" onClick={tutup}>
                Batal
              </Button>
              <Button type="submit" size="lg" loading={sibuk}>
                {asessor ? 'Ya, logout dan masuk' : 'Masuk'}
              </Button>
            </div>
          </form>
        )}
      </Dialog>
    </div>
  );
}

/**
 * The entry code alone (issue 32): the server finds whose code it is, so a child need not find a row.
 * A wrong code stays in the field, selected, to be corrected rather than typed again.
 */
function MasukDenganKode({
  kategori,
  ajakan,
  onMasuk,
}: {
  kategori: Kategori;
  ajakan: string;
  onMasuk: (res: MasukResponse) => void;
}) {
  const [kode, setKode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const kirim = useMutasi({
    mutationFn: (teks: string) => masukDenganKode(teks, kategori),
    onSuccess: onMasuk,
    onError: (e) => {
      setError(pesanGagal(e, 'Gagal masuk. Silakan coba lagi.', PESAN_TANPA_JARINGAN));
      field.current?.select();
    },
  });
  const masuk = (event: FormEvent) => {
    event.preventDefault();
    if (kirim.isPending) return;
    if (!kode.trim()) {
      setError('Kode masuk wajib diisi.');
      field.current?.focus();
      return;
    }
    setError(null);
    kirim.mutate(kode);
  };
  return (
    <Panel className="mb-4">
      <form onSubmit={masuk} className="flex flex-col gap-3" aria-label="Masuk dengan kode">
        <p className="text-base text-slate-800">{ajakan}</p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="sm:w-72">
            <InputField
              ref={field}
              label="Kode Masuk dari Asessor"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={12}
              className="font-mono text-2xl tracking-[0.15em] uppercase"
              hint="8 huruf/angka, misalnya ABCD 2345."
              value={kode}
              onChange={(e) => setKode(e.target.value)}
            />
          </div>
          <Button type="submit" size="lg" className="sm:mt-6" loading={kirim.isPending}>
            <LogIn className="size-5" aria-hidden />
            Masuk
          </Button>
        </div>
        {error && (
          <p role="alert" className="rounded-lg border border-red-300 bg-danger-50 p-3 font-medium text-danger-700">
            {error}
          </p>
        )}
      </form>
    </Panel>
  );
}
