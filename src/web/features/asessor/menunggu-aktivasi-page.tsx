import { Alert } from '#web/components/ui/alert.tsx';
import { Panel, PageHeader } from '#web/components/ui/panel.tsx';
import { PESAN_MENUNGGU_AKTIVASI } from '#domain/messages.ts';

/** Where a waiting account lands (D18): what it may do now and who can open the data for it. */
export default function MenungguAktivasiPage() {
  return (
    <>
      <PageHeader title="Menunggu Konfirmasi Rekan" />
      <Panel>
        <Alert tone="warn">{PESAN_MENUNGGU_AKTIVASI}</Alert>
        <p className="mt-4 text-slate-700">
          Sementara menunggu, Anda dapat mengganti password Anda. Bila belum ada asessor lain yang aktif di Rutan Anda, operator server
          dapat mengaktifkan akun pertama dengan perintah <code>npm run asessor:aktifkan</code>.
        </p>
      </Panel>
    </>
  );
}
