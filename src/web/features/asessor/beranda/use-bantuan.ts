import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { muatPesan } from '#web/lib/toast.ts';
import { bantuanQuery, type BantuanMenunggu } from './beranda-api';

/** Every assessor page asks this often, so a child's "Saya butuh bantuan" shows within 5 seconds (D19). */
export const BANTUAN_SETIAP_MS = 3000;

type Permintaan = BantuanMenunggu['data'][number];
const idToast = (r: Permintaan) => `bantuan-${r.peserta_id}-${r.instrument}-${r.bantuan_at}`;

/**
 * The help requests waiting in the assessor's Rutan, asked for every few seconds on every assessor
 * page: each new one is a toast that stays until the request is handled (on any screen: the next poll
 * no longer has it, and its toast closes), and the page title counts them.
 */
export function useBantuan(): number {
  const navigate = useNavigate();
  const { data } = useQuery({
    ...bantuanQuery(),
    refetchInterval: BANTUAN_SETIAP_MS,
    refetchIntervalInBackground: true,
  });
  const rows = data?.data;
  const tampil = useRef(new Set<string>());
  const judulAsli = useRef<string | null>(null);

  useEffect(() => {
    if (!rows) return;
    const sekarang = new Set(rows.map(idToast));
    const baru = rows.filter((r) => !tampil.current.has(idToast(r)));
    const selesai = [...tampil.current].filter((id) => !sekarang.has(id));
    tampil.current = sekarang;
    if (baru.length === 0 && selesai.length === 0) return;
    void muatPesan().then(
      (m) => {
        for (const id of selesai) m.toast.dismiss(id);
        for (const r of baru) {
          m.toast.error(`${r.name} butuh bantuan`, {
            id: idToast(r),
            description: `Sub test ${r.nama_instrumen}. Buka Pemantauan untuk menanganinya.`,
            duration: Infinity,
            action: { label: 'Buka Pemantauan', onClick: () => navigate('/asessor/pemantauan') },
          });
        }
      },
      () => undefined,
    );
  }, [rows, navigate]);

  const jumlah = rows?.length ?? 0;
  useEffect(() => {
    judulAsli.current ??= document.title.replace(/^\(\d+\) Bantuan! /, '');
    document.title = jumlah > 0 ? `(${jumlah}) Bantuan! ${judulAsli.current}` : judulAsli.current;
  }, [jumlah]);
  useEffect(
    () => () => {
      if (judulAsli.current !== null) document.title = judulAsli.current;
    },
    [],
  );
  return jumlah;
}
