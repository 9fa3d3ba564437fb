import { RefreshCw, ScrollText } from 'lucide-react';
import { KOSONG_ASESSOR_AKTIF, KOSONG_BELUM_PERNAH_LOGIN, KOSONG_BELUM_TERSEDIA } from '#domain/messages.ts';
import { Link } from 'react-router';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { Panel, PageHeader } from '#web/components/ui/panel.tsx';
import { DaftarTabel } from '#web/components/ui/daftar.tsx';
import { formatWib } from '#web/lib/format.ts';
import { useLaporanAsessor } from './akun/akun-api';
import { BarisAsessor, kepalaAsessor, type KolomAsessor } from './akun/tabel-asessor';
import { CadanganStatus } from './cadangan-status';

const KOLOM: KolomAsessor[] = [
  { judul: 'Login Terakhir', isi: (a) => formatWib(a.last_login, KOSONG_BELUM_PERNAH_LOGIN) },
  { judul: 'Logout Terakhir', isi: (a) => formatWib(a.last_logout, KOSONG_BELUM_TERSEDIA) },
];

/** Laporan Terbaru: every assessor, online or offline (D1), with last login and logout in WIB. */
export default function LaporanTerbaruPage() {
  const asessors = useLaporanAsessor();
  const { isFetching, dataUpdatedAt, refetch } = asessors;
  const data = asessors.data?.data;

  return (
    <>
      <PageHeader
        title="Laporan Terbaru"
        description="Status online asessor dan waktu login serta logout terakhir (WIB), diperbarui otomatis setiap 30 detik."
      />
      <Panel>
        {/* The spec only logs a failed list fetch; we also say so, since an empty table would mislead. */}
        <DaftarTabel
          query={asessors}
          gagal="Gagal memuat data asessor"
          saring={
            <div className="flex w-full flex-wrap items-center justify-between gap-3">
              <p className="text-slate-700" data-testid="ringkasan-online">
                {data && (
                  <>
                    <strong>{data.filter((a) => a.is_online).length}</strong> dari <strong>{data.length}</strong> asessor sedang
                    online
                  </>
                )}
                {dataUpdatedAt > 0 && <> · diperbarui {formatWib(new Date(dataUpdatedAt).toISOString())}</>}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => void refetch()} loading={isFetching} className="whitespace-nowrap">
                  {!isFetching && <RefreshCw className="size-4" aria-hidden />}
                  Muat Ulang
                </Button>
                <Link to="/admin/audit" className={buttonClass({ variant: 'secondary' })}>
                  <ScrollText className="size-4" aria-hidden />
                  Log Audit
                </Link>
              </div>
            </div>
          }
          kepala={kepalaAsessor(KOLOM, false)}
          caption="Laporan aktivitas asessor"
          kosong={() => KOSONG_ASESSOR_AKTIF}
        >
          {(a, no) => (
            <BarisAsessor key={a.id} a={a} no={no} status="aktivitas" kolom={KOLOM} testId={`laporan-${a.assesor_id}`} />
          )}
        </DaftarTabel>
      </Panel>
      <CadanganStatus />
    </>
  );
}
