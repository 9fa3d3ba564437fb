import { panggil } from '#web/lib/klien.ts';

export type { BantuanMenunggu, Beranda } from '#contract/index.ts';

export const BERANDA_KEY = ['beranda'] as const;
export const BANTUAN_KEY = ['beranda', 'bantuan'] as const;

/** Everything the home page shows. */
export const muatBeranda = () => panggil('GET /api/beranda');

/** The help requests waiting in the Rutan's sub tests. */
export const muatBantuan = () => panggil('GET /api/beranda/bantuan');
