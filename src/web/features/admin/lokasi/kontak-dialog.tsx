import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import type { KontakLokasi, KontakLokasiUbah } from '#contract/index.ts';
import {
  GUNA_KONTAK,
  JENIS_KONTAK,
  KONTAK_LIMITS as L,
  LABEL_JENIS_KONTAK,
  PESAN_TELEPON,
  teleponSah,
  type JenisKontak,
} from '#domain/kontak-lokasi.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Dialog, TombolDialog } from '#web/components/ui/dialog.tsx';
import { InputField } from '#web/components/ui/field.tsx';
import { Termuat } from '#web/components/ui/daftar.tsx';
import { PESAN_TANPA_JARINGAN, pesanGagal } from '#web/lib/api.ts';
import { toast } from '#web/lib/toast.ts';
import { BentrokVersi, bentrokDari, type Bentrok } from '#web/features/asessor/versi-bentrok.tsx';
import { kontakLokasiQuery, segarkanKontakLokasi, simpanKontakLokasi, type Lokasi } from './lokasi-api';

type Isian = Record<JenisKontak, { nama: string; telepon: string; keterangan: string }>;
type Salah = Partial<Record<`${JenisKontak}.${'nama' | 'telepon'}`, string>>;

function isianDari(data: KontakLokasi): Isian {
  return Object.fromEntries(
    JENIS_KONTAK.map((j) => {
      const k = data.kontak.find((x) => x.jenis === j);
      return [j, { nama: k?.nama ?? '', telepon: k?.telepon ?? '', keterangan: k?.keterangan ?? '' }];
    }),
  ) as Isian;
}

/**
 * A facility's local contacts (D24): one per kind, each a name and a phone number; the facility's
 * assessors see them beside the follow-ups' actions and referrals. A kind left empty has no contact.
 */
export function KontakDialog({ lokasi, onClose }: { lokasi: Lokasi | null; onClose: () => void }) {
  const id = lokasi?.id;
  const query = useQuery(kontakLokasiQuery(id));
  return (
    <Dialog open={lokasi !== null} title={`Kontak Setempat ${lokasi?.nama ?? ''}`} onClose={onClose}>
      {lokasi && <Termuat query={query}>{(data) => <FormKontak id={lokasi.id} data={data} onClose={onClose} />}</Termuat>}
    </Dialog>
  );
}

function FormKontak({ id, data, onClose }: { id: number; data: KontakLokasi; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [isian, setIsian] = useState<Isian>(() => isianDari(data));
  const [salah, setSalah] = useState<Salah>({});
  const [error, setError] = useState<string>();
  // The set the form was opened on: a save from it is refused when another admin saved since (409).
  const [versi, setVersi] = useState(data.versi);
  const [bentrok, setBentrok] = useState<Bentrok | null>(null);
  const [memuat, setMemuat] = useState(false);
  const set = (j: JenisKontak, k: keyof Isian[JenisKontak], v: string) => {
    setIsian((x) => ({ ...x, [j]: { ...x[j], [k]: v } }));
    setSalah((s) => ({ ...s, [`${j}.${k}`]: undefined }));
  };

  const kirim = useMutation({
    mutationFn: (body: KontakLokasiUbah) => simpanKontakLokasi(id, { ...body, versi }),
    onSuccess: async (r) => {
      toast.success(r.message);
      await segarkanKontakLokasi(queryClient, id);
      onClose();
    },
    onError: (e) => {
      const b = bentrokDari(e);
      if (b) return setBentrok(b);
      setError(pesanGagal(e, 'Gagal menyimpan kontak.', PESAN_TANPA_JARINGAN));
    },
  });

  /** The stored set read again (shown below), the form as typed, the next save from the newest version. */
  const muatTerbaru = async () => {
    if (!bentrok) return;
    setMemuat(true);
    try {
      await segarkanKontakLokasi(queryClient, id);
      setVersi(bentrok.versi);
      setBentrok({ ...bentrok, dimuat: true });
    } finally {
      setMemuat(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    setBentrok(null);
    const s: Salah = {};
    const kontak: KontakLokasiUbah['kontak'] = [];
    for (const j of JENIS_KONTAK) {
      const nama = isian[j].nama.trim();
      const telepon = isian[j].telepon.trim();
      const keterangan = isian[j].keterangan.trim();
      if (!nama && !telepon && !keterangan) continue;
      if (!nama) s[`${j}.nama`] = 'Nama kontak wajib diisi (atau kosongkan semua isian jenis ini).';
      if (!telepon) s[`${j}.telepon`] = 'Nomor telepon wajib diisi.';
      else if (!teleponSah(telepon)) s[`${j}.telepon`] = PESAN_TELEPON;
      kontak.push({ jenis: j, nama, telepon, keterangan: keterangan || null });
    }
    setSalah(s);
    if (Object.keys(s).length > 0) return setError('Lengkapi isian yang ditandai.');
    kirim.mutate({ kontak });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Formulir kontak setempat" className="flex flex-col gap-4">
      <p className="text-slate-800">
        Asessor {data.lokasi} melihat kontak ini di halaman tindak lanjut, di samping tindakan dan rujukan yang memerlukannya.
        Kosongkan semua isian sebuah jenis bila belum ada kontaknya.
      </p>
      {JENIS_KONTAK.map((j) => (
        <fieldset key={j} className="rounded-lg border border-slate-200 p-3">
          <legend className="px-1 font-semibold text-slate-900">{LABEL_JENIS_KONTAK[j]}</legend>
          <p className="mb-2 text-sm text-slate-700">{GUNA_KONTAK[j]}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <InputField
              label={`Nama ${LABEL_JENIS_KONTAK[j]}`}
              value={isian[j].nama}
              maxLength={L.nama}
              onChange={(e) => set(j, 'nama', e.target.value)}
              error={salah[`${j}.nama`]}
            />
            <InputField
              label={`Telepon ${LABEL_JENIS_KONTAK[j]}`}
              type="tel"
              inputMode="tel"
              value={isian[j].telepon}
              maxLength={L.telepon}
              onChange={(e) => set(j, 'telepon', e.target.value)}
              error={salah[`${j}.telepon`]}
            />
            <div className="sm:col-span-2">
              <InputField
                label={`Keterangan ${LABEL_JENIS_KONTAK[j]} (opsional)`}
                value={isian[j].keterangan}
                maxLength={L.keterangan}
                hint="Misalnya jam layanan atau nama petugas."
                onChange={(e) => set(j, 'keterangan', e.target.value)}
              />
            </div>
          </div>
        </fieldset>
      ))}
      {error && <Alert tone="danger">{error}</Alert>}
      {bentrok && <BentrokVersi bentrok={bentrok} onMuat={() => void muatTerbaru()} memuat={memuat} />}
      {bentrok?.dimuat && (
        <div className="rounded-lg border border-slate-200 p-3 text-slate-800">
          <p className="font-semibold text-slate-900">Kontak yang tersimpan sekarang</p>
          {data.kontak.length === 0 ? (
            <p>Belum ada kontak.</p>
          ) : (
            <ul className="mt-1 list-disc pl-5">
              {data.kontak.map((k) => (
                <li key={k.jenis}>
                  {k.label}: {k.nama}, telp. {k.telepon}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <TombolDialog onBatal={onClose} busy={kirim.isPending}>
        <Save className="size-4" aria-hidden />
        Simpan Kontak
      </TombolDialog>
    </form>
  );
}
