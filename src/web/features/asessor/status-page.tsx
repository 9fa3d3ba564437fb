import { useQuery } from '@tanstack/react-query';
import { KOSONG_ASESSOR_LOGIN } from '#domain/messages.ts';
import { PeringatanBank } from '#web/components/bank/status-bank.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Panel, PageHeader } from '#web/components/ui/panel.tsx';
import { Termuat } from '#web/components/ui/daftar.tsx';
import { Table, Td, IsiTabel } from '#web/components/ui/table.tsx';
import { useMe } from '#web/lib/auth.ts';
import { formatWib } from '#web/lib/format.ts';
import { asessorOnlineQuery } from './asessor-api';

/** Status: the assessors logged in now (a session used in the last 15 minutes, D1). */
export default function StatusPage() {
  const online = useQuery({ ...asessorOnlineQuery(), refetchInterval: 30_000 });
  const { data: me } = useMe();
  return (
    <>
      <PageHeader
        title="Asessor yang Sedang Login"
        description="Asessor yang aktif menggunakan sistem dalam 15 menit terakhir."
      />
      <PeringatanBank untuk="asessor" className="mb-4" />
      {me?.password_diatur_admin && (
        // D15: an assessor notices a reset by the admin that they did not ask for.
        <p className="mb-4 text-slate-700" data-testid="password-diatur-admin">
          Password akun Anda terakhir diatur oleh admin pada {formatWib(me.password_diatur_admin)}.
        </p>
      )}
      <Panel>
        <Termuat query={online}>
          {(rows) => (
            <Table head={['No', 'Nama', 'Lokasi', 'Login Terakhir', 'Status']} caption="Asessor yang sedang login" cards>
              <IsiTabel baris={rows} kolom={5} kosong={KOSONG_ASESSOR_LOGIN}>
                {(a, i) => (
                  <tr key={a.id}>
                    <Td>{i + 1}</Td>
                    <Td className="font-semibold">{a.name}</Td>
                    <Td className="whitespace-nowrap">{a.location}</Td>
                    <Td>{formatWib(a.last_login)}</Td>
                    <Td>
                      <Badge tone="ok">Online</Badge>
                    </Td>
                  </tr>
                )}
              </IsiTabel>
            </Table>
          )}
        </Termuat>
      </Panel>
    </>
  );
}
