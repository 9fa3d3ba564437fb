import { RefreshCw, ScrollText } from 'lucide-react';
import { KOSONG_ASESSOR_AKTIF, KOSONG_BELUM_PERNAH_LOGIN, KOSONG_BELUM_TERSEDIA } from '#domain/messages.ts';
import { Link } from 'react-router';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { Panel, PageHeader } from '#web/components/ui/panel.tsx';
import { Termuat } from '#web/components/ui/daftar.tsx';
import { formatWib } from '#web/lib/format.ts';
import { LAPORAN_REFRESH_MS, useAsessors } from './akun/akun-api';
import { TabelAsessor } from './akun/tabel-asessor';
import { AktifBadge, OnlineBadge } from './akun/status-asessor';
import { CadanganStatus } from './cadangan-status';

/** Laporan Terbaru: every assessor, online or offline (D1), with last login and logout in WIB. */
export default function LaporanTerbaruPage() {
  const asessors = useAsessors({ refetchInterval: LAPORAN_REFRESH_MS });
  const { isFetching, dataUpdatedAt, refetch } = asessors;

  return (
    <>
      <PageHeader
        title="Laporan Terbaru"
        description="Status online asessor dan waktu login serta logout terakhir (WIB), diperbarui otomatis setiap 30 detik."
      />
      <Panel>
        {/* The spec only logs a failed list fetch; we also say so, since an empty table would mislead. */}
        <Termuat query={asessors} gagal="Gagal memuat data asessor">
          {(data) => (
          <>
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <p className="text-slate-700" data-testid="ringkasan-online">
                <strong>{data.filter((a) => a.is_online).length}</strong> dari <strong>{data.length}</strong> asessor sedang online
                {dataUpdatedAt > 0 && <> · diperbarui {formatWib(new Date(dataUpdatedAt).toISOString())}</>}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => void refetch()} loading={isFetching} className="whitespace-nowrap">
                  {!isFetching && <RefreshCw className="size-4" aria-hidden />}
                  Muat Ulang
                </Button>
                <Link
                  to="/admin/audit"
                  className={buttonClass({ variant: 'secondary' })}
                >
                  <ScrollText className="size-4" aria-hidden />
                  Log Audit
                </Link>
              </div>
            </div>
            <TabelAsessor
              data={data}
              empty={KOSONG_ASESSOR_AKTIF}
              caption="Laporan aktivitas asessor"
              status={(a) => (
                <>
                  <OnlineBadge online={a.is_online} />
                  {!a.active && <AktifBadge active={false} />}
                </>
              )}
              kolom={[
                { judul: 'Login Terakhir', isi: (a) => formatWib(a.last_login, KOSONG_BELUM_PERNAH_LOGIN) },
                { judul: 'Logout Terakhir', isi: (a) => formatWib(a.last_logout, KOSONG_BELUM_TERSEDIA) },
              ]}
              testId={(a) => `laporan-${a.assesor_id}`}
            />
          </>
          )}
        </Termuat>
      </Panel>
      <CadanganStatus />
    </>
  );
}
