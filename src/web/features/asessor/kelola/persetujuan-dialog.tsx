import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import {
  CARA_PERSETUJUAN,
  kolomPersetujuanKurang,
  LABEL_CARA,
  LABEL_PEMBERI,
  PEMBERI_KATEGORI,
  PENDAMPING,
  PERSETUJUAN_LIMITS as L,
  PESAN_PERSETUJUAN_MASA_DEPAN,
  PESAN_PERSETUJUAN_TERSIMPAN,
  type CaraPersetujuan,
  type PemberiPersetujuan,
} from '#domain/persetujuan.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Termuat } from '#web/components/ui/daftar.tsx';
import { TombolDialog } from '#web/components/ui/dialog.tsx';
import { InputField, SelectField, TextAreaField, Opsi } from '#web/components/ui/field.tsx';
import { PESAN_TANPA_JARINGAN } from '#web/lib/api.ts';
import { formatWib } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { useIsian, type Salah } from '#web/lib/use-isian.ts';
import { PESAN_LENGKAPI, useKirim } from '#web/lib/use-kirim.ts';
import { DialogRekam } from './dialog-rekam';
import { segarkanKelola, type KelolaRow } from './kelola-api';
import { persetujuanQuery, simpanPersetujuan, type Persetujuan } from './persetujuan-api';

type Isian = Record<'nama_pemberi' | 'hubungan' | 'saksi' | 'alasan_tanpa_pendamping' | 'catatan_pk', string> & {
  pemberi: PemberiPersetujuan | '';
  cara: CaraPersetujuan | '';
  /** As the datetime-local input holds it: the device's local time, minutes. */
  waktu: string;
};

/** A time as a datetime-local input's value in the device's time zone (WIB on the Rutan's devices). */
function keInputLokal(d: Date): string {
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function isianDari(data: Persetujuan): Isian {
  const p = data.persetujuan;
  return {
    pemberi: p?.pemberi ?? (data.kategori === 'tahanan' ? 'diri_sendiri' : ''),
    cara: p?.cara ?? '',
    waktu: keInputLokal(p ? new Date(p.diberikan_at) : new Date()),
    nama_pemberi: p?.nama_pemberi ?? '',
    hubungan: p?.hubungan ?? '',
    saksi: p?.saksi ?? '',
    alasan_tanpa_pendamping: p?.alasan_tanpa_pendamping ?? '',
    catatan_pk: p?.catatan_pk ?? '',
  };
}

/** The consent on file, in a sentence or two. */
function Ringkasan({ p }: { p: NonNullable<Persetujuan['persetujuan']> }) {
  return (
    <Alert tone="ok" title="Persetujuan sudah tercatat.">
      <p>
        {LABEL_PEMBERI[p.pemberi]}
        {p.nama_pemberi ? `: ${p.nama_pemberi}` : ''}
        {p.hubungan ? ` (${p.hubungan})` : ''}, {LABEL_CARA[p.cara].toLowerCase()}, {formatWib(p.diberikan_at)}
        {p.saksi ? `, saksi ${p.saksi}` : ''}.
      </p>
      <p className="text-sm">
        Dicatat oleh {p.dicatat_oleh_nama ?? 'asessor yang sudah dihapus'}, {formatWib(p.updated_at)}.
      </p>
    </Alert>
  );
}

/**
 * "Persetujuan" on a record (D21): who consented, how, when and before whom, recorded before any sub
 * test can open. Shows what is on file; saving again replaces it (both are in the audit).
 */
export function PersetujuanDialog({ row, onClose }: { row: KelolaRow | null; onClose: () => void }) {
  const id = row?.id;
  const query = useQuery(persetujuanQuery(id));
  return (
    <DialogRekam row={row} title="Persetujuan Asesmen" onClose={onClose}>
      {(row) => (
        <Termuat query={query}>
          {(data) => <FormPersetujuan key={data.persetujuan?.updated_at ?? 'baru'} id={row.id} data={data} onClose={onClose} />}
        </Termuat>
      )}
    </DialogRekam>
  );
}

/** Each text field's limit, as the server's. */
const BATAS = {
  nama_pemberi: L.nama,
  hubungan: L.hubungan,
  saksi: L.saksi,
  alasan_tanpa_pendamping: L.alasan,
  catatan_pk: L.catatanPk,
};

function FormPersetujuan({ id, data, onClose }: { id: number; data: Persetujuan; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { isian, setSalah, kolom } = useIsian<Isian>(() => isianDari(data), BATAS);
  const anak = data.kategori === 'anak';
  const pendamping = isian.pemberi !== '' && PENDAMPING.includes(isian.pemberi);
  const tanpa = isian.pemberi === 'tanpa_pendamping';

  const simpan = useKirim({
    periksa: () => {
      const s: Salah<Isian> = {};
      if (!isian.pemberi) s.pemberi = 'Pilih siapa yang memberi persetujuan.';
      if (!isian.cara) s.cara = 'Pilih cara persetujuan.';
      const waktu = Date.parse(isian.waktu);
      if (Number.isNaN(waktu)) s.waktu = 'Waktu persetujuan wajib diisi.';
      else if (waktu > Date.now() + 60_000) s.waktu = PESAN_PERSETUJUAN_MASA_DEPAN;
      if (isian.pemberi) for (const k of kolomPersetujuanKurang({ ...isian, pemberi: isian.pemberi })) s[k.kolom] = k.pesan;
      setSalah(s);
      return Object.keys(s).length === 0 || PESAN_LENGKAPI;
    },
    mutationFn: () =>
      simpanPersetujuan(id, {
        pemberi: isian.pemberi as PemberiPersetujuan,
        cara: isian.cara as CaraPersetujuan,
        diberikan_at: new Date(isian.waktu).toISOString(),
        nama_pemberi: isian.nama_pemberi,
        hubungan: isian.hubungan,
        saksi: isian.saksi,
        alasan_tanpa_pendamping: isian.alasan_tanpa_pendamping,
        catatan_pk: isian.catatan_pk,
      }),
    onSuccess: async () => {
      toast.success(PESAN_PERSETUJUAN_TERSIMPAN);
      await segarkanKelola(queryClient);
      onClose();
    },
    gagal: 'Gagal menyimpan persetujuan.',
    tanpaJaringan: PESAN_TANPA_JARINGAN,
  });

  return (
    <form onSubmit={simpan.onSubmit} noValidate aria-label="Formulir persetujuan" className="flex flex-col gap-4">
      {data.persetujuan && <Ringkasan p={data.persetujuan} />}
      <p className="text-base text-slate-800">
        {anak
          ? 'Jelaskan kepada pendamping dan anak: tujuan skrining, bukan ujian, jawaban bukan alat bukti perkara, siapa yang membaca, batas kerahasiaan (bila anak dalam bahaya, petugas menolong), dan anak boleh berhenti kapan saja.'
          : 'Jelaskan kepada tahanan: tujuan skrining, bukan ujian, jawaban bukan alat bukti perkara, siapa yang membaca, batas kerahasiaan (bila ada bahaya bagi diri sendiri atau orang lain, petugas menolong), dan boleh berhenti kapan saja.'}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {anak ? (
          <SelectField label="Persetujuan diberikan oleh" {...kolom('pemberi')} required>
            <option value="">Pilih...</option>
            <Opsi daftar={PEMBERI_KATEGORI.anak} label={LABEL_PEMBERI} />
          </SelectField>
        ) : (
          <p className="self-end text-base font-semibold text-slate-900 sm:col-span-2">
            Persetujuan diberikan oleh tahanan sendiri.
          </p>
        )}
        <SelectField label="Cara" {...kolom('cara')} required>
          <option value="">Pilih...</option>
          <Opsi daftar={CARA_PERSETUJUAN} label={LABEL_CARA} />
        </SelectField>
        {pendamping && (
          <>
            <InputField label="Nama pemberi persetujuan" {...kolom('nama_pemberi')} required />
            <InputField
              label="Hubungan dengan anak"
              {...kolom('hubungan')}
              hint="Misalnya ibu kandung, paman, PK Bapas yang ditunjuk."
              required
            />
          </>
        )}
        <InputField label="Waktu persetujuan" type="datetime-local" {...kolom('waktu')} max={keInputLokal(new Date())} required />
        <InputField label={anak ? 'Saksi' : 'Saksi (opsional)'} {...kolom('saksi')} required={anak} />
        {tanpa && (
          <>
            <div className="sm:col-span-2">
              <TextAreaField label="Alasan tanpa pendamping" {...kolom('alasan_tanpa_pendamping')} required />
            </div>
            <div className="sm:col-span-2">
              <TextAreaField
                label="Catatan bahwa PK Bapas sudah diberitahu"
                {...kolom('catatan_pk')}
                hint="Siapa PK Bapas-nya, kapan dan bagaimana ia diberitahu."
                required
              />
            </div>
          </>
        )}
      </div>
      {simpan.error && <Alert tone="danger">{simpan.error}</Alert>}
      <TombolDialog onBatal={onClose} busy={simpan.isPending}>
        <Save className="size-4" aria-hidden />
        {data.persetujuan ? 'Perbarui Persetujuan' : 'Simpan Persetujuan'}
      </TombolDialog>
    </form>
  );
}
