// D18: a new or reset assessor account waits for a colleague of its Rutan (or the operator) to confirm it.

/** Waiting for a colleague's confirmation, confirmed, or refused. */
export const STATUS_AKTIVASI = ['menunggu_aktivasi', 'aktif', 'ditolak'] as const;
export type StatusAktivasi = (typeof STATUS_AKTIVASI)[number];

/** A status as the admin reads it in the audit log (issue 32: "sebelumnya: menunggu_aktivasi" was shown as its code). */
export const LABEL_AKTIVASI: Record<StatusAktivasi, string> = {
  menunggu_aktivasi: 'menunggu konfirmasi',
  aktif: 'aktif',
  ditolak: 'ditolak',
};
