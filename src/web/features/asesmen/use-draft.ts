// Drafts that lose nothing (D5): every answer goes to localStorage at once and to the server shortly
// after; while the server cannot take them (offline, a 5xx) they wait on the device and are sent
// again with backoff, and when the connection returns (issue 28.5).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { InstrumentKey } from '#domain/instruments.ts';
import { ApiError, NetworkError } from '#web/lib/api.ts';
import { kirimDraft, type Jawaban, type Nilai } from './asesmen-api';
import { bukaSandi, hapusSemuaDraftLokal, kunciDraf, kunciPerangkat, lupakanKunciPerangkat, sandikan } from './draf-lokal';

export { hapusDraftLokal } from './draf-lokal';

const DEBOUNCE_MS = 400;
/** The first retry after a failed save; each further one waits twice as long, up to BACKOFF_MAKS_MS. */
export const BACKOFF_AWAL_MS = 1000;
export const BACKOFF_MAKS_MS = 30_000;

/** The wait before retry number `percobaan` (1, 2, ...): doubling, capped, with up to 20 % of jitter. */
export function jedaBackoff(percobaan: number, acak = Math.random()): number {
  const dasar = Math.min(BACKOFF_MAKS_MS, BACKOFF_AWAL_MS * 2 ** Math.max(0, percobaan - 1));
  return Math.round(dasar * (1 - 0.2 * acak));
}

/** A failure that may pass by itself: no connection, the server busy or failing (5xx, 408, 429). */
export function gagalSementara(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && (error.status >= 500 || error.status === 408 || error.status === 429);
}

/** Answers of an attempt: what the device copy holds, encrypted (draf-lokal). */
interface Isi {
  jawaban: Jawaban;
  essay: string | null;
}

/** The device copy as localStorage holds it: the answers only as ciphertext. */
interface Tersimpan {
  iv: string;
  sandi: string;
  /** Always true: a copy the server confirmed is removed, not kept (issue 29). */
  tertunda: true;
  /** The server start time of the attempt these answers belong to (a retake starts clean). */
  mulai: string | null;
  /** When the device wrote it (Date.now()): a copy is not kept for ever (draf-lokal). */
  ditulis: number;
}

const kunci = kunciDraf;

/** The unsent answers this device keeps for child `id`'s attempt `mulai`, if this tab holds the key. */
async function baca(id: string, instrument: InstrumentKey, mulai: string | null, kunciTab: Promise<CryptoKey | null>): Promise<Isi | null> {
  let data: Partial<Tersimpan> | null;
  try {
    data = JSON.parse(localStorage.getItem(kunci(id, instrument)) ?? 'null') as Partial<Tersimpan> | null;
  } catch {
    return null;
  }
  if (!data?.tertunda || data.mulai !== mulai) return null;
  const k = await kunciTab;
  return k ? bukaSandi<Isi>(k, data) : null;
}

async function tulis(id: string, instrument: InstrumentKey, isi: Isi, mulai: string | null, kunciTab: Promise<CryptoKey | null>) {
  const k = await kunciTab;
  // Without the session's key nothing is written in clear: the answers wait in memory (and on the server).
  if (!k) return;
  try {
    const data: Tersimpan = { ...(await sandikan(k, isi)), tertunda: true, mulai, ditulis: Date.now() };
    localStorage.setItem(kunci(id, instrument), JSON.stringify(data));
  } catch {
    // Storage full or blocked: the server draft still carries the answers.
  }
}

function hapus(id: string, instrument: InstrumentKey) {
  try {
    localStorage.removeItem(kunci(id, instrument));
  } catch {
    // nothing kept
  }
}

export interface DraftState {
  jawaban: Jawaban;
  essay: string;
  /** The device has answers the server has not confirmed and the connection is down. */
  offline: boolean;
  /** The server could be reached but failed to save (5xx): the answers wait on the device. */
  gagalSimpan: boolean;
  /** The child's session ended on the server's side: the answers stay on the device for re-entry. */
  sesiBerakhir: boolean;
  /** True once unsent answers kept on the device were laid over the server's (read after the page opened). */
  dipulihkan: boolean;
  /**
   * False while the page holds no essay the server has: it opened offline from the service worker's
   * copy (which keeps no answers) and neither the device copy nor the person gave one. Then no essay is
   * sent, so the server's stays (an empty one would erase it).
   */
  essayDiketahui: boolean;
  setJawaban: (nomor: number, nilai: Nilai) => void;
  setEssay: (teks: string) => void;
  /** Stops syncing (the sub test is being submitted or was saved). */
  hentikan: () => void;
  /** Syncs again (a submit failed). */
  lanjutkan: () => void;
  /** Another call found the session gone (401): stop, and keep this child's answers on the device. */
  akhiriSesi: () => void;
}

/**
 * Holds the answers of an open sub test and keeps the server draft in step.
 * `server` is what GET returned; a device copy that never reached the server is laid over it.
 */
export function useDraft(
  id: string,
  instrument: InstrumentKey,
  server: { jawaban: Jawaban; essay: string | null; mulai: string | null; luring?: boolean },
  /** The sub test was closed elsewhere (409, 403): `pesan` is the server's reason, for the page to say. */
  onTertutup: (pesan: string) => void,
): DraftState {
  const mulai = server.mulai;
  const [jawaban, setJawabanState] = useState<Jawaban>(server.jawaban);
  const [essay, setEssayState] = useState(server.essay ?? '');
  const [gagalJaringan, setGagalJaringan] = useState(false);
  const [gagalSimpan, setGagalSimpan] = useState(false);
  const [sesiBerakhir, setSesiBerakhir] = useState(false);
  const [dipulihkan, setDipulihkan] = useState(false);
  const [essayDiketahui, setEssayDiketahui] = useState(!server.luring);
  const essayDikenal = useRef(!server.luring);
  const [online, setOnline] = useState(() => navigator.onLine);

  const data = useRef({ jawaban: server.jawaban, essay: server.essay ?? '' });
  /** What the child changed since the page opened: it wins over the device copy read afterwards. */
  const diubah = useRef<{ jawaban: Jawaban; essay: boolean }>({ jawaban: {}, essay: false });
  const versi = useRef(0);
  /** The key of this child's device copy, taken once: it stays with the open page after the tab forgets it. */
  const kunciTab = useRef<Promise<CryptoKey | null> | null>(null);
  const kunciIni = useCallback(() => (kunciTab.current ??= kunciPerangkat(id)), [id]);
  /** Device writes, one after another, so an older copy never lands after a newer one or its removal. */
  const antrean = useRef<Promise<void>>(Promise.resolve());
  const diPerangkat = useCallback((kerja: () => Promise<void> | void) => {
    antrean.current = antrean.current.then(kerja, kerja);
  }, []);
  const terkirim = useRef(0);
  const sibuk = useRef(false);
  const aktif = useRef(true);
  const percobaan = useRef(0);
  const berakhir = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onTertutupRef = useRef(onTertutup);
  useEffect(() => {
    onTertutupRef.current = onTertutup;
  }, [onTertutup]);

  const akhiriSesi = useCallback(() => {
    aktif.current = false;
    berakhir.current = true;
    clearTimeout(timer.current);
    // Another child's answers never stay; this child's unsent ones wait for the re-entry (issue 32),
    // unreadable on this device until then: the tab forgets the key (issue 29).
    hapusSemuaDraftLokal(id);
    lupakanKunciPerangkat();
    setSesiBerakhir(true);
  }, [id]);

  /**
   * The connection is gone: the device copy takes every answer the page holds, confirmed or not, so a
   * reload without network shows them all (issue 32.8; the service worker's copy keeps no answers). It
   * is removed again once the server confirms them.
   */
  const simpanSemuaDiPerangkat = useCallback(() => {
    if (berakhir.current) return;
    const isi = { jawaban: data.current.jawaban, essay: essayDikenal.current ? data.current.essay : null };
    diPerangkat(() => tulis(id, instrument, isi, mulai, kunciIni()));
  }, [id, instrument, mulai, diPerangkat, kunciIni]);

  const kirim = useCallback(async () => {
    if (!aktif.current || sibuk.current || versi.current === terkirim.current) return;
    sibuk.current = true;
    const v = versi.current;
    let jeda = DEBOUNCE_MS;
    try {
      await kirimDraft(id, instrument, data.current.jawaban, essayDikenal.current ? data.current.essay : undefined);
      terkirim.current = Math.max(terkirim.current, v);
      percobaan.current = 0;
      setGagalJaringan(false);
      setGagalSimpan(false);
      // What the server confirmed does not stay on the device (issue 29).
      if (versi.current === v) diPerangkat(() => hapus(id, instrument));
    } catch (error) {
      if (gagalSementara(error)) {
        // Kept on the device (written before the send) and sent again, each time a little later.
        percobaan.current += 1;
        jeda = jedaBackoff(percobaan.current);
        if (error instanceof NetworkError) {
          setGagalJaringan(true);
          simpanSemuaDiPerangkat();
        }
        else setGagalSimpan(true);
      } else if (error instanceof ApiError && error.status === 401) {
        akhiriSesi();
      } else if (error instanceof ApiError && (error.status === 409 || error.status === 403)) {
        // Saved or closed on time-out elsewhere: the page reloads its state and says why (issue 28).
        aktif.current = false;
        onTertutupRef.current(error.message);
      } else {
        // A draft the server refuses (400) would be refused forever: keep it on the device only.
        terkirim.current = v;
      }
    } finally {
      sibuk.current = false;
    }
    if (aktif.current && versi.current !== terkirim.current) {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void kirim(), jeda);
    }
  }, [id, instrument, akhiriSesi, diPerangkat, simpanSemuaDiPerangkat]);

  const jadwalkan = useCallback(
    (ms: number) => {
      versi.current += 1;
      const isi = { jawaban: data.current.jawaban, essay: essayDikenal.current ? data.current.essay : null };
      diPerangkat(() => tulis(id, instrument, isi, mulai, kunciIni()));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void kirim(), ms);
    },
    [id, instrument, kirim, mulai, diPerangkat, kunciIni],
  );

  // A device copy that never reached the server (read once the key opens it) is laid over the server
  // draft, under what the child answered since the page opened, and sent at once.
  useEffect(() => {
    let batal = false;
    void baca(id, instrument, mulai, kunciIni()).then((lokal) => {
      if (batal || !lokal) return;
      data.current = {
        jawaban: { ...data.current.jawaban, ...lokal.jawaban, ...diubah.current.jawaban },
        essay: diubah.current.essay ? data.current.essay : (lokal.essay ?? data.current.essay),
      };
      if (lokal.essay !== null) {
        essayDikenal.current = true;
        setEssayDiketahui(true);
      }
      setJawabanState(data.current.jawaban);
      setEssayState(data.current.essay);
      setDipulihkan(true);
      versi.current += 1;
      void kirim();
    });
    return () => {
      batal = true;
    };
  }, [id, instrument, mulai, kirim, kunciIni]);

  // The connection's return sends at once.
  useEffect(() => {
    const naik = () => {
      setOnline(true);
      percobaan.current = 0;
      void kirim();
    };
    const turun = () => {
      setOnline(false);
      simpanSemuaDiPerangkat();
    };
    window.addEventListener('online', naik);
    window.addEventListener('offline', turun);
    return () => {
      window.removeEventListener('online', naik);
      window.removeEventListener('offline', turun);
      clearTimeout(timer.current);
    };
  }, [kirim, simpanSemuaDiPerangkat]);

  const setJawaban = useCallback(
    (nomor: number, nilai: Nilai) => {
      data.current = { ...data.current, jawaban: { ...data.current.jawaban, [String(nomor)]: nilai } };
      diubah.current.jawaban[String(nomor)] = nilai;
      setJawabanState(data.current.jawaban);
      jadwalkan(DEBOUNCE_MS);
    },
    [jadwalkan],
  );

  const setEssay = useCallback(
    (teks: string) => {
      data.current = { ...data.current, essay: teks };
      diubah.current.essay = true;
      essayDikenal.current = true;
      setEssayDiketahui(true);
      setEssayState(teks);
      jadwalkan(DEBOUNCE_MS * 2);
    },
    [jadwalkan],
  );

  const hentikan = useCallback(() => {
    aktif.current = false;
    clearTimeout(timer.current);
  }, []);

  const lanjutkan = useCallback(() => {
    if (berakhir.current) return;
    aktif.current = true;
    if (versi.current !== terkirim.current) void kirim();
  }, [kirim]);

  return {
    jawaban,
    essay,
    offline: !online || gagalJaringan,
    gagalSimpan: gagalSimpan && online && !gagalJaringan,
    sesiBerakhir,
    dipulihkan,
    essayDiketahui,
    setJawaban,
    setEssay,
    hentikan,
    lanjutkan,
    akhiriSesi,
  };
}
