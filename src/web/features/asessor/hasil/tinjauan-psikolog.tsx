import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { PRIORITAS_KEYS, type Prioritas } from '#domain/interpretasi/aturan.ts';
import { LABEL_STATUS_TINJAUAN, PESAN_ALASAN_WAJIB, PESAN_TINJAUAN_DISIMPAN, TINJAUAN_LIMITS } from '#domain/tinjauan.ts';
import { PESAN_GAGAL_HUBUNGI_SERVER } from '#domain/messages.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { KakiForm } from '#web/components/ui/kaki-form.tsx';
import { Bagian } from '#web/components/ui/panel.tsx';
import { SelectField, TextAreaField, Opsi } from '#web/components/ui/field.tsx';
import { pesanGagal } from '#web/lib/api.ts';
import { formatWib } from '#web/lib/format.ts';
import { useIsian } from '#web/lib/use-isian.ts';
import { useMutasi } from '#web/lib/use-mutasi.ts';
import { segarkanGabungan, simpanTinjauan, type TinjauanBaru } from './hasil-api';
import type { GabunganDetail } from './hasil-types';

/**
 * D22: the result's review status (Draf / Ditinjau), who reviewed it and when, the priority confirmed
 * or overridden with its reason; for a psychologist account, the review form and the clinician's copy.
 */
export function TinjauanPsikolog({ data }: { data: GabunganDetail }) {
  const { status, tinjauan: t, berubah_setelah_tinjauan } = data.tinjauan;
  const diubah = t !== null && t.prioritas !== t.prioritas_sistem;
  return (
    <Bagian
      judul="Tinjauan Psikolog"
      meta={<Badge tone={status === 'ditinjau' ? 'ok' : 'warn'}>{LABEL_STATUS_TINJAUAN[status]}</Badge>}
      testId="tinjauan"
    >
      {status === 'draf' && (
        <p className="text-slate-700">
          {berubah_setelah_tinjauan
            ? 'Ada hasil atau jawaban skrining baru setelah tinjauan terakhir: hasil ini perlu ditinjau ulang oleh psikolog.'
            : 'Hasil ini belum ditinjau psikolog.'}
        </p>
      )}
      {t && (
        <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2" data-testid="tinjauan-terakhir">
          <div className="flex flex-col">
            <dt className="text-sm font-semibold text-slate-600">Ditinjau oleh</dt>
            <dd className="break-words">
              {t.psikolog_nama} (SIPP/STR {t.nomor_izin})
            </dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-sm font-semibold text-slate-600">Waktu tinjauan</dt>
            <dd>{formatWib(t.ditinjau_at)}</dd>
          </div>
          <div className="flex flex-col sm:col-span-2">
            <dt className="text-sm font-semibold text-slate-600">Prioritas setelah tinjauan</dt>
            <dd className={diubah ? 'font-semibold text-danger-700' : ''} data-testid="prioritas-tinjauan">
              {diubah
                ? `${t.prioritas} (diubah dari ${t.prioritas_sistem}). Alasan: ${t.alasan ?? '-'}`
                : `${t.prioritas} (dikonfirmasi)`}
            </dd>
          </div>
          {t.catatan_klinis && (
            <div className="flex flex-col sm:col-span-2">
              <dt className="text-sm font-semibold text-slate-600">Catatan klinis</dt>
              <dd className="whitespace-pre-wrap break-words">{t.catatan_klinis}</dd>
            </div>
          )}
        </dl>
      )}
      {data.boleh_meninjau && (
        <>
          <a
            href={`/api/laporan/${encodeURIComponent(data.peserta.registration_no)}.pdf?salinan=psikolog`}
            download
            className={buttonClass({ variant: 'secondary', className: 'mt-3' })}
          >
            <FileDown className="size-5" aria-hidden />
            Unduh salinan psikolog
          </a>
          <FormTinjauan key={`${data.prioritas}-${t?.ditinjau_at ?? ''}`} data={data} />
        </>
      )}
    </Bagian>
  );
}

function FormTinjauan({ data }: { data: GabunganDetail }) {
  const qc = useQueryClient();
  const { isian, kolom, setSalah } = useIsian({ prioritas: data.prioritas as Prioritas, alasan: '', catatan_klinis: '' });
  const { prioritas } = isian;
  const [error, setError] = useState<string>();
  const [pesan, setPesan] = useState<string>();
  const simpan = useMutasi({
    mutationFn: (body: TinjauanBaru) => simpanTinjauan(data.peserta.registration_no, body),
    onSuccess: async () => {
      setPesan(PESAN_TINJAUAN_DISIMPAN);
      // The review changes the record's priority: its report and the combined lists are read again.
      await segarkanGabungan(qc, data.peserta.registration_no);
    },
    onError: (err) => setError(pesanGagal(err, 'Tinjauan gagal disimpan.', PESAN_GAGAL_HUBUNGI_SERVER)),
  });
  const ubah = prioritas !== data.prioritas;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    setPesan(undefined);
    const alasan = isian.alasan.trim();
    if (ubah && !alasan) return setSalah({ alasan: PESAN_ALASAN_WAJIB });
    simpan.mutate({
      prioritas_sistem: data.prioritas,
      prioritas,
      alasan: ubah ? alasan : null,
      catatan_klinis: isian.catatan_klinis.trim() || null,
    });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-3"
      data-testid="form-tinjauan"
    >
      <p className="text-slate-700">
        Prioritas menurut aturan: <strong>{data.prioritas}</strong>. Konfirmasi, atau pilih prioritas lain dengan alasannya.
        Tindak lanjut ronde ini mengikuti prioritas hasil tinjauan sampai ada hasil atau jawaban skrining baru.
      </p>
      <SelectField label="Prioritas setelah tinjauan" {...kolom('prioritas')}>
        <Opsi daftar={PRIORITAS_KEYS} label={(p) => (p === data.prioritas ? `${p} (konfirmasi hasil aturan)` : p)} />
      </SelectField>
      {ubah && (
        <TextAreaField
          label="Alasan mengubah prioritas (wajib)"
          {...kolom('alasan')}
          maxLength={TINJAUAN_LIMITS.alasan}
          required
        />
      )}
      <TextAreaField
        label="Catatan klinis (opsional)"
        {...kolom('catatan_klinis')}
        maxLength={TINJAUAN_LIMITS.catatan}
        hint="Hanya tampil bagi psikolog dan pada salinan psikolog, tidak pada salinan petugas."
      />
      {error && <Alert tone="danger">{error}</Alert>}
      {pesan && <Alert tone="ok">{pesan}</Alert>}
      <KakiForm loading={simpan.isPending}>
        {ubah ? 'Simpan perubahan prioritas' : `Konfirmasi prioritas ${data.prioritas}`}
      </KakiForm>
    </form>
  );
}
