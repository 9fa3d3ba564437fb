// The home page's D21 and D18 blocks: who said no or stopped this week, and the colleagues' accounts
// that wait for a confirmation or were decided lately (each of this Rutan only).
import { Link } from 'react-router';
import { Badge } from '#web/components/ui/badge.tsx';
import { NomorRegistrasi } from '#web/components/ui/nomor-registrasi.tsx';
import { formatWib } from '#web/lib/format.ts';
import type { Beranda } from './beranda-api';

const tautan = 'font-semibold text-brand-700 underline underline-offset-2';

type Dihentikan = Beranda['dihentikan']['data'][number];
type Rekan = Beranda['rekan']['menunggu'][number];

const apaYangTerjadi = (d: Dihentikan) =>
  d.jenis === 'menolak' ? 'Memilih "Saya tidak mau" di halaman awal' : `Menekan "Berhenti" di ${d.nama_instrumen ?? 'sub test'}`;

/** D21: refusals of assent and "Berhenti" stops of the last week, newest first, each with its time. */
export function DaftarDihentikan({ data }: { data: Beranda['dihentikan'] }) {
  if (data.total === 0) return <p className="text-slate-600">Tidak ada yang menolak atau berhenti dalam 7 hari terakhir.</p>;
  return (
    <>
      <ul className="flex flex-col divide-y divide-slate-200">
        {data.data.map((d) => (
          <li
            key={d.peserta_id}
            className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3"
            data-testid={`dihentikan-${d.registration_no}`}
          >
            <Badge tone={d.jenis === 'menolak' ? 'warn' : 'neutral'}>{d.jenis === 'menolak' ? 'Menolak' : 'Berhenti'}</Badge>
            <span className="font-semibold">{d.name}</span>
            <NomorRegistrasi value={d.registration_no} className="text-sm text-slate-700" />
            <span className="text-slate-800">{apaYangTerjadi(d)}</span>
            <span className="text-sm text-slate-700">{formatWib(d.waktu)}</span>
          </li>
        ))}
      </ul>
      {data.total > data.data.length && (
        <p className="mt-2 text-slate-700">Dan {data.total - data.data.length} lainnya dalam 7 hari terakhir.</p>
      )}
      <p className="mt-2 text-sm text-slate-700">
        Jawaban yang sudah diisi tetap tersimpan; tidak ada jawaban lain yang dikumpulkan pada putaran ini.
      </p>
    </>
  );
}

const dibuat = (r: Rekan) => `${r.dibuat_oleh ?? 'admin'}, ${formatWib(r.dibuat_at)}`;

/**
 * D18: accounts an admin made or reset read no child's data until a colleague of this Rutan confirms
 * them; every assessor sees who waits (name, login id, who made it and when) and who was decided lately.
 */
export function RekanBeranda({ rekan }: { rekan: Beranda['rekan'] }) {
  if (rekan.menunggu.length === 0 && rekan.baru_dikonfirmasi.length === 0)
    return <p className="text-slate-600">Tidak ada akun rekan yang menunggu konfirmasi atau baru dikonfirmasi.</p>;
  return (
    <div className="flex flex-col gap-4">
      {rekan.menunggu.length > 0 && (
        <div data-testid="rekan-menunggu">
          <h3 className="mb-1 font-bold text-warn-700">{rekan.menunggu.length} akun menunggu konfirmasi</h3>
          <ul className="flex flex-col divide-y divide-slate-200">
            {rekan.menunggu.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
                <span className="font-semibold">{r.name}</span>
                <span className="text-slate-800">
                  ID: <span className="font-mono">{r.assesor_id}</span>
                </span>
                <span className="text-sm text-slate-700">Dibuat oleh {dibuat(r)}</span>
              </li>
            ))}
          </ul>
          <Link to="/asessor/rekan" className={`${tautan} inline-flex min-h-11 items-center`}>
            Periksa dan konfirmasi di Konfirmasi Rekan
          </Link>
        </div>
      )}
      {rekan.baru_dikonfirmasi.length > 0 && (
        <div data-testid="rekan-baru">
          <h3 className="mb-1 font-bold text-slate-800">Baru diputuskan (14 hari terakhir)</h3>
          <ul className="flex flex-col divide-y divide-slate-200">
            {rekan.baru_dikonfirmasi.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
                <Badge tone={r.aktivasi === 'aktif' ? 'ok' : 'danger'}>
                  {r.aktivasi === 'aktif' ? 'Dikonfirmasi' : 'Ditolak'}
                </Badge>
                <span className="font-semibold">{r.name}</span>
                <span className="font-mono text-slate-800">{r.assesor_id}</span>
                <span className="text-sm text-slate-700">
                  oleh {r.aktivasi_oleh ?? '-'}, {formatWib(r.aktivasi_at)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
