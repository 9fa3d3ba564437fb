import { useQuery } from '@tanstack/react-query';
import { Phone } from 'lucide-react';
import type { KontakLokasi } from '#contract/index.ts';
import { KONTAK_UNTUK_RUJUKAN, type JenisKontak } from '#domain/kontak-lokasi.ts';
import type { TujuanRujukan } from '#domain/tindak-lanjut.ts';
import { kontakSetempatQuery } from './tindak-lanjut-api';

type Kontak = KontakLokasi['kontak'][number];

/** The assessor's facility's local contacts (D24), read once a page. */
export function useKontakSetempat() {
  return useQuery(kontakSetempatQuery());
}

/** A phone number as a link that dials it on a phone (digits and a leading + only). */
function Telepon({ nomor, warna = 'text-brand-800' }: { nomor: string; warna?: string }) {
  return (
    <a href={`tel:${nomor.replace(/[^\d+]/g, '')}`} className={`inline-flex items-center gap-1 font-semibold underline ${warna}`}>
      <Phone className="size-4" aria-hidden />
      {nomor}
    </a>
  );
}

function Baris({ k, guna }: { k: Kontak; guna: boolean }) {
  return (
    <li className="rounded-lg border border-slate-200 p-3" data-testid={`kontak-${k.jenis}`}>
      <p className="text-sm font-semibold text-slate-600">{k.label}</p>
      <p className="font-semibold text-slate-900">{k.nama}</p>
      <Telepon nomor={k.telepon} />
      {k.keterangan && <p className="text-sm text-slate-700">{k.keterangan}</p>}
      {guna && <p className="mt-1 text-sm text-slate-700">{k.guna}</p>}
    </li>
  );
}

/** Every contact of the facility, each with what it is for: beside the follow-up's actions (D24). */
export function DaftarKontakSetempat() {
  const q = useKontakSetempat();
  if (q.isPending || q.isError) return null;
  if (q.data.kontak.length === 0)
    return (
      <p className="text-slate-700" data-testid="kontak-kosong">
        Kontak layanan setempat untuk {q.data.lokasi} belum diisi. Minta admin mengisinya di Kelola Lokasi.
      </p>
    );
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid="kontak-setempat">
      {q.data.kontak.map((k) => (
        <Baris key={k.jenis} k={k} guna />
      ))}
    </ul>
  );
}

/** The contacts a referral to `tujuan` needs, under the referral form's target (D24). */
export function KontakUntukRujukan({ tujuan }: { tujuan: TujuanRujukan | '' }) {
  const q = useKontakSetempat();
  if (!tujuan || !q.data) return null;
  const jenis = KONTAK_UNTUK_RUJUKAN[tujuan];
  const cocok = jenis.map((j) => q.data.kontak.find((k) => k.jenis === j)).filter((k): k is Kontak => k !== undefined);
  if (cocok.length === 0) return null;
  return (
    <div className="md:col-span-2" aria-live="polite">
      <p className="mb-2 text-sm font-semibold text-slate-600">Kontak setempat untuk rujukan ini</p>
      <ul className="grid gap-3 sm:grid-cols-2" data-testid="kontak-rujukan">
        {cocok.map((k) => (
          <Baris key={k.jenis} k={k} guna={false} />
        ))}
      </ul>
    </div>
  );
}

/**
 * Under one action, the facility's contacts of the kinds it needs (D24), closest first, in the colour of
 * the box around it; nothing when the facility has none of them.
 */
export function KontakTindakan({ jenis }: { jenis: readonly JenisKontak[] }) {
  const q = useKontakSetempat();
  if (!q.data || jenis.length === 0) return null;
  const cocok = jenis.map((j) => q.data.kontak.find((k) => k.jenis === j)).filter((k): k is Kontak => k !== undefined);
  if (cocok.length === 0) return null;
  return (
    <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="kontak-tindakan">
      <span className="font-semibold">Kontak:</span>
      {cocok.map((k) => (
        <span key={k.jenis}>
          {k.label}: {k.nama}, <Telepon nomor={k.telepon} warna="text-current" />
        </span>
      ))}
    </p>
  );
}

/** A list's items: each action asked for, with the facility's contacts it needs under it (D24). */
export function ButirTindakan({
  tindakan,
  kontak,
}: {
  tindakan: readonly string[];
  kontak: readonly (readonly JenisKontak[])[];
}) {
  return tindakan.map((t, n) => (
    <li key={t}>
      {t}
      <KontakTindakan jenis={kontak[n] ?? []} />
    </li>
  ));
}
