// The 19 profiles of CLINICAL.md "Round three" (children A01-A13, detainees T01-T06), rendered as the
// interpretation and as the officer's PDF read back with pdftotext, and checked as a psychologist
// would before signing: no dropped action, no conclusion from a sub test that cannot be read, no
// strength beside a Kritis finding, never "anak" in a detainee's text, deadlines from the finding.
import { describe, expect, it } from 'vitest';
import {
  ATURAN,
  KUNCI_SUBTES,
  TINDAKAN,
  alasanTidakDitafsirkan,
  interpretasiSebagaiTeks,
  kalimatInterpretasi,
  tindakanAturan,
  type HasilUntukAturan,
  type Interpretasi,
} from '#domain/index.ts';
import { PROFIL_RONDE_TIGA, WAKTU_SKRINING, masukanProfil, modelProfil, type Profil } from '#server/test/profil-ronde-tiga.ts';
import { bacaPdf } from './baca-pdf';
import { buatLaporanPdf } from './laporan-pdf';

type Lengkap = Extract<Interpretasi, { lengkap: true }>;
const rapat = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Rules whose findings, advice or strengths would be conclusions drawn from a sub test's scores. */
const ATURAN_DARI: Record<(typeof KUNCI_SUBTES)[number], RegExp> = {
  pid5: /^(pid5-|budaya-|kombinasi-|srq20-tinggi-pid5-rendah)/,
  psc17: /^psc17-(?!.*tidak-dapat)|^kombinasi-afek/,
  dukungan: /^dukungan-/,
  kognitif: /^kognitif-/,
  srq20: /^srq20-/,
};

function profil(kode: string): Profil {
  return PROFIL_RONDE_TIGA.find((p) => p.kode === kode)!;
}

function tafsir(p: Profil): Lengkap {
  const i = modelProfil(p).interpretasi;
  if (!i.lengkap) throw new Error(`${p.kode}: interpretasi harus lengkap`);
  return i;
}

const semuaTindakan = (i: Interpretasi) => [...i.tindakan_utama, ...i.tindakan_lanjutan.flatMap((g) => g.tindakan)];

describe('the 19 profiles of CLINICAL.md "Round three"', () => {
  it('are 13 children and 6 detainees', () => {
    expect(PROFIL_RONDE_TIGA.map((p) => p.kode)).toEqual([
      ...Array.from({ length: 13 }, (_, n) => `A${String(n + 1).padStart(2, '0')}`),
      ...Array.from({ length: 6 }, (_, n) => `T0${n + 1}`),
    ]);
  });

  for (const p of PROFIL_RONDE_TIGA) {
    it(`${p.kode} (${p.judul}): every action kept, nothing concluded from what is flagged, no strength beside Kritis, the right words`, async () => {
      const i = tafsir(p);
      const masukan = masukanProfil(p);
      const teks = [...kalimatInterpretasi(i), ...i.kritis.alasan, interpretasiSebagaiTeks(i)].join('\n');

      // No dropped action: every action of every rule that holds is on page 1 or in the grouped list, once.
      const h = { ...masukan, kategori: p.kategori, orang: masukan.orang ?? null } as unknown as HasilUntukAturan;
      const ids = ATURAN.filter((a) => i.aturanTerpakai.includes(a.id)).flatMap((a) => tindakanAturan(a, h));
      // The same-day referral already asks about thoughts of ending life: that question is said once.
      const diharapkan = new Set(
        ids.filter((id) => !(id === 'tanya-bunuh-diri' && ids.includes('rujuk-hari-ini'))).map((id) => TINDAKAN[id].teks[p.kategori]),
      );
      const ada = semuaTindakan(i);
      expect(new Set(ada).size, 'each action once').toBe(ada.length);
      for (const t of diharapkan) expect(ada, `${p.kode}: ${t}`).toContain(t);
      expect(i.tindakan_utama.length).toBeLessThanOrEqual(3);
      expect(i.alasan_prioritas).toMatch(new RegExp(`^Mengapa ${i.prioritas}: `));

      // No conclusion, advice or strength from a sub test that cannot be interpreted; a retest is asked.
      for (const k of KUNCI_SUBTES) {
        const r = (masukan[k] ?? (k === 'pid5' ? masukan.pid5dewasa : null)) as { validitas?: [] } | null;
        const alasan = alasanTidakDitafsirkan(r);
        if (alasan.length === 0) continue;
        expect(teks, `${p.kode} ${k}`).toMatch(/tidak dapat ditafsirkan/);
        expect(i.aturanTerpakai.filter((id) => ATURAN_DARI[k].test(id)), `${p.kode} ${k}`).toEqual([]);
        expect(ada.join(' ')).toMatch(/ulangi sub test/);
        expect(teks).not.toMatch(/tidak menemukan hal yang menonjol/);
      }

      // No strength beside a Kritis finding (and none at all with hopelessness or possible under-reporting).
      if (i.prioritas === 'Kritis') expect(i.kekuatan, p.kode).toEqual([]);
      // Never "mengamankan" (reads as locking up); screening answers as reported.
      expect(teks).not.toMatch(/mengamankan|memiliki riwayat napza|Anak memiliki riwayat/);
      if (p.kategori === 'tahanan') expect(teks, p.kode).not.toMatch(/\banak\b/i);
      // Deadlines from the finding, never from printing.
      if (i.batas_waktu) expect(i.waktu_temuan! <= '2026-11-20T03:00:00.000Z').toBe(true);

      // The officer's PDF says the same: every action, the why-line, and no item answers.
      const pdf = bacaPdf(await buatLaporanPdf(modelProfil(p)));
      for (const t of ada) expect(pdf.teks, `${p.kode} PDF: ${t}`).toContain(rapat(t));
      expect(pdf.halaman[0]).toContain(rapat(i.alasan_prioritas));
      if (p.kategori === 'tahanan') expect(pdf.teks.replace(/Asesmen Tahanan dan ABH/g, ''), p.kode).not.toMatch(/\banak\b/i);
    });
  }
});

describe('round three findings, one profile each', () => {
  it('1. A02 everything high: medical care within 72 h, UPTD PPA, withdrawal watch and placement are all there, today', () => {
    const i = tafsir(profil('A02'));
    expect(i.prioritas).toBe('Kritis');
    const hariIni = [...i.tindakan_utama, ...(i.tindakan_lanjutan.find((g) => g.jangka === 'hari_ini')?.tindakan ?? [])].join(' ');
    expect(hariIni).toMatch(/kontrasepsi darurat dan obat pencegahan HIV/);
    expect(hariIni).toMatch(/UPTD PPA/);
    expect(hariIni).toMatch(/putus zat/);
    expect(hariIni).toMatch(/pindahkan terduga pelaku, bukan anak/);
    expect(hariIni).toMatch(/UU 12\/2022 TPKS/);
    expect(hariIni).toMatch(/Hari ini \/ saat penempatan: atur penempatan/);
    expect(i.judul_tindakan_utama).toBe('Tindakan hari ini');
  });

  it('2. the Kritis wording keeps the child with others, never "mengamankan"', () => {
    const i = tafsir(profil('A06'));
    expect(i.bagian.kesimpulan.join(' ')).toContain(
      'Prioritas Kritis: bertindak hari ini. Petugas jaga memastikan anak aman dan tidak sendirian sekarang juga, tanpa mengurung atau memisahkannya sendirian; psikolog atau layanan kesehatan menemui anak pada hari yang sama.',
    );
    expect(semuaTindakan(i).join(' ')).toMatch(/tiap 15 menit/);
    expect(i.tindakan_utama[0]).toMatch(/Jangan menghukum anak karena menyakiti diri/);
  });

  it('3. A11 half blank: PSC-17 internalising positive as a minimum; PID-5 never "no trait is high"', () => {
    const p = profil('A11');
    expect(p.hasil.psc17!.skor.detail.internalisasi).toEqual({ status: 'Bermasalah', skor: 6, minimal: true });
    const i = tafsir(p);
    expect(kalimatInterpretasi(i).join(' ')).toMatch(/dari soal yang dijawab saja \(minimal 6\)/);
    expect(kalimatInterpretasi(i).join(' ')).not.toMatch(/Tidak ada trait yang tinggi/);
  });

  it('4. A08 and A10: flagged sub tests give no band, advice or strength; the summary asks for a retest', () => {
    const a08 = tafsir(profil('A08'));
    expect(kalimatInterpretasi(a08).join(' ')).toMatch(/Tes pola gambar tidak dapat ditafsirkan \(semua jawaban sama/);
    expect(a08.aturanTerpakai).not.toContain('kognitif-rendah');
    const a10 = tafsir(profil('A10'));
    expect(a10.bagian.kesimpulan[0]).toMatch(/^Sebagian besar hasil belum dapat dipakai \(.*\); ulangi dalam 7 hari\.$/);
    expect(a10.kekuatan).toEqual([]);
  });

  it('5. A06 self harm: no strengths; T04: the SRQ-20/PID-5 mismatch is named; T03 item 17 reads Kritis with under-reporting', () => {
    expect(tafsir(profil('A06')).kekuatan).toEqual([]);
    expect(kalimatInterpretasi(tafsir(profil('T04'))).join(' ')).toContain(
      'Keluhan SRQ-20 tinggi tetapi PID-5 rendah: salah satunya mungkin tidak mencerminkan keadaan; psikolog mencocokkan.',
    );
    const t03 = tafsir(profil('T03'));
    expect(t03.prioritas).toBe('Kritis');
    expect(t03.kekuatan).toEqual([]);
    expect(kalimatInterpretasi(t03).join(' ')).toMatch(/mungkin tidak melaporkan keluhannya/);
  });

  it('6. A08 / T05 all minimum on a symptom checklist: not pola_sama, named as nothing reported', () => {
    const a08 = profil('A08');
    expect(a08.hasil.pid5!.meta.validitas).toEqual([]);
    expect(a08.hasil.psc17!.meta.validitas).toEqual([]);
    expect(a08.hasil.dukungan!.meta.validitas.map((v) => v.kode)).toContain('pola_sama');
    expect(kalimatInterpretasi(tafsir(a08)).join(' ')).toMatch(/tidak ada satu pun keluhan dilaporkan/);
    expect(profil('T05').hasil.srq20!.meta.validitas).toEqual([]);
  });

  it('7. the deadline counts from the screening answer, not from printing', () => {
    const i = tafsir(profil('A06'));
    expect(i.waktu_temuan).toBe(WAKTU_SKRINING);
    // 01:30 UTC is 08:30 WIB: Kritis is due by 23:59 WIB the same day.
    expect(i.batas_waktu).toBe('2026-11-20T16:59:00.000Z');
  });

  it('10. A13 a girl with hopelessness: Mendesak, the trigger quoted on page 1, a female officer', () => {
    const i = tafsir(profil('A13'));
    expect(i.prioritas).toBe('Mendesak');
    expect(i.alasan_prioritas).toContain("menjawab 'Sering' pada 'Saya merasa tidak punya harapan'");
    expect(semuaTindakan(i).join(' ')).toMatch(/petugas perempuan/);
    expect(i.tindakan_utama[0]).toMatch(/Bila anak menjawab ya atau ragu-ragu, perlakukan sebagai Kritis/);
  });
});
