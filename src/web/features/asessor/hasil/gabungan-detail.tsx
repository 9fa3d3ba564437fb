import { DaftarButir } from '#web/components/ui/butir.tsx';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, FileDown } from 'lucide-react';
import { batangPid5, batangPsc17 } from '#domain/grafik.ts';
import {
  JUDUL_BAGIAN,
  JUDUL_BATASAN,
  JUDUL_KEKUATAN,
  JUDUL_TINDAKAN_LANJUTAN,
  type Prioritas,
} from '#domain/interpretasi/aturan.ts';
import type { KelompokTema } from '#domain/interpretasi/index.ts';
import { PESAN_GAGAL_MUAT_HASIL_GABUNGAN } from '#domain/messages.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Termuat } from '#web/components/ui/daftar.tsx';
import { formatTanggal, formatWib } from '#web/lib/format.ts';
import { useSedangDikerjakan } from '../pemantauan/pemantauan-api';
import type { InstrumentKey } from '#domain/instruments.ts';
import { INSTRUMEN } from '#domain/instruments.ts';
import { hasilInstrumen } from '#domain/hasil-gabungan.ts';
import { gabunganQuery } from './hasil-api';
import { TinjauanPsikolog } from './tinjauan-psikolog';
import { LABEL_JENIS_KELAMIN, LABEL_PENDIDIKAN, type JenisKelamin, type Pendidikan } from '#domain/rekam-peserta.ts';
import { PerbandinganRonde, RondePanel } from '../ronde/ronde-panel';
import { ButirTindakan } from '../tindak-lanjut/kontak-setempat';
import type { GabunganDetail, MetaHasil, SkorPid5, SkorPsc17 } from './hasil-types';
import { buttonClass } from '#web/components/ui/button.tsx';
import { GrafikBatang } from '#web/components/ui/grafik-batang.tsx';
import { Bagian } from '#web/components/ui/panel.tsx';
import { DetailSkor, MetaValiditasView, TandaBadges, VersiBank } from './skor-detail';

function Tanggal({ tanggal, validitas, versi }: { tanggal: string; validitas: MetaHasil['validitas']; versi: number | null }) {
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
      {formatWib(tanggal)}
      <VersiBank versi={versi} />
      <TandaBadges validitas={validitas} />
    </span>
  );
}

const GAYA_PRIORITAS: Record<Prioritas, string> = {
  Kritis: 'border-danger-600 bg-danger-50 text-danger-700',
  Mendesak: 'border-danger-600 bg-danger-50 text-danger-700',
  Tinggi: 'border-amber-400 bg-warn-50 text-warn-700',
  Sedang: 'border-brand-200 bg-brand-50 text-brand-900',
  Rendah: 'border-slate-300 bg-slate-50 text-slate-800',
};

/** The priority with its follow-up time, the critical case if any, and the first actions: what staff read first (D4, D12). */
function KotakPrioritas({ data }: { data: GabunganDetail }) {
  const i = data.interpretasi;
  return (
    <div
      className={`rounded-lg border-2 p-3 sm:p-4 ${GAYA_PRIORITAS[data.prioritas]}`}
      role={i.kritis.aktif ? 'alert' : undefined}
      data-testid={i.kritis.aktif ? 'kasus-kritis' : 'prioritas'}
      data-prioritas={data.prioritas}
    >
      <p className="flex flex-wrap items-center gap-2 text-lg font-bold">
        {i.kritis.aktif && <AlertTriangle className="size-6 shrink-0" aria-hidden />}
        {i.kritis.aktif ? 'KASUS KRITIS: tindakan segera diperlukan' : `Prioritas ${data.prioritas}`}
      </p>
      <p className="mt-1 font-semibold">
        Prioritas: {data.prioritas} ({data.tenggat})
      </p>
      {i.kritis.alasan.length > 0 && (
        <ul className="mt-2 list-disc pl-5 sm:pl-6">
          {i.kritis.alasan.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      )}
      <p className="mt-2" data-testid="alasan-prioritas">
        {i.alasan_prioritas}
      </p>
      <p className="mt-3 font-semibold">{i.judul_tindakan_utama}:</p>
      <ol className="list-decimal pl-5 sm:pl-6" data-testid="tindakan-utama">
        <ButirTindakan tindakan={data.tindakan_utama} kontak={i.kontak_tindakan_utama} />
      </ol>
      {i.tindakan_lanjutan.length > 0 && (
        <div className="mt-3 border-t border-current/20 pt-2" data-testid="tindakan-lanjutan">
          <p className="font-semibold">{JUDUL_TINDAKAN_LANJUTAN}:</p>
          {i.tindakan_lanjutan.map((g) => (
            <div key={g.jangka} className="mt-1">
              <p className="font-medium">{g.judul}</p>
              <ul className="list-disc pl-5 sm:pl-6">
                <ButirTindakan tindakan={g.tindakan} kontak={g.kontak} />
              </ul>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

/** The chart of a result whose scoring kind has one (traits, domains): the PDF's bars, in HTML. */
function GrafikInstrumen({ instrument, hasil }: { instrument: InstrumentKey; hasil: MetaHasil }) {
  const def = INSTRUMEN[instrument];
  if (def.skor.jenis === 'trait') {
    return (
      <GrafikBatang
        judul={`Skor trait ${def.label} (0-3) dengan garis batas Sedang dan Tinggi`}
        skala="Skala 0-3."
        batang={batangPid5(hasil as SkorPid5)}
      />
    );
  }
  if (def.skor.jenis === 'domain') {
    return (
      <GrafikBatang
        judul={`Skor domain dan total ${def.label} dengan batas masing-masing`}
        batang={batangPsc17(hasil as SkorPsc17)}
      />
    );
  }
  return null;
}

function Kelompok({ kelompok }: { kelompok: KelompokTema[] }) {
  if (kelompok.length === 0) return <p>-</p>;
  return (
    <div className="flex flex-col gap-2">
      {kelompok.map((k) => (
        <div key={k.tema}>
          <p className="font-semibold text-brand-900">{k.judul}</p>
          <DaftarButir isi={k.kalimat} className="space-y-1 pl-6" />
        </div>
      ))}
    </div>
  );
}

/** The combined report of one record: every result of its battery in order, the risk factors, the interpretation (D4), the note when visible. */
export function GabunganDetailView({ registrationNo, catatan }: { registrationNo: string; catatan: string | null }) {
  const query = useQuery(gabunganQuery(registrationNo));
  return (
    <Termuat query={query} gagal={PESAN_GAGAL_MUAT_HASIL_GABUNGAN}>
      {(data) => <LaporanGabungan registrationNo={registrationNo} data={data} catatan={catatan} />}
    </Termuat>
  );
}

function LaporanGabungan({
  registrationNo,
  data,
  catatan,
}: {
  registrationNo: string;
  data: GabunganDetail;
  catatan: string | null;
}) {
  const { peserta: p, hasil, interpretasi: i } = data;
  const sedang = useSedangDikerjakan(registrationNo);
  const belum = (key: InstrumentKey) => (
    <p className="text-slate-600">{sedang.has(key) ? 'Sub test ini sedang dikerjakan.' : 'Sub test ini belum dikerjakan.'}</p>
  );
  const note = catatan?.trim();

  return (
    <div className="flex flex-col gap-4" data-testid="gabungan-detail">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-xl font-bold text-brand-900">Laporan Hasil Asesmen: {p.name}</h3>
        <a href={`/api/laporan/${encodeURIComponent(p.registration_no)}.pdf`} download className={buttonClass()}>
          <FileDown className="size-5" aria-hidden />
          Unduh PDF
        </a>
      </div>

      <KotakPrioritas data={data} />
      <TinjauanPsikolog data={data} />
      <PerbandinganRonde registrationNo={p.registration_no} />
      {i.lengkap && (
        <div className="rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700" data-testid="batasan">
          <p className="font-semibold">{JUDUL_BATASAN}:</p>
          {i.batasan.map((b) => (
            <p key={b} className="mt-1">
              {b}
            </p>
          ))}
        </div>
      )}

      <Bagian judul="Informasi Dasar">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {[
            ['Nama', p.name],
            ['Nomor Registrasi', p.registration_no],
            ['Usia', `${p.age} tahun`],
            ['Tempat Lahir', p.place_of_birth],
            ['Tanggal Lahir', formatTanggal(p.date_of_birth)],
            [
              'Jenis Kelamin',
              p.jenis_kelamin ? (LABEL_JENIS_KELAMIN[p.jenis_kelamin as JenisKelamin] ?? p.jenis_kelamin) : 'Belum dicatat',
            ],
            [
              'Pendidikan Terakhir',
              p.pendidikan ? (LABEL_PENDIDIKAN[p.pendidikan as Pendidikan] ?? p.pendidikan) : 'Belum dicatat',
            ],
            ['Bahasa Sehari-hari', p.bahasa || 'Belum dicatat'],
            ['Tanggal Masuk', p.tanggal_masuk ? formatTanggal(p.tanggal_masuk) : 'Belum dicatat'],
            ['ID Asessor', p.asessor_login_id ? `${p.asessor_login_id}${p.asessor_name ? ` (${p.asessor_name})` : ''}` : '-'],
          ].map(([k, v]) => (
            <div key={k} className="flex flex-col">
              <dt className="text-sm font-semibold text-slate-600">{k}</dt>
              <dd className="break-words">{v}</dd>
            </div>
          ))}
        </dl>
      </Bagian>

      {data.baterai.map((k) => {
        const h = hasilInstrumen(hasil, k);
        return (
          <Bagian
            key={k}
            judul={INSTRUMEN[k].judulGabungan}
            meta={h && <Tanggal tanggal={h.tanggal} validitas={h.validitas} versi={h.versi_bank} />}
          >
            {h ? (
              <>
                <MetaValiditasView meta={h} />
                <DetailSkor instrument={k} hasil={h} />
                <GrafikInstrumen instrument={k} hasil={h} />
              </>
            ) : (
              belum(k)
            )}
          </Bagian>
        );
      })}

      <Bagian judul="Faktor Risiko">
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
        judul="Interpretasi"
        meta={
          <Badge
            tone={
              data.prioritas === 'Kritis' || data.prioritas === 'Mendesak'
                ? 'danger'
                : data.prioritas === 'Tinggi'
                  ? 'warn'
                  : 'neutral'
            }
          >
            Prioritas: {data.prioritas}
          </Badge>
        }
      >
        {i.lengkap ? (
          <div className="flex flex-col gap-4" data-testid="interpretasi">
            {i.kekuatan.length > 0 && (
              <div>
                <h5 className="mb-1 font-bold text-slate-900">{JUDUL_KEKUATAN[i.kategori]}</h5>
                <ul className="list-disc space-y-1 pl-6">
                  {i.kekuatan.map((k) => (
                    <li key={k}>{k}</li>
                  ))}
                </ul>
              </div>
            )}
            {(['gambaran_kepribadian', 'kecenderungan_masalah', 'intervensi'] as const).map((b) => (
              <div key={b}>
                <h5 className="mb-1 font-bold text-slate-900">{JUDUL_BAGIAN[b]}</h5>
                <Kelompok kelompok={i.bagian[b]} />
              </div>
            ))}
            <div>
              <h5 className="mb-1 font-bold text-slate-900">{JUDUL_BAGIAN.kesimpulan}</h5>
              {i.bagian.kesimpulan.map((k) => (
                <p key={k} className="mb-1">
                  {k}
                </p>
              ))}
            </div>
          </div>
        ) : (
          <p className="italic text-slate-700">{i.pesan}</p>
        )}
      </Bagian>

      {note && (
        <Bagian judul="Catatan Tambahan">
          <p className="whitespace-pre-wrap break-words" data-testid="catatan-tambahan">
            {note}
          </p>
        </Bagian>
      )}

      <RondePanel pesertaId={p.id} />
    </div>
  );
}
