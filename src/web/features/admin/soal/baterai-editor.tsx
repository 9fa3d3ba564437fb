import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus, Save, X } from 'lucide-react';
import { toast } from '#web/lib/toast.ts';
import { Button, TombolIkon } from '#web/components/ui/button.tsx';
import { PageHeader, Panel } from '#web/components/ui/panel.tsx';
import { SelectField } from '#web/components/ui/field.tsx';
import { Termuat } from '#web/components/ui/daftar.tsx';
import { PESAN_TANPA_JARINGAN, pesanGagal } from '#web/lib/api.ts';
import { bateraiQuery, segarkanBaterai, ubahBaterai, type Baterai } from './soal-api';
import type { KategoriPeserta as Kategori } from '#domain/instruments.ts';

const JUDUL: Record<Kategori, string> = { anak: 'Baterai Asesmen Anak', tahanan: 'Baterai Asesmen Tahanan' };

/** One category's battery (D17): the instruments its records take, in order; saved with PUT /api/baterai/{kategori}. */
function EditorKategori({ kategori }: { kategori: Kategori }) {
  const query = useQuery(bateraiQuery(kategori));
  return (
    <section aria-label={JUDUL[kategori]} className="flex flex-col gap-3">
      <h2 className="text-lg font-bold text-brand-900">{JUDUL[kategori]}</h2>
      {/* Keyed by the saved order: a new one (after Simpan) starts the editing afresh. */}
      <Termuat query={query} gagal="Gagal memuat baterai.">
        {(baterai) => <UrutanBaterai key={baterai.instrumen.join()} kategori={kategori} baterai={baterai} />}
      </Termuat>
    </section>
  );
}

/** The battery's order as the admin edits it, starting from the saved one. */
function UrutanBaterai({ kategori, baterai }: { kategori: Kategori; baterai: Baterai }) {
  const queryClient = useQueryClient();
  const [urutan, setUrutan] = useState<string[]>(baterai.instrumen);
  const [tambah, setTambah] = useState('');
  const simpan = useMutation({
    mutationFn: (instrumen: string[]) => ubahBaterai(kategori, instrumen),
    onSuccess: (res) => {
      toast.success(res.message);
      return segarkanBaterai(queryClient);
    },
    onError: (e) => toast.error(pesanGagal(e, 'Gagal menyimpan baterai.', PESAN_TANPA_JARINGAN)),
  });

  const label = (k: string) => baterai.tersedia.find((t) => t.key === k)?.label ?? k;
  const sisa = baterai.tersedia.filter((t) => !urutan.includes(t.key));
  const berubah = urutan.join() !== baterai.instrumen.join();

  const geser = (i: number, arah: -1 | 1) => {
    const baru = [...urutan];
    [baru[i], baru[i + arah]] = [baru[i + arah]!, baru[i]!];
    setUrutan(baru);
  };
  return (
    <>
      <ol className="flex flex-col gap-2" data-testid={`baterai-${kategori}`}>
        {urutan.map((k, i) => (
          <li key={k} className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2">
            <span className="min-w-0 flex-1 font-semibold">
              Sub Test {i + 1}: {label(k)}
            </span>
            <TombolIkon ikon={ArrowUp} label={`Naikkan ${label(k)}`} onClick={() => geser(i, -1)} disabled={i === 0} />
            <TombolIkon
              ikon={ArrowDown}
              label={`Turunkan ${label(k)}`}
              onClick={() => geser(i, 1)}
              disabled={i === urutan.length - 1}
            />
            <TombolIkon
              ikon={X}
              variant="danger"
              label={`Keluarkan ${label(k)}`}
              onClick={() => setUrutan(urutan.filter((x) => x !== k))}
              disabled={urutan.length === 1}
            />
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        {sisa.length > 0 && (
          <>
            <div className="sm:w-64">
              <SelectField label="Tambah instrumen" name={`tambah-${kategori}`} value={tambah} onValue={setTambah}>
                <option value="">Pilih instrumen</option>
                {sisa.map((t) => (
                  <option key={t.key} value={t.key}>
                    {t.label}
                  </option>
                ))}
              </SelectField>
            </div>
            <Button
              variant="secondary"
              disabled={!tambah}
              onClick={() => {
                setUrutan([...urutan, tambah]);
                setTambah('');
              }}
            >
              <Plus className="size-4" aria-hidden />
              Tambah
            </Button>
          </>
        )}
        <Button onClick={() => simpan.mutate(urutan)} loading={simpan.isPending} disabled={!berubah} className="sm:ml-auto">
          <Save className="size-4" aria-hidden />
          Simpan baterai
        </Button>
      </div>
    </>
  );
}

/**
 * Baterai Instrumen (/admin/baterai): the battery of each category (D17), on a page of its own (issue 32:
 * it sat below a 6,700 px bank of questions on Kelola Soal).
 */
export default function BateraiPage() {
  return (
    <>
      <PageHeader
        title="Baterai Instrumen"
        description="Urutan sub test yang dikerjakan setiap kategori. Sub test dikerjakan sesuai urutan ini; hasil yang sudah tersimpan tidak dapat dikerjakan ulang kecuali dihapus asessor."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel>
          <EditorKategori kategori="anak" />
        </Panel>
        <Panel>
          <EditorKategori kategori="tahanan" />
        </Panel>
      </div>
    </>
  );
}
