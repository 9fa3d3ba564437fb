import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, FileDown } from 'lucide-react';
import { BAGIAN_KEYS, JUDUL_BAGIAN } from '../../../../domain/interpretasi/aturan';
import { PESAN_GAGAL_MUAT_HASIL_GABUNGAN } from '../../../../domain/messages';
import { Badge } from '../../../components/ui/badge';
import { Loading } from '../../../components/ui/spinner';
import { api } from '../../../lib/api';
import { formatTanggal, formatWib } from '../../../lib/format';
import type { GabunganDetail } from './hasil-types';
import { DetailDukungan, DetailKognitif, DetailPid5, DetailPsc17, WaktuHabis } from './skor-detail';

export const gabunganKey = (registrationNo: string) => ['hasil-gabungan', 'detail', registrationNo] as const;

function Bagian({ title, meta, children }: { title: string; meta?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h4 className="text-lg font-bold text-brand-900">{title}</h4>
        {meta}
      </div>
      {children}
    </section>
  );
}

function Tanggal({ tanggal, timedOut }: { tanggal: string; timedOut: boolean }) {
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
      {formatWib(tanggal)}
      <WaktuHabis show={timedOut} />
    </span>
  );
}

const BELUM = <p className="text-slate-600">Sub test ini belum dikerjakan.</p>;

/** The combined report of one child: every result, the risk factors, the interpretation (D4), the note when visible. */
export function GabunganDetailView({ registrationNo, catatan }: { registrationNo: string; catatan: string | null }) {
  const { data, isPending, isError } = useQuery({
    queryKey: gabunganKey(registrationNo),
    queryFn: () => api<GabunganDetail>('GET', `/api/hasil-gabungan/${encodeURIComponent(registrationNo)}`),
    retry: false,
  });
  if (isPending) return <Loading />;
  if (isError || !data) {
    return (
      <p className="font-semibold text-danger-700" role="alert">
        {PESAN_GAGAL_MUAT_HASIL_GABUNGAN}
      </p>
    );
  }
  const { peserta: p, hasil, interpretasi: i } = data;
  const pid5 = hasil['PID5-BF'];
  const psc17 = hasil.PSC17;
  const dukungan = hasil.DUKUNGAN;
  const kognitif = hasil.KOGNITIF;
  const note = catatan?.trim();

  return (
    <div className="flex flex-col gap-4" data-testid="gabungan-detail">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-xl font-bold text-brand-900">Laporan Hasil Asesmen: {p.name}</h3>
        <a
          href={`/api/laporan/${encodeURIComponent(p.registration_no)}.pdf`}
          download
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          <FileDown className="size-5" aria-hidden />
          Unduh PDF
        </a>
      </div>

      {i.kritis.aktif && (
        <div
          className="rounded-lg border-2 border-danger-600 bg-danger-50 p-4 text-danger-700"
          role="alert"
          data-testid="kasus-kritis"
        >
          <p className="flex items-center gap-2 text-lg font-bold">
            <AlertTriangle className="size-6 shrink-0" aria-hidden />
            KASUS KRITIS: tindakan segera diperlukan
          </p>
          <ul className="mt-2 list-disc pl-6">
            {i.kritis.alasan.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
          <p className="mt-3 font-semibold">Tindakan segera:</p>
          <ul className="list-disc pl-6">
            {i.kritis.tindakan.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </div>
      )}

      <Bagian title="Informasi Dasar">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {[
            ['Nama', p.name],
            ['Nomor Registrasi', p.registration_no],
            ['Usia', `${p.age} tahun`],
            ['Tempat Lahir', p.place_of_birth],
            ['Tanggal Lahir', formatTanggal(p.date_of_birth)],
            ['ID Asessor', p.asessor_login_id ? `${p.asessor_login_id}${p.asessor_name ? ` (${p.asessor_name})` : ''}` : '-'],
          ].map(([k, v]) => (
            <div key={k} className="flex flex-col">
              <dt className="text-sm font-semibold text-slate-600">{k}</dt>
              <dd className="break-words">{v}</dd>
            </div>
          ))}
        </dl>
      </Bagian>

      <Bagian title="PID-5-BF (Kepribadian)" meta={pid5 && <Tanggal tanggal={pid5.tanggal} timedOut={pid5.timed_out} />}>
        {pid5 ? <DetailPid5 skor={pid5} highTraits={false} /> : BELUM}
      </Bagian>
      <Bagian title="PSC-17 (Psikososial)" meta={psc17 && <Tanggal tanggal={psc17.tanggal} timedOut={psc17.timed_out} />}>
        {psc17 ? <DetailPsc17 skor={psc17} /> : BELUM}
      </Bagian>
      <Bagian
        title="Dukungan Sosial Keluarga"
        meta={dukungan && <Tanggal tanggal={dukungan.tanggal} timedOut={dukungan.timed_out} />}
      >
        {dukungan ? <DetailDukungan skor={dukungan} /> : BELUM}
      </Bagian>
      <Bagian title="Tes Kognitif" meta={kognitif && <Tanggal tanggal={kognitif.tanggal} timedOut={kognitif.timed_out} />}>
        {kognitif ? <DetailKognitif skor={kognitif} /> : BELUM}
      </Bagian>

      <Bagian title="Faktor Risiko">
        <ul className="grid gap-2 sm:grid-cols-2">
          {data.skrining.map((s) => (
            <li
              key={s.key}
              className="flex flex-wrap items-center justify-between gap-2 rounded border border-slate-200 px-3 py-2"
            >
              <span>{s.label}</span>
              <span
                className={`font-bold ${s.tinggi ? 'text-danger-700' : 'text-ok-700'}`}
                data-risiko={s.tinggi ? 'tinggi' : 'rendah'}
              >
                {s.risiko}
              </span>
            </li>
          ))}
        </ul>
      </Bagian>

      <Bagian
        title="Interpretasi"
        meta={
          i.lengkap && (
            <Badge tone={i.prioritas === 'Tinggi' ? 'danger' : i.prioritas === 'Sedang' ? 'warn' : 'ok'}>
              Prioritas intervensi: {i.prioritas}
            </Badge>
          )
        }
      >
        {i.lengkap ? (
          <div className="flex flex-col gap-4" data-testid="interpretasi">
            {BAGIAN_KEYS.map((b) => (
              <div key={b}>
                <h5 className="mb-1 font-bold text-slate-900">{JUDUL_BAGIAN[b]}</h5>
                <ul className="list-disc space-y-1 pl-6">
                  {i.bagian[b].map((k) => (
                    <li key={k}>{k}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : (
          <p className="italic text-slate-700">{i.pesan}</p>
        )}
      </Bagian>

      {note && (
        <Bagian title="Catatan Tambahan">
          <p className="whitespace-pre-wrap break-words" data-testid="catatan-tambahan">
            {note}
          </p>
        </Bagian>
      )}
    </div>
  );
}
