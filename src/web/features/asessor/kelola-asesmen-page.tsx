import { useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { sudahDibuat, useMutasi } from '#web/lib/use-mutasi.ts';
import { ArrowRightLeft, FileDown, FileSignature, KeyRound, Pencil, Plus, Save, X } from 'lucide-react';
import { toast } from '#web/lib/toast.ts';
import { JAWABAN_SKRINING, KATEGORI_PESERTA, LABEL_KATEGORI, SCREENING_KEYS, SCREENING_LABEL } from '#domain/instruments.ts';
import { PERTANYAAN_KORBAN_KS, PERTANYAAN_TINDAK_LANJUT } from '#domain/interpretasi/aturan.ts';
import { LABEL_JENIS_KELAMIN, LABEL_PENDIDIKAN, JENIS_KELAMIN, PENDIDIKAN } from '#domain/rekam-peserta.ts';
import { masalahPasswordAnak } from '#domain/password.ts';
import {
  konfirmasiHapusPermanen,
  kosongDataAsesmen,
  PESAN_DATA_DIHAPUS,
  PESAN_DATA_DIPERBARUI,
  PESAN_DATA_DISIMPAN,
  PESAN_GAGAL_HAPUS_DATA,
  PESAN_GAGAL_SIMPAN_DATA,
  PESAN_SEMUA_FIELD_WAJIB,
} from '#domain/messages.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button, TombolAksi, TombolHapus } from '#web/components/ui/button.tsx';
import { Panel, PageHeader } from '#web/components/ui/panel.tsx';
import { InputField, SelectField, Opsi } from '#web/components/ui/field.tsx';
import { DaftarTabel } from '#web/components/ui/daftar.tsx';
import { KonfirmasiDialog } from '#web/components/ui/konfirmasi-dialog.tsx';
import { NomorRegistrasi } from '#web/components/ui/nomor-registrasi.tsx';
import { Td } from '#web/components/ui/table.tsx';
import { ApiError } from '#web/lib/api.ts';
import { useMe } from '#web/lib/auth.ts';
import { formatTanggal } from '#web/lib/format.ts';
import { ASESMEN_TOAST_MS } from '#web/lib/timing.ts';
import {
  emptyForm,
  formOf,
  hapusKelola,
  asessorOptionsQuery,
  kelolaQuery,
  missingFields,
  segarkanKelola,
  perbaruiKelola,
  simpanKelola,
  type KelolaForm,
  type KelolaRow,
} from './kelola/kelola-api';
import { KodeMasukDialog } from './kelola/kode-masuk-dialog';
import { PersetujuanDialog } from './kelola/persetujuan-dialog';
import { StatusRekam } from './kelola/status-rekam';
import { SemuaDataDialog } from './kelola/semua-data-dialog';
import { PindahDialog } from './kelola/pindah-dialog';
import { Badge } from '#web/components/ui/badge.tsx';
import { useDaftarBerhalaman } from '#web/lib/daftar-berhalaman.ts';
import { RetensiCard } from './kelola/retensi-card';
import { BentrokVersi, bentrokDari, type Bentrok } from './versi-bentrok';
import { bacaDrafFormulir, useSimpanDrafFormulir } from '#web/lib/draf-formulir.ts';
import { useIsian } from '#web/lib/use-isian.ts';
import { KELOLA_LIMITS, RENTANG_USIA } from '#contract/batas.ts';

/** The screening answers as a select's options. */
function OpsiJawaban() {
  return JAWABAN_SKRINING.map((v) => (
    <option key={v} value={v}>
      {v}
    </option>
  ));
}

const KUNCI_FORMULIR = 'kelola-asesmen';

/** Kelola Data Asesmen: the child records of the assessor's Rutan, a form to create or edit one, delete. */
export default function KelolaAsesmenPage() {
  const queryClient = useQueryClient();
  const me = useMe().data;
  const myId = me?.asessor?.id;
  const formRef = useRef<HTMLFormElement>(null);

  const daftar = useDaftarBerhalaman();
  const { q, page } = daftar;
  // Kelola manages both categories (D17): the filter narrows the list to one.
  const filter = KATEGORI_PESERTA.find((k) => k === daftar.filter('kategori')) ?? '';

  const list = useQuery(kelolaQuery(q, page, filter));
  const options = useQuery(asessorOptionsQuery());

  // A form left open when the session ended comes back after this assessor's login (issue 32.3), without
  // its password. The area shows its pages only once the session is known, so `myId` is known here.
  const [tersimpan] = useState(() =>
    bacaDrafFormulir<{ editId: number | null; versi?: number; form: KelolaForm }>(`${KUNCI_FORMULIR}:${myId}`),
  );
  const [editId, setEditId] = useState<number | null>(tersimpan?.editId ?? null);
  const {
    isian: form,
    setIsian: setForm,
    setSalah,
    kolom: bind,
  } = useIsian<KelolaForm>(() => (tersimpan ? { ...emptyForm(myId), ...tersimpan.form } : emptyForm(myId)));
  const [error, setError] = useState<string>();
  /** The version the edit form was opened on, and a save refused because another came first (issue 28). */
  const [versi, setVersi] = useState<number | undefined>(tersimpan?.versi);
  const [bentrok, setBentrok] = useState<Bentrok | null>(null);
  // The form opens on demand, so that the list is what a phone shows first (issue 13).
  const [formOpen, setFormOpen] = useState(tersimpan !== null);
  useSimpanDrafFormulir(`${KUNCI_FORMULIR}:${myId}`, formOpen ? { editId, versi, form: { ...form, password: '' } } : null);
  const [hapus, setHapus] = useState<Pick<KelolaRow, 'id' | 'registration_no'> | null>(null);
  const [mulai, setMulai] = useState<KelolaRow | null>(null);
  const [persetujuan, setPersetujuan] = useState<KelolaRow | null>(null);
  const [unduh, setUnduh] = useState<KelolaRow | null>(null);
  const [pindah, setPindah] = useState<KelolaRow | null>(null);

  // The logged-in assessor is the default responsible one, once known.
  if (editId === null && !form.assesor_id && myId) setForm((f) => ({ ...f, assesor_id: String(myId) }));

  const reset = () => {
    setEditId(null);
    setForm(emptyForm(myId));
    setSalah({});
    setError(undefined);
    setVersi(undefined);
    setBentrok(null);
    setFormOpen(false);
  };

  const tambah = () => {
    reset();
    setFormOpen(true);
    requestAnimationFrame(() => formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  const simpan = useMutasi({
    mutationFn: ({ id, form }: { id: number | null; form: KelolaForm }) =>
      id === null ? simpanKelola(form) : perbaruiKelola(id, form, versi),
    onSuccess: (_, { id }) => {
      toast.success(id === null ? PESAN_DATA_DISIMPAN : PESAN_DATA_DIPERBARUI, { duration: ASESMEN_TOAST_MS });
      reset();
      return segarkanKelola(queryClient);
    },
    onError: (err) => {
      const b = bentrokDari(err);
      if (b) return setBentrok(b);
      const detail = err instanceof ApiError ? err.message : undefined;
      setError(detail ? `${PESAN_GAGAL_SIMPAN_DATA}: ${detail}` : PESAN_GAGAL_SIMPAN_DATA);
    },
    // A new record refused as a taken number after a send whose reply was lost: that send saved it.
    duplikat: { cocok: (err, { id }) => id === null && sudahDibuat(err), data: () => ({ message: PESAN_DATA_DISIMPAN }) },
  });
  const busy = simpan.isPending;

  /** The newest data in the list, the form as typed, the next save from the newest version. */
  const muatTerbaru = async () => {
    if (!bentrok) return;
    await segarkanKelola(queryClient);
    setVersi(bentrok.versi);
    setBentrok({ ...bentrok, dimuat: true });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    setBentrok(null);
    const empty = missingFields(form, editId === null);
    setSalah(Object.fromEntries(empty.map((k) => [k, 'Wajib diisi.'])));
    if (empty.length > 0) {
      setError(PESAN_SEMUA_FIELD_WAJIB);
      return;
    }
    const masalahSandi = form.password ? masalahPasswordAnak(form.password) : null;
    if (masalahSandi) {
      setError(masalahSandi);
      return;
    }
    simpan.mutate({ id: editId, form });
  };

  const edit = (row: KelolaRow) => {
    setEditId(row.id);
    setForm(formOf(row));
    setVersi(row.versi);
    setBentrok(null);
    setSalah({});
    setError(undefined);
    setFormOpen(true);
    requestAnimationFrame(() => formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  const remove = useMutasi({
    mutationFn: (row: Pick<KelolaRow, 'id' | 'registration_no'>) => hapusKelola(row.id),
    onSuccess: (_, row) => {
      setHapus(null);
      toast.success(PESAN_DATA_DIHAPUS, { duration: ASESMEN_TOAST_MS });
      if (editId === row.id) reset();
      return segarkanKelola(queryClient);
    },
    onError: (err) => {
      setHapus(null);
      toast.error(PESAN_GAGAL_HAPUS_DATA, {
        duration: ASESMEN_TOAST_MS,
        description: err instanceof ApiError ? err.message : undefined,
      });
    },
  });
  const deletingId = remove.isPending ? remove.variables.id : undefined;

  const creating = editId === null;
  const usia = RENTANG_USIA[form.kategori];
  const optionList = options.data ?? [];
  const selectedMissing = form.assesor_id && !optionList.some((o) => String(o.id) === form.assesor_id);

  return (
    <>
      <PageHeader
        title="Kelola Data Asesmen"
        description={`Data asesmen anak di ${me?.asessor?.location ?? 'Rutan Anda'}. Tekan Mulai Asesmen untuk memberi anak kode masuk.`}
        actions={
          !formOpen && (
            <Button onClick={tambah}>
              <Plus className="size-5" aria-hidden />
              Tambah Data
            </Button>
          )
        }
      />
      {formOpen && (
        <Panel className="mb-6">
          <form ref={formRef} onSubmit={submit} noValidate aria-label="Formulir data asesmen" className="scroll-mt-4">
            <h2 className="mb-4 text-xl font-bold text-brand-900">{creating ? 'Tambah Data Asesmen' : 'Edit Data Asesmen'}</h2>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <SelectField label="Kategori" {...bind('kategori')}>
                <option value="anak">Anak (12-17 tahun)</option>
                <option value="tahanan">Tahanan dewasa (18+ tahun)</option>
              </SelectField>
              <InputField
                label="Nomor Registrasi"
                {...bind('registration_no')}
                hint="Boleh huruf, angka, spasi, titik, -, _ dan /, misalnya ABH/R1/2026/001."
                required
                maxLength={KELOLA_LIMITS.registrationNo}
              />
              <InputField label="Nama" {...bind('name')} required maxLength={KELOLA_LIMITS.name} />
              <InputField
                label="Usia"
                {...bind('age')}
                type="number"
                inputMode="numeric"
                min={usia.min}
                max={usia.max}
                required
              />
              <InputField label="Tempat Lahir" {...bind('place_of_birth')} required maxLength={KELOLA_LIMITS.placeOfBirth} />
              <InputField label="Tanggal Lahir" {...bind('date_of_birth')} type="date" required />
              <SelectField label="Jenis Kelamin" {...bind('jenis_kelamin')} required={creating}>
                <option value="">Pilih...</option>
                <Opsi daftar={JENIS_KELAMIN} label={LABEL_JENIS_KELAMIN} />
              </SelectField>
              <SelectField label="Pendidikan Terakhir" {...bind('pendidikan')} required={creating}>
                <option value="">Pilih...</option>
                <Opsi daftar={PENDIDIKAN} label={LABEL_PENDIDIKAN} />
              </SelectField>
              <InputField
                label="Bahasa Sehari-hari"
                {...bind('bahasa')}
                required={creating}
                maxLength={100}
                hint="Misalnya Indonesia, Jawa, Sunda."
              />
              <InputField label="Tanggal Masuk Rutan" {...bind('tanggal_masuk')} type="date" required={creating} />
              <SelectField label="Asessor Penanggung Jawab" {...bind('assesor_id')} required>
                <option value="">Pilih asessor...</option>
                {selectedMissing && <option value={form.assesor_id}>Asessor #{form.assesor_id}</option>}
                {optionList.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name} ({o.assesor_id})
                  </option>
                ))}
              </SelectField>
              <InputField
                label={creating ? 'Password' : 'Password Baru (opsional)'}
                {...bind('password')}
                type="password"
                autoComplete="new-password"
                hint={
                  creating
                    ? `Password akses ${LABEL_KATEGORI[form.kategori].toLowerCase()}, minimal ${KELOLA_LIMITS.passwordMin} karakter.`
                    : 'Kosongkan bila password tidak diubah.'
                }
                required={creating}
                maxLength={KELOLA_LIMITS.passwordMax}
              />
            </div>
            <fieldset className="mt-6">
              <legend className="mb-3 font-semibold text-brand-900">Skrining Faktor Risiko</legend>
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {SCREENING_KEYS.map((k) => (
                  <SelectField key={k} label={SCREENING_LABEL[k]} {...bind(k)} required>
                    <option value="">Pilih...</option>
                    <OpsiJawaban />
                  </SelectField>
                ))}
              </div>
              {form.korban_kekerasan_seksual === 'Ya' && (
                <div
                  className="mt-4 grid gap-4 rounded-lg border border-amber-300 bg-warn-50 p-3 sm:grid-cols-2"
                  data-testid="pertanyaan-korban"
                >
                  <p className="text-sm text-slate-800 sm:col-span-2">
                    {LABEL_KATEGORI[form.kategori]} dilaporkan pernah mengalami kekerasan seksual: dua jawaban ini wajib dan
                    menentukan prioritas (Kritis bila salah satunya Ya).
                  </p>
                  {(Object.keys(PERTANYAAN_KORBAN_KS) as (keyof typeof PERTANYAAN_KORBAN_KS)[]).map((k) => (
                    <SelectField key={k} label={PERTANYAAN_KORBAN_KS[k]} {...bind(k)} required>
                      <option value="">Pilih...</option>
                      <OpsiJawaban />
                    </SelectField>
                  ))}
                </div>
              )}
              {(form.self_harm === 'Ya' || form.tl_pikiran_hari_ini !== '') && (
                <div
                  className="mt-4 grid gap-4 rounded-lg border border-red-300 bg-red-50 p-3 sm:grid-cols-2"
                  data-testid="pertanyaan-tindak-lanjut"
                >
                  <p className="text-sm text-slate-800 sm:col-span-2">
                    Tanyakan langsung dan dengan tenang, lalu catat jawabannya. Jawaban Ya atau Ragu-ragu pada pikiran hari ini
                    menjadikan hasilnya Kritis.
                  </p>
                  <InputField
                    label={PERTANYAAN_TINDAK_LANJUT.kapan_terakhir}
                    {...bind('tl_kapan_terakhir')}
                    required={form.self_harm === 'Ya'}
                    maxLength={200}
                  />
                  <SelectField
                    label={PERTANYAAN_TINDAK_LANJUT.pikiran_hari_ini}
                    {...bind('tl_pikiran_hari_ini')}
                    required={form.self_harm === 'Ya'}
                  >
                    <option value="">Pilih...</option>
                    <option value="Ya">Ya</option>
                    <option value="Tidak">Tidak</option>
                    <option value="Ragu-ragu">Ragu-ragu</option>
                  </SelectField>
                  <InputField
                    label={PERTANYAAN_TINDAK_LANJUT.rencana}
                    {...bind('tl_rencana')}
                    required={form.tl_pikiran_hari_ini === 'Ya' || form.tl_pikiran_hari_ini === 'Ragu-ragu'}
                    maxLength={500}
                  />
                </div>
              )}
            </fieldset>
            {error && (
              <Alert tone="danger" className="mt-4">
                {error}
              </Alert>
            )}
            {bentrok && (
              <div className="mt-4">
                <BentrokVersi bentrok={bentrok} onMuat={() => void muatTerbaru()} />
              </div>
            )}
            <div className="mt-6 flex flex-wrap gap-2">
              <Button type="submit" loading={busy}>
                <Save className="size-4" aria-hidden />
                {creating ? 'Simpan Data' : 'Perbarui Data'}
              </Button>
              <Button variant="secondary" onClick={reset} disabled={busy}>
                <X className="size-4" aria-hidden />
                Batal
              </Button>
            </div>
          </form>
        </Panel>
      )}

      <Panel>
        <h2 className="mb-4 text-xl font-bold text-brand-900">Data Asesmen</h2>
        <DaftarTabel
          daftar={daftar}
          query={list}
          saring={
            <div className="sm:w-48 sm:shrink-0">
              <SelectField
                label="Tampilkan"
                name="filter-kategori"
                value={filter}
                onChange={(e) => daftar.setFilter('kategori', e.target.value)}
              >
                <option value="">Semua kategori</option>
                <option value="anak">Anak</option>
                <option value="tahanan">Tahanan</option>
              </SelectField>
            </div>
          }
          kepala={['No', 'No. Registrasi', 'Nama', 'Usia', 'Tempat, Tanggal Lahir', 'Asessor', 'Aksi']}
          caption="Data asesmen anak"
          kosong={kosongDataAsesmen}
        >
          {(r, no) => (
            <tr key={r.id} data-testid={`kelola-${r.registration_no}`} className={editId === r.id ? 'bg-brand-50' : undefined}>
              <Td>{no}</Td>
              <Td className="text-sm">
                <NomorRegistrasi value={r.registration_no} />
              </Td>
              <Td>
                <span className="font-semibold">{r.name}</span>
                {r.kategori === 'tahanan' && (
                  <span className="ml-2 rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">Tahanan</span>
                )}
                <div className="mt-1 flex flex-wrap gap-1" data-testid="status-rekam">
                  {r.persetujuan_at ? (
                    <Badge tone="ok">Persetujuan tercatat</Badge>
                  ) : (
                    <Badge tone="warn">Belum ada persetujuan</Badge>
                  )}
                  <StatusRekam row={r} />
                </div>
              </Td>
              <Td>{r.age}</Td>
              <Td>
                {r.place_of_birth}, {formatTanggal(r.date_of_birth)}
              </Td>
              <Td>{r.asessor_name ?? '-'}</Td>
              <Td>
                <div className="flex flex-wrap gap-2">
                  <TombolAksi
                    ikon={FileSignature}
                    variant={r.persetujuan_at ? 'secondary' : 'primary'}
                    onClick={() => setPersetujuan(r)}
                    label={`Persetujuan ${r.registration_no}`}
                  >
                    Persetujuan
                  </TombolAksi>
                  <TombolAksi
                    ikon={KeyRound}
                    variant="primary"
                    onClick={() => setMulai(r)}
                    label={`Mulai Asesmen ${r.registration_no}`}
                  >
                    Mulai Asesmen
                  </TombolAksi>
                  <TombolAksi ikon={Pencil} onClick={() => edit(r)} label={`Edit ${r.registration_no}`}>
                    Edit
                  </TombolAksi>
                  <TombolAksi ikon={FileDown} onClick={() => setUnduh(r)} label={`Unduh semua data ${r.registration_no}`}>
                    Unduh semua data
                  </TombolAksi>
                  <TombolAksi ikon={ArrowRightLeft} onClick={() => setPindah(r)} label={`Pindah ${r.registration_no}`}>
                    Pindah
                  </TombolAksi>
                  <TombolHapus
                    loading={deletingId === r.id}
                    onClick={() => setHapus(r)}
                    aria-label={`Hapus ${r.registration_no}`}
                  />
                </div>
              </Td>
            </tr>
          )}
        </DaftarTabel>
      </Panel>
      <RetensiCard onHapus={(row) => setHapus(row)} deletingId={deletingId} />
      <KonfirmasiDialog
        open={hapus !== null}
        title="Hapus Data Asesmen"
        question={hapus ? konfirmasiHapusPermanen(hapus.registration_no) : ''}
        confirmLabel="Hapus"
        busy={deletingId !== undefined}
        onCancel={() => setHapus(null)}
        onConfirm={() => hapus && remove.mutate(hapus)}
      />
      <KodeMasukDialog row={mulai} onClose={() => setMulai(null)} />
      <PersetujuanDialog row={persetujuan} onClose={() => setPersetujuan(null)} />
      <SemuaDataDialog row={unduh} onClose={() => setUnduh(null)} />
      <PindahDialog row={pindah} onClose={() => setPindah(null)} />
    </>
  );
}
