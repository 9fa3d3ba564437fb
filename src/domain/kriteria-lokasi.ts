// D24: a facility's added criteria may only be stricter than the defaults. The check asks the default
// rules themselves what the criterion's trigger alone already gives, so a criterion that repeats or
// undercuts a default (SRQ-20 item 17 'Ya' as Mendesak, self harm 'Ya' as Mendesak) is refused.
import {
  labelKriteria,
  lebihTinggi,
  prioritasDari,
  PRIORITAS_KRITERIA,
  type KriteriaTambahan,
  type Prioritas,
} from './interpretasi';

/** What the defaults alone make of the criterion's trigger (a total alone is at most Tinggi: the bands). */
export function prioritasBawaan(k: KriteriaTambahan): Prioritas {
  if (k.jenis === 'skrining') return prioritasDari({ skrining: { [k.kunci]: 'Ya' } });
  if (k.jenis === 'total') return 'Tinggi';
  return prioritasDari({ skrining: {}, lain: { [k.instrumen]: { jawaban: { [String(k.nomor)]: k.nilai } } } });
}

/** Why a criterion may not be added (it would not be stricter than the defaults), or null. */
export function alasanTidakLebihKetat(k: KriteriaTambahan): string | null {
  if (!(PRIORITAS_KRITERIA as readonly string[]).includes(k.prioritas))
    return 'Kriteria tambahan hanya dapat menjadikan hasil Kritis atau Mendesak; kriteria bawaan tidak dapat dilemahkan.';
  const bawaan = prioritasBawaan(k);
  if (lebihTinggi(bawaan, k.prioritas) === bawaan)
    return `Kriteria bawaan sudah menjadikan "${labelKriteria(k)}" ${bawaan}. Kriteria tambahan lokasi hanya boleh lebih ketat dari bawaan, tidak boleh mengulang atau melemahkannya.`;
  return null;
}
