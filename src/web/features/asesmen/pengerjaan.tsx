import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Clock, Hand, Send, WifiOff } from 'lucide-react';
import { INSTRUMEN, type InstrumentKey } from '#domain/instruments.ts';
import { PESAN_BANTUAN_TERKIRIM, PESAN_KIRIM_SAAT_ONLINE } from '#domain/messages.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Panel } from '#web/components/ui/panel.tsx';
import { CentangField, TextAreaField } from '#web/components/ui/field.tsx';
import { ApiError, NetworkError, PESAN_TANPA_JARINGAN, pesanGagal } from '#web/lib/api.ts';
import { formatSisa } from '#web/lib/format.ts';
import { bacaCookie, kirimDetak, mintaBantuan, simpanHasil, type Kategori, type Nilai, type SimpanResponse, type Subtes } from './asesmen-api';
import { TombolBacakan } from './bacakan';
import { SoalGambar, SoalTeks } from './soal-view';
import { gagalSementara, hapusDraftLokal, useDraft } from './use-draft';
import { JAWABAN_ESSAY_MAKS } from '#contract/batas.ts';

/**
 * What the page says to the person, in one form of address per list: "kamu" to a child, "Anda" to an
 * adult (issue 32). Offline and a failing server are said alike, since the person's part is the same.
 */
export const TEKS_PENGERJAAN = {
  anak: {
    offline: 'Kamu sedang offline. Jawabanmu disimpan di perangkat ini dan dikirim saat koneksi kembali.',
    belumTerkirim: 'Jawabanmu belum terkirim ke server. Jawabanmu disimpan di perangkat ini dan dikirim ulang otomatis.',
    bantuanTerkirim: PESAN_BANTUAN_TERKIRIM.anak,
    bantuanTanpaKoneksi: 'Tidak ada koneksi. Angkat tangan agar asessor melihatmu.',
    waktuDitambah: (menit: number) => `Waktumu ditambah ${menit} menit oleh asessor.`,
    kirimSaatOnline: 'Kamu sedang offline. Jawabanmu tetap tersimpan di perangkat ini dan dikirim otomatis saat koneksi kembali.',
  },
  tahanan: {
    offline: 'Anda sedang offline. Jawaban disimpan di perangkat ini dan akan dikirim saat koneksi kembali.',
    belumTerkirim: 'Jawaban belum terkirim ke server. Jawaban disimpan di perangkat ini dan dikirim ulang otomatis.',
    bantuanTerkirim: PESAN_BANTUAN_TERKIRIM.tahanan,
    bantuanTanpaKoneksi: 'Tidak ada koneksi. Angkat tangan agar asessor melihat Anda.',
    waktuDitambah: (menit: number) => `Waktu Anda ditambah ${menit} menit oleh asessor.`,
    kirimSaatOnline: PESAN_KIRIM_SAAT_ONLINE,
  },
} as const;

/** A jump of the server's time left above what the clock has counted by this much: an assessor added time. */
const TAMBAHAN_MIN_DETIK = 30;
/** How long the banner says that time was added. */
const TAMPIL_TAMBAHAN_MS = 20_000;


/**
 * Seconds left, counted down from the server's figure on a monotonic clock (the device's time does
 * not matter); `setSisaServer` takes a newer figure (an assessor added time).
 */
function useSisaWaktu(sisaServer: number): [number, (detik: number) => void] {
  const [batas, setBatas] = useState(() => performance.now() + sisaServer * 1000);
  const hitung = useCallback(() => Math.max(0, Math.ceil((batas - performance.now()) / 1000)), [batas]);
  const [sisa, setSisa] = useState(hitung);
  useEffect(() => {
    setSisa(hitung());
    const t = setInterval(() => setSisa(hitung()), 250);
    return () => clearInterval(t);
  }, [hitung]);
  const setSisaServer = useCallback((detik: number) => setBatas(performance.now() + detik * 1000), []);
  return [sisa, setSisaServer];
}

/** The device's choice to move on by itself after an answer (issue 32); "Berikutnya" stays the default. */
const KUNCI_LANJUT_OTOMATIS = 'asesmen-lanjut-otomatis';
/** How long the chosen answer stays in view before the next question opens. */
const JEDA_LANJUT_MS = 400;

function useLanjutOtomatis(): [boolean, (aktif: boolean) => void] {
  const [aktif, setAktif] = useState(() => {
    try {
      return localStorage.getItem(KUNCI_LANJUT_OTOMATIS) === '1';
    } catch {
      return false;
    }
  });
  const ubah = useCallback((nilai: boolean) => {
    setAktif(nilai);
    try {
      if (nilai) localStorage.setItem(KUNCI_LANJUT_OTOMATIS, '1');
      else localStorage.removeItem(KUNCI_LANJUT_OTOMATIS);
    } catch {
      // storage blocked: the choice holds for this page
    }
  }, []);
  return [aktif, ubah];
}

/** A server figure above this many seconds at the page's zero means time was added: no submit yet. */
const TOLERANSI_DETIK = 5;
/** How often the page says it is open (online on Pemantauan) and learns added time. */
const DETAK_MS = 15_000;
/** While a submit waits for the connection, it is tried again this often (besides the 'online' event). */
const KIRIM_ULANG_MS = 10_000;

interface Masalah {
  baris: string[];
  kosong: number[];
}

function periksa(key: InstrumentKey, jawaban: Record<string, Nilai>, n: number, essay: string): Masalah | null {
  const v = INSTRUMEN[key].validasi(jawaban, n, essay);
  return v.valid ? null : { baris: v.baris, kosong: v.kosong };
}

/** What is read aloud for a question: its number, text and options. */
function teksBacaan(key: InstrumentKey, soal: Subtes['soal'][number]): string {
  if (INSTRUMEN[key].soal === 'gambar') {
    return `Soal ${soal.nomor}. Lihat enam kotak gambar. Pilih pasangan gambar A, B, C, D, E, atau F yang tepat untuk kotak ketujuh dan kedelapan.`;
  }
  const pilihan = soal.pilihan.map((p, i) => `Pilihan ${i + 1}: ${p.label}.`).join(' ');
  return `Soal ${soal.nomor}. ${soal.pertanyaan} ${pilihan}`;
}

/** A sub test in progress: timer, one question at a time, drafts, submit (D5, ADR one question at a time). */
export function Pengerjaan({
  id,
  kategori,
  data,
  fokusKeSoal = false,
  onTertutup,
  onTersimpan,
  onSesiBerakhir,
}: {
  id: string;
  kategori: Kategori;
  data: Subtes;
  /** Opened from the previous sub test's "Lanjut" button: the focus goes to the first question's heading once it is there, the page staying at its top (issue 32). */
  fokusKeSoal?: boolean;
  /** The session ended on the server's side: the page says so in place of the questions (issue 32). */
  onSesiBerakhir: (terjawab: number, jumlah: number) => void;
  /** The sub test was closed elsewhere (409, 403): `pesan` is the server's reason, said by the page. */
  onTertutup: (pesan: string) => void;
  onTersimpan: (res: SimpanResponse) => void;
}) {
  const key = data.instrument;
  const soal = data.soal;
  const n = useMemo(() => Math.max(soal.length, ...soal.map((s) => s.nomor)), [soal]);
  const def = INSTRUMEN[key];
  const adaEssay = def.essay !== null && data.pertanyaan_essay !== null;
  const langkahTerakhir = soal.length - 1 + (adaEssay ? 1 : 0);

  // `luring`: the reply is the service worker's copy (no network at the reload), which keeps no answers.
  const luring = (data as Subtes & { luring?: boolean }).luring === true;
  const draft = useDraft(id, key, { jawaban: data.jawaban, essay: data.jawaban_essay, mulai: data.started_at, luring }, onTertutup);
  const { akhiriSesi, sesiBerakhir } = draft;
  const [sisa, setSisaServer] = useSisaWaktu(data.sisa_detik);
  const habis = sisa <= 0;
  const [bantuan, setBantuan] = useState<{ pesan: string; gagal: boolean } | null>(null);
  const teks = TEKS_PENGERJAAN[kategori];
  // Added time is said, not only seen on the timer (issue 32): the banner, read out by screen readers.
  const [tambahan, setTambahan] = useState<{ menit: number; kali: number } | null>(null);
  const sisaKini = useRef(sisa);
  useEffect(() => {
    sisaKini.current = sisa;
  }, [sisa]);
  useEffect(() => {
    if (!tambahan) return;
    const t = setTimeout(() => setTambahan(null), TAMPIL_TAMBAHAN_MS);
    return () => clearTimeout(t);
  }, [tambahan]);

  // Resume at the first unanswered question, again once the device's unsent answers are read.
  const pertamaKosong = () => {
    const i = soal.findIndex((s) => draft.jawaban[String(s.nomor)] === undefined);
    return i === -1 ? langkahTerakhir : i;
  };
  const [langkah, setLangkah] = useState(pertamaKosong);
  const { dipulihkan } = draft;
  useEffect(() => {
    if (dipulihkan) setLangkah(pertamaKosong);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the device copy was laid over
  }, [dipulihkan]);
  const [masalah, setMasalah] = useState<Masalah | null>(null);
  const [gagal, setGagal] = useState<{ judul: string; rinci?: string; tertunda?: boolean } | null>(null);
  const sedangKirim = useRef(false);
  /** A submit that could not reach the server: sent again when the connection returns (null: none waiting). */
  const kirimUlangSaatOnline = useRef<{ waktuHabis: boolean } | null>(null);
  const judulSoal = useRef<HTMLHeadingElement>(null);
  const kotakMasalah = useRef<HTMLDivElement>(null);

  const [lanjutOtomatis, setLanjutOtomatis] = useLanjutOtomatis();
  const lanjutTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(lanjutTimer.current), []);
  useEffect(() => {
    if (!fokusKeSoal) return;
    window.scrollTo({ top: 0 });
    judulSoal.current?.focus({ preventScroll: true });
  }, [fokusKeSoal]);
  const pindah = (i: number) => {
    clearTimeout(lanjutTimer.current);
    setLangkah(Math.max(0, Math.min(langkahTerakhir, i)));
    requestAnimationFrame(() => judulSoal.current?.focus({ preventScroll: false }));
  };
  /** An answer chosen: kept, and with the setting on the next question opens shortly after. */
  const pilih = (nomor: number, nilai: Nilai) => {
    draft.setJawaban(nomor, nilai);
    if (!lanjutOtomatis || langkah >= langkahTerakhir) return;
    const berikut = langkah + 1;
    clearTimeout(lanjutTimer.current);
    lanjutTimer.current = setTimeout(() => pindah(berikut), JEDA_LANJUT_MS);
  };

  const simpan = useMutation({
    mutationFn: ({ body }: { body: Parameters<typeof simpanHasil>[2]; waktuHabis: boolean }) => simpanHasil(id, key, body),
    onSuccess: (res) => {
      hapusDraftLokal(id, key);
      kirimUlangSaatOnline.current = null;
      // Said once, by the card that replaces the questions (issue 32: a toast said it a second time).
      onTersimpan(res);
    },
    onError: (error, { waktuHabis }) => {
      // One message, in place: offline, the answers are kept and go out by themselves (issue 13).
      const { gagalDitolak: ditolak, gagalJaringan: jaringan } = def.pesan;
      if (error instanceof ApiError && error.status === 401) {
        // The answers stay on the device; the page says to call the assessor (issue 32).
        draft.akhiriSesi();
        return;
      }
      if (gagalSementara(error)) {
        // No connection or the server failing (5xx): the answers wait and the submit goes again.
        setGagal({ judul: jaringan, rinci: teks.kirimSaatOnline, tertunda: true });
        kirimUlangSaatOnline.current = { waktuHabis };
      } else {
        setGagal({ judul: ditolak, rinci: error instanceof ApiError ? error.message : undefined });
      }
      draft.lanjutkan();
      if (error instanceof ApiError && error.status === 409) onTertutup(error.message);
    },
    onSettled: () => {
      sedangKirim.current = false;
    },
  });
  const menyimpan = simpan.isPending;
  const { mutate: kirimHasil } = simpan;

  const kirim = useCallback(
    (waktuHabis: boolean) => {
      // A ref, not `menyimpan`: the timers and the 'online' listener call this between renders.
      if (sedangKirim.current) return;
      setGagal(null);
      if (!waktuHabis) {
        const m = periksa(key, draft.jawaban, n, draft.essay);
        setMasalah(m);
        if (m) {
          requestAnimationFrame(() => kotakMasalah.current?.focus());
          return;
        }
      }
      const registrationNo = bacaCookie('registration_no') ?? data.registration_no;
      if (!registrationNo) {
        setGagal({ judul: def.pesan.tanpaPengguna });
        return;
      }
      sedangKirim.current = true;
      draft.hentikan();
      kirimHasil({
        body: {
          registration_no: registrationNo,
          jawaban: draft.jawaban,
          ...(def.essay !== null && draft.essayDiketahui ? { jawaban_essay: draft.essay } : {}),
          ...(waktuHabis ? { waktu_habis: true } : {}),
        },
        waktuHabis,
      });
    },
    [key, def, n, draft, data.registration_no, kirimHasil],
  );

  // The page says it is open and learns the time left (an assessor may have added some); a closed
  // sub test (ended by the assessor, saved elsewhere) reloads the page's state.
  const detak = useCallback(async (): Promise<number | null> => {
    try {
      const { sisa_detik } = await kirimDetak(id, key);
      const lebih = sisa_detik - sisaKini.current;
      if (lebih >= TAMBAHAN_MIN_DETIK) setTambahan((t) => ({ menit: Math.round(lebih / 60), kali: (t?.kali ?? 0) + 1 }));
      setSisaServer(sisa_detik);
      return sisa_detik;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) akhiriSesi();
      else if (error instanceof ApiError && (error.status === 409 || error.status === 403)) onTertutup(error.message);
      return null;
    }
  }, [id, key, setSisaServer, onTertutup, akhiriSesi]);
  useEffect(() => {
    if (sesiBerakhir) return;
    const t = setInterval(() => void detak(), DETAK_MS);
    return () => clearInterval(t);
  }, [detak, sesiBerakhir]);

  // Time up: ask the server first (time may have been added), then submit what was answered,
  // without the all-answered check (D5).
  const sudahOtomatis = useRef(false);
  useEffect(() => {
    if (!habis || sudahOtomatis.current || sesiBerakhir) return;
    sudahOtomatis.current = true;
    void detak().then((sisaServer) => {
      if (sisaServer !== null && sisaServer > TOLERANSI_DETIK) sudahOtomatis.current = false;
      else kirim(true);
    });
  }, [habis, kirim, detak, sesiBerakhir]);
  useEffect(() => {
    if (sesiBerakhir) return;
    const coba = () => {
      if (kirimUlangSaatOnline.current && navigator.onLine) kirim(kirimUlangSaatOnline.current.waktuHabis);
    };
    window.addEventListener('online', coba);
    const t = setInterval(coba, KIRIM_ULANG_MS);
    return () => {
      window.removeEventListener('online', coba);
      clearInterval(t);
    };
  }, [kirim, sesiBerakhir]);

  const minta = useMutation({
    mutationFn: () => mintaBantuan(id, key),
    onSuccess: () => setBantuan({ pesan: teks.bantuanTerkirim, gagal: false }),
    onError: (error) =>
      setBantuan({
        pesan: error instanceof NetworkError ? teks.bantuanTanpaKoneksi : pesanGagal(error, 'Permintaan bantuan gagal dikirim.', PESAN_TANPA_JARINGAN),
        gagal: true,
      }),
  });
  const mintaSibuk = minta.isPending;

  const terjawab = soal.filter((s) => draft.jawaban[String(s.nomor)] !== undefined).length;
  useEffect(() => {
    if (sesiBerakhir) onSesiBerakhir(terjawab, soal.length);
  }, [sesiBerakhir, onSesiBerakhir, terjawab, soal.length]);
  const diEssay = adaEssay && langkah === soal.length;
  const sekarang = diEssay ? null : soal[langkah];
  const kunci = habis || menyimpan;

  if (sesiBerakhir) return null;

  return (
    <>
      <div className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-2">
          <p className="text-base font-semibold text-slate-800" data-testid="progres">
            {diEssay ? 'Pertanyaan essay' : `Soal ${langkah + 1} dari ${soal.length}`}
          </p>
          <div className="flex items-center gap-2">
            <Button
              variant="secondary"
              size="sm"
              className="min-h-11"
              onClick={() => minta.mutate()}
              loading={mintaSibuk}
              aria-label="Saya butuh bantuan"
            >
              <Hand className="size-4" aria-hidden />
              <span className="hidden sm:inline">Saya butuh bantuan</span>
              <span className="sm:hidden">Bantuan</span>
            </Button>
            <p
              role="timer"
              aria-label="Sisa waktu"
              data-testid="sisa-waktu"
              className={`rounded-lg px-3 py-1 font-mono text-xl font-bold tabular-nums ${
                sisa <= 60 ? 'bg-danger-50 text-danger-700' : 'bg-brand-50 text-brand-900'
              }`}
            >
              {formatSisa(sisa)}
            </p>
          </div>
        </div>
        <div className="h-2 bg-slate-200" aria-hidden>
          <div className="h-2 bg-brand-700 transition-all" style={{ width: `${(terjawab / Math.max(1, soal.length)) * 100}%` }} />
        </div>
        {/* One compact banner in the sticky bar, so it stays in view while the person answers (issue 13)
            and never stacks into a third of a phone's screen (issue 32): help first, then added time,
            then the connection. Polite: read out when it changes. */}
        <div className="mx-auto max-w-3xl px-4 empty:hidden" aria-live="polite">
          {bantuan ? (
            <p
              role={bantuan.gagal ? 'alert' : 'status'}
              className={`my-1.5 flex items-start justify-between gap-2 rounded-lg border px-2 py-1.5 text-sm font-medium ${
                bantuan.gagal ? 'border-red-300 bg-danger-50 text-danger-700' : 'border-green-300 bg-ok-50 text-ok-700'
              }`}
            >
              <span>{bantuan.pesan}</span>
              {/* A 44 px target (issue 32) whose negative margins keep the banner one line tall on a wide screen. */}
              <button type="button" className="-my-3 min-h-11 min-w-11 shrink-0 px-1 font-semibold underline" onClick={() => setBantuan(null)}>
                Tutup
              </button>
            </p>
          ) : tambahan ? (
            <p role="status" key={tambahan.kali} className="my-1.5 flex items-start gap-2 rounded-lg border border-brand-200 bg-brand-50 px-2 py-1.5 text-sm font-medium text-brand-900" data-testid="banner-tambahan">
              <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
              {teks.waktuDitambah(tambahan.menit)}
            </p>
          ) : draft.offline || draft.gagalSimpan ? (
            <p role="status" className="my-1.5 flex items-start gap-2 rounded-lg border border-amber-300 bg-warn-50 px-2 py-1.5 text-sm font-medium text-warn-700" data-testid="banner-offline">
              <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
              {draft.offline ? teks.offline : teks.belumTerkirim}
            </p>
          ) : null}
        </div>
      </div>


      <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-4">
        {habis && (
          <Alert tone="warn" title="Waktu habis.">
            {menyimpan ? 'Jawaban yang sudah diisi sedang dikirim...' : 'Jawaban yang sudah diisi dikirim otomatis.'}
          </Alert>
        )}

        <Panel className="flex flex-col gap-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h2
              ref={judulSoal}
              tabIndex={-1}
              // Focused after every move (and on a new sub test): a screen reader says the question with its number.
              aria-describedby={sekarang && def.soal !== 'gambar' ? `teks-soal-${sekarang.nomor}` : undefined}
              className="text-sm font-semibold uppercase tracking-wide text-slate-700 outline-none"
            >
              {diEssay ? 'Pertanyaan Essay' : `Soal nomor ${sekarang?.nomor}`}
              <span className="ml-2 font-normal normal-case tracking-normal">
                (terjawab {terjawab} dari {soal.length})
              </span>
            </h2>
            {sekarang && <TombolBacakan teks={teksBacaan(key, sekarang)} />}
            {diEssay && <TombolBacakan teks={data.pertanyaan_essay ?? ''} />}
          </div>

          {sekarang && def.soal !== 'gambar' && (
            <p className="text-xl font-semibold leading-relaxed text-slate-900" id={`teks-soal-${sekarang.nomor}`}>
              {sekarang.pertanyaan}
            </p>
          )}
          {sekarang &&
            (def.soal === 'gambar' ? (
              <SoalGambar
                soal={sekarang}
                nilai={draft.jawaban[String(sekarang.nomor)]}
                disabled={kunci}
                onPilih={(v) => pilih(sekarang.nomor, v)}
              />
            ) : (
              <SoalTeks
                soal={sekarang}
                keterangan={def.keteranganPilihan}
                nilai={draft.jawaban[String(sekarang.nomor)]}
                disabled={kunci}
                onPilih={(v) => pilih(sekarang.nomor, v)}
              />
            ))}
          {diEssay && (
            <TextAreaField
              label={<span className="text-xl text-slate-900">{data.pertanyaan_essay}</span>}
              value={draft.essay}
              onChange={(e) => draft.setEssay(e.target.value)}
              disabled={kunci}
              maxLength={JAWABAN_ESSAY_MAKS}
              rows={5}
              className="text-lg"
            />
          )}

          <div className="grid grid-cols-2 gap-3 pt-2">
            <Button variant="secondary" size="lg" className="px-2" onClick={() => pindah(langkah - 1)} disabled={langkah === 0}>
              {/* On a phone of 360 px the two labels fill the buttons: the arrows show from 400 px. */}
              <ArrowLeft className="size-5 max-[399px]:hidden" aria-hidden />
              Sebelumnya
            </Button>
            <Button
              variant="secondary"
              size="lg"
              className="px-2"
              onClick={() => pindah(langkah + 1)}
              disabled={langkah === langkahTerakhir}
            >
              Berikutnya
              <ArrowRight className="size-5 max-[399px]:hidden" aria-hidden />
            </Button>
          </div>
          <CentangField
            label="Pindah otomatis ke soal berikutnya setelah memilih jawaban"
            checked={lanjutOtomatis}
            onCentang={setLanjutOtomatis}
          />
        </Panel>

        <nav aria-label="Daftar soal">
          <Panel>
            <h2 className="mb-3 text-base font-semibold text-slate-800">Daftar Soal</h2>
            <ul className="flex flex-wrap gap-2">
              {soal.map((s, i) => {
                const sudah = draft.jawaban[String(s.nomor)] !== undefined;
                return (
                  <li key={s.nomor}>
                    <button
                      type="button"
                      onClick={() => pindah(i)}
                      aria-current={i === langkah ? 'step' : undefined}
                      aria-label={`Soal ${s.nomor}, ${sudah ? 'sudah dijawab' : 'belum dijawab'}`}
                      className={`size-11 rounded-lg border-2 text-base font-bold ${
                        sudah ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-400 bg-white text-slate-900'
                      } ${i === langkah ? 'ring-4 ring-amber-400' : ''}`}
                    >
                      {s.nomor}
                    </button>
                  </li>
                );
              })}
              {adaEssay && (
                <li>
                  <button
                    type="button"
                    onClick={() => pindah(soal.length)}
                    aria-current={diEssay ? 'step' : undefined}
                    className={`min-h-11 rounded-lg border-2 px-3 text-base font-bold ${
                      draft.essay.trim() ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-400 bg-white text-slate-900'
                    } ${diEssay ? 'ring-4 ring-amber-400' : ''}`}
                  >
                    Essay
                  </button>
                </li>
              )}
            </ul>
            <p className="mt-3 text-sm text-slate-700">Kotak biru: sudah dijawab. Kotak putih: belum dijawab.</p>
          </Panel>
        </nav>

        {masalah && (
          <div ref={kotakMasalah} tabIndex={-1} className="outline-none">
            <Alert tone="danger" title={masalah.baris[0]}>
              {masalah.baris.slice(1).map((b) => (
                <p key={b}>{b}</p>
              ))}
              {masalah.kosong.length > 0 && (
                <Button
                  variant="secondary"
                  className="mt-2"
                  onClick={() => pindah(soal.findIndex((s) => s.nomor === masalah.kosong[0]))}
                >
                  Ke soal nomor {masalah.kosong[0]}
                </Button>
              )}
            </Alert>
          </div>
        )}
        {gagal && (
          <Alert tone={gagal.tertunda ? 'warn' : 'danger'} title={gagal.judul}>
            {gagal.rinci}
          </Alert>
        )}

        <Button size="lg" className="w-full" onClick={() => kirim(habis)} loading={menyimpan} disabled={habis && !gagal}>
          <Send className="size-5" aria-hidden />
          Submit
        </Button>
      </div>
    </>
  );
}
