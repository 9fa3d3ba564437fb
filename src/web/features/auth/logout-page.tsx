import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Loading } from '#web/components/ui/spinner.tsx';
import { fetchMe, umumkanKeluar } from '#web/lib/auth.ts';
import { hapusSemuaDrafFormulir } from '#web/lib/draf-formulir.ts';
import { REDIRECT_AFTER_LOGOUT_MS } from '#web/lib/timing.ts';
import { logoutAdmin, logoutAsessor } from './auth-api';

/** Ends the session on the server, then returns to / after 1 s (spec: Logout). */
export default function LogoutPage({ role }: { role: 'admin' | 'asessor' }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    const run = async () => {
      try {
        if (role === 'admin') {
          await logoutAdmin();
        } else {
          const me = await fetchMe();
          if (me?.asessor) await logoutAsessor(me.asessor.id);
        }
      } catch {
        // The session may already be gone; leaving is still right.
      }
      queryClient.clear();
      hapusSemuaDrafFormulir();
      umumkanKeluar();
      setTimeout(() => !cancelled && navigate('/', { replace: true }), REDIRECT_AFTER_LOGOUT_MS);
    };
    void run();
    return () => {
      cancelled = true;
    };
  }, [role, navigate, queryClient]);
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Loading text="Sedang logout, mohon tunggu..." />
    </div>
  );
}
