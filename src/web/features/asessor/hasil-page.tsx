import { Fragment, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { toast } from '#web/lib/toast.ts';
import {
  BATERAI_BAWAAN,
  INSTRUMEN,
  TRAIT_NAMA,
  instrumenUntuk,
  type InstrumentKey,
  type KategoriPeserta,
} from '#domain/instruments.ts';
import { konfirmasiHapusHasil, PESAN_KESALAHAN_HAPUS_DATA } from '#domain/messages.ts';
import { teksTidakDitafsirkan } from '#domain/label-hasil.ts';
import { Button, TombolHapus } from '#web/components/ui/button.tsx';
import { Panel } from '#web/components/ui/panel.tsx';
import { SelectField, Opsi } from '#web/components/ui/field.tsx';
import { Td } from '#web/components/ui/table.tsx';
import { ApiError } from '#web/lib/api.ts';
import { DaftarTabel } from '#web/components/ui/daftar.tsx';
import { KonfirmasiDialog } from '#web/components/ui/konfirmasi-dialog.tsx';
import { NomorRegistrasi } from '#web/components/ui/nomor-registrasi.tsx';
import { formatWib } from '#web/lib/format.ts';
import { KepalaHasil } from './hasil/kepala-hasil';
import { hapusHasil, hasilQuery } from './hasil/hasil-api';
import type { HasilRow, SkorDukungan, SkorKognitif, SkorPid5, SkorPsc17, SkorSrq20 } from './hasil/hasil-types';
import { KategoriSwitch, kategoriHasil } from './hasil/kategori-switch';
import { DetailSkor, KategoriBadge, traitTinggi, TandaBadges, MetaValiditasView, VersiBank } from './hasil/skor-detail';
import { useBarisTerbuka, useDaftarBerhalaman } from '#web/lib/daftar-berhalaman.ts';

/** The short summary of a result in its list row, by the instrument's scoring kind. */
function Ringkasan({ instrument, row }: { instrument: InstrumentKey; row: HasilRow }) {
  switch (INSTRUMEN[instrument].skor.jenis) {
    case 'trait': {
      const r = row as unknown as SkorPid5;
      const tinggi = traitTinggi(r);
      const ditahan = teksTidakDitafsirkan(row);
      return <span>{ditahan ?? (tinggi.length ? tinggi.map((t) => TRAIT_NAMA[t]).join(', ') : r.kesimpulan)}</span>;
    }
    case 'domain':
      return <KategoriBadge value={(row as unknown as SkorPsc17).kategori_total} instrument={instrument} hasil={row} />;
    case 'rerata':
      return <KategoriBadge value={(row as unknown as SkorDukungan).kategori} instrument={instrument} hasil={row} />;
    case 'kunci':
      return <KategoriBadge value={(row as unknown as SkorKognitif).kategori} instrument={instrument} hasil={row} />;
    case 'ya_tidak': {
      const r = row as unknown as SkorSrq20;
      return (
        <span className="flex flex-wrap items-center gap-1">
          <KategoriBadge value={r.kategori} instrument={instrument} hasil={row} />
          {r.butir_kritis.length > 0 && (
            <span className="font-semibold text-danger-700">Butir {r.butir_kritis.join(', ')} Ya</span>
          )}
        </span>
      );
    }
  }
}

/** A result's detail, by the instrument's scoring kind. */
function Detail({ instrument, row }: { instrument: InstrumentKey; row: HasilRow }) {
  return (
    <div className="flex flex-col gap-3">
      <MetaValiditasView meta={row} />
      <DetailSkor instrument={instrument} hasil={row} answers />
    </div>
  );
}

/** The instruments a category's results may be of: its default battery's order first, then any other it may hold. */
function pilihanInstrumen(kategori: KategoriPeserta): InstrumentKey[] {
  const bawaan = BATERAI_BAWAAN[kategori];
  return [...bawaan, ...instrumenUntuk(kategori).filter((k) => !bawaan.includes(k))];
}

/** Hasil Asesmen: one instrument's results of the Rutan for a category, searchable and paged, with detail and delete. */
export default function HasilPage() {
  const queryClient = useQueryClient();
  const daftar = useDaftarBerhalaman();
  const { q, page, setPage } = daftar;
  const [kategori, setKategori] = kategoriHasil(daftar);
  const pilihan = pilihanInstrumen(kategori);
  const [dipilih, setInstrument] = useState<InstrumentKey>(pilihan[0]!);
  // An instrument of the other category (after a switch or a reload) falls back to the category's first.
  const instrument = pilihan.includes(dipilih) ? dipilih : pilihan[0]!;
  const list = useQuery(hasilQuery(kategori, instrument, q, page));
  const [open, setOpen] = useBarisTerbuka(list.data?.data.map((r) => r.id));
  const [hapus, setHapus] = useState<HasilRow | null>(null);

  const choose = (key: InstrumentKey) => {
    // Choosing an instrument loads its list and collapses any open row (seed-spec section 4).
    setInstrument(key);
    setPage(1);
    setOpen(null);
  };

  const gantiKategori = (k: KategoriPeserta) => {
    setKategori(k); // back to page 1, the open row closed
    setInstrument(pilihanInstrumen(k)[0]!);
  };

  const remove = useMutation({
    mutationFn: (row: HasilRow) => hapusHasil(queryClient, instrument, row.registration_no),
    onSuccess: ({ message }, row) => {
      setHapus(null);
      toast.success(message);
      if (open === row.id) setOpen(null);
    },
    onError: (error) => {
      setHapus(null);
      toast.error(PESAN_KESALAHAN_HAPUS_DATA, { description: error instanceof ApiError ? error.message : undefined });
    },
  });
  const deleting = remove.isPending ? remove.variables.registration_no : undefined;

  const kode = INSTRUMEN[instrument].kode;

  return (
    <>
      <KepalaHasil
        kategori={kategori}
        description={`Hasil setiap instrumen. Menghapus hasil membuat ${kategori} dapat mengerjakan sub test itu lagi.`}
      />
      <Panel>
        <DaftarTabel
          daftar={daftar}
          query={list}
          saring={
            <>
              <KategoriSwitch value={kategori} onChange={gantiKategori} />
              <div className="w-full sm:max-w-56">
                <SelectField
                  label="Instrumen"
                  name="instrument"
                  value={instrument}
                  onChange={(e) => choose(e.target.value as InstrumentKey)}
                >
                  <Opsi daftar={pilihan} label={(k) => INSTRUMEN[k].kode} />
                </SelectField>
              </div>
            </>
          }
          kepala={['No', 'No. Registrasi', 'Nama', 'Tanggal', 'Ringkasan', 'Aksi']}
          caption={`Hasil ${kode}`}
          kosong={(cari) => (cari ? `Tidak ada hasil ${kode} yang cocok dengan "${cari}".` : `Belum ada hasil ${kode}.`)}
        >
          {(r, no) => (
            <Fragment key={r.id}>
              <tr data-testid={`hasil-${r.registration_no}`}>
                <Td>{no}</Td>
                <Td className="text-sm">
                  <NomorRegistrasi value={r.registration_no} />
                </Td>
                <Td className="font-semibold">{r.name}</Td>
                <Td>
                  <div className="flex flex-col items-start gap-1">
                    <span>{formatWib(r.tanggal)}</span>
                    <VersiBank versi={r.versi_bank} />
                    <TandaBadges validitas={r.validitas} />
                  </div>
                </Td>
                <Td>
                  <Ringkasan instrument={instrument} row={r} />
                </Td>
                <Td>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-expanded={open === r.id}
                      onClick={() => setOpen(open === r.id ? null : r.id)}
                    >
                      {open === r.id ? (
                        <ChevronUp className="size-4" aria-hidden />
                      ) : (
                        <ChevronDown className="size-4" aria-hidden />
                      )}
                      {open === r.id ? 'Sembunyikan' : 'Lihat Detail'}
                    </Button>
                    <TombolHapus
                      loading={deleting === r.registration_no}
                      onClick={() => setHapus(r)}
                      aria-label={`Hapus hasil ${r.registration_no}`}
                    />
                  </div>
                </Td>
              </tr>
              {open === r.id && (
                <tr className="bg-slate-50">
                  <td colSpan={6} className="p-0">
                    <div className="w-auto px-3 py-4 xl:sticky xl:left-0 xl:w-[calc(100cqw-2px)]" data-testid="hasil-detail">
                      <h3 className="mb-3 text-lg font-bold text-brand-900">
                        Detail {kode}: {r.name}
                      </h3>
                      <Detail instrument={instrument} row={r} />
                    </div>
                  </td>
                </tr>
              )}
            </Fragment>
          )}
        </DaftarTabel>
      </Panel>
      <KonfirmasiDialog
        open={hapus !== null}
        title={`Hapus Hasil ${kode}`}
        question={hapus ? konfirmasiHapusHasil(hapus.registration_no) : ''}
        detail={hapus && <p>{hapus.name} dapat mengerjakan sub test ini lagi setelah hasilnya dihapus.</p>}
        confirmLabel="Hapus"
        busy={deleting !== undefined}
        onCancel={() => setHapus(null)}
        onConfirm={() => hapus && remove.mutate(hapus)}
      />
    </>
  );
}
