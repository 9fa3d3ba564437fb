// The per-instrument result blocks, shared by Hasil Asesmen and the combined report.
import type { ReactNode } from 'react';
import { DOMAIN_PSC17_KEYS, DOMAIN_PSC17_NAMA, TRAIT_KEYS, TRAIT_NAMA } from '../../../../domain/instruments';
import { KOSONG_TRAIT_TINGGI } from '../../../../domain/messages';
import { CATATAN_KOGNITIF } from '../../../../domain/skor/skor-kognitif';
import { PID5_BATAS_TINGGI } from '../../../../domain/skor/skor-pid5';
import { Badge } from '../../../components/ui/badge';
import type { Kategori, SkorDukungan, SkorKognitif, SkorPid5, SkorPsc17, StatusPsc17 } from './hasil-types';

const angka = (n: number | null | undefined) => (n === null || n === undefined ? '-' : String(n).replace('.', ','));

/** A category as a badge: Tinggi/Bermasalah in warning colours, the rest neutral or calm. */
export function KategoriBadge({ value }: { value: Kategori | StatusPsc17 }) {
  const tone =
    value === 'Tinggi' || value === 'Bermasalah'
      ? 'danger'
      : value === 'Sedang'
        ? 'warn'
        : value === 'Rendah' || value === 'Tidak Bermasalah'
          ? 'ok'
          : 'neutral';
  return <Badge tone={tone}>{value}</Badge>;
}

/** The mark of a sub test that closed because its time ran out (D5). */
export function WaktuHabis({ show }: { show: boolean }) {
  return show ? <Badge tone="warn">Waktu habis</Badge> : null;
}

const CELL = 'px-1.5 py-2 sm:px-3';

/** A small table of name, category and score; on a phone the category moves under the name so the score stays in view. */
function MiniTable({ head, children }: { head: [string, string, string]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
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
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}

function BarisSkor({ nama, kategori, skor }: { nama: string; kategori: Kategori | StatusPsc17; skor: number | null }) {
  return (
    <tr>
      <td className={CELL}>
        {nama}
        <div className="mt-1 sm:hidden">
          <KategoriBadge value={kategori} />
        </div>
      </td>
      <td className={`${CELL} hidden sm:table-cell`}>
        <KategoriBadge value={kategori} />
      </td>
      <td className={CELL}>{angka(skor)}</td>
    </tr>
  );
}

/** The traits whose score is at least the display threshold (2). */
export function traitTinggi(s: SkorPid5) {
  return TRAIT_KEYS.filter((t) => (s.traitScores[t]?.skor ?? -1) >= PID5_BATAS_TINGGI);
}

/** PID-5-BF: every trait with score and category, the high traits, the conclusion. */
export function DetailPid5({ skor, highTraits = true }: { skor: SkorPid5; highTraits?: boolean }) {
  const tinggi = traitTinggi(skor);
  return (
    <div className="flex flex-col gap-3">
      <MiniTable head={['Trait', 'Kategori', 'Skor']}>
        {TRAIT_KEYS.map((t) => (
          <BarisSkor key={t} nama={TRAIT_NAMA[t]} kategori={skor.traitScores[t].kategori} skor={skor.traitScores[t].skor} />
        ))}
      </MiniTable>
      {highTraits && (
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
        <span className="font-semibold">Kesimpulan:</span> {skor.kesimpulan}
      </p>
    </div>
  );
}

/** PSC-17: each domain's status and score, the total and its category. */
export function DetailPsc17({ skor }: { skor: SkorPsc17 }) {
  return (
    <div className="flex flex-col gap-3">
      <MiniTable head={['Domain', 'Status', 'Skor']}>
        {DOMAIN_PSC17_KEYS.map((d) => (
          <BarisSkor key={d} nama={DOMAIN_PSC17_NAMA[d]} kategori={skor.detail[d].status} skor={skor.detail[d].skor} />
        ))}
      </MiniTable>
      <p>
        <span className="font-semibold">Total skor:</span> {angka(skor.total_skor)} ·{' '}
        <span className="font-semibold">Kategori:</span> <KategoriBadge value={skor.kategori_total} />
      </p>
    </div>
  );
}

/** Family support: total, category, the essay answer (and the item answers on the results page). */
export function DetailDukungan({ skor, answers = false }: { skor: SkorDukungan; answers?: boolean }) {
  return (
    <div className="flex flex-col gap-2">
      <p>
        <span className="font-semibold">Total skor:</span> {angka(skor.total_skor)} ·{' '}
        <span className="font-semibold">Kategori:</span> <KategoriBadge value={skor.kategori} />
      </p>
      {skor.rata_rata !== null && <p className="text-slate-700">Rata-rata skor per butir: {angka(skor.rata_rata)}</p>}
      <div>
        <p className="font-semibold">Jawaban essay (Apa yang menjadi harapan Anda di masa depan?):</p>
        <p className="whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3">{skor.jawaban_essay?.trim() || '-'}</p>
      </div>
      {answers && <Jawaban jawaban={skor.jawaban} />}
    </div>
  );
}

/** Cognitive: number correct, band, and the reminder that it is a raw-score band, not an IQ (D3). */
export function DetailKognitif({ skor, answers = false }: { skor: SkorKognitif; answers?: boolean }) {
  return (
    <div className="flex flex-col gap-2">
      <p>
        <span className="font-semibold">Total skor:</span> {skor.total_skor}
        {skor.jumlah_soal > 0 && ` dari ${skor.jumlah_soal} soal`}
        {skor.persen !== null && ` (${angka(skor.persen)}%)`} · <span className="font-semibold">Kategori:</span>{' '}
        <KategoriBadge value={skor.kategori} />
      </p>
      <p className="text-sm text-slate-700">{CATATAN_KOGNITIF}</p>
      {answers && <Jawaban jawaban={skor.jawaban} />}
    </div>
  );
}

function Jawaban({ jawaban }: { jawaban: Record<string, number | string> }) {
  const entries = Object.entries(jawaban).sort((a, b) => Number(a[0]) - Number(b[0]));
  if (entries.length === 0) return null;
  return (
    <div>
      <p className="font-semibold">Jawaban per soal:</p>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {entries.map(([n, v]) => (
          <li key={n} className="rounded border border-slate-300 bg-white px-2 py-0.5 text-sm">
            {n}: <strong>{v}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
