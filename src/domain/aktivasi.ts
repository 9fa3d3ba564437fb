// D18: a new or reset assessor account waits for a colleague of its Rutan (or the operator) to confirm it.

/** Waiting for a colleague's confirmation, confirmed, or refused. */
export const STATUS_AKTIVASI = ['menunggu_aktivasi', 'aktif', 'ditolak'] as const;
export type StatusAktivasi = (typeof STATUS_AKTIVASI)[number];
