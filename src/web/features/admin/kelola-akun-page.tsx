import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Power, PowerOff, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import { tersimpan } from './tersimpan';
import {
  KONFIRMASI_HAPUS_ASESSOR,
  PESAN_GAGAL_HAPUS_ASESSOR,
  PESAN_GAGAL_HUBUNGI_SERVER,
  PESAN_GAGAL_UBAH_STATUS,
} from '#domain/messages.ts';
import { Button, buttonClass, TombolHapus } from '#web/components/ui/button.tsx';
import { Panel, PageHeader } from '#web/components/ui/panel.tsx';
import { KonfirmasiDialog } from '#web/components/ui/konfirmasi-dialog.tsx';
import { DaftarTabel } from '#web/components/ui/daftar.tsx';
import { PER_PAGE, useDaftarBerhalaman } from '#web/lib/daftar-berhalaman.ts';
import { NetworkError } from '#web/lib/api.ts';
import { segarkanAkun, hapusAsessor, halamanAsessor, toggleAsessor, type Asessor } from './akun/akun-api';
import { EditAsessorDialog } from './akun/edit-asessor-dialog';
import { BarisAsessor, kepalaAsessor } from './akun/tabel-asessor';

/** Kelola Akun: search by name, switch on/off, edit, delete assessor accounts; paged by the server (D10), as the other lists. */
export default function KelolaAkunPage() {
  const queryClient = useQueryClient();
  const daftar = useDaftarBerhalaman();
  const { q, page, setPage } = daftar;
  const asessors = useQuery(halamanAsessor({ q, page, per_page: PER_PAGE }));
  const total = asessors.data?.total;
  // The last account of the last page deleted (or a page from an old link): the last page that has any.
  useEffect(() => {
    if (total !== undefined && total > 0 && page > Math.ceil(total / PER_PAGE)) setPage(Math.ceil(total / PER_PAGE));
  }, [total, page, setPage]);
  const [editing, setEditing] = useState<Asessor | null>(null);
  const [deleting, setDeleting] = useState<Asessor | null>(null);

  const refresh = async () => {
    await segarkanAkun(queryClient);
  };

  const ubahStatus = useMutation({
    mutationFn: (a: Asessor) => toggleAsessor(a.id),
    onSuccess: async ({ message }) => {
      toast.success(message);
      await refresh();
    },
    onError: (err) => toast.error(err instanceof NetworkError ? PESAN_GAGAL_HUBUNGI_SERVER : PESAN_GAGAL_UBAH_STATUS),
  });
  const hapus = useMutation({
    mutationFn: (a: Asessor) => hapusAsessor(a.id),
    onSuccess: async ({ message }) => {
      toast.success(message);
      setDeleting(null);
      await refresh();
    },
    onError: (err) => toast.error(err instanceof NetworkError ? PESAN_GAGAL_HUBUNGI_SERVER : PESAN_GAGAL_HAPUS_ASESSOR),
  });
  // The account a change is running on (the buttons wait for it, and for the list to refresh).
  const busyId = ubahStatus.isPending ? ubahStatus.variables.id : hapus.isPending ? hapus.variables.id : undefined;
  const toggle = (a: Asessor) => ubahStatus.mutate(a);
  const remove = (a: Asessor) => hapus.mutate(a);

  const actions = (a: Asessor) => (
    <>
      <Button
        size="sm"
        variant={a.active ? 'secondary' : 'success'}
        loading={busyId === a.id && !deleting}
        disabled={busyId !== undefined}
        onClick={() => void toggle(a)}
        className="min-w-32 whitespace-nowrap"
      >
        {a.active ? <PowerOff className="size-4" aria-hidden /> : <Power className="size-4" aria-hidden />}
        {a.active ? 'Nonaktifkan' : 'Aktifkan'}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setEditing(a)} disabled={busyId !== undefined}>
        <Pencil className="size-4" aria-hidden />
        Edit
      </Button>
      <TombolHapus onClick={() => setDeleting(a)} disabled={busyId !== undefined} />
    </>
  );

  return (
    <>
      <PageHeader
        title="Kelola Akun"
        description="Daftar akun asessor. Menonaktifkan atau menghapus akun langsung mengakhiri sesi login asessor tersebut."
        actions={
          <Link to="/admin/add" className={buttonClass()}>
            <UserPlus className="size-5" aria-hidden />
            Tambah Asessor
          </Link>
        }
      />
      <Panel>
        <DaftarTabel
          daftar={daftar}
          query={asessors}
          gagal="Gagal memuat data asessor"
          cari={{ label: 'Cari nama atau ID asessor', placeholder: 'Ketik nama atau ID...' }}
          satuan="akun"
          kepala={kepalaAsessor([], true)}
          caption="Daftar akun asessor"
          kosong={(cari) => (cari ? `Tidak ada asessor dengan nama atau ID "${cari}".` : 'Belum ada akun asessor.')}
        >
          {(a, no) => <BarisAsessor key={a.id} a={a} no={no} status="akun" aksi={actions(a)} testId={`akun-${a.assesor_id}`} />}
        </DaftarTabel>
      </Panel>

      <EditAsessorDialog
        asessor={editing}
        onClose={() => setEditing(null)}
        onSaved={tersimpan(() => setEditing(null), refresh)}
      />

      <KonfirmasiDialog
        open={deleting !== null}
        title="Hapus Akun Asessor"
        question={KONFIRMASI_HAPUS_ASESSOR}
        detail={
          deleting && (
            <p>
              <strong>{deleting.name}</strong> ({deleting.assesor_id}, {deleting.location}). Data asesmen anak yang dibuatnya
              tetap tersimpan di {deleting.location}.
            </p>
          )
        }
        confirmLabel="Hapus"
        busy={busyId !== undefined}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove(deleting)}
      />
    </>
  );
}
