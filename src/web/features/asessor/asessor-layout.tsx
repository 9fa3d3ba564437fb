import { ClipboardCheck, FolderKanban, LogOut, UsersRound } from 'lucide-react';
import { AreaLayout } from '../../components/layout/area-layout';
import { RequireRole } from '../../components/layout/require-role';

const LINKS = [
  { to: '/asessor/status', label: 'Status', icon: UsersRound },
  { to: '/asessor/asesmen', label: 'Kelola Asesmen', icon: FolderKanban },
  { to: '/asessor/hasil', label: 'Hasil Asesmen', icon: ClipboardCheck },
  { to: '/asessor/logout', label: 'Logout', icon: LogOut },
];

/** The protected assessor area (guard asks the server, D1). */
export default function AsessorLayout() {
  return (
    <RequireRole role="asessor" loginPath="/login/asessor">
      {(me) => (
        <AreaLayout
          area={`Asessor · ${me.asessor?.location ?? ''}`}
          greeting={`Halo, ${me.asessor?.name ?? 'Asessor'}`}
          links={LINKS}
        />
      )}
    </RequireRole>
  );
}
