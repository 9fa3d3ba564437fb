// The critical-case flag from the screening answers alone, for a record whose four results are not
// all in yet: `buatInterpretasi` (D4) speaks only when everything is complete, but a 'Ya' on a
// critical screening question (self harm, victim of sexual violence) needs action today. The rules
// and their wording stay the domain's: this runs the critical rules of its table.
import { ATURAN, normalSkrining, TRAIT_KEYS, DOMAIN_PSC17_KEYS, type HasilUntukAturan, type ScreeningKey, type StatusKritis } from '../../../domain';

// Neutral results: the critical rules read only the screening answers, these only fill the shape.
const NETRAL: Omit<HasilUntukAturan, 'skrining'> = {
  pid5: { traitScores: Object.fromEntries(TRAIT_KEYS.map((t) => [t, { kategori: 'Rendah', skor: 0 }])) as HasilUntukAturan['pid5']['traitScores'] },
  psc17: {
    detail: Object.fromEntries(DOMAIN_PSC17_KEYS.map((d) => [d, { status: 'Tidak Bermasalah', skor: 0 }])) as HasilUntukAturan['psc17']['detail'],
    kategori_total: 'Tidak Bermasalah',
  },
  dukungan: { kategori: 'Tinggi' },
  kognitif: { kategori: 'Tinggi' },
};

/** The critical status that the screening answers alone call for. */
export function kritisDariSkrining(skrining: Partial<Record<ScreeningKey, string | null>>): StatusKritis {
  const h: HasilUntukAturan = { ...NETRAL, skrining: normalSkrining(skrining) };
  const berlaku = ATURAN.filter((a) => a.kritis && a.berlaku(h));
  return {
    aktif: berlaku.length > 0,
    alasan: berlaku.map((a) => a.kritis!.alasan),
    tindakan: [...new Set(berlaku.flatMap((a) => a.kritis!.tindakan))],
  };
}
