// Shapes of the results API as the assessor's pages read them (seed-spec section 3): the domain's
// types, the same ones the server builds its answers from.
import type { HasilRowDasar } from '#contract/index.ts';
import type { InstrumentKey } from '#domain/instruments.ts';
import type { HasilGabungan, HasilKeluaran, HasilKeluaranJenis } from '#domain/hasil-gabungan.ts';
import type { KategoriPid5 } from '#domain/skor/skor-pid5.ts';
import type { StatusPsc17 } from '#domain/skor/skor-psc17.ts';

export type { GabunganRow } from '#contract/index.ts';

export type { MetaHasil } from '#domain/hasil-gabungan.ts';
export type { Interpretasi } from '#domain/interpretasi/index.ts';
export type { StatusPsc17 };
/** Tinggi / Sedang / Rendah / Tidak dapat dihitung (the same four for every banded instrument). */
export type Kategori = KategoriPid5;

export type SkorPid5 = HasilKeluaranJenis<'trait'>;
export type SkorPsc17 = HasilKeluaranJenis<'domain'>;
export type SkorDukungan = HasilKeluaranJenis<'rerata'>;
export type SkorKognitif = HasilKeluaranJenis<'kunci'>;
export type SkorSrq20 = HasilKeluaranJenis<'ya_tidak'>;
export type SkorPerInstrumen = HasilKeluaran;

export type HasilRow<K extends InstrumentKey = InstrumentKey> = SkorPerInstrumen[K] & HasilRowDasar;

/** A record's combined result (a child's or a detainee's), and whether the caller may review it (D22: a psychologist). */
export type GabunganDetail = HasilGabungan & { boleh_meninjau: boolean };
