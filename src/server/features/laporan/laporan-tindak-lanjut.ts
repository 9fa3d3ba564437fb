// The follow-up record in the report (D19, issue 31 Build 1): every follow-up of the record with its
// officer, clock, actions, referrals with their outcomes, and history, in both copies (D22: it is what
// staff act on). Its own section file so the report's layout (laporan-pdf.ts) only places it.
//
// laporan-pdf.ts imports this file and this file uses its drawing helpers: the helpers are called only
// while a report is drawn, never when the modules load, so the cycle is harmless.
import type { Kysely, Selectable } from 'kysely';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { WARNA } from '#domain/gaya.ts';
import {
  LABEL_TUJUAN_RUJUKAN,
  TUJUAN_RUJUKAN,
  labelStatusTindakLanjut,
  terlambat,
  type TujuanRujukan,
} from '#domain/tindak-lanjut.ts';
import { tanggalIndonesia, waktuWib } from '#domain/waktu.ts';
import type { DB, TindakLanjutAksiTable, TindakLanjutRujukanTable, TindakLanjutTable } from '#server/db/schema.ts';
import { KOLOM_TINDAK_LANJUT } from '../tindak-lanjut/tindak-lanjut-data';
import type { JenisKontak } from '#domain/kontak-lokasi.ts';
import type { LaporanModel } from './laporan-model';
import { keterangan, seksi, tabel } from './laporan-pdf';

export const JUDUL_CATATAN_TINDAK_LANJUT = 'Catatan Tindak Lanjut';
export const TEKS_TANPA_TINDAK_LANJUT = 'Belum ada tindak lanjut yang dibuka untuk rekaman ini.';
export const TEKS_TANPA_AKSI = 'Belum ada tindakan yang dicatat.';
export const TEKS_HASIL_BELUM = 'Hasil belum dicatat';

/** One follow-up as the report prints it; codes stay codes here and become words when drawn. */
export interface CatatanTindakLanjut
  extends Pick<
    Selectable<TindakLanjutTable>,
    'id' | 'ronde' | 'prioritas' | 'sumber' | 'temuan_pada' | 'tenggat' | 'status' | 'alasan_tutup' | 'ditutup_pada'
  > {
  /** The officer responsible, by name; null when nobody is named or the account was deleted. */
  petugas: string | null;
  aksi: Pick<TindakLanjutAksiTable, 'tindakan' | 'oleh' | 'pada' | 'catatan'>[];
  rujukan: Pick<TindakLanjutRujukanTable, 'tujuan' | 'tujuan_lain' | 'tanggal' | 'nomor' | 'hasil' | 'hasil_pada'>[];
  riwayat: { pada: string; oleh: string; keterangan: string }[];
}

/** The history stores an officer change by id ("Petugas id 7"): the report names the person. */
const PETUGAS_ID = /^Petugas id (\d+)$/;

/**
 * The follow-ups of one record, open ones first, then the newest; each with its actions (by when they
 * were done), referrals (by date) and history (in order). Read beside the record: the caller discards
 * it when the record is not in the caller's Rutan.
 */
export async function loadCatatanTindakLanjut(db: Kysely<DB>, registrationNo: string): Promise<CatatanTindakLanjut[]> {
  const daftar = await db
    .selectFrom('tindak_lanjut as t')
    .innerJoin('peserta as p', 'p.id', 't.peserta_id')
    .leftJoin('asessor as a', 'a.id', 't.petugas_id')
    .select([...KOLOM_TINDAK_LANJUT, 't.ronde', 'a.name as petugas'])
    .where('p.registration_no', '=', registrationNo)
    .orderBy('t.id', 'desc')
    .execute();
  if (daftar.length === 0) return [];
  const ids = daftar.map((t) => t.id);
  const [aksi, rujukan, riwayat] = await Promise.all([
    db
      .selectFrom('tindak_lanjut_aksi')
      .select(['tindak_lanjut_id', 'tindakan', 'oleh', 'pada', 'catatan'])
      .where('tindak_lanjut_id', 'in', ids)
      .orderBy('pada')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('tindak_lanjut_rujukan')
      .select(['tindak_lanjut_id', 'tujuan', 'tujuan_lain', 'tanggal', 'nomor', 'hasil', 'hasil_pada'])
      .where('tindak_lanjut_id', 'in', ids)
      .orderBy('tanggal')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('tindak_lanjut_riwayat')
      .select(['tindak_lanjut_id', 'jenis', 'keterangan', 'pada', 'oleh'])
      .where('tindak_lanjut_id', 'in', ids)
      .orderBy('id')
      .execute(),
  ]);
  const petugasIds = [
    ...new Set(riwayat.flatMap((r) => (r.keterangan?.match(PETUGAS_ID) ? [Number(r.keterangan.match(PETUGAS_ID)![1])] : []))),
  ];
  const nama = new Map(
    petugasIds.length
      ? (await db.selectFrom('asessor').select(['id', 'name']).where('id', 'in', petugasIds).execute()).map((a) => [a.id, a.name])
      : [],
  );
  const keteranganRiwayat = (r: (typeof riwayat)[number]): string => {
    const id = r.keterangan?.match(PETUGAS_ID)?.[1];
    if (id !== undefined) return `Petugas diganti: ${nama.get(Number(id)) ?? 'akun yang sudah dihapus'}`;
    return r.keterangan ?? r.jenis;
  };
  const tl = daftar.map((t) => ({
    ...t,
    ronde: Number(t.ronde),
    aksi: aksi.filter((x) => x.tindak_lanjut_id === t.id).map(({ tindak_lanjut_id: _id, ...x }) => x),
    rujukan: rujukan.filter((x) => x.tindak_lanjut_id === t.id).map(({ tindak_lanjut_id: _id, ...x }) => x),
    riwayat: riwayat
      .filter((x) => x.tindak_lanjut_id === t.id)
      .map((r) => ({ pada: r.pada, oleh: r.oleh, keterangan: keteranganRiwayat(r) })),
  }));
  // Open first (what staff still owe), then newest first.
  return [...tl.filter((t) => t.status !== 'ditutup'), ...tl.filter((t) => t.status === 'ditutup')];
}

/** The officer of the record's open follow-up, if one is open and has one: who the plan's "responsible officer" is. */
export function petugasTindakLanjutTerbuka(m: LaporanModel): string | null {
  return m.tindak_lanjut?.find((t) => t.status !== 'ditutup')?.petugas ?? null;
}

const label = (t: string): TableCell => ({ text: t, color: WARNA.redup });

const tujuanTeks = (r: CatatanTindakLanjut['rujukan'][number]): string => {
  const nama = TUJUAN_RUJUKAN.includes(r.tujuan as TujuanRujukan) ? LABEL_TUJUAN_RUJUKAN[r.tujuan as TujuanRujukan] : r.tujuan;
  return r.tujuan === 'lainnya' && r.tujuan_lain ? `${nama}: ${r.tujuan_lain}` : nama;
};

function satuTindakLanjut(t: CatatanTindakLanjut, nomor: number, jumlah: number, sekarang: Date): Content[] {
  const terbuka = t.status !== 'ditutup';
  const telat = terbuka && terlambat(t.tenggat, sekarang);
  const status = labelStatusTindakLanjut(t, sekarang);
  const kepala: TableCell[][] = [
    [
      label('Status'),
      { text: status, bold: true, color: telat ? WARNA.bahaya : terbuka ? WARNA.teks : WARNA.aman },
      label('Petugas'),
      t.petugas ? { text: t.petugas, bold: true } : { text: 'Belum ditunjuk', bold: true, color: WARNA.sedang },
    ],
    [
      label('Dibuka'),
      `${t.sumber === 'aturan' ? 'Oleh aturan prioritas' : 'Oleh asesor'}; temuan ${waktuWib(t.temuan_pada)}`,
      label('Tenggat'),
      t.tenggat ? { text: waktuWib(t.tenggat), bold: telat, color: telat ? WARNA.bahaya : WARNA.teks } : 'Tanpa tenggat',
    ],
    ...(terbuka ? [] : [[label('Ditutup'), { text: waktuWib(t.ditutup_pada), colSpan: 3 }, '', ''] as TableCell[]]),
  ];
  const aksi: Content = t.aksi.length
    ? tabel(
        ['Waktu', 'Tindakan', 'Oleh', 'Catatan'],
        t.aksi.map((a): TableCell[] => [waktuWib(a.pada), a.tindakan, a.oleh, a.catatan ?? '-']),
        [78, '*', 78, 120],
      )
    : { text: TEKS_TANPA_AKSI, italics: true, color: terbuka ? WARNA.sedang : WARNA.redup, margin: [0, 0, 0, 6] };
  // A sub heading never stays alone at the foot of a page: each block is kept whole (a few rows each).
  const rujukan: Content[] = t.rujukan.length
    ? [
        {
          unbreakable: true,
          stack: [
            { text: 'Rujukan', bold: true, fontSize: 9.5, margin: [0, 2, 0, 2] },
            tabel(
              ['Tanggal', 'Tujuan', 'Nomor', 'Hasil'],
              t.rujukan.map((r): TableCell[] => [
                tanggalIndonesia(r.tanggal),
                tujuanTeks(r),
                r.nomor ?? '-',
                r.hasil
                  ? { text: [r.hasil, { text: ` (dicatat ${waktuWib(r.hasil_pada)})`, color: WARNA.redup }] }
                  : { text: TEKS_HASIL_BELUM, italics: true, color: WARNA.sedang },
              ]),
              [72, 100, 80, '*'],
            ),
          ],
        },
      ]
    : [];
  const riwayat: Content[] = t.riwayat.length
    ? [
        {
          unbreakable: true,
          stack: [
            { text: 'Riwayat', bold: true, fontSize: 9.5, margin: [0, 2, 0, 2] },
            {
              ul: t.riwayat.map((r) => ({ text: `${waktuWib(r.pada)}, ${r.oleh}: ${r.keterangan}`, margin: [0, 0, 0, 1] })),
              fontSize: 8.5,
              color: WARNA.redup,
              margin: [4, 0, 0, 6],
            },
          ],
        },
      ]
    : [];
  // The heading, the follow-up's state and its actions stay together; referrals and history may run on.
  const kepalaBlok: Content = {
    stack: [
      {
        text: `Tindak lanjut ${nomor} dari ${jumlah}: prioritas ${t.prioritas}, ronde ${t.ronde}`,
        style: 'h3',
        color: telat ? WARNA.bahaya : WARNA.teks,
      },
      tabel(null, kepala, [52, '*', 52, '*']),
      { text: 'Tindakan', bold: true, fontSize: 9.5, margin: [0, 2, 0, 2] },
      aksi,
    ],
    unbreakable: true,
  };
  return [kepalaBlok, ...rujukan, ...riwayat];
}

/**
 * "Catatan Tindak Lanjut": what has been done for the person and what is still owed. Nothing when the
 * model was made without follow-ups (a layout test's model); a sentence when none was ever opened.
 */
export const JUDUL_KONTAK_SETEMPAT = 'Kontak layanan setempat';

type Kontak = NonNullable<LaporanModel['kontak']>[number];
const satuKontak = (k: Kontak) => `${k.label}: ${k.nama}, telp. ${k.telepon}${k.keterangan ? ` (${k.keterangan})` : ''}`;

/** D24: the facility's contacts, printed beside the follow-ups' actions and referrals that need them. */
function kontakSetempat(m: LaporanModel): Content[] {
  if (!m.kontak?.length) return [];
  return [keterangan(`${JUDUL_KONTAK_SETEMPAT} (${m.rutan}):`), ...m.kontak.map((k) => keterangan(`${satuKontak(k)}. ${k.guna}`))];
}

/** The line printed under an action (D24): the facility's contacts of the kinds it needs, closest first; null when it has none of them. */
export function kontakUntukTindakan(m: LaporanModel, jenis: readonly JenisKontak[]): string | null {
  const ada = jenis.map((j) => m.kontak?.find((k) => k.jenis === j)).filter((k): k is Kontak => k !== undefined);
  return ada.length ? `Kontak: ${ada.map(satuKontak).join('; ')}.` : null;
}

export function bagianCatatanTindakLanjut(m: LaporanModel): Content[] {
  const daftar = m.tindak_lanjut;
  if (!daftar) return [];
  if (daftar.length === 0) return [seksi(JUDUL_CATATAN_TINDAK_LANJUT, keterangan(TEKS_TANPA_TINDAK_LANJUT), ...kontakSetempat(m))];
  const sekarang = new Date(m.dibuatPada);
  const [[pertama, ...sisa] = [], ...lain] = daftar.map((t, i) => satuTindakLanjut(t, i + 1, daftar.length, sekarang));
  // The section's heading travels with the first follow-up's head, never alone at the foot of a page.
  return [
    seksi(
      JUDUL_CATATAN_TINDAK_LANJUT,
      keterangan(
        `Keadaan saat dicetak (${waktuWib(m.dibuatPada)}); yang masih terbuka lebih dulu. Terlambat: lewat tenggat dan belum ditutup.`,
      ),
      ...kontakSetempat(m),
      pertama!,
    ),
    ...sisa,
    ...lain.flat(),
  ];
}
