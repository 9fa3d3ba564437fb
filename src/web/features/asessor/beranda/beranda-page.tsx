import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert } from '#web/components/ui/alert.tsx';
import { Panel, Bagian, PageHeader } from '#web/components/ui/panel.tsx';
import { Termuat } from '#web/components/ui/daftar.tsx';
import { Batang } from '#web/components/ui/grafik-batang.tsx';
import { formatWib } from '#web/lib/format.ts';
import { PrioritasBadge } from '../tindak-lanjut/prioritas-badge';
import type { TindakLanjutRow } from '../tindak-lanjut/tindak-lanjut-api';
import { BANTUAN_SETIAP_MS } from './use-bantuan';
import { berandaQuery, type Beranda } from './beranda-api';
import { DaftarDihentikan, RekanBeranda } from './beranda-persetujuan-rekan';

const tautan = 'font-semibold text-brand-700 underline underline-offset-2';

function Angka({
  label,
  nilai,
  keterangan,
  bahaya = false,
}: {
  label: string;
  nilai: number;
  keterangan?: string;
  bahaya?: boolean;
}) {
  return (
    <Panel className={bahaya && nilai > 0 ? 'border-2 border-danger-700' : ''}>
      <p className="text-sm font-semibold text-slate-600">{label}</p>
      <p className={`text-4xl font-bold ${bahaya && nilai > 0 ? 'text-danger-700' : 'text-brand-900'}`}>{nilai}</p>
      {keterangan && <p className="text-sm text-slate-700">{keterangan}</p>}
    </Panel>
  );
}

function DaftarTindakLanjut({ kelompok, kosong }: { kelompok: { data: TindakLanjutRow[]; total: number }; kosong: string }) {
  if (kelompok.total === 0) return <p className="text-slate-600">{kosong}</p>;
  return (
    <>
      <ul className="flex flex-col divide-y divide-slate-200">
        {kelompok.data.map((t) => (
          <li key={t.id} className={`flex flex-wrap items-center gap-x-4 gap-y-1 py-3 ${t.terlambat ? 'text-danger-700' : ''}`}>
            <PrioritasBadge prioritas={t.prioritas} />
            <Link to={`/asessor/tindak-lanjut/${t.id}`} className={`${tautan} min-h-11 inline-flex items-center`}>
              {t.peserta.name}
            </Link>
            <span className={t.terlambat ? 'font-semibold' : 'text-slate-700'}>
              {t.terlambat ? 'Terlambat, tenggat ' : 'Tenggat '}
              {t.tenggat ? formatWib(t.tenggat) : '-'}
            </span>
            <span className="text-sm text-slate-600">Petugas: {t.petugas?.name ?? 'belum ada'}</span>
          </li>
        ))}
      </ul>
      {kelompok.total > kelompok.data.length && (
        <p className="mt-2">
          <Link to="/asessor/tindak-lanjut" className={tautan}>
            {kelompok.total - kelompok.data.length} lainnya di daftar Tindak Lanjut
          </Link>
        </p>
      )}
    </>
  );
}

/**
 * A share (0-100) as a bar with its words for people who do not read colours: the words above a
 * full-width bar where the chart is narrow (a phone), beside it where there is room (issue 32).
 */
function BatangBerteks({ persen, teks, warna }: { persen: number | null; teks: string; warna: string }) {
  return (
    <div className="flex flex-col gap-1 @sm:flex-row-reverse @sm:items-center @sm:gap-2">
      <span className="text-sm tabular-nums text-slate-800 @sm:w-44 @sm:shrink-0 @sm:text-right">{teks}</span>
      <Batang persen={persen} kelas={warna} className="@sm:flex-1" />
    </div>
  );
}

const bagi = (n: number | null, total: number | null) => (n !== null && total ? Math.round((100 * n) / total) : null);
const teksSel = (n: number | null, total: number | null, tersembunyi: string) =>
  n === null ? tersembunyi : `${n} (${bagi(n, total) ?? 0}%)`;
/** An all-facility count is also hidden when this Rutan's would leave fewer than the minimum elsewhere (D24). */
const TIDAK_DITAMPILKAN = 'tidak ditampilkan';

function Sebaran({ data }: { data: Beranda }) {
  if (data.distribusi.length === 0) return <p className="text-slate-600">Belum ada hasil yang dapat dihitung.</p>;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {data.distribusi.map((d) => (
        <figure key={d.instrument} className="@container min-w-0">
          <figcaption className="mb-2 font-semibold">
            {/* "orang" only after a count (it read "semua fasilitas tidak ditampilkan orang"). */}
            {d.nama}: rutan ini {d.total_rutan ?? `<${data.sel_minimal}`} orang, semua fasilitas{' '}
            {d.total_semua === null ? TIDAK_DITAMPILKAN : `${d.total_semua} orang`}
          </figcaption>
          <dl className="flex flex-col gap-2">
            {d.kategori.map((k) => (
              <div key={k.kategori}>
                <dt className="text-sm font-semibold text-slate-700">{k.kategori}</dt>
                <dd>
                  <BatangBerteks
                    persen={bagi(k.rutan, d.total_rutan)}
                    teks={`Rutan: ${teksSel(k.rutan, d.total_rutan, `<${data.sel_minimal}`)}`}
                    warna="bg-brand-600"
                  />
                  <BatangBerteks
                    persen={bagi(k.semua, d.total_semua)}
                    teks={`Semua: ${teksSel(k.semua, d.total_semua, TIDAK_DITAMPILKAN)}`}
                    warna="bg-slate-500"
                  />
                </dd>
              </div>
            ))}
          </dl>
        </figure>
      ))}
    </div>
  );
}

/** Beranda: the assessor's home page (issue 31.3), refreshed as often as the help requests. */
export default function BerandaPage() {
  const beranda = useQuery({ ...berandaQuery(), refetchInterval: BANTUAN_SETIAP_MS * 5 });
  return (
    <>
      <PageHeader title="Beranda" description="Yang perlu ditangani lebih dulu ada di atas." />
      <Termuat query={beranda} gagal="Gagal memuat beranda">
        {(data) => <Isi data={data} />}
      </Termuat>
    </>
  );
}

function Isi({ data }: { data: Beranda }) {
  const tl = data.tindak_lanjut;
  return (
    <>
      {data.bantuan.length > 0 && (
        <div className="mb-6" data-testid="beranda-bantuan">
          <Alert tone="danger" title={`${data.bantuan.length} permintaan bantuan menunggu`}>
            <ul className="mt-1 list-disc pl-5">
              {data.bantuan.map((b) => (
                <li key={`${b.peserta_id}-${b.instrument}`}>
                  {b.name} ({b.nama_instrumen}), sejak {formatWib(b.bantuan_at)}
                </li>
              ))}
            </ul>
            <Link to="/asessor/pemantauan" className={`${tautan} mt-2 inline-flex min-h-11 items-center`}>
              Buka Pemantauan
            </Link>
          </Alert>
        </div>
      )}

      {data.rekan.menunggu.length > 0 && (
        <Bagian halaman className="mb-6" judul="Konfirmasi Rekan" testId="beranda-rekan">
          <RekanBeranda rekan={data.rekan} />
        </Bagian>
      )}

      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <Angka label="Tindak lanjut terbuka" nilai={tl.terbuka} />
        <Angka label="Terlambat" nilai={tl.terlambat} bahaya keterangan="lewat tenggat, belum ditutup" />
        <Angka
          label="Skrining bulan ini"
          nilai={data.skrining_bulan_ini.peserta}
          keterangan={`orang, ${data.skrining_bulan_ini.subtes} sub test selesai`}
        />
      </div>

      <Bagian halaman className="mb-6" judul="Perlu tindakan sekarang: Kritis dan terlambat" testId="beranda-segera">
        <DaftarTindakLanjut kelompok={tl.segera} kosong="Tidak ada tindak lanjut Kritis atau terlambat." />
      </Bagian>
      <Bagian halaman className="mb-6" judul="Tenggat hari ini" testId="beranda-hari-ini">
        <DaftarTindakLanjut kelompok={tl.hari_ini} kosong="Tidak ada tenggat lain hari ini." />
      </Bagian>
      <Bagian halaman className="mb-6" judul="Tenggat minggu ini" testId="beranda-minggu-ini">
        <DaftarTindakLanjut kelompok={tl.minggu_ini} kosong="Tidak ada tenggat lain minggu ini." />
      </Bagian>

      <Bagian halaman className="mb-6" judul="Menolak atau berhenti (7 hari terakhir)" testId="beranda-dihentikan">
        <DaftarDihentikan data={data.dihentikan} />
      </Bagian>
      {data.rekan.menunggu.length === 0 && (
        <Bagian halaman className="mb-6" judul="Konfirmasi Rekan" testId="beranda-rekan">
          <RekanBeranda rekan={data.rekan} />
        </Bagian>
      )}

      <Bagian halaman className="mb-6" judul="Hasil diragukan per asessor" testId="beranda-validitas">
        <p className="mb-3 text-slate-700">
          Bagian hasil sub test {data.validitas_hari} hari terakhir yang bertanda validitas (waktu habis, banyak kosong, pola
          sama, terlalu cepat). Angka yang tinggi menandakan cara pelaksanaan perlu diperiksa, bukan menilai anak.
        </p>
        {data.validitas_per_asessor.length === 0 ? (
          <p className="text-slate-600">Belum ada hasil.</p>
        ) : (
          <dl className="@container flex flex-col gap-3">
            {data.validitas_per_asessor.map((v) => (
              <div key={v.asessor_id ?? 'tanpa'}>
                <dt className="font-semibold">{v.name}</dt>
                <dd>
                  <BatangBerteks
                    persen={v.persen}
                    teks={`${v.diragukan} dari ${v.hasil} (${v.persen}%)`}
                    warna={v.persen >= 25 ? 'bg-danger-600' : 'bg-brand-600'}
                  />
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Bagian>

      <Bagian halaman className="mb-6" judul="Sebaran kategori: rutan ini dan semua fasilitas" testId="beranda-sebaran">
        <p className="mb-3 text-slate-700">
          Jumlah orang saja, tanpa nama. Angka di bawah {data.sel_minimal} orang tidak ditampilkan (&lt;{data.sel_minimal}); angka
          semua fasilitas juga tidak ditampilkan bila darinya dapat dihitung kelompok di bawah {data.sel_minimal} orang di
          fasilitas lain.
        </p>
        <Sebaran data={data} />
      </Bagian>
    </>
  );
}
