import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { DuaFaktorMulai, SesiAktif } from '#contract/index.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { KakiForm } from '#web/components/ui/kaki-form.tsx';
import { Panel, PageHeader } from '#web/components/ui/panel.tsx';
import { PasswordField, KodeAplikasiField } from '#web/components/ui/field.tsx';
import { Termuat } from '#web/components/ui/daftar.tsx';
import { KonfirmasiDialog } from '#web/components/ui/konfirmasi-dialog.tsx';
import { pesanGagal } from '#web/lib/api.ts';
import { segarkanMe, useMe } from '#web/lib/auth.ts';
import { formatWib } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { useKirim } from '#web/lib/use-kirim.ts';
import { useMutasi } from '#web/lib/use-mutasi.ts';
import {
  aktifkanDuaFaktor,
  akhiriSesi,
  aturDuaFaktorWajib,
  duaFaktorQuery,
  duaFaktorWajibQuery,
  segarkanDuaFaktor,
  segarkanKeamanan,
  segarkanSesiAktif,
  sesiAktifQuery,
  kodePemulihanBaru,
  mulaiDuaFaktor,
  nonaktifkanDuaFaktor,
  type AreaAkun,
} from './auth-api';

const GAGAL = 'Permintaan gagal. Coba lagi.';

/**
 * Keamanan Akun (D18), for the admin and each assessor: the second factor (enrol by QR code or by typing
 * the secret, ten recovery codes shown once, new codes, disable), the admin's switch requiring it for
 * every account, and "Sesi aktif" (each live session, any of them ended at once).
 */
export default function KeamananAkunPage() {
  const area: AreaAkun = useLocation().pathname.startsWith('/admin') ? 'admin' : 'asessor';
  const { data: me } = useMe();
  return (
    <>
      <PageHeader
        title="Keamanan Akun"
        description="Verifikasi dua langkah melindungi akun Anda walaupun password diketahui orang lain. Di sini juga terlihat setiap perangkat yang sedang login dengan akun Anda."
      />
      <div className="flex max-w-3xl flex-col gap-6">
        {me?.harus_aktifkan_dua_faktor && (
          <Alert tone="warn" title="Verifikasi dua langkah wajib">
            Admin mewajibkan verifikasi dua langkah untuk setiap akun. Aktifkan di bawah ini untuk membuka halaman lain.
          </Alert>
        )}
        <DuaFaktor area={area} />
        {area === 'admin' && <WajibUntukSemua />}
        <DaftarSesi area={area} />
      </div>
    </>
  );
}

function DuaFaktor({ area }: { area: AreaAkun }) {
  const queryClient = useQueryClient();
  const status = useQuery(duaFaktorQuery(area));
  const [pendaftaran, setPendaftaran] = useState<DuaFaktorMulai>();
  const [kodePemulihan, setKodePemulihan] = useState<string[]>();
  const segarkan = () => segarkanDuaFaktor(queryClient, area);
  const mulai = useMutasi({
    mutationFn: () => mulaiDuaFaktor(area),
    onSuccess: (res) => setPendaftaran(res),
    onError: (e) => toast.error(pesanGagal(e, GAGAL)),
  });

  return (
    <Panel>
      <h2 className="text-xl font-bold text-brand-900">Verifikasi Dua Langkah</h2>
      <Termuat query={status}>
        {(data) =>
          kodePemulihan ? (
            <KodePemulihan kode={kodePemulihan} onSelesai={() => setKodePemulihan(undefined)} />
          ) : data.aktif ? (
            <SudahAktif
              area={area}
              aktifAt={data.aktif_at}
              sisa={data.sisa_kode_pemulihan}
              wajib={data.wajib}
              onKodeBaru={setKodePemulihan}
              onNonaktif={segarkan}
            />
          ) : pendaftaran ? (
            <Pendaftaran
              area={area}
              pendaftaran={pendaftaran}
              onBatal={() => setPendaftaran(undefined)}
              onAktif={async (kode) => {
                setPendaftaran(undefined);
                setKodePemulihan(kode);
                await segarkan();
              }}
            />
          ) : (
            <div className="mt-3 flex flex-col gap-3">
              <p className="flex flex-wrap items-center gap-2 text-slate-800">
                Status: <Badge tone="warn">Belum aktif</Badge>
              </p>
              <p className="text-slate-700">
                Setelah aktif, setiap login meminta kode 6 angka dari aplikasi autentikator di ponsel Anda (misalnya Google
                Authenticator, Microsoft Authenticator, Aegis atau FreeOTP) selain password.
              </p>
              <div>
                <Button onClick={() => mulai.mutate()} loading={mulai.isPending}>
                  Aktifkan Verifikasi Dua Langkah
                </Button>
              </div>
            </div>
          )
        }
      </Termuat>
    </Panel>
  );
}

/** The secret in groups of four, easier to type into an app by hand. */
const berkelompok = (rahasia: string) => rahasia.match(/.{1,4}/g)?.join(' ') ?? rahasia;

function Pendaftaran({
  area,
  pendaftaran,
  onBatal,
  onAktif,
}: {
  area: AreaAkun;
  pendaftaran: DuaFaktorMulai;
  onBatal: () => void;
  onAktif: (kodePemulihan: string[]) => Promise<void>;
}) {
  const [kode, setKode] = useState('');
  const aktifkan = useKirim({
    periksa: () => /^\d{6}$/.test(kode.replace(/\s/g, '')) || 'Masukkan kode 6 angka yang tampil di aplikasi.',
    mutationFn: () => aktifkanDuaFaktor(area, kode.trim()),
    onSuccess: async (res) => {
      toast.success('Verifikasi dua langkah aktif.');
      await onAktif(res.kode_pemulihan);
    },
    gagal: GAGAL,
  });
  return (
    <div className="mt-3 flex flex-col gap-4">
      <ol className="list-decimal space-y-1 pl-6 text-slate-800">
        <li>Buka aplikasi autentikator di ponsel Anda dan pilih tambah akun.</li>
        <li>Pindai kode QR ini, atau ketik kunci rahasia di bawahnya.</li>
        <li>Masukkan kode 6 angka yang tampil di aplikasi.</li>
      </ol>
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(pendaftaran.qr_svg)}`}
        alt="Kode QR untuk aplikasi autentikator"
        width={224}
        height={224}
        className="size-56 self-center rounded border border-slate-300 bg-white p-2 sm:self-start"
        data-testid="qr-dua-faktor"
      />
      <div>
        <p className="font-medium text-slate-900">Kunci rahasia (jika tidak dapat memindai)</p>
        <p
          className="mt-1 break-all rounded bg-slate-100 p-3 font-mono text-lg tracking-wider text-slate-900"
          data-testid="rahasia-dua-faktor"
        >
          {berkelompok(pendaftaran.rahasia)}
        </p>
      </div>
      <form onSubmit={aktifkan.onSubmit} noValidate className="flex flex-col gap-3">
        <KodeAplikasiField name="kode_aktivasi" maxLength={7} value={kode} onValue={setKode} error={aktifkan.error} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={aktifkan.isPending}>
            Aktifkan
          </Button>
          <Button type="button" variant="secondary" onClick={onBatal}>
            Batal
          </Button>
        </div>
      </form>
    </div>
  );
}

function KodePemulihan({ kode, onSelesai }: { kode: string[]; onSelesai: () => void }) {
  return (
    <div className="mt-3 flex flex-col gap-4">
      <Alert tone="warn" title="Simpan kode pemulihan ini sekarang">
        Kode ini hanya ditampilkan sekali. Jika ponsel Anda hilang, satu kode dapat dipakai satu kali untuk login. Catat di kertas
        dan simpan di tempat terkunci; jangan simpan di ponsel yang sama.
      </Alert>
      <ol className="grid grid-cols-1 gap-2 font-mono text-lg text-slate-900 sm:grid-cols-2" data-testid="kode-pemulihan">
        {kode.map((k) => (
          <li key={k} className="rounded bg-slate-100 px-3 py-2 tracking-wider">
            {k}
          </li>
        ))}
      </ol>
      <div>
        <Button onClick={onSelesai}>Saya sudah menyimpan kode ini</Button>
      </div>
    </div>
  );
}

function SudahAktif({
  area,
  aktifAt,
  sisa,
  wajib,
  onKodeBaru,
  onNonaktif,
}: {
  area: AreaAkun;
  aktifAt: string | null;
  sisa: number;
  wajib: boolean;
  onKodeBaru: (kode: string[]) => void;
  onNonaktif: () => Promise<void>;
}) {
  const [kodeBaru, setKodeBaru] = useState('');
  const [bukti, setBukti] = useState({ kode: '', password: '' });
  const buat = useKirim({
    periksa: () => kodeBaru.trim() !== '' || 'Masukkan kode 6 angka dari aplikasi.',
    mutationFn: () => kodePemulihanBaru(area, kodeBaru.trim()),
    onSuccess: (res) => {
      setKodeBaru('');
      onKodeBaru(res.kode_pemulihan);
    },
    gagal: GAGAL,
  });
  const nonaktif = useKirim({
    periksa: () => bukti.kode.trim() !== '' || bukti.password !== '' || 'Isi kode dari aplikasi atau password Anda.',
    mutationFn: () => nonaktifkanDuaFaktor(area, bukti.kode.trim() ? { kode: bukti.kode.trim() } : { password: bukti.password }),
    onSuccess: async (res) => {
      toast.success(res.message);
      setBukti({ kode: '', password: '' });
      await onNonaktif();
    },
    gagal: GAGAL,
  });
  return (
    <div className="mt-3 flex flex-col gap-5">
      <p className="flex flex-wrap items-center gap-2 text-slate-800">
        Status: <Badge tone="ok">Aktif</Badge> sejak {formatWib(aktifAt)}. Sisa kode pemulihan: <strong>{sisa}</strong> dari 10.
      </p>
      {sisa <= 3 && (
        <Alert tone="warn" title="Kode pemulihan hampir habis">
          Buat sepuluh kode baru di bawah ini.
        </Alert>
      )}
      <form noValidate className="flex flex-col gap-3" onSubmit={buat.onSubmit}>
        <h3 className="text-lg font-semibold text-slate-900">Kode pemulihan baru</h3>
        <KodeAplikasiField
          name="kode_pemulihan_baru"
          hint="Sepuluh kode baru menggantikan semua kode lama."
          value={kodeBaru}
          onValue={setKodeBaru}
          error={buat.error}
        />
        <KakiForm variant="secondary" loading={buat.isPending}>
          Buat Kode Pemulihan Baru
        </KakiForm>
      </form>
      {wajib ? (
        <p className="text-slate-700">
          Admin mewajibkan verifikasi dua langkah untuk setiap akun, sehingga tidak dapat dinonaktifkan.
        </p>
      ) : (
        <form noValidate className="flex flex-col gap-3" onSubmit={nonaktif.onSubmit}>
          <h3 className="text-lg font-semibold text-slate-900">Nonaktifkan</h3>
          <p className="text-slate-700">Isi salah satu: kode dari aplikasi atau password Anda.</p>
          <KodeAplikasiField
            name="kode_nonaktif"
            value={bukti.kode}
            onChange={(e) => setBukti({ ...bukti, kode: e.target.value })}
          />
          <PasswordField
            label="Password"
            name="password_nonaktif"
            value={bukti.password}
            onChange={(e) => setBukti({ ...bukti, password: e.target.value })}
            error={nonaktif.error}
          />
          <KakiForm variant="danger" loading={nonaktif.isPending}>
            Nonaktifkan Verifikasi Dua Langkah
          </KakiForm>
        </form>
      )}
    </div>
  );
}

function WajibUntukSemua() {
  const queryClient = useQueryClient();
  const { data } = useQuery(duaFaktorWajibQuery());
  const atur = useMutasi({
    mutationFn: (wajib: boolean) => aturDuaFaktorWajib(wajib),
    onSuccess: async (res) => {
      toast.success(res.message);
      await segarkanKeamanan(queryClient);
    },
    onError: (e) => toast.error(pesanGagal(e, GAGAL)),
  });
  if (!data) return null;
  return (
    <Panel>
      <h2 className="text-xl font-bold text-brand-900">Wajib untuk Semua Akun</h2>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-800">
        Status: {data.wajib ? <Badge tone="ok">Wajib</Badge> : <Badge tone="neutral">Tidak wajib</Badge>}
      </p>
      <p className="mt-2 text-slate-700">
        Jika wajib, setiap admin dan asessor yang belum mengaktifkan verifikasi dua langkah hanya dapat membuka halaman Keamanan
        Akun sampai mengaktifkannya. Aktifkan dulu untuk akun Anda sendiri.
      </p>
      <div className="mt-3">
        <Button variant={data.wajib ? 'secondary' : 'primary'} loading={atur.isPending} onClick={() => atur.mutate(!data.wajib)}>
          {data.wajib ? 'Jadikan Tidak Wajib' : 'Wajibkan untuk Semua Akun'}
        </Button>
      </div>
    </Panel>
  );
}

function DaftarSesi({ area }: { area: AreaAkun }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sesi = useQuery({ ...sesiAktifQuery(area), refetchInterval: 60_000 });
  const [pilihan, setPilihan] = useState<SesiAktif | null>(null);
  const akhiri = useMutasi({
    mutationFn: (s: SesiAktif) => akhiriSesi(area, s.id),
    onSuccess: async (res, s) => {
      toast.success(res.message);
      setPilihan(null);
      if (s.sesi_ini) {
        await segarkanMe(queryClient);
        navigate(area === 'admin' ? '/login/admin' : '/login/asessor', { replace: true });
        return;
      }
      await segarkanSesiAktif(queryClient, area);
    },
    onError: (e) => {
      toast.error(pesanGagal(e, GAGAL));
      setPilihan(null);
      void sesi.refetch();
    },
  });
  return (
    <Panel>
      <h2 className="text-xl font-bold text-brand-900">Sesi Aktif</h2>
      <p className="mt-2 text-slate-700">
        Perangkat yang sedang login dengan akun Anda. Akhiri sesi yang tidak Anda kenali, lalu ganti password Anda.
      </p>
      <Termuat query={sesi}>
        {(data) => (
          <ul className="mt-4 flex flex-col gap-3" data-testid="daftar-sesi">
            {data.map((s) => (
              <li
                key={s.id}
                className="flex flex-col gap-2 rounded-lg border border-slate-300 p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div>
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                    {s.perangkat}
                    {s.sesi_ini && <Badge tone="brand">Sesi ini</Badge>}
                  </p>
                  <p className="text-slate-700">Alamat: {s.alamat ?? 'tidak diketahui'}</p>
                  <p className="text-slate-700">
                    Terakhir aktif {formatWib(s.terakhir_at)} · login {formatWib(s.dibuat_at)}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant={s.sesi_ini ? 'secondary' : 'danger'}
                  onClick={() => setPilihan(s)}
                  aria-label={`Akhiri sesi ${s.perangkat}${s.sesi_ini ? ' (sesi ini)' : ''}`}
                >
                  Akhiri
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Termuat>
      <KonfirmasiDialog
        open={pilihan !== null}
        title="Akhiri Sesi"
        question={
          pilihan?.sesi_ini
            ? 'Akhiri sesi ini? Anda akan keluar dan perlu login lagi.'
            : `Akhiri sesi ${pilihan?.perangkat ?? ''}?`
        }
        detail={pilihan && !pilihan.sesi_ini ? 'Perangkat itu langsung keluar pada permintaan berikutnya.' : undefined}
        confirmLabel="Akhiri Sesi"
        busy={akhiri.isPending}
        onCancel={() => setPilihan(null)}
        onConfirm={() => pilihan && akhiri.mutate(pilihan)}
      />
    </Panel>
  );
}
