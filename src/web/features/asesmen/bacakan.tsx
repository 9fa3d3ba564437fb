import { useEffect, useState } from 'react';
import { Square, Volume2 } from 'lucide-react';

/** The Indonesian voice of this browser, or null where speech synthesis or such a voice is missing. */
function useSuaraIndonesia(): SpeechSynthesisVoice | null {
  const [suara, setSuara] = useState<SpeechSynthesisVoice | null>(null);
  useEffect(() => {
    const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
    if (!synth) return;
    const pilih = () => {
      const voices = synth.getVoices();
      setSuara(voices.find((v) => v.lang === 'id-ID') ?? voices.find((v) => v.lang.toLowerCase().startsWith('id')) ?? null);
    };
    pilih();
    synth.addEventListener('voiceschanged', pilih);
    return () => synth.removeEventListener('voiceschanged', pilih);
  }, []);
  return suara;
}

/** 'Bacakan': reads a question and its options aloud in Indonesian for a child who reads poorly. */
export function TombolBacakan({ teks }: { teks: string }) {
  const suara = useSuaraIndonesia();
  const [bicara, setBicara] = useState(false);
  useEffect(() => {
    // A new question stops the old one.
    return () => window.speechSynthesis?.cancel();
  }, [teks]);
  if (!suara) return null;
  const mulai = () => {
    const synth = window.speechSynthesis;
    synth.cancel();
    if (bicara) {
      setBicara(false);
      return;
    }
    const ucapan = new SpeechSynthesisUtterance(teks);
    ucapan.lang = 'id-ID';
    ucapan.voice = suara;
    ucapan.rate = 0.9;
    ucapan.onend = () => setBicara(false);
    ucapan.onerror = () => setBicara(false);
    setBicara(true);
    synth.speak(ucapan);
  };
  return (
    <button
      type="button"
      onClick={mulai}
      aria-pressed={bicara}
      className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-brand-700 bg-white px-3 text-base font-semibold text-brand-800 hover:bg-brand-50"
    >
      {bicara ? <Square className="size-5" aria-hidden /> : <Volume2 className="size-5" aria-hidden />}
      {bicara ? 'Berhenti' : 'Bacakan'}
    </button>
  );
}
