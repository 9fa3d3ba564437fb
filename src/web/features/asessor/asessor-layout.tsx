import { Activity, ClipboardCheck, FolderKanban, House, KeyRound, ListChecks, LogOut, ShieldCheck, UserCheck, UsersRound } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { AreaLayout } from '#web/components/layout/area-layout.tsx';
import { RequireRole } from '#web/components/layout/require-role.tsx';
import { GANTI_PASSWORD_PATH, type Me } from '#web/lib/auth.ts';
import { useBantuan } from './beranda/use-bantuan';

const KEAMANAN_PATH = '/asessor/keamanan';

const LINKS = [
  { to: '/asessor/beranda', label: 'Beranda', icon: House },
  { to: '/asessor/status', label: 'Status', icon: UsersRound },
  { to: '/asessor/asesmen', label: 'Kelola Asesmen', icon: FolderKanban },
  { to: '/asessor/pemantauan', label: 'Pemantauan', icon: Activity },
  { to: '/asessor/hasil', label: 'Hasil Asesmen', icon: ClipboardCheck },
  { to: '/asessor/rekan', label: 'Konfirmasi Rekan', icon: UserCheck },
  { to: '/asessor/tindak-lanjut', label: 'Tindak Lanjut', icon: ListChecks },
  { to: '/asessor/ganti-password', label: 'Ganti Password', icon: KeyRound },
  { to: KEAMANAN_PATH, label: 'Keamanan Akun', icon: ShieldCheck },
  { to: '/asessor/logout', label: 'Logout', icon: LogOut },
];

const MENUNGGU_PATH = '/asessor/menunggu-aktivasi';
/** The pages an account still being set up may open (D15, D18). */
const SETUP_PATHS = [GANTI_PASSWORD_PATH, MENUNGGU_PATH, KEAMANAN_PATH, '/asessor/logout'];

/** The protected assessor area (guard asks the server, D1). */
export default function AsessorLayout() {
  const { pathname } = useLocation();
  return (
    <RequireRole role="asessor" loginPath="/login/asessor">
      {(me) =>
        // Until the admin's temporary password is replaced, every other page leads to Ganti Password (D15).
        me.harus_ganti_password && pathname !== GANTI_PASSWORD_PATH ? (
          <Navigate to={GANTI_PASSWORD_PATH} replace />
        ) : // While the admin requires a second factor this account lacks, only its enrolment (D18).
        me.harus_aktifkan_dua_faktor && !SETUP_PATHS.includes(pathname) ? (
          <Navigate to={KEAMANAN_PATH} replace />
        ) : // Until a colleague confirms the account, the pages of children's data lead to the waiting page (D18).
        me.menunggu_aktivasi && !SETUP_PATHS.includes(pathname) ? (
          <Navigate to={MENUNGGU_PATH} replace />
        ) : (
          <AreaAsessor me={me} />
        )
      }
    </RequireRole>
  );
}

/** The area with the help requests' badge on Pemantauan, the title and the toasts (D19), on every page. */
function AreaAsessor({ me }: { me: Me }) {
  const bantuan = useBantuan();
  const links = LINKS.map((l) =>
    l.to === '/asessor/pemantauan' ? { ...l, badge: { jumlah: bantuan, arti: 'permintaan bantuan menunggu' } } : l,
  );
  return (
    <AreaLayout
      area={`Asessor · ${me.asessor?.location ?? ''}`}
      greeting={`Halo, ${me.asessor?.name ?? 'Asessor'}`}
      links={links}
    />
  );
}
