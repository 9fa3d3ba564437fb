// Drafts that lose nothing (D5): every answer goes to localStorage at once and to the server shortly
// after; while offline they wait on the device and are sent when the connection returns.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { InstrumentKey } from '../../../domain/instruments';
import { ApiError, NetworkError } from '../../lib/api';
import { kirimDraft, type Jawaban, type Nilai } from './asesmen-api';
import { hapusSemuaDraftLokal, kunciDraf } from './draf-lokal';

export { hapusDraftLokal } from './draf-lokal';

const DEBOUNCE_MS = 400;
const RETRY_MS = 5000;

interface Tersimpan {
  jawaban: Jawaban;
  essay: string | null;
  /** True while some of it has not reached the server. */
  tertunda: boolean;
  /** The server start time of the attempt these answers belong to (a retake starts clean). */
  mulai: string | null;
}

const kunci = kunciDraf;

function baca(id: string, instrument: InstrumentKey): Tersimpan | null {
  try {
    const raw = localStorage.getItem(kunci(id, instrument));
    return raw ? (JSON.parse(raw) as Tersimpan) : null;
  } catch {
    return null;
  }
}

function tulis(id: string, instrument: InstrumentKey, data: Tersimpan) {
  try {
    localStorage.setItem(kunci(id, instrument), JSON.stringify(data));
  } catch {
    // Storage full or blocked: the server draft still carries the answers.
  }
}


export interface DraftState {
  jawaban: Jawaban;
  essay: string;
  /** The device has answers the server has not confirmed and the connection is down. */
  offline: boolean;
  setJawaban: (nomor: number, nilai: Nilai) => void;
  setEssay: (teks: string) => void;
  /** Stops syncing (the sub test is being submitted or was saved). */
  hentikan: () => void;
  /** Syncs again (a submit failed). */
  lanjutkan: () => void;
}

/**
 * Holds the answers of an open sub test and keeps the server draft in step.
 * `server` is what GET returned; a device copy that never reached the server is laid over it.
 */
export function useDraft(
  id: string,
  instrument: InstrumentKey,
  server: { jawaban: Jawaban; essay: string | null; mulai: string | null },
  onTertutup: () => void,
): DraftState {
  const mulai = server.mulai;
  const [awal] = useState(() => {
    const lokal = baca(id, instrument);
    if (lokal?.tertunda && lokal.mulai === mulai) {
      return { jawaban: { ...server.jawaban, ...lokal.jawaban }, essay: lokal.essay ?? server.essay ?? '', tertunda: true };
    }
    return { jawaban: server.jawaban, essay: server.essay ?? '', tertunda: false };
  });
  const [jawaban, setJawabanState] = useState<Jawaban>(awal.jawaban);
  const [essay, setEssayState] = useState(awal.essay);
  const [gagalJaringan, setGagalJaringan] = useState(false);
  const [online, setOnline] = useState(() => navigator.onLine);

  const data = useRef({ jawaban: awal.jawaban, essay: awal.essay });
  const versi = useRef(awal.tertunda ? 1 : 0);
  const terkirim = useRef(0);
  const sibuk = useRef(false);
  const aktif = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onTertutupRef = useRef(onTertutup);
  useEffect(() => {
    onTertutupRef.current = onTertutup;
  }, [onTertutup]);

  const kirim = useCallback(async () => {
    if (!aktif.current || sibuk.current || versi.current === terkirim.current) return;
    sibuk.current = true;
    const v = versi.current;
    try {
      await kirimDraft(id, instrument, data.current.jawaban, data.current.essay);
      terkirim.current = Math.max(terkirim.current, v);
      setGagalJaringan(false);
      if (versi.current === v) tulis(id, instrument, { ...data.current, tertunda: false, mulai });
    } catch (error) {
      if (error instanceof NetworkError) setGagalJaringan(true);
      else if (error instanceof ApiError && (error.status === 409 || error.status === 401 || error.status === 403)) {
        // Saved, closed on time-out, or the session is gone: the page reloads its state.
        aktif.current = false;
        // Without a session the answers have no owner on this device any more (issue 10).
        if (error.status === 401) hapusSemuaDraftLokal();
        onTertutupRef.current();
      } else {
        // A draft the server refuses (400) would be refused forever: keep it on the device only.
        terkirim.current = v;
      }
    } finally {
      sibuk.current = false;
    }
    if (aktif.current && versi.current !== terkirim.current && navigator.onLine) {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void kirim(), DEBOUNCE_MS);
    }
  }, [id, instrument, mulai]);

  const jadwalkan = useCallback(
    (ms: number) => {
      versi.current += 1;
      tulis(id, instrument, { ...data.current, tertunda: true, mulai });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void kirim(), ms);
    },
    [id, instrument, kirim, mulai],
  );

  // A device copy that never reached the server goes out at once; retries while the connection is down.
  useEffect(() => {
    if (awal.tertunda) void kirim();
    const naik = () => {
      setOnline(true);
      void kirim();
    };
    const turun = () => setOnline(false);
    window.addEventListener('online', naik);
    window.addEventListener('offline', turun);
    const coba = setInterval(() => {
      if (versi.current !== terkirim.current) void kirim();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', naik);
      window.removeEventListener('offline', turun);
      clearInterval(coba);
      clearTimeout(timer.current);
    };
  }, [awal.tertunda, kirim]);

  const setJawaban = useCallback(
    (nomor: number, nilai: Nilai) => {
      data.current = { ...data.current, jawaban: { ...data.current.jawaban, [String(nomor)]: nilai } };
      setJawabanState(data.current.jawaban);
      jadwalkan(DEBOUNCE_MS);
    },
    [jadwalkan],
  );

  const setEssay = useCallback(
    (teks: string) => {
      data.current = { ...data.current, essay: teks };
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
    aktif.current = true;
    if (versi.current !== terkirim.current) void kirim();
  }, [kirim]);

  return { jawaban, essay, offline: !online || gagalJaringan, setJawaban, setEssay, hentikan, lanjutkan };
}
