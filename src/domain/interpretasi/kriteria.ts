// D24: a facility may add critical criteria to the defaults, never remove or weaken them. Each set is a
// version (kept, never edited); a result is judged by the version in force when it was scored. This
// file turns a version's criteria into rules of the same table (aturan.ts), so every place that
// computes a priority reads them the same way, and says in the result that a facility rule decided it
// (D12).
import type { ScreeningKey } from '../instrumen/dasar';
import { butirPemicu, waktuPemicuDiganti, type Aturan, type HasilUntukAturan, type Kalimat } from './aturan';
import { daftarKriteria, labelKriteria, namaVersiKriteria, type KriteriaRekam, type KriteriaTambahan } from '../kriteria-tambahan';

export * from '../kriteria-tambahan';

const ya = (h: HasilUntukAturan, k: ScreeningKey) => h.skrining[k] === 'Ya';

/** Whether one criterion holds, and its label (an item from a replaced attempt says so, D20). */
function pemicuKriteria(k: KriteriaTambahan, h: HasilUntukAturan): string | null {
  if (k.jenis === 'skrining') return ya(h, k.kunci) ? labelKriteria(k) : null;
  if (k.jenis === 'total') {
    // A total from a sub test that cannot be interpreted is no finding (D12); its items still are.
    const total = h[k.instrumen]?.total_skor;
    return typeof total === 'number' && total >= k.skor ? `${labelKriteria(k)} (skor ${total})` : null;
  }
  const [b] = butirPemicu(h, [{ instrumen: k.instrumen, nomor: k.nomor, nilai: k.nilai, label: labelKriteria(k) }], (j, n) => j >= n);
  return b?.label ?? null;
}

/** The criteria of the versions judging a record as rules of the table, after the defaults, each named by its version. */
export function aturanKriteria(kriteria: KriteriaRekam | undefined): Aturan[] {
  return daftarKriteria(kriteria).flatMap((v, urutan) => aturanVersi(v.lokasi, v.nomor, v.kriteria, urutan));
}

function aturanVersi(lokasi: string, nomor: number, kriteria: readonly KriteriaTambahan[], urutan: number): Aturan[] {
  const nama = namaVersiKriteria({ lokasi, nomor });
  return kriteria.map((k, n) => {
    const teks = (h: HasilUntukAturan) => `${nama}: ${pemicuKriteria(k, h)}`;
    const kalimat = (h: HasilUntukAturan): string =>
      `${h.kategori === 'tahanan' ? 'Tahanan' : 'Anak'} ${pemicuKriteria(k, h)}: menurut ${nama}, hasil ini ${k.prioritas}.`;
    const alasan: Kalimat = {
      anak: `Menurut ${nama}, jawaban anak ini menjadikan hasilnya Kritis.`,
      tahanan: `Menurut ${nama}, jawaban tahanan ini menjadikan hasilnya Kritis.`,
    };
    return {
      id: urutan === 0 ? `kriteria-lokasi-${n + 1}` : `kriteria-lokasi-${urutan + 1}-${n + 1}`,
      kondisi: `${nama}: ${labelKriteria(k)} menjadikan hasil ${k.prioritas}`,
      berlaku: (h) => pemicuKriteria(k, h) !== null,
      waktuPemicu: (h) =>
        k.jenis === 'butir'
          ? waktuPemicuDiganti(butirPemicu(h, [{ instrumen: k.instrumen, nomor: k.nomor, nilai: k.nilai, label: '' }], (j, n) => j >= n))
          : null,
      prioritas: k.prioritas,
      sumber: k.jenis === 'skrining' ? ['skrining'] : [k.instrumen],
      ...(k.prioritas === 'Kritis' ? { kritis: { alasan } } : {}),
      bagian: 'kecenderungan_masalah',
      tema: 'keselamatan',
      temuan: (h) => [kalimat(h)],
      tindakan: [k.prioritas === 'Kritis' ? 'temui-hari-ini' : 'temui-72-jam'],
      ringkas: teks,
      tanpaKekuatan: k.prioritas === 'Kritis',
    } satisfies Aturan;
  });
}

