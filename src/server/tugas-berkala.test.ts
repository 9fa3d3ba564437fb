import { setTimeout as tunggu } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { mulaiBerkala, mulaiBerkalaTercatat } from './tugas-berkala';

describe('mulaiBerkala: the server\'s own jobs on a timer', () => {
  it('never overlaps a run, retries after a failure, and stop waits for the run in progress', async () => {
    let sedang = 0;
    let palingBanyak = 0;
    let mulai = 0;
    const galat: string[] = [];
    let lanjutSaatBerhenti: boolean | undefined;
    let lepas: (() => void) | undefined;
    const tugas = mulaiBerkala({
      pertamaMs: 1,
      setiapMs: 2,
      jalankan: async (lanjut) => {
        mulai += 1;
        sedang += 1;
        palingBanyak = Math.max(palingBanyak, sedang);
        try {
          if (mulai === 1) throw new Error('disk penuh');
          // The third run is still going when the server stops: it is waited for and told to stop.
          if (mulai === 3) await new Promise<void>((r) => (lepas = r));
          else await tunggu(10);
          if (mulai === 3) lanjutSaatBerhenti = lanjut();
        } finally {
          sedang -= 1;
        }
      },
      gagal: (error) => galat.push(error.message),
    });
    while (!lepas) await tunggu(2);
    let berhenti = false;
    const stop = tugas.stop().then(() => (berhenti = true));
    await tunggu(20);
    expect(berhenti).toBe(false);
    lepas();
    await stop;
    expect(lanjutSaatBerhenti).toBe(false);
    expect(galat).toEqual(['disk penuh']);
    expect(palingBanyak).toBe(1);
    expect(mulai).toBe(3);
    await tunggu(20);
    expect(mulai).toBe(3);
  });

  it('logs what a run did at info, nothing for a run that did nothing, and a failure at its level', async () => {
    const dicatat: [string, object, string][] = [];
    const log = {
      info: (obj: object, msg: string) => dicatat.push(['info', obj, msg]),
      warn: (obj: object, msg: string) => dicatat.push(['warn', obj, msg]),
      error: (obj: object, msg: string) => dicatat.push(['error', obj, msg]),
    };
    let ke = 0;
    const tugas = mulaiBerkalaTercatat(log, {
      pertamaMs: 1,
      setiapMs: 2,
      jalankan: async () => {
        ke += 1;
        if (ke === 1) return { dibuat: 1 };
        if (ke === 3) throw new Error('disk penuh');
        return undefined;
      },
      selesai: 'Selesai',
      gagal: 'Gagal',
      tingkatGagal: 'error',
    });
    while (ke < 3) await tunggu(2);
    await tugas.stop();
    expect(dicatat).toEqual([
      ['info', { dibuat: 1 }, 'Selesai'],
      ['error', { galat: 'disk penuh' }, 'Gagal'],
    ]);
  });
});
