import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { RekanAsessor } from '#contract/index.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Panel, PageHeader } from '#web/components/ui/panel.tsx';
import { DaftarTabel, sebagaiDaftar } from '#web/components/ui/daftar.tsx';
import { KonfirmasiDialog } from '#web/components/ui/konfirmasi-dialog.tsx';
import { Td } from '#web/components/ui/table.tsx';
import { pesanGagal } from '#web/lib/api.ts';
import { formatWib } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { putuskanRekan, rekanQuery, segarkanRekan } from './asessor-api';

function StatusRekan({ r }: { r: RekanAsessor }) {
  if (r.aktivasi === 'menunggu_aktivasi') return <Badge tone="warn">Menunggu konfirmasi</Badge>;
  if (r.aktivasi === 'aktif') return <Badge tone="ok">Dikonfirmasi</Badge>;
  return <Badge tone="danger">Ditolak</Badge>;
}

const dibuat = (r: RekanAsessor) => `${r.dibuat_oleh ?? 'admin'}, ${formatWib(r.password_diatur_admin ?? r.created_at)}`;
const diputuskan = (r: RekanAsessor) => (r.aktivasi_at ? `${r.aktivasi_oleh ?? ''}, ${formatWib(r.aktivasi_at)}` : '-');

/**
 * Konfirmasi Rekan (D18): an account the admin created or reset opens no child's data until a colleague
 * of the same Rutan confirms it. The colleague sees who it is, who made it and when, and decides.
 */
export default function KonfirmasiRekanPage() {
  const queryClient = useQueryClient();
  const rekan = useQuery({ ...rekanQuery(), refetchInterval: 30_000, select: sebagaiDaftar });
  const [pilihan, setPilihan] = useState<{ rekan: RekanAsessor; keputusan: 'konfirmasi' | 'tolak' } | null>(null);
  const putuskan = useMutation({
    mutationFn: ({ rekan, keputusan }: { rekan: RekanAsessor; keputusan: 'konfirmasi' | 'tolak' }) => putuskanRekan(rekan.id, keputusan),
    onSuccess: async (res) => {
      toast.success(res.message);
      setPilihan(null);
      await segarkanRekan(queryClient);
    },
    onError: (err) => {
      toast.error(pesanGagal(err, 'Keputusan gagal disimpan. Coba lagi.', 'Tidak dapat menghubungi server. Coba lagi.'));
      setPilihan(null);
      void rekan.refetch();
    },
  });
  const aksi = (r: RekanAsessor) =>
    r.aktivasi === 'menunggu_aktivasi' ? (
      <>
        <Button size="sm" variant="success" onClick={() => setPilihan({ rekan: r, keputusan: 'konfirmasi' })}>
          Konfirmasi
        </Button>
        <Button size="sm" variant="danger" onClick={() => setPilihan({ rekan: r, keputusan: 'tolak' })}>
          Tolak
        </Button>
      </>
    ) : null;
  const head = ['Nama', 'ID Asessor', 'Dibuat / diatur oleh', 'Status', 'Diputuskan oleh', 'Aksi'];
  const kosong = 'Tidak ada akun rekan yang menunggu konfirmasi atau baru dikonfirmasi.';
  return (
    <>
      <PageHeader
        title="Konfirmasi Rekan"
        description="Akun asessor yang dibuat atau direset oleh admin belum dapat membuka data asesmen sampai dikonfirmasi oleh asessor lain dari Rutan yang sama. Konfirmasi hanya bila Anda mengenal orangnya dan ia memang meminta akun ini."
      />
      <Panel>
        <DaftarTabel query={rekan} kepala={head} caption="Akun rekan se-Rutan" kosong={() => kosong}>
          {(r) => (
            <tr key={r.id} data-testid={`rekan-${r.assesor_id}`}>
              <Td className="font-semibold text-slate-900">{r.name}</Td>
              <Td className="break-all">{r.assesor_id}</Td>
              <Td>{dibuat(r)}</Td>
              <Td>
                <StatusRekan r={r} />
              </Td>
              <Td>{diputuskan(r)}</Td>
              <Td>
                <div className="flex flex-nowrap gap-2">{aksi(r)}</div>
              </Td>
            </tr>
          )}
        </DaftarTabel>
      </Panel>
      <KonfirmasiDialog
        open={pilihan !== null}
        title={pilihan?.keputusan === 'tolak' ? 'Tolak Akun Rekan' : 'Konfirmasi Akun Rekan'}
        question={
          pilihan?.keputusan === 'tolak'
            ? `Tolak akun ${pilihan.rekan.name}? Sesi akun itu akan diakhiri.`
            : `Konfirmasi akun ${pilihan?.rekan.name ?? ''}? Akun ini akan dapat membuka data asesmen Rutan Anda.`
        }
        detail={pilihan && `ID ${pilihan.rekan.assesor_id}; dibuat / diatur oleh ${dibuat(pilihan.rekan)}.`}
        confirmLabel={pilihan?.keputusan === 'tolak' ? 'Tolak' : 'Konfirmasi'}
        busy={putuskan.isPending}
        onCancel={() => setPilihan(null)}
        onConfirm={() => pilihan && putuskan.mutate(pilihan)}
      />
    </>
  );
}
