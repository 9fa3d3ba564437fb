// The device copy of a child's draft answers (D5). A shared tablet must not keep them once the child
// is gone (issue 10): they are removed when the child's assessment ends on this device, when another
// child enters, when the record is saved, and at the latest SIMPAN_MAKS_MS after they were written.
// A session that ends on the server's side (expired, cookie gone) keeps that one child's unsent
// answers, so that the child continues from them after re-entry with a new code (issue 32).
//
// Only answers the server has not confirmed are kept, and only encrypted (AES-GCM, issue 29) with a
// key the server gives that child's session at entry. The key lives in the tab (memory and
// sessionStorage) and is forgotten when the session ends: whoever picks the tablet up afterwards finds
// ciphertext; the same child entering again gets the same key and goes on from the answers.
import type { InstrumentKey } from '#domain/instruments.ts';

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

const KUNCI_SESI = 'asesmen-kunci-perangkat';
let kunciDiingat: { id: string; kunci: Promise<CryptoKey | null> } | undefined;

/** Keeps the key the entry gave (`kunci_perangkat`) for this tab: child `id`'s copies can be read and written. */
export function simpanKunciPerangkat(id: number | string, kunci: string) {
  kunciDiingat = undefined;
  try {
    sessionStorage.setItem(KUNCI_SESI, JSON.stringify({ id: String(id), kunci }));
  } catch {
    // storage blocked: the key stays in memory only
    kunciDiingat = { id: String(id), kunci: imporKunci(kunci) };
  }
}

/**
 * The tab forgets the key (the session ended, the child left). An open sub test keeps the key it took
 * to write what the child still answers; nothing else, a reload included, can read the copy until the
 * child enters again.
 */
export function lupakanKunciPerangkat() {
  kunciDiingat = undefined;
  try {
    sessionStorage.removeItem(KUNCI_SESI);
  } catch {
    // nothing kept
  }
}

function imporKunci(teks: string): Promise<CryptoKey | null> {
  const subtle = globalThis.crypto?.subtle;
  // No Web Crypto (a page served over plain HTTP on a LAN address): answers stay in memory only.
  if (!subtle) return Promise.resolve(null);
  const biner = Uint8Array.from(atob(teks.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  return subtle.importKey('raw', biner, 'AES-GCM', false, ['encrypt', 'decrypt']).catch(() => null);
}

/** Child `id`'s key in this tab, or null: without it nothing is written to or read from the device. */
export function kunciPerangkat(id: string): Promise<CryptoKey | null> {
  if (kunciDiingat?.id === id) return kunciDiingat.kunci;
  let tersimpan: { id?: unknown; kunci?: unknown } | null = null;
  try {
    tersimpan = JSON.parse(sessionStorage.getItem(KUNCI_SESI) ?? 'null') as { id?: unknown; kunci?: unknown } | null;
  } catch {
    tersimpan = null;
  }
  if (tersimpan?.id !== id || typeof tersimpan.kunci !== 'string') return Promise.resolve(null);
  kunciDiingat = { id, kunci: imporKunci(tersimpan.kunci) };
  return kunciDiingat.kunci;
}

const keBase64 = (b: Uint8Array) => btoa(String.fromCharCode(...b));
const dariBase64 = (t: string) => Uint8Array.from(atob(t), (c) => c.charCodeAt(0));

/** `isi` encrypted with `kunci` as `{ iv, sandi }` (base64), a fresh 96-bit IV each time. */
export async function sandikan(kunci: CryptoKey, isi: unknown): Promise<{ iv: string; sandi: string }> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sandi = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, kunci, new TextEncoder().encode(JSON.stringify(isi)));
  return { iv: keBase64(iv), sandi: keBase64(new Uint8Array(sandi)) };
}

/** What `sandikan` wrote, or null when this key cannot open it (another key, tampered, not JSON). */
export async function bukaSandi<T>(kunci: CryptoKey, data: { iv?: unknown; sandi?: unknown }): Promise<T | null> {
  if (typeof data.iv !== 'string' || typeof data.sandi !== 'string') return null;
  try {
    const isi = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: dariBase64(data.iv) }, kunci, dariBase64(data.sandi));
    return JSON.parse(new TextDecoder().decode(isi)) as T;
  } catch {
    return null;
  }
}
