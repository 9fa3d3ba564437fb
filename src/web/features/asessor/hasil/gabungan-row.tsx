import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sudahDibuat, useMutasi } from '#web/lib/use-mutasi.ts';
import { ChevronDown, ChevronUp, NotebookPen } from 'lucide-react';
import { toast } from '#web/lib/toast.ts';
import { pesanGagalSimpanCatatan, pesanKesalahanJaringan } from '#domain/messages.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { controlClass } from '#web/components/ui/field.tsx';
import { NomorRegistrasi } from '#web/components/ui/nomor-registrasi.tsx';
import { Td } from '#web/components/ui/table.tsx';
import { ApiError, NetworkError } from '#web/lib/api.ts';
import { segarkanCatatan, simpanCatatan, tulisCatatan, useCatatan } from './catatan-api';
import { BentrokVersi, bentrokDari, type Bentrok } from '../versi-bentrok';
import { GabunganDetailView } from './gabungan-detail';
import { segarkanGabungan } from './hasil-api';
import type { GabunganRow } from './hasil-types';
import { CATATAN_MAKS } from '#contract/batas.ts';

/** The note's state in its row (seed-spec section 4): hidden -> shown read-only -> editing -> shown ... -> hidden. */
export type ModeCatatan = 'hidden' | 'shown' | 'editing';
type Aksi = 'show' | 'edit' | 'save' | 'hide';

const LABEL_AKSI: Record<Aksi, string> = {
  show: 'Tampilkan Catatan',
  edit: 'Edit Catatan',
  save: 'Simpan Catatan',
  hide: 'Sembunyikan Catatan',
};

/** The choices of the Action dropdown in each state. */
const AKSI_PER_MODE: Record<ModeCatatan, Aksi[]> = {
  hidden: ['show', 'edit'],
  shown: ['edit', 'hide'],
  editing: ['save', 'show', 'hide'],
};

/** One child of the combined list: the note's Action dropdown, its notes cell, and the expandable report. */
export function GabunganRowView({
  row,
  no,
  expanded,
  onToggle,
}: {
  row: GabunganRow;
  no: number;
  expanded: boolean;
  onToggle: () => void;
}) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<ModeCatatan>('hidden');
  const [draft, setDraft] = useState<string | null>(null);
  const note = useCatatan(row.registration_no, mode !== 'hidden');
  const saved = note.data?.catatan ?? null;
  const exists = note.data ? note.data.catatan !== null : row.ada_catatan;
  /** The note's version when editing began (a refetch meanwhile must not move it), and a refused save (issue 28). */
  const [versi, setVersi] = useState<number>();
  const [bentrok, setBentrok] = useState<Bentrok | null>(null);

  const simpan = useMutasi({
    mutationFn: (text: string) => simpanCatatan(row.registration_no, text, exists, versi),
    onSuccess: async ({ message }, text) => {
      tulisCatatan(queryClient, row.registration_no, text);
      setMode('shown');
      setDraft(null);
      setBentrok(null);
      toast.success(message);
      await Promise.all([
        segarkanCatatan(queryClient, row.registration_no),
        segarkanGabungan(queryClient, row.registration_no),
      ]);
    },
    onError: (error) => {
      const b = bentrokDari(error);
      if (b) return setBentrok(b);
      if (error instanceof NetworkError) toast.error(pesanKesalahanJaringan(error.message));
      else toast.error(pesanGagalSimpanCatatan(error instanceof ApiError ? error.message : null));
    },
    // "Catatan sudah ada" after a first save whose reply was lost: that save wrote this note.
    duplikat: { cocok: (error) => !exists && sudahDibuat(error), data: () => ({ message: 'Catatan berhasil disimpan' }) },
  });
  const saving = simpan.isPending;
  const save = () => simpan.mutate(draft ?? saved ?? '');

  const act = (aksi: Aksi) => {
    if (aksi === 'show') {
      setMode('shown');
      setDraft(null);
    } else if (aksi === 'edit') {
      setMode('editing');
      setDraft(null);
      setVersi(note.data?.versi ?? undefined);
      setBentrok(null);
    } else if (aksi === 'hide') {
      setMode('hidden');
      setDraft(null);
    } else save();
  };

  const done = row.baterai.filter((k) => row.selesai.includes(k)).length;
  const reg = row.registration_no;

  return (
    <>
      <tr data-testid={`gabungan-${reg}`} className={expanded ? 'bg-brand-50' : undefined}>
        <Td>{no}</Td>
        <Td className="text-sm">
          <NomorRegistrasi value={reg} />
        </Td>
        <Td>
          <p className="font-semibold">{row.name}</p>
          <p className="text-sm text-slate-600">
            Sub test selesai: {done} dari {row.baterai.length}
          </p>
          <p className="mt-1" data-testid="prioritas-baris">
            <Badge tone={row.prioritas === 'Kritis' || row.prioritas === 'Mendesak' ? 'danger' : row.prioritas === 'Tinggi' ? 'warn' : 'neutral'}>
              Prioritas: {row.prioritas_tampil}
            </Badge>
          </p>
        </Td>
        <Td>
          {/* As wide as its button: the select takes the column's width rather than its longest choice's
              (the six columns fit a 1280 px screen beside a long number, issue 32). */}
          <div className="flex flex-col gap-2">
            <select
              aria-label={`Action ${reg}`}
              className={`${controlClass} w-full min-w-0`}
              value=""
              disabled={saving}
              onChange={(e) => {
                if (e.target.value) act(e.target.value as Aksi);
              }}
            >
              <option value="">Pilih aksi...</option>
              {AKSI_PER_MODE[mode].map((a) => (
                <option key={a} value={a}>
                  {LABEL_AKSI[a]}
                </option>
              ))}
            </select>
            <Button size="sm" variant={expanded ? 'secondary' : 'primary'} aria-expanded={expanded} onClick={onToggle}>
              {expanded ? <ChevronUp className="size-4" aria-hidden /> : <ChevronDown className="size-4" aria-hidden />}
              {expanded ? 'Sembunyikan' : 'Lihat Semua Hasil'}
            </Button>
          </div>
        </Td>
        <Td>
          {exists ? (
            <Badge tone="ok">Sudah ada catatan</Badge>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => act('edit')}
              disabled={mode === 'editing'}
              aria-label={`Tambah catatan ${reg}`}
            >
              <NotebookPen className="size-4" aria-hidden />
              {/* "Tambah" under the column "add note?" (its name says the rest): a narrower column, so that a
                  long name keeps its words whole on a 1280 px screen (issue 32). */}
              Tambah
            </Button>
          )}
        </Td>
        <Td className="min-w-40">
          {mode === 'hidden' ? (
            <span className="text-slate-600">Catatan disembunyikan</span>
          ) : note.isPending ? (
            <span className="text-slate-600">Memuat catatan...</span>
          ) : mode === 'shown' ? (
            <p className="whitespace-pre-wrap break-words" data-testid={`catatan-${reg}`}>
              {saved?.trim() ? saved : <span className="text-slate-600">Belum ada catatan.</span>}
            </p>
          ) : (
            <div className="flex flex-col gap-2">
              <textarea
                aria-label={`Catatan ${reg}`}
                className={`${controlClass} min-h-28`}
                value={draft ?? saved ?? ''}
                onChange={(e) => setDraft(e.target.value)}
                maxLength={CATATAN_MAKS}
              />
              {bentrok && (
                <BentrokVersi
                  bentrok={bentrok}
                  onMuat={() => {
                    // The newest note is read again; the text being typed stays in the box.
                    setDraft(draft ?? saved ?? '');
                    setVersi(bentrok.versi);
                    setBentrok({ ...bentrok, dimuat: true });
                    void segarkanCatatan(queryClient, row.registration_no);
                  }}
                />
              )}
              <Button size="sm" loading={saving} onClick={save}>
                Simpan Catatan
              </Button>
            </div>
          )}
        </Td>
      </tr>
      {expanded && (
        <tr data-rinci>
          <td colSpan={6} className="bg-slate-50 p-0">
            {/* Below 1280 px the list's whole width, unframed (`data-rinci`); on a desktop as wide as the visible part of the table (an @container ancestor). */}
            <div className="w-auto xl:sticky xl:left-0 xl:w-[calc(100cqw-2px)] xl:px-4 xl:py-4">
              <GabunganDetailView registrationNo={reg} catatan={mode !== 'hidden' ? saved : null} />
            </div>
          </td>
        </tr>
      )}
    </>
  );
}
