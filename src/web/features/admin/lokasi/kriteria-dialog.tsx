import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Save, Trash2 } from 'lucide-react';
import type { KriteriaLokasi } from '#contract/index.ts';
import { SCREENING_KEYS, SCREENING_LABEL, type ScreeningKey } from '#domain/instrumen/dasar.ts';
import {
  INSTRUMEN_KRITERIA,
  NAMA_INSTRUMEN_KRITERIA,
  PRIORITAS_KRITERIA,
  TOTAL_KRITERIA,
  kunciKriteria,
  labelKriteria,
  pilihanKriteria,
  type InstrumenKriteria,
  type InstrumenTotal,
  type KriteriaTambahan,
  type PrioritasKriteria,
} from '#domain/kriteria-tambahan.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, TombolDialog } from '#web/components/ui/dialog.tsx';
import { InputField, Opsi, SelectField, TextAreaField } from '#web/components/ui/field.tsx';
import { Termuat } from '#web/components/ui/daftar.tsx';
import { PESAN_TANPA_JARINGAN, pesanGagal } from '#web/lib/api.ts';
import { formatWib } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { alasanTidakLebihKetat } from '#domain/kriteria-lokasi.ts';
import { useSoal } from '../soal/soal-api';
import { kriteriaLokasiQuery, segarkanKriteriaLokasi, simpanKriteria } from './kriteria-api';
import type { Lokasi } from './lokasi-api';

type Jenis = KriteriaTambahan['jenis'];
const LABEL_JENIS: Record<Jenis, string> = {
  butir: 'Jawaban pada satu butir soal',
  skrining: "Jawaban 'Ya' pada pertanyaan skrining",
  total: 'Skor total mencapai batas',
};
const JENIS = Object.keys(LABEL_JENIS) as Jenis[];
const INSTRUMEN = Object.keys(INSTRUMEN_KRITERIA) as InstrumenKriteria[];
const TOTAL = Object.keys(TOTAL_KRITERIA) as InstrumenTotal[];

/** The criterion without what the server adds for reading (label, the defaults' priority). */
const tanpaTampilan = (k: KriteriaLokasi['kriteria'][number]): KriteriaTambahan => {
  const { label: _label, bawaan: _bawaan, ...kriteria } = k;
  return kriteria as KriteriaTambahan;
};
const nadaPrioritas = (p: string) => (p === 'Kritis' ? 'danger' : 'warn');

/** The question texts of the banks a criterion may name, by instrument and number (the adult PID-5 has the same numbers). */
function usePertanyaan(): (instrumen: InstrumenKriteria, nomor: number) => string | undefined {
  const bank = { srq20: useSoal('srq20'), psc17: useSoal('psc17'), pid5: useSoal('pid5') };
  return (instrumen, nomor) => bank[instrumen].data?.find((s) => s.nomor === nomor)?.pertanyaan;
}

/** The criterion as the admin reads it: its label, and the question it names in full. */
function teksKriteria(k: KriteriaTambahan, pertanyaan: ReturnType<typeof usePertanyaan>): string {
  const soal = k.jenis === 'butir' ? pertanyaan(k.instrumen, k.nomor) : undefined;
  return soal ? `${labelKriteria(k)}: "${soal}"` : labelKriteria(k);
}

/** Two lists hold the same criteria at the same priorities (a save of them would change nothing). */
const samaIsi = (a: readonly KriteriaTambahan[], b: readonly KriteriaTambahan[]) => {
  const kunci = (d: readonly KriteriaTambahan[]) => d.map((k) => `${JSON.stringify(Object.entries(k).sort())}`).sort().join('|');
  return kunci(a) === kunci(b);
};

/**
 * D24: a facility's stricter criteria. The defaults always hold and are not listed for change; the admin
 * adds criteria that make a result Kritis or Mendesak, and each save is a new version (the server
 * refuses one that repeats or weakens a default, and says why).
 */
export function KriteriaDialog({ lokasi, onClose }: { lokasi: Lokasi | null; onClose: () => void }) {
  const id = lokasi?.id;
  const query = useQuery(kriteriaLokasiQuery(id));
  return (
    <Dialog open={lokasi !== null} title={`Kriteria Kritis ${lokasi?.nama ?? ''}`} onClose={onClose}>
      {lokasi && (
        <Termuat query={query}>{(data) => <FormKriteria key={data.versi} id={lokasi.id} data={data} onClose={onClose} />}</Termuat>
      )}
    </Dialog>
  );
}

function FormKriteria({ id, data, onClose }: { id: number; data: KriteriaLokasi; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [daftar, setDaftar] = useState<KriteriaTambahan[]>(() => data.kriteria.map(tanpaTampilan));
  const [alasan, setAlasan] = useState('');
  const [error, setError] = useState<string>();
  const [baru, setBaru] = useState({
    jenis: 'butir' as Jenis,
    instrumen: 'srq20' as InstrumenKriteria,
    nomor: '',
    nilai: '1',
    kunci: 'napza' as ScreeningKey,
    skor: '',
    prioritas: 'Kritis' as PrioritasKriteria,
  });
  const [salahBaru, setSalahBaru] = useState<string>();
  const pertanyaan = usePertanyaan();
  const set = (k: keyof typeof baru, v: string) => {
    // Another instrument has other items: the chosen one no longer holds.
    setBaru((b) => ({ ...b, [k]: v, ...(k === 'instrumen' ? { nomor: '' } : {}) }));
    setSalahBaru(undefined);
  };

  const kirim = useMutation({
    mutationFn: () => simpanKriteria(id, { dari_versi: data.versi, alasan, kriteria: daftar }),
    onSuccess: async (r) => {
      toast.success(r.message);
      await segarkanKriteriaLokasi(queryClient, id);
      onClose();
    },
    onError: (e) => setError(pesanGagal(e, 'Gagal menyimpan kriteria.', PESAN_TANPA_JARINGAN)),
  });

  const tambah = () => {
    const k: KriteriaTambahan =
      baru.jenis === 'skrining'
        ? { jenis: 'skrining', kunci: baru.kunci, prioritas: baru.prioritas }
        : baru.jenis === 'total'
          ? { jenis: 'total', instrumen: (TOTAL as string[]).includes(baru.instrumen) ? (baru.instrumen as InstrumenTotal) : 'srq20', skor: Number(baru.skor), prioritas: baru.prioritas }
          : { jenis: 'butir', instrumen: baru.instrumen, nomor: Number(baru.nomor), nilai: Number(baru.nilai), prioritas: baru.prioritas };
    if (k.jenis === 'butir' && baru.nomor === '') return setSalahBaru(`Pilih butir soal ${NAMA_INSTRUMEN_KRITERIA[k.instrumen]} yang menjadi pemicu.`);
    if (k.jenis === 'total' && baru.skor.trim() === '') return setSalahBaru('Isi skor total minimal.');
    if (k.jenis === 'butir' && !(Number.isInteger(k.nomor) && k.nomor >= 1 && k.nomor <= INSTRUMEN_KRITERIA[k.instrumen]))
      return setSalahBaru(`Nomor butir ${NAMA_INSTRUMEN_KRITERIA[k.instrumen]} harus 1 sampai ${INSTRUMEN_KRITERIA[k.instrumen]}.`);
    if (k.jenis === 'total' && !(Number.isInteger(k.skor) && k.skor >= 1 && k.skor <= TOTAL_KRITERIA[k.instrumen]))
      return setSalahBaru(`Batas skor total harus 1 sampai ${TOTAL_KRITERIA[k.instrumen]}.`);
    if (daftar.some((x) => kunciKriteria(x) === kunciKriteria(k)))
      return setSalahBaru('Kriteria untuk butir, pertanyaan skrining, atau skor total ini sudah ada di daftar.');
    // The server asks the default rules the same question; asked here first, the admin learns it at once.
    const lemah = alasanTidakLebihKetat(k);
    if (lemah) return setSalahBaru(lemah);
    setDaftar((d) => [...d, k]);
    setError(undefined);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    if (samaIsi(daftar, data.kriteria.map(tanpaTampilan)))
      return setError(`Tidak ada perubahan: kriteria ${data.lokasi} sudah seperti ini pada versi ${data.versi}.`);
    if (!alasan.trim()) return setError('Alasan perubahan wajib diisi.');
    kirim.mutate();
  };

  const pilihan = pilihanKriteria(baru.jenis === 'total' ? 'srq20' : baru.instrumen).slice(1);
  return (
    <form onSubmit={submit} noValidate aria-label="Formulir kriteria kritis tambahan" className="flex flex-col gap-4">
      <p className="text-slate-800">
        Kriteria bawaan selalu berlaku dan tidak dapat dihapus atau dilemahkan. Di sini {data.lokasi} dapat menambah kriteria yang
        menjadikan hasil <strong>Kritis</strong> atau <strong>Mendesak</strong>. Setiap penyimpanan menjadi versi baru; hasil yang sudah
        dinilai tetap memakai versi saat dinilai, dan hasilnya menyebut kriteria lokasi yang menentukannya.
      </p>
      <p className="text-sm text-slate-700">
        Versi berlaku: <strong>{data.versi === 0 ? 'hanya kriteria bawaan' : `versi ${data.versi}`}</strong>
      </p>

      <section aria-labelledby="kriteria-daftar" className="rounded-lg border border-slate-200 p-3">
        <h3 id="kriteria-daftar" className="mb-2 font-semibold text-slate-900">
          Kriteria tambahan ({daftar.length})
        </h3>
        {daftar.length === 0 ? (
          <p className="text-slate-700">Belum ada: hanya kriteria bawaan yang berlaku.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {daftar.map((k) => (
              <li key={kunciKriteria(k)} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 p-2">
                <span className="text-slate-900">
                  {teksKriteria(k, pertanyaan)} <span aria-hidden>→</span> <Badge tone={nadaPrioritas(k.prioritas)}>{k.prioritas}</Badge>
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setDaftar((d) => d.filter((x) => kunciKriteria(x) !== kunciKriteria(k)))}
                  aria-label={`Hapus kriteria ${teksKriteria(k, pertanyaan)}`}
                >
                  <Trash2 className="size-4" aria-hidden />
                  Hapus
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <fieldset className="rounded-lg border border-slate-200 p-3">
        <legend className="px-1 font-semibold text-slate-900">Tambah kriteria</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField label="Jenis kriteria" value={baru.jenis} onChange={(e) => set('jenis', e.target.value)}>
            <Opsi daftar={JENIS} label={LABEL_JENIS} />
          </SelectField>
          {baru.jenis === 'skrining' ? (
            <SelectField label="Pertanyaan skrining" value={baru.kunci} onChange={(e) => set('kunci', e.target.value)}>
              <Opsi daftar={SCREENING_KEYS} label={SCREENING_LABEL} />
            </SelectField>
          ) : (
            <SelectField label="Instrumen" value={baru.instrumen} onChange={(e) => set('instrumen', e.target.value)}>
              <Opsi daftar={baru.jenis === 'total' ? TOTAL : INSTRUMEN} label={NAMA_INSTRUMEN_KRITERIA} />
            </SelectField>
          )}
          {baru.jenis === 'butir' && (
            <>
              <div className="sm:col-span-2">
                <SelectField
                  label="Butir soal"
                  value={baru.nomor}
                  onChange={(e) => set('nomor', e.target.value)}
                  // The whole question, which a narrow select cuts off.
                  hint={baru.nomor ? pertanyaan(baru.instrumen, Number(baru.nomor)) : undefined}
                >
                  <option value="">Pilih butir soal</option>
                  {Array.from({ length: INSTRUMEN_KRITERIA[baru.instrumen] }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {`${n}. ${pertanyaan(baru.instrumen, n) ?? `Butir ${n}`}`}
                    </option>
                  ))}
                </SelectField>
              </div>
              <SelectField label="Jawaban pemicu (atau lebih tinggi)" value={baru.nilai} onChange={(e) => set('nilai', e.target.value)}>
                {pilihan.map((p) => (
                  <option key={p.nilai} value={p.nilai}>
                    {p.label}
                  </option>
                ))}
              </SelectField>
            </>
          )}
          {baru.jenis === 'total' && (
            <InputField
              label="Skor total minimal"
              inputMode="numeric"
              value={baru.skor}
              hint={`1 sampai ${TOTAL_KRITERIA[(TOTAL as string[]).includes(baru.instrumen) ? (baru.instrumen as InstrumenTotal) : 'srq20']}`}
              onChange={(e) => set('skor', e.target.value)}
            />
          )}
          <SelectField label="Menjadikan hasil" value={baru.prioritas} onChange={(e) => set('prioritas', e.target.value)}>
            <Opsi daftar={PRIORITAS_KRITERIA} label={(p) => p} />
          </SelectField>
        </div>
        {salahBaru && (
          <Alert tone="danger" className="mt-3">
            {salahBaru}
          </Alert>
        )}
        <div className="mt-3">
          <Button variant="secondary" onClick={tambah}>
            <Plus className="size-4" aria-hidden />
            Tambahkan ke daftar
          </Button>
        </div>
      </fieldset>

      <TextAreaField
        label="Alasan perubahan"
        value={alasan}
        maxLength={500}
        hint="Dicatat pada versi baru dan log audit."
        onChange={(e) => setAlasan(e.target.value)}
      />
      {error && <Alert tone="danger">{error}</Alert>}
      <TombolDialog onBatal={onClose} busy={kirim.isPending}>
        <Save className="size-4" aria-hidden />
        Simpan sebagai Versi Baru
      </TombolDialog>

      {data.riwayat.length > 0 && (
        <details className="rounded-lg border border-slate-200 p-3">
          <summary className="cursor-pointer font-semibold text-slate-900">Riwayat versi ({data.riwayat.length})</summary>
          <ol className="mt-2 flex flex-col gap-3">
            {data.riwayat.map((v) => (
              <li key={v.nomor} className="text-sm text-slate-800">
                <p className="font-semibold">
                  Versi {v.nomor}, {formatWib(v.dibuat_at)}
                  {v.dibuat_oleh ? ` oleh ${v.dibuat_oleh}` : ''}
                </p>
                <p>Alasan: {v.alasan}</p>
                <ul className="list-disc pl-5">
                  {v.kriteria.length === 0 ? <li>Hanya kriteria bawaan</li> : v.kriteria.map((k) => <li key={k.label}>{`${teksKriteria(tanpaTampilan(k), pertanyaan)} → ${k.prioritas}`}</li>)}
                </ul>
              </li>
            ))}
          </ol>
        </details>
      )}
    </form>
  );
}
