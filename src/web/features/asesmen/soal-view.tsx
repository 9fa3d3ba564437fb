import type { ComponentProps } from 'react';
import type { ContohKognitif, Nilai, SoalAnak } from './asesmen-api';

interface SoalProps {
  soal: SoalAnak;
  nilai: Nilai | undefined;
  disabled: boolean;
  onPilih: (v: Nilai) => void;
}

/** An option's radio: one group per question, so arrow keys move within it and a screen reader counts its options. */
function Radio({
  soal,
  nilai,
  p,
  onPilih,
  ...rest
}: Omit<SoalProps, 'disabled'> & { p: SoalAnak['pilihan'][number] } & ComponentProps<'input'>) {
  return (
    <input type="radio" name={`soal-${soal.nomor}`} checked={nilai === p.nilai} onChange={() => onPilih(p.nilai)} {...rest} />
  );
}

/** One question with large radio options (>= 56 px); native radios keep arrow-key use and screen readers. */
export function SoalTeks({ soal, nilai, disabled, onPilih, keterangan }: SoalProps & { keterangan?: string | null }) {
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="sr-only">Pilihan jawaban soal {soal.nomor}</legend>
      {/* What an answer means (SRQ-20: "Ya = saya mengalaminya"), beside the options of every item. */}
      {keterangan && <p className="text-base font-semibold text-slate-700">{keterangan}</p>}
      {soal.pilihan.map((p) => (
        <label
          key={String(p.nilai)}
          className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-300 bg-white px-4 py-3 text-lg text-slate-900 hover:border-brand-500 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold has-disabled:cursor-not-allowed has-disabled:opacity-70"
        >
          <Radio soal={soal} nilai={nilai} p={p} onPilih={onPilih} className="size-6 shrink-0 accent-brand-700" />
          <span>{p.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** A cognitive question: the pattern picture and six picture options A-F. */
export function SoalGambar({ soal, nilai, disabled, onPilih }: SoalProps) {
  return (
    <div className="flex flex-col gap-4">
      {soal.gambar && (
        <div className="rounded-lg border border-slate-300 bg-white p-1">
          {/* The picture lays its boxes out in rows itself (a strip of 8 as 2 rows of 4, a 3 x 3
              matrix), so on a phone it fills the width instead of shrinking to a thin strip. */}
          <img
            src={soal.gambar}
            alt={`Soal ${soal.nomor}: kotak-kotak gambar berpola; kotak bertanda tanya masih kosong`}
            className="mx-auto h-auto w-full max-w-lg"
            data-testid="gambar-soal-kognitif"
          />
        </div>
      )}
      <fieldset disabled={disabled}>
        <legend className="mb-2 text-base font-semibold text-slate-800">
          Pilih gambar yang tepat untuk kotak bertanda tanya:
        </legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
          {soal.pilihan.map((p) => (
            <label
              key={String(p.nilai)}
              className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-slate-300 bg-white p-1 hover:border-brand-500 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-700 has-disabled:cursor-not-allowed"
            >
              {p.gambar ? (
                <img
                  src={p.gambar}
                  alt={`Gambar pilihan ${p.label}`}
                  className="h-auto w-full max-w-56"
                  data-testid="gambar-pilihan-kognitif"
                />
              ) : (
                <span className="py-4 text-slate-600">(gambar tidak tersedia)</span>
              )}
              <span className="flex min-h-11 items-center gap-2 text-lg font-bold">
                <Radio
                  soal={soal}
                  nilai={nilai}
                  p={p}
                  onPilih={onPilih}
                  className="size-6 accent-brand-700"
                  aria-label={`Pilihan ${p.label}`}
                />
                {p.label}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/** The two worked examples of Sub Test 4, with the right answer and why. */
export function ContohSoal({ contoh }: { contoh: ContohKognitif[] }) {
  return (
    <div className="mt-4 flex flex-col gap-6">
      {contoh.map((c) => (
        <section
          key={c.nomor}
          aria-labelledby={`contoh-${c.nomor}`}
          className="rounded-lg border border-slate-200 bg-slate-50 p-3"
        >
          <h3 id={`contoh-${c.nomor}`} className="mb-2 text-lg font-bold text-brand-900">
            Contoh {c.nomor}
          </h3>
          <div className="rounded border border-slate-300 bg-white p-1">
            <img
              src={c.gambar}
              alt={`Contoh ${c.nomor}: enam kotak berpola, kotak ke-7 dan ke-8 kosong`}
              className="mx-auto h-auto w-full max-w-lg"
            />
          </div>
          <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {c.pilihan.map((p) => (
              <figure
                key={p.nilai}
                className={`flex flex-col items-center rounded-lg border-2 bg-white p-1 ${p.nilai === c.kunci ? 'border-ok-600' : 'border-slate-200'}`}
              >
                <img src={p.gambar} alt={`Contoh ${c.nomor}, pilihan ${p.label}`} className="h-auto w-full" />
                <figcaption className="font-bold">
                  {p.label}
                  {p.nilai === c.kunci && <span className="sr-only"> (jawaban benar)</span>}
                </figcaption>
              </figure>
            ))}
          </div>
          <p className="mt-3 text-base text-slate-800">
            <strong>Jawaban yang benar: {c.kunci}.</strong> {c.penjelasan}
          </p>
        </section>
      ))}
    </div>
  );
}
