import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
import { SearchField } from '#web/components/ui/search-field.tsx';
import { KonfirmasiDialog } from '#web/components/ui/konfirmasi-dialog.tsx';
import { Termuat } from '#web/components/ui/daftar.tsx';
import { NetworkError } from '#web/lib/api.ts';
import { segarkanAkun, hapusAsessor, toggleAsessor, useAsessors, type Asessor } from './akun/akun-api';
import { EditAsessorDialog } from './akun/edit-asessor-dialog';
import { TabelAsessor } from './akun/tabel-asessor';
import { AktifBadge, OnlineBadge } from './akun/status-asessor';

/** Kelola Akun: search by name, switch on/off, edit, delete assessor accounts. */
export default function KelolaAkunPage() {
  const queryClient = useQueryClient();
  const asessors = useAsessors();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Asessor | null>(null);
  const [deleting, setDeleting] = useState<Asessor | null>(null);

  const refresh = async () => {
    await segarkanAkun(queryClient);
  };

  const needle = search.trim().toLocaleLowerCase('id');
  const rows = (asessors.data ?? []).filter((a) => a.name.toLocaleLowerCase('id').includes(needle));

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

  const emptyText = asessors.data?.length === 0 ? 'Belum ada akun asessor.' : `Tidak ada asessor dengan nama "${search.trim()}".`;

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
        <div className="mb-4">
          <SearchField label="Cari nama asessor" placeholder="Ketik nama..." value={search} onChange={setSearch} />
        </div>
        <Termuat query={asessors} gagal="Gagal memuat data asessor">
          {() => (
            <TabelAsessor
              data={rows}
              empty={emptyText}
              caption="Daftar akun asessor"
              status={(a) => (
                <>
                  <AktifBadge active={a.active} />
                  <OnlineBadge online={a.is_online} />
                </>
              )}
              aksi={actions}
              testId={(a) => `akun-${a.assesor_id}`}
              kartuTestId={(a) => `akun-kartu-${a.assesor_id}`}
            />
          )}
        </Termuat>
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
