import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Building2, DoorClosed, DoorOpen, Pencil, Phone, Plus, ShieldAlert } from 'lucide-react';
import { toast } from '#web/lib/toast.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, TombolAksi } from '#web/components/ui/button.tsx';
import { Bagian, PageHeader } from '#web/components/ui/panel.tsx';
import { Dialog, TombolDialog } from '#web/components/ui/dialog.tsx';
import { DaftarTabel } from '#web/components/ui/daftar.tsx';
import { KonfirmasiDialog } from '#web/components/ui/konfirmasi-dialog.tsx';
import { Td } from '#web/components/ui/table.tsx';
import { pesanGagal } from '#web/lib/api.ts';
import { useMutasi } from '#web/lib/use-mutasi.ts';
import {
  segarkanLokasi,
  tambahLokasi,
  ubahLokasi,
  ubahStatusLokasi,
  useDaftarLokasi,
  type Lokasi,
  type LokasiUbah,
} from './lokasi/lokasi-api';
import { FormLokasi, LOKASI_KOSONG } from './lokasi/lokasi-form';
import { KontakDialog } from './lokasi/kontak-dialog';
import { KriteriaDialog } from './lokasi/kriteria-dialog';

const GAGAL = 'Gagal menyimpan lokasi.';
const GAGAL_SERVER = 'Gagal menghubungi server.';

/** Kelola Lokasi (D24): the facilities, added, renamed, closed and reopened by the admin. */
export default function KelolaLokasiPage() {
  const queryClient = useQueryClient();
  const lokasi = useDaftarLokasi();
  const [mengubah, setMengubah] = useState<Lokasi | null>(null);
  const [menutup, setMenutup] = useState<Lokasi | null>(null);
  const [kontak, setKontak] = useState<Lokasi | null>(null);
  const [kriteria, setKriteria] = useState<Lokasi | null>(null);
  const [pesanTambah, setPesanTambah] = useState<string>();
  const [pesanUbah, setPesanUbah] = useState<string>();

  const segarkan = () => segarkanLokasi(queryClient);
  const tambah = useMutasi({
    mutationFn: ({ body }: { body: LokasiUbah; reset: () => void }) => tambahLokasi(body),
    onSuccess: async ({ message }, { reset }) => {
      toast.success(message);
      reset();
      await segarkan();
    },
    onError: (err) => setPesanTambah(pesanGagal(err, GAGAL, GAGAL_SERVER)),
  });
  const ubah = useMutasi({
    mutationFn: ({ id, body }: { id: number; body: LokasiUbah }) => ubahLokasi(id, body),
    onSuccess: async ({ message }) => {
      toast.success(message);
      setMengubah(null);
      await segarkan();
    },
    onError: (err) => setPesanUbah(pesanGagal(err, GAGAL, GAGAL_SERVER)),
  });
  const status = useMutasi({
    mutationFn: (l: Lokasi) => ubahStatusLokasi(l.id, !l.aktif),
    onSuccess: async ({ message }) => {
      toast.success(message);
      setMenutup(null);
      await segarkan();
    },
    onError: (err) => toast.error(pesanGagal(err, 'Gagal mengubah status lokasi.', GAGAL_SERVER)),
  });
  const sibuk = status.isPending ? status.variables.id : undefined;

  const aksi = (l: Lokasi) => (
    <>
      <TombolAksi
        ikon={Pencil}
        onClick={() => {
          setPesanUbah(undefined);
          setMengubah(l);
        }}
        label={`Ubah ${l.nama}`}
      >
        Ubah
      </TombolAksi>
      <TombolAksi ikon={Phone} onClick={() => setKontak(l)} label={`Kontak ${l.nama}`}>
        Kontak
      </TombolAksi>
      <TombolAksi ikon={ShieldAlert} onClick={() => setKriteria(l)} label={`Kriteria kritis ${l.nama}`}>
        Kriteria
      </TombolAksi>
      {l.aktif ? (
        <TombolAksi ikon={DoorClosed} onClick={() => setMenutup(l)} disabled={sibuk !== undefined} label={`Tutup ${l.nama}`}>
          Tutup
        </TombolAksi>
      ) : (
        <TombolAksi
          ikon={DoorOpen}
          variant="success"
          loading={sibuk === l.id}
          disabled={sibuk !== undefined}
          onClick={() => status.mutate(l)}
          label={`Buka kembali ${l.nama}`}
        >
          Buka kembali
        </TombolAksi>
      )}
    </>
  );
  const lencana = (l: Lokasi) => (l.aktif ? <Badge tone="ok">Terbuka</Badge> : <Badge tone="warn">Ditutup</Badge>);
  const head = ['No', 'Nama', 'Jenis', 'Provinsi', 'Asessor', 'Data', 'Status', 'Aksi'];

  return (
    <>
      <PageHeader
        title="Kelola Lokasi"
        description="Rutan, LPKA, LPAS, Lapas dan Bapas tempat asesmen dilakukan. Lokasi yang ditutup tidak menerima akun atau data baru; datanya tetap dapat dibaca asessornya."
      />
      <div className="flex flex-col gap-6">
        <Bagian halaman judul="Tambah Lokasi" ikon={Building2} className="max-w-2xl">
          <FormLokasi
            nama="Tambah Lokasi"
            awal={LOKASI_KOSONG}
            pesan={pesanTambah}
            onSimpan={(body, reset) => {
              setPesanTambah(undefined);
              tambah.mutate({ body, reset });
            }}
            tombol={
              <div>
                <Button type="submit" loading={tambah.isPending}>
                  {!tambah.isPending && <Plus className="size-5" aria-hidden />}
                  Tambah Lokasi
                </Button>
              </div>
            }
          />
        </Bagian>
        <Bagian halaman judul="Daftar Lokasi">
          <DaftarTabel query={lokasi} gagal="Gagal memuat daftar lokasi" kepala={head} caption="Daftar lokasi" kosong={() => 'Belum ada lokasi.'}>
            {(l, no) => (
              <tr key={l.id} data-testid={`lokasi-${l.id}`}>
                <Td>{no}</Td>
                <Td className="font-semibold text-slate-900">{l.nama}</Td>
                <Td>{l.jenis}</Td>
                <Td>{l.provinsi ?? <span className="text-slate-600">Belum diisi</span>}</Td>
                <Td>{l.jumlah_asessor}</Td>
                <Td>{l.jumlah_peserta}</Td>
                <Td>{lencana(l)}</Td>
                <Td>
                  {/* Two by two on a desktop (four buttons beside seven columns), side by side in a card. */}
                  <div className="flex flex-wrap gap-2 xl:grid xl:w-max xl:grid-cols-2">{aksi(l)}</div>
                </Td>
              </tr>
            )}
          </DaftarTabel>
        </Bagian>
      </div>

      <Dialog open={mengubah !== null} title="Ubah Lokasi" onClose={() => setMengubah(null)}>
        {mengubah && (
          <FormLokasi
            key={mengubah.id}
            nama="Ubah Lokasi"
            awal={{ nama: mengubah.nama, jenis: mengubah.jenis, provinsi: mengubah.provinsi ?? '' }}
            pesan={pesanUbah}
            onSimpan={(body) => {
              setPesanUbah(undefined);
              ubah.mutate({ id: mengubah.id, body });
            }}
            tombol={<TombolDialog onBatal={() => setMengubah(null)} busy={ubah.isPending || ubah.isSuccess} />}
          />
        )}
      </Dialog>

      <KontakDialog lokasi={kontak} onClose={() => setKontak(null)} />
      <KriteriaDialog lokasi={kriteria} onClose={() => setKriteria(null)} />

      <KonfirmasiDialog
        open={menutup !== null}
        title="Tutup Lokasi"
        question={`Tutup ${menutup?.nama ?? ''}?`}
        detail={
          <p>
            Lokasi yang ditutup tidak menerima akun asessor atau data asesmen baru. Asessornya tetap dapat login dan membaca
            datanya. Lokasi dapat dibuka kembali kapan saja.
          </p>
        }
        confirmLabel="Tutup Lokasi"
        busy={sibuk !== undefined}
        onCancel={() => setMenutup(null)}
        onConfirm={() => menutup && status.mutate(menutup)}
      />
    </>
  );
}
