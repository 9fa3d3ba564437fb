import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRightLeft } from 'lucide-react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Termuat } from '#web/components/ui/daftar.tsx';
import { TombolDialog, TombolTutup } from '#web/components/ui/dialog.tsx';
import { SelectField, TextAreaField } from '#web/components/ui/field.tsx';
import { PESAN_TANPA_JARINGAN } from '#web/lib/api.ts';
import { toast } from '#web/lib/toast.ts';
import { useIsian, type Salah } from '#web/lib/use-isian.ts';
import { useKirim } from '#web/lib/use-kirim.ts';
import { DialogRekam } from './dialog-rekam';
import { segarkanKelola, type KelolaRow } from './kelola-api';
import { tujuanPindahQuery, pindahkan, type TujuanPindah } from './pindah-api';

/** As the server's limit (pindah-schemas.ts ALASAN_PINDAH_MAKS). */
const ALASAN_MAKS = 500;

/**
 * "Pindah" on a record (D20): it moves to another open facility with its results, rounds, consent and
 * follow-ups. From that moment this Rutan no longer sees it, so the dialog says so before the button.
 */
export function PindahDialog({ row, onClose }: { row: KelolaRow | null; onClose: () => void }) {
  const id = row?.id;
  const query = useQuery(tujuanPindahQuery(id));
  return (
    <DialogRekam row={row} title="Pindahkan ke Lokasi Lain" onClose={onClose}>
      {(row) => <Termuat query={query}>{(data) => <FormPindah row={row} data={data} onClose={onClose} />}</Termuat>}
    </DialogRekam>
  );
}

function FormPindah({ row, data, onClose }: { row: KelolaRow; data: TujuanPindah; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { isian, setSalah, kolom } = useIsian({ tujuan: '', alasan: '' }, { alasan: ALASAN_MAKS });
  const { tujuan, alasan } = isian;
  const kirim = useKirim({
    periksa: () => {
      const s: Salah<typeof isian> = {};
      if (!tujuan) s.tujuan = 'Pilih lokasi tujuan.';
      if (alasan.trim().length < 3) s.alasan = 'Alasan pindah wajib diisi (minimal 3 karakter), misalnya nomor surat pemindahan.';
      setSalah(s);
      return !s.tujuan && !s.alasan;
    },
    mutationFn: () => pindahkan(row.id, { lokasi: tujuan, alasan: alasan.trim(), versi: row.versi }),
    onSuccess: async (r) => {
      toast.success(r.message);
      await segarkanKelola(queryClient);
      onClose();
    },
    gagal: 'Gagal memindahkan data.',
    tanpaJaringan: PESAN_TANPA_JARINGAN,
  });

  if (data.tujuan.length === 0)
    return (
      <>
        <Alert tone="warn">Belum ada lokasi lain yang terbuka. Minta admin menambah lokasi tujuan di Kelola Lokasi.</Alert>
        <TombolTutup onClose={onClose} />
      </>
    );

  return (
    <form onSubmit={kirim.onSubmit} noValidate aria-label="Formulir pindah lokasi" className="flex flex-col gap-4">
      <p className="text-slate-800">
        Lokasi sekarang: <span className="font-semibold">{data.asal}</span>
      </p>
      <SelectField label="Pindah ke" {...kolom('tujuan')} required>
        <option value="">Pilih lokasi...</option>
        {data.tujuan.map((l) => (
          <option key={l.nama} value={l.nama}>
            {l.nama} ({l.jenis}
            {l.provinsi ? `, ${l.provinsi}` : ''})
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Alasan pindah"
        {...kolom('alasan')}
        hint="Misalnya nomor dan tanggal surat pemindahan. Dicatat di riwayat tindak lanjut dan log audit."
        required
      />
      <Alert tone="warn" title="Setelah dipindah, data ini tidak lagi terlihat di lokasi Anda.">
        <p>
          Hasil, ronde skrining, persetujuan dan tindak lanjut ikut pindah. Petugas tindak lanjut yang terbuka dikosongkan dan
          kode masuk yang lama tidak berlaku; lokasi tujuan menunjuk petugasnya sendiri.
        </p>
      </Alert>
      {kirim.error && <Alert tone="danger">{kirim.error}</Alert>}
      <TombolDialog onBatal={onClose} busy={kirim.isPending}>
        <ArrowRightLeft className="size-4" aria-hidden />
        Pindahkan
      </TombolDialog>
    </form>
  );
}
