import { BELUM_DINILAI, SEMUA_PRIORITAS } from '#domain/tindak-lanjut.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Opsi, SelectField } from '#web/components/ui/field.tsx';
import type { DaftarBerhalaman } from '#web/lib/daftar-berhalaman.ts';

/** A priority as a badge: red for Kritis and Mendesak, amber for Tinggi (colours follow risk). */
export function PrioritasBadge({ prioritas }: { prioritas: string }) {
  const tone = prioritas === 'Kritis' || prioritas === 'Mendesak' ? 'danger' : prioritas === 'Tinggi' ? 'warn' : 'neutral';
  return <Badge tone={tone}>{prioritas}</Badge>;
}

/** A follow-up's status: red when late, green when closed. */
export function StatusBadge({ row }: { row: { status: string; terlambat: boolean; label_status: string } }) {
  const tone = row.terlambat ? 'danger' : row.status === 'ditutup' ? 'ok' : 'brand';
  return <Badge tone={tone}>{row.label_status}</Badge>;
}

/**
 * A list's priority filter, kept in the address (`?prioritas=`): every priority, the most pressing
 * first; `belumDinilai` adds the records not judged yet (the combined list; a follow-up always has one).
 */
export function SaringPrioritas({ daftar, belumDinilai = false }: { daftar: DaftarBerhalaman; belumDinilai?: boolean }) {
  return (
    <SelectField label="Prioritas" value={daftar.filter('prioritas')} onValue={(v) => daftar.setFilter('prioritas', v)}>
      <option value="">Semua prioritas</option>
      <Opsi daftar={belumDinilai ? [...SEMUA_PRIORITAS, BELUM_DINILAI] : SEMUA_PRIORITAS} label={(p) => p} />
    </SelectField>
  );
}
