import { ClipboardList, FileQuestion, LogOut, ScrollText, UserPlus, UsersRound } from 'lucide-react';
import { AreaLayout } from '../../components/layout/area-layout';
import { RequireRole } from '../../components/layout/require-role';

const LINKS = [
  { to: '/admin/laporan', label: 'Laporan Terbaru', icon: ClipboardList },
  { to: '/admin/add', label: 'Tambah Asessor', icon: UserPlus },
  { to: '/admin/status', label: 'Kelola Akun', icon: UsersRound },
  { to: '/admin/soal', label: 'Kelola Soal', icon: FileQuestion },
  { to: '/admin/audit', label: 'Log Audit', icon: ScrollText },
  { to: '/admin/logout', label: 'Logout', icon: LogOut },
];

/** The protected admin area (guard asks the server, D1). */
export default function AdminLayout() {
  return (
    <RequireRole role="admin" loginPath="/login/admin">
      {(me) => <AreaLayout area="Admin" greeting={`Halo, ${me.admin?.username ?? 'Admin'}`} links={LINKS} />}
    </RequireRole>
  );
}
