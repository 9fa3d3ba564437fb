// The device copy of a child's draft answers (D5). A shared tablet must not keep them once the child
// is gone (issue 10): they are removed when the session ends, expires or the record is deleted.
import type { InstrumentKey } from '../../../domain/instruments';

const AWALAN = 'asesmen-draf:';
export const kunciDraf = (id: string, instrument: InstrumentKey) => `${AWALAN}${id}:${instrument}`;

/** Forgets the device copy of one sub test (saved, or closed on time). */
export function hapusDraftLokal(id: string, instrument: InstrumentKey) {
  try {
    localStorage.removeItem(kunciDraf(id, instrument));
  } catch {
    // nothing to forget
  }
}

/** Forgets every child's device drafts, except those of child `kecuali` when given. */
export function hapusSemuaDraftLokal(kecuali?: number | string) {
  try {
    const simpan = kecuali === undefined ? null : `${AWALAN}${kecuali}:`;
    const semua = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '');
    for (const k of semua) if (k.startsWith(AWALAN) && !(simpan && k.startsWith(simpan))) localStorage.removeItem(k);
  } catch {
    // storage blocked: nothing was kept either
  }
}
