/** The detention facilities (seed-spec section 9); records and assessors belong to one. */
export const LOKASI = ['Rutan 1', 'Rutan 2', 'Rutan 3'] as const;

export type Lokasi = (typeof LOKASI)[number];
