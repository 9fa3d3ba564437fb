import { Badge } from '#web/components/ui/badge.tsx';

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
