// D21 in the clinician's copy (issue 30): a psychologist does not sign a report without the consent and
// the person's own assent on file, so their copy has the whole consent (who, relation, how, when, the
// witness, why without a companion, the PK informed, who recorded it) and the assent with its times, or
// says plainly what is missing. The officer's copy keeps the two summary rows of the identity section.
//
// laporan-pdf.ts imports this file and this file uses its drawing helpers: the helpers are called only
// while a report is drawn, never when the modules load, so the cycle is harmless.
import type { Content, TableCell } from 'pdfmake/interfaces';
import { WARNA } from '#domain/gaya.ts';
import type { KategoriPeserta } from '#domain/index.ts';
import { waktuWib } from '#domain/waktu.ts';
import type { LaporanModel } from './laporan-model';
import { keterangan, seksi, tabel } from './laporan-pdf';

export const JUDUL_PERSETUJUAN = 'Persetujuan dan Kesediaan';
export const TEKS_PERSETUJUAN_BELUM = 'Belum dicatat';
export const PERINGATAN_PERSETUJUAN =
  'Persetujuan atau kesediaan belum tercatat untuk ronde ini: laporan ini belum dapat ditandatangani psikolog. Catat persetujuan pada Kelola Data Asesmen.';

const KESEDIAAN: Record<KategoriPeserta, string> = { anak: 'Kesediaan anak', tahanan: 'Kesediaan tahanan' };

const label = (t: string): TableCell => ({ text: t, color: WARNA.redup });
const belum = (): TableCell => ({ text: TEKS_PERSETUJUAN_BELUM, bold: true, color: WARNA.bahaya });

/** The consent and assent section of the clinician's copy; nothing in the officer's copy. */
export function bagianPersetujuan(m: LaporanModel): Content[] {
  if (m.salinan !== 'psikolog' || m.persetujuan_rinci === undefined) return [];
  const s = m.persetujuan_rinci?.persetujuan ?? null;
  const k = m.persetujuan_rinci?.kesediaan ?? null;
  const baris: TableCell[][] = s
    ? [
        [label('Diberikan oleh'), { text: s.pemberi, bold: true }],
        ...(s.nama_pemberi ? [[label('Nama dan hubungan'), `${s.nama_pemberi}${s.hubungan ? ` (${s.hubungan})` : ''}`]] : []),
        [label('Cara'), s.cara],
        [label('Waktu persetujuan'), waktuWib(s.diberikan_at)],
        [label('Saksi'), s.saksi ?? '-'],
        ...(s.alasan_tanpa_pendamping ? [[label('Alasan tanpa pendamping'), s.alasan_tanpa_pendamping]] : []),
        ...(s.catatan_pk ? [[label('PK Bapas diberi tahu'), s.catatan_pk]] : []),
        [label('Dicatat oleh'), `${s.dicatat_oleh ?? 'Akun asesor sudah dihapus'}, ${waktuWib(s.dicatat_at)}`],
      ]
    : [[label('Persetujuan'), belum()]];
  const pilihan: TableCell = !k
    ? { text: 'Belum menjawab halaman awal', bold: true, color: WARNA.bahaya }
    : k.mau
      ? { text: `"Saya mau mulai", ${waktuWib(k.dijawab_at)}` }
      : { text: `"Saya tidak mau", ${waktuWib(k.dijawab_at)}: tidak ada jawaban yang dikumpulkan pada ronde ini`, bold: true };
  baris.push([label(KESEDIAAN[m.kategori]), pilihan]);
  if (k?.berhenti_at) {
    baris.push([
      label('Berhenti'),
      {
        text: `${waktuWib(k.berhenti_at)}${k.berhenti_subtes ? ` pada ${k.berhenti_subtes}` : ''}: jawaban sebelumnya disimpan, sisa ronde tidak dikerjakan`,
        bold: true,
      },
    ]);
  }
  const lengkap = s !== null && k !== null && k.mau;
  return [
    seksi(
      JUDUL_PERSETUJUAN,
      ...(s && k ? [] : [{ text: PERINGATAN_PERSETUJUAN, bold: true, color: WARNA.bahaya, margin: [0, 0, 0, 6] } as Content]),
      tabel(null, baris, [130, '*']),
      ...(lengkap
        ? [keterangan('Persetujuan dan kesediaan ronde yang sedang berjalan; ronde sebelumnya ada pada "Unduh semua data".')]
        : []),
    ),
  ];
}
