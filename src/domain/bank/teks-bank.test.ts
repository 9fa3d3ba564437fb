// The meaning each corrected item must keep (issue 11, CLINICAL.md). Each row is the official English
// item, the Indonesian text of the default bank, and words it must or must not use. Changing a text
// means changing this table, in the open, with the English meaning beside it.
import { describe, expect, it } from 'vitest';
import { PILIHAN_DUKUNGAN, PILIHAN_PID5, PILIHAN_PID5_DEWASA } from '../instruments';
import { PETUNJUK_DUKUNGAN, PETUNJUK_DUKUNGAN_DEWASA } from '../instrumen/dukungan';
import { PETUNJUK_PID5_DEWASA } from '../instrumen/pid5dewasa';
import { KERAHASIAAN_ANAK, PETUNJUK_PID5 } from '../instrumen/pid5';
import { PETUNJUK_PSC17 } from '../instrumen/psc17';
import { BANK_PID5_DEFAULT } from './pid5';
import { BANK_PSC17_DEFAULT } from './psc17';
import { BANK_PID5_DEWASA_DEFAULT } from './pid5dewasa';
import { PILIHAN_PID5_LAMA, TEKS_LAMA } from './teks-lama';

interface Baris {
  nomor: number;
  english: string;
  indonesia: string;
  harus?: RegExp;
  jangan?: RegExp;
}

const PID5: readonly Baris[] = [
  {
    nomor: 1,
    english: 'People would describe me as reckless. (takes risks without regard for danger; not careless or clumsy)',
    indonesia: 'Orang lain menganggap saya nekat: berani mengambil risiko tanpa memikirkan bahayanya.',
    harus: /nekat.*risiko/,
    jangan: /ceroboh|teledor/,
  },
  {
    nomor: 2,
    english: 'I feel like I act totally on impulse.',
    indonesia: 'Saya sering bertindak tanpa berpikir dulu, hanya ikut keinginan saat itu.',
    harus: /tanpa berpikir dulu/,
  },
  {
    nomor: 11,
    english: 'I keep approaching things the same way, even when it isn’t working.',
    indonesia: 'Saya tetap memakai satu cara, walaupun sudah jelas cara itu tidak berhasil.',
    harus: /satu cara.*tidak berhasil/,
  },
  {
    nomor: 9,
    english: 'I get emotional easily, often for very little reason.',
    indonesia: 'Perasaan saya mudah meluap, sering kali hanya karena hal sepele.',
    harus: /mudah meluap.*sepele/,
  },
  {
    nomor: 10,
    english: 'I fear being alone in life more than anything else. (abandonment, not being alone in a cell)',
    indonesia: 'Hal yang paling saya takutkan adalah tidak punya siapa-siapa dalam hidup saya.',
    harus: /paling saya takutkan.*tidak punya siapa-siapa/,
    jangan: /sendirian|sel\b|kamar/,
  },
  {
    nomor: 15,
    english: 'I get irritated easily by all sorts of things.',
    indonesia: 'Saya gampang kesal karena macam-macam hal.',
    harus: /kesal/,
  },
  {
    nomor: 20,
    english: 'I often have to deal with people who are less important than me.',
    indonesia: 'Saya sering harus berhadapan dengan orang-orang yang sebenarnya tidak sepenting saya.',
    harus: /tidak sepenting saya/,
  },
  {
    nomor: 23,
    english: 'I often "zone out" and then suddenly come to and realize that a lot of time has passed.',
    indonesia: 'Saya sering bengong tanpa sadar, lalu tiba-tiba tersadar bahwa sudah lama waktu berlalu.',
    harus: /tersadar/,
  },
  {
    nomor: 25,
    english: 'It is easy for me to take advantage of others. (using people for one\'s own gain, not "profiting")',
    indonesia: 'Mudah bagi saya untuk memperalat orang lain demi kepentingan saya sendiri.',
    harus: /memperalat orang lain/,
    jangan: /keuntungan|untung/,
  },
];

const PSC17: readonly Baris[] = [
  {
    nomor: 9,
    english: 'Down on yourself. (one thing: thinking badly of oneself)',
    indonesia: 'Saya berpikiran buruk tentang diri saya sendiri.',
    jangan: /berharga|sering|atau/,
  },
  {
    nomor: 11,
    english: 'Seem to be having less fun.',
    indonesia: 'Saya jarang bisa bergembira seperti dulu.',
    // Not a double negative ("tidak ... tidak pernah") for a child to untangle (CLINICAL.md round three).
    harus: /bergembira seperti dulu/,
    jangan: /\btidak\b/,
  },
  {
    nomor: 4,
    english: 'Refuses to share.',
    indonesia: 'Saya menolak berbagi dengan orang lain.',
    harus: /menolak berbagi/,
    jangan: /\btidak\b/,
  },
  {
    nomor: 12,
    english: 'Does not listen to rules.',
    indonesia: 'Saya melanggar aturan.',
    jangan: /\btidak\b/,
  },
  {
    nomor: 14,
    english: 'Tease others. ("suka" would mean "like to")',
    indonesia: 'Saya mengejek atau mengganggu orang lain.',
    jangan: /\bsuka\b/,
  },
  {
    nomor: 15,
    english: 'Worry a lot. (without "sering", which repeats the answer "Sering")',
    indonesia: 'Saya mencemaskan banyak hal.',
    jangan: /sering/i,
  },
];

const PID5_DEWASA: readonly Baris[] = [
  {
    nomor: 19,
    english: 'I crave attention.',
    indonesia: 'Saya sangat ingin diperhatikan orang lain.',
    jangan: /haus/,
  },
];

const BANK = { pid5: BANK_PID5_DEFAULT, psc17: BANK_PSC17_DEFAULT, pid5dewasa: BANK_PID5_DEWASA_DEFAULT } as const;

describe('corrected items keep their meaning', () => {
  for (const [nama, bank, tabel] of [
    ['PID-5', BANK_PID5_DEFAULT, PID5],
    ['PSC-17', BANK_PSC17_DEFAULT, PSC17],
    ['PID-5 Dewasa', BANK_PID5_DEWASA_DEFAULT, PID5_DEWASA],
  ] as const) {
    for (const b of tabel) {
      it(`${nama} ${b.nomor}: "${b.english}"`, () => {
        const item = bank.find((i) => i.nomor === b.nomor);
        expect(item?.pertanyaan).toBe(b.indonesia);
        if (b.harus) expect(b.indonesia).toMatch(b.harus);
        if (b.jangan) expect(b.indonesia).not.toMatch(b.jangan);
      });
    }
  }

  it('every old text an install may still hold is one of the corrected items, and differs from today', () => {
    const dikoreksi = new Set([
      ...PID5.map((b) => `pid5:${b.nomor}`),
      ...PSC17.map((b) => `psc17:${b.nomor}`),
      ...PID5_DEWASA.map((b) => `pid5dewasa:${b.nomor}`),
    ]);
    expect(new Set(TEKS_LAMA.map((t) => `${t.instrument}:${t.nomor}`))).toEqual(dikoreksi);
    for (const t of TEKS_LAMA) {
      const bank = BANK[t.instrument as keyof typeof BANK];
      expect(bank[t.nomor - 1].pertanyaan).not.toBe(t.lama);
    }
  });
});

describe('PID-5 options and the instructions', () => {
  it('options in the words of round three, 2 and 3 led by the word that differs; the adult form the same; the values stay 0-3', () => {
    const label = PILIHAN_PID5.map((p) => p.label);
    expect(PILIHAN_PID5.map((p) => p.nilai)).toEqual([0, 1, 2, 3]);
    expect(label).toEqual(['Sama sekali tidak sesuai dengan saya', 'Kurang sesuai', 'Cukup sesuai', 'Sangat sesuai']);
    expect(PILIHAN_PID5_DEWASA).toEqual(PILIHAN_PID5);
    expect(label[1].split(' ')[0]).not.toBe(label[2].split(' ')[0]);
    expect(new Set(label.map((l) => l.split(' ')[0])).size).toBeGreaterThanOrEqual(3);
    expect(PILIHAN_PID5_LAMA).toHaveLength(4);
    for (const i of BANK_PID5_DEFAULT) expect(i.pilihan).toEqual(label);
  });

  it('say that answers are confidential except when the child is in danger, and that staff then help', () => {
    expect(PETUNJUK_PID5).toContain(KERAHASIAAN_ANAK);
    expect(KERAHASIAAN_ANAK).toMatch(/dirahasiakan/);
    expect(KERAHASIAAN_ANAK).toMatch(/pengecualian.*dalam bahaya/);
    expect(KERAHASIAAN_ANAK).toMatch(/petugas akan bertindak/);
    expect(PETUNJUK_PSC17).toMatch(/dirahasiakan, kecuali kalau kamu dalam bahaya/);
    expect(`${PETUNJUK_PID5} ${PETUNJUK_PSC17}`).not.toMatch(/dijaga kerahasiaannya|rahasia sepenuhnya/);
  });

  it('one worked example of the four options in the instructions, for children and adults', () => {
    for (const p of [PETUNJUK_PID5, PETUNJUK_PID5_DEWASA]) {
      for (const l of PILIHAN_PID5) expect(p).toContain(`"${l.label}"`);
      expect(p).toMatch(/Contoh: untuk pernyataan "Saya suka makanan pedas"/);
    }
    expect(PETUNJUK_PID5_DEWASA).not.toMatch(/\bkamu\b/);
  });
});

describe('the support scale (round three)', () => {
  it('"Ragu-ragu", not "Netral"; instructions per category, "kamu" for children and "Anda" for adults', () => {
    expect(PILIHAN_DUKUNGAN.map((p) => p.label)).toEqual(['Sangat Tidak Setuju', 'Tidak Setuju', 'Ragu-ragu', 'Setuju', 'Sangat Setuju']);
    expect(PETUNJUK_DUKUNGAN).toMatch(/Kalau kamu tidak yakin, pilih Ragu-ragu/);
    expect(PETUNJUK_DUKUNGAN).not.toMatch(/\bAnda\b/);
    expect(PETUNJUK_DUKUNGAN_DEWASA).toMatch(/Bila Anda tidak yakin, pilih Ragu-ragu/);
    expect(PETUNJUK_DUKUNGAN_DEWASA).not.toMatch(/\bkamu\b|mu\b/);
    expect(PETUNJUK_DUKUNGAN_DEWASA).toMatch(/tidak dipakai dalam perkara Anda/);
  });
});
