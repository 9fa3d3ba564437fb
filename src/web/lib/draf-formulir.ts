import { useEffect } from 'react';

// What an assessor typed into a long form survives an ended session (issue 32.3): the form is kept in
// this tab's sessionStorage (gone with the tab, never shared with other tabs) until it is saved or
// cancelled, and read back when the page opens again after the login. A logout removes every one.

const AWALAN = 'asesmen-formulir:';

/** The form kept under `kunci`, if any. */
export function bacaDrafFormulir<T>(kunci: string): T | null {
  try {
    const raw = sessionStorage.getItem(AWALAN + kunci);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** Keeps `nilai` under `kunci` while it is not null; null removes it (saved, cancelled). */
export function useSimpanDrafFormulir(kunci: string, nilai: unknown) {
  const json = nilai === null ? null : JSON.stringify(nilai);
  useEffect(() => {
    try {
      if (json === null) sessionStorage.removeItem(AWALAN + kunci);
      else sessionStorage.setItem(AWALAN + kunci, json);
    } catch {
      // Storage refused: the form still works, only without this safety net.
    }
  }, [kunci, json]);
}

/** Forgets every kept form (a logout: the next person at this browser sees none of it). */
export function hapusSemuaDrafFormulir() {
  try {
    for (const k of Object.keys(sessionStorage)) if (k.startsWith(AWALAN)) sessionStorage.removeItem(k);
  } catch {
    // nothing kept
  }
}
