// The per-instrument result blocks, shared by Hasil Asesmen and the combined report.
import { useScrollDenganKeyboard } from '#web/components/ui/table.tsx';
import { DOMAIN_PSC17_KEYS, DOMAIN_PSC17_NAMA, INSTRUMEN, teksJawaban, TRAIT_KEYS, TRAIT_NAMA } from '#domain/instruments.ts';
import { KOSONG_TRAIT_TINGGI } from '#domain/messages.ts';
import { CATATAN_KOGNITIF } from '#domain/skor/skor-kognitif.ts';
import { PID5_BATAS_TINGGI } from '#domain/skor/skor-pid5.ts';
import { SRQ20_BATAS, SRQ20_BUTIR_KRITIS } from '#domain/skor/skor-srq20.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import type { InstrumentKey } from '#domain/instruments.ts';
import { LABEL_VALIDITAS } from '#domain/validitas.ts';
import { teksTidakDitafsirkan } from '#domain/label-hasil.ts';
import { tingkatRisiko, type TingkatRisiko } from '#domain/warna-risiko.ts';
import type { Kategori, MetaHasil, SkorDukungan, SkorKognitif, SkorPid5, SkorPsc17, SkorSrq20, StatusPsc17 } from './hasil-types';

const angka = (n: number | null | undefined) => (n === null || n === undefined ? '-' : String(n).replace('.', ','));

const NADA: Record<TingkatRisiko, 'danger' | 'warn' | 'ok' | 'neutral'> = {
  risiko: 'danger',
  waspada: 'warn',
  aman: 'ok',
  netral: 'neutral',
};

/** What a category badge reads of its result: the validity flags (a flagged sub test shows no band, D12). */
type DenganTanda = { validitas?: MetaHasil['validitas'] };

/**
 * A category as a badge coloured by risk, not by the word (D12): low support and a low cognitive band are
 * risks. A sub test flagged pola_sama, terlalu_cepat or di_bawah_peluang shows no band at all: "Tidak dapat
 * ditafsirkan" (CLINICAL.md "Round three", as the PDF).
 */
export function KategoriBadge({
  value,
  instrument,
  hasil,
}: {
  value: Kategori | StatusPsc17 | SkorSrq20['kategori'];
  instrument: InstrumentKey;
  hasil?: DenganTanda;
}) {
  if (teksTidakDitafsirkan(hasil)) return <Badge tone="warn">Tidak dapat ditafsirkan</Badge>;
  return <Badge tone={NADA[tingkatRisiko(instrument, value)]}>{value}</Badge>;
}

/** The version of the question bank a result was answered on (issue 11). */
export function VersiBank({ versi }: { versi: number | null | undefined }) {
  return (
    <span className="text-xs text-slate-600" data-testid="versi-bank">
      {versi ? `Bank soal versi ${versi}` : 'Versi bank soal tidak tercatat'}
    </span>
  );
}

/** The mark of a sub test that closed because its time ran out (D5). */
export function WaktuHabis({ show }: { show: boolean }) {
  return show ? <Badge tone="warn">Waktu habis</Badge> : null;
}

/** The validity flags of a result as small badges (waktu habis included), for list rows and headings. */
export function TandaBadges({ validitas }: { validitas: MetaHasil['validitas'] }) {
  if (validitas.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {validitas.map((v) => (
        <Badge key={v.kode} tone="warn">
          {LABEL_VALIDITAS[v.kode]}
        </Badge>
      ))}
    </span>
  );
}

/** Duration in minutes and seconds. */
export function durasiTeks(detik: number | null): string {
  if (detik === null) return '-';
  const m = Math.floor(detik / 60);
  return m > 0 ? `${m} mnt ${detik % 60} dtk` : `${detik} dtk`;
}

/** D12 on one saved sub test: duration, answered of given, and every validity flag named (time-out included). */
export function MetaValiditasView({ meta }: { meta: MetaHasil }) {
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="validitas">
      <p className="text-slate-700">
        Durasi {durasiTeks(meta.durasi_detik)} · {meta.jumlah_dijawab} dari {meta.jumlah_soal} soal dijawab
      </p>
      {meta.validitas.length > 0 && (
        <ul className="flex flex-col gap-1">
          {meta.validitas.map((v) => (
            <li key={v.kode} className="rounded border border-amber-300 bg-warn-50 px-2 py-1 text-warn-700">
              <strong>{LABEL_VALIDITAS[v.kode]}:</strong> {v.pesan}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const CELL = 'px-1.5 py-2 sm:px-3';

/** One part of a result (a PID-5 trait, a PSC-17 domain): its name, category and score. */
interface Bagian {
  key: string;
  nama: string;
  kategori: Kategori | StatusPsc17;
  skor: number | null;
  catatan?: string;
}

/**
 * A result's parts as a small table of name, category (a badge) and score; on a phone the category moves
 * under the name so the score stays in view.
 */
function TabelBagian({
  head,
  bagian,
  instrument,
  hasil,
}: {
  head: [string, string, string];
  bagian: Bagian[];
  instrument: InstrumentKey;
  hasil: DenganTanda;
}) {
  const geser = useScrollDenganKeyboard<HTMLDivElement>();
  return (
    <div ref={geser} data-nama={head.join(', ')} className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <thead className="bg-slate-100 text-sm text-slate-700">
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={`${CELL} font-semibold ${i === 1 ? 'hidden sm:table-cell' : ''}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {bagian.map(({ key, ...b }) => (
            <BarisSkor key={key} {...b} instrument={instrument} hasil={hasil} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BarisSkor({
  nama,
  kategori,
  skor,
  instrument,
  catatan,
  hasil,
}: {
  nama: string;
  kategori: Kategori | StatusPsc17;
  skor: number | null;
  instrument: InstrumentKey;
  catatan?: string;
  hasil: DenganTanda;
}) {
  return (
    <tr>
      <td className={CELL}>
        {nama}
        <div className="mt-1 sm:hidden">
          <KategoriBadge value={kategori} instrument={instrument} hasil={hasil} />
        </div>
      </td>
      <td className={`${CELL} hidden sm:table-cell`}>
        <KategoriBadge value={kategori} instrument={instrument} hasil={hasil} />
      </td>
      <td className={CELL}>
        {angka(skor)}
        {catatan && <span className="block text-xs text-slate-600">{catatan}</span>}
      </td>
    </tr>
  );
}

/** The traits whose score is at least the display threshold (2). */
export function traitTinggi(s: SkorPid5) {
  return TRAIT_KEYS.filter((t) => (s.traitScores[t]?.skor ?? -1) >= PID5_BATAS_TINGGI);
}

const bagianPid5 = (s: SkorPid5): Bagian[] =>
  TRAIT_KEYS.map((t) => ({
    key: t,
    nama: TRAIT_NAMA[t],
    kategori: s.traitScores[t].kategori,
    skor: s.traitScores[t].skor,
    catatan: s.traitScores[t].diprorata ? 'diprorata (1 soal kosong)' : undefined,
  }));

const bagianPsc17 = (s: SkorPsc17): Bagian[] =>
  DOMAIN_PSC17_KEYS.map((d) => ({ key: d, nama: DOMAIN_PSC17_NAMA[d], kategori: s.detail[d].status, skor: s.detail[d].skor }));

/** PID-5-BF: every trait with score and category, the high traits, the conclusion. */
export function DetailPid5({
  skor,
  highTraits = true,
  instrument,
}: {
  skor: SkorPid5;
  highTraits?: boolean;
  instrument: InstrumentKey;
}) {
  const tinggi = traitTinggi(skor);
  return (
    <div className="flex flex-col gap-3">
      <TabelBagian head={['Trait', 'Kategori', 'Skor']} bagian={bagianPid5(skor)} instrument={instrument} hasil={skor} />
      {highTraits && !teksTidakDitafsirkan(skor) && (
        <div>
          <p className="font-semibold">Trait tinggi:</p>
          {tinggi.length === 0 ? (
            <p>{KOSONG_TRAIT_TINGGI}</p>
          ) : (
            <ul className="list-disc pl-6">
              {tinggi.map((t) => (
                <li key={t}>
                  {TRAIT_NAMA[t]} (skor {angka(skor.traitScores[t].skor)})
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <p>
        <span className="font-semibold">Kesimpulan:</span> {teksTidakDitafsirkan(skor) ?? skor.kesimpulan}
      </p>
    </div>
  );
}

/** PSC-17: each domain's status and score, the total and its category. */
export function DetailPsc17({ skor, instrument }: { skor: SkorPsc17; instrument: InstrumentKey }) {
  return (
    <div className="flex flex-col gap-3">
      <TabelBagian head={['Domain', 'Status', 'Skor']} bagian={bagianPsc17(skor)} instrument={instrument} hasil={skor} />
      <p>
        <span className="font-semibold">Total skor:</span> {angka(skor.total_skor)} ·{' '}
        <span className="font-semibold">Kategori:</span>{' '}
        <KategoriBadge value={skor.kategori_total} instrument={instrument} hasil={skor} />
      </p>
    </div>
  );
}

/** A score block's props: its score, the instrument, and whether the answers are shown under it. */
interface PropsDetail<S> {
  skor: S;
  answers?: boolean;
  instrument: InstrumentKey;
}

/** Family support: total, category, the essay answer (and the item answers on the results page). */
export function DetailDukungan({ skor, answers = false, instrument }: PropsDetail<SkorDukungan>) {
  return (
    <div className="flex flex-col gap-2">
      <p>
        <span className="font-semibold">Total skor:</span> {angka(skor.total_skor)} ({skor.jumlah_dijawab} dari {skor.jumlah_soal}{' '}
        dijawab) · <span className="font-semibold">Kategori:</span>{' '}
        <KategoriBadge value={skor.kategori} instrument={instrument} hasil={skor} />
      </p>
      {skor.rata_rata !== null && <p className="text-slate-700">Rata-rata skor per butir: {angka(skor.rata_rata)}</p>}
      <div>
        <p className="font-semibold">Jawaban essay (harapan untuk masa depan):</p>
        <p className="whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3">{skor.jawaban_essay?.trim() || '-'}</p>
      </div>
      {answers && <Jawaban jawaban={skor.jawaban} instrument={instrument} />}
    </div>
  );
}

/** Cognitive: number correct, band, and the reminder that it is a raw-score band, not an IQ (D3). */
export function DetailKognitif({ skor, answers = false, instrument }: PropsDetail<SkorKognitif>) {
  return (
    <div className="flex flex-col gap-2">
      <p>
        <span className="font-semibold">Total skor:</span> {skor.total_skor}
        {skor.jumlah_soal > 0 && ` dari ${skor.jumlah_soal} soal`}
        {skor.persen !== null && ` (${angka(skor.persen)}%)`} · <span className="font-semibold">Kategori:</span>{' '}
        <KategoriBadge value={skor.kategori} instrument={instrument} hasil={skor} />
      </p>
      <p className="text-slate-700">
        Benar {skor.total_skor} · salah {Math.max(0, skor.jumlah_dijawab - skor.total_skor)} · tidak dijawab{' '}
        {Math.max(0, skor.jumlah_soal - skor.jumlah_dijawab)}
      </p>
      <p className="text-sm text-slate-700">{CATATAN_KOGNITIF}</p>
      {answers && <Jawaban jawaban={skor.jawaban} instrument={instrument} />}
    </div>
  );
}

/** SRQ-20: the number of 'Ya' against the cut-off, the category, and a critical item (17) answered 'Ya' in red. */
export function DetailSrq20({ skor, instrument, answers = false }: PropsDetail<SkorSrq20>) {
  const kritis = skor.butir_kritis.length > 0;
  return (
    <div className="flex flex-col gap-2" data-testid="detail-srq20">
      <p>
        <span className="font-semibold">Jawaban Ya:</span> {skor.total_skor} dari {skor.jumlah_soal} (batas {SRQ20_BATAS}) ·{' '}
        <span className="font-semibold">Kategori:</span>{' '}
        <KategoriBadge value={skor.kategori} instrument={instrument} hasil={skor} />
      </p>
      <p
        className={
          kritis ? 'rounded border border-danger-600 bg-danger-50 px-2 py-1 font-semibold text-danger-700' : 'text-slate-700'
        }
        data-testid="butir-kritis"
        role={kritis ? 'alert' : undefined}
      >
        {kritis
          ? `Butir kritis ${skor.butir_kritis.join(', ')} (pikiran mengakhiri hidup) dijawab Ya: tindakan hari ini.`
          : `Butir kritis ${SRQ20_BUTIR_KRITIS.join(', ')} (pikiran mengakhiri hidup): tidak dijawab Ya.`}
      </p>
      {answers && <Jawaban jawaban={skor.jawaban} instrument={instrument} />}
    </div>
  );
}

/** A result's score block by the instrument's scoring kind (the combined view and the results page). */
export function DetailSkor({
  instrument,
  hasil,
  answers = false,
}: {
  instrument: InstrumentKey;
  hasil: MetaHasil;
  answers?: boolean;
}) {
  switch (INSTRUMEN[instrument].skor.jenis) {
    case 'trait':
      return <DetailPid5 skor={hasil as SkorPid5} highTraits={answers} instrument={instrument} />;
    case 'domain':
      return <DetailPsc17 skor={hasil as SkorPsc17} instrument={instrument} />;
    case 'rerata':
      return <DetailDukungan skor={hasil as SkorDukungan} answers={answers} instrument={instrument} />;
    case 'kunci':
      return <DetailKognitif skor={hasil as SkorKognitif} answers={answers} instrument={instrument} />;
    case 'ya_tidak':
      return <DetailSrq20 skor={hasil as SkorSrq20} answers={answers} instrument={instrument} />;
  }
}

/**
 * An answer as the person saw it (issue 32): SRQ-20's "Ya"/"Tidak", the support scale's words with the
 * value the mean is taken from; an answer outside the options stays as stored.
 */
function Jawaban({ jawaban, instrument }: { jawaban: Record<string, number | string>; instrument: InstrumentKey }) {
  const entries = Object.entries(jawaban).sort((a, b) => Number(a[0]) - Number(b[0]));
  if (entries.length === 0) return null;
  return (
    <div>
      <p className="font-semibold">Jawaban per soal:</p>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {entries.map(([n, v]) => (
          <li key={n} className="rounded border border-slate-300 bg-white px-2 py-0.5 text-sm">
            {n}: <strong>{teksJawaban(instrument, v)}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
