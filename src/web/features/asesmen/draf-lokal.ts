// The device copy of a child's draft answers (D5). A shared tablet must not keep them once the child
// is gone (issue 10): they are removed when the child's assessment ends on this device, when another
// child enters, when the record is saved, and at the latest SIMPAN_MAKS_MS after they were written.
// A session that ends on the server's side (expired, cookie gone) keeps that one child's unsent
// answers, so that the child continues from them after re-entry with a new code (issue 32).
import type { InstrumentKey } from '../../../domain/instruments';

const AWALAN = 'asesmen-draf:';
export const kunciDraf = (id: string, instrument: InstrumentKey) => `${AWALAN}${id}:${instrument}`;

/** How long a device copy may outlive its writing: a school day and a night, not a week. */
export const SIMPAN_MAKS_MS = 24 * 60 * 60 * 1000;

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

/** Forgets the device copies written more than SIMPAN_MAKS_MS ago (one without a time, of an older release, stays). */
export function hapusDraftKedaluwarsa(sekarang = Date.now()) {
  try {
    const semua = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '');
    for (const k of semua) {
      if (!k.startsWith(AWALAN)) continue;
      let ditulis: unknown;
      try {
        ditulis = (JSON.parse(localStorage.getItem(k) ?? 'null') as { ditulis?: unknown } | null)?.ditulis;
      } catch {
        ditulis = undefined;
      }
      if (typeof ditulis === 'number' && sekarang - ditulis > SIMPAN_MAKS_MS) localStorage.removeItem(k);
    }
  } catch {
    // storage blocked
  }
}

/** Whether this device holds answers of child `id` (of any sub test). */
export function adaDraftLokal(id: string): boolean {
  try {
    return Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '').some((k) => k.startsWith(`${AWALAN}${id}:`));
  } catch {
    return false;
  }
}
