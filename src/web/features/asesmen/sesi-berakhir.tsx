import { PhoneCall } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '#web/components/ui/alert.tsx';
import type { Kategori } from './asesmen-api';

/** The words of an ended session, in the form of address of each list (a child: kamu; an adult: Anda). */
const TEKS: Record<
  Kategori,
  { judul: string; tersimpan: (jumlah: string) => string; lanjut: string; daftar: string; ke: string }
> = {
  anak: {
    judul: 'Sesi asesmenmu sudah berakhir.',
    tersimpan: (jumlah) => `Jawabanmu${jumlah} tetap tersimpan di perangkat ini, tidak ada yang hilang.`,
    lanjut: 'Panggil asessor dan minta kode masuk baru. Setelah masuk lagi, kamu melanjutkan dari jawaban ini.',
    daftar: '/user/asesmenanak',
    ke: 'Ke daftar asesmen anak',
  },
  tahanan: {
    judul: 'Sesi asesmen Anda sudah berakhir.',
    tersimpan: (jumlah) => `Jawaban Anda${jumlah} tetap tersimpan di perangkat ini, tidak ada yang hilang.`,
    lanjut: 'Panggil asessor dan minta kode masuk baru. Setelah masuk lagi, Anda melanjutkan dari jawaban ini.',
    daftar: '/user/asesmentahanan',
    ke: 'Ke daftar asesmen tahanan',
  },
};

/**
 * What the child's page says when the session ended on the server's side (expired, ended by the
 * assessor, the cookie gone): the timer has stopped, the answers are kept on this device, and the way
 * back is a new entry code from the assessor (issue 32).
 */
export function SesiBerakhir({ kategori, terjawab, jumlah }: { kategori: Kategori; terjawab?: number; jumlah?: number }) {
  const t = TEKS[kategori];
  const berapa = terjawab !== undefined && jumlah !== undefined ? ` (${terjawab} dari ${jumlah} soal)` : '';
  return (
    <div data-testid="sesi-berakhir">
      <Alert tone="warn" title={t.judul}>
        <p>{t.tersimpan(berapa)}</p>
        <p className="mt-2 flex items-start gap-2 font-semibold">
          <PhoneCall className="mt-1 size-5 shrink-0" aria-hidden />
          {t.lanjut}
        </p>
        <KeDaftarAsesmen kategori={kategori} className="mt-2" />
      </Alert>
    </div>
  );
}

/** The way back to the person's own list (the child's or the detainee's), as a link a finger can tap. */
export function KeDaftarAsesmen({ kategori, className = '' }: { kategori: Kategori; className?: string }) {
  return (
    <Link to={TEKS[kategori].daftar} className={`inline-flex min-h-11 items-center font-semibold underline ${className}`}>
      {TEKS[kategori].ke}
    </Link>
  );
}
