import { opsiRute } from '#web/lib/klien.ts';

export type { BantuanMenunggu, Beranda } from '#contract/index.ts';

/** Everything the home page shows. */
export const berandaQuery = () => opsiRute('GET /api/beranda');

/** The help requests waiting in the Rutan's sub tests. */
export const bantuanQuery = () => opsiRute('GET /api/beranda/bantuan');
