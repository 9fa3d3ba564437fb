// Where a record stands (issue 32): the assessor sees at a glance who has not started, who is part
// way, who finished, and who said no or stopped, without opening each record.
import { Badge } from '#web/components/ui/badge.tsx';
import type { KelolaRow } from './kelola-api';

type Status = Pick<KelolaRow, 'selesai' | 'jumlah_subtes' | 'kesediaan' | 'berhenti'>;

/** The record's status as a badge, in the assessor's words. */
export function StatusRekam({ row }: { row: Status }) {
  const { selesai, jumlah_subtes: jumlah } = row;
  if (row.kesediaan === 'menolak') return <Badge tone="warn">Menolak mengikuti asesmen</Badge>;
  if (row.berhenti) return <Badge tone="warn">{`Berhenti: ${selesai} dari ${jumlah} sub test tersimpan`}</Badge>;
  if (jumlah > 0 && selesai >= jumlah) return <Badge tone="ok">{`Selesai: ${jumlah} dari ${jumlah} sub test`}</Badge>;
  if (selesai > 0) return <Badge tone="brand">{`${selesai} dari ${jumlah} sub test selesai`}</Badge>;
  // "Saya mau mulai" given: the person is in (or between) the sub tests, none saved yet.
  if (row.kesediaan === 'mau') return <Badge tone="brand">{`Sudah mulai: 0 dari ${jumlah} sub test selesai`}</Badge>;
  return <Badge tone="neutral">Belum mulai</Badge>;
}
