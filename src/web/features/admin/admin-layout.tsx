import { Building2, ClipboardList, FileQuestion, ListOrdered, LogOut, ScrollText, ShieldCheck, UserPlus, UsersRound } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { AreaLayout } from '#web/components/layout/area-layout.tsx';
import { RequireRole } from '#web/components/layout/require-role.tsx';

const KEAMANAN_PATH = '/admin/keamanan';

const LINKS = [
  { to: '/admin/laporan', label: 'Laporan Terbaru', icon: ClipboardList },
  { to: '/admin/add', label: 'Tambah Asessor', icon: UserPlus },
  { to: '/admin/status', label: 'Kelola Akun', icon: UsersRound },
  { to: '/admin/lokasi', label: 'Kelola Lokasi', icon: Building2 },
  { to: '/admin/soal', label: 'Kelola Soal', icon: FileQuestion },
  { to: '/admin/baterai', label: 'Baterai Instrumen', icon: ListOrdered },
  { to: '/admin/audit', label: 'Log Audit', icon: ScrollText },
  { to: KEAMANAN_PATH, label: 'Keamanan Akun', icon: ShieldCheck },
  { to: '/admin/logout', label: 'Logout', icon: LogOut },
];

/** The protected admin area (guard asks the server, D1). */
export default function AdminLayout() {
  const { pathname } = useLocation();
  return (
    <RequireRole role="admin" loginPath="/login/admin">
      {(me) =>
        // While a second factor is required and this account has none, only its enrolment (D18).
        me.harus_aktifkan_dua_faktor && pathname !== KEAMANAN_PATH && pathname !== '/admin/logout' ? (
          <Navigate to={KEAMANAN_PATH} replace />
        ) : (
          <AreaLayout area="Admin" greeting={`Halo, ${me.admin?.username ?? 'Admin'}`} links={LINKS} />
        )
      }
    </RequireRole>
  );
}
