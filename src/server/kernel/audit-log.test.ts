// Audit entries arriving together are written as one statement of their group commit (issue 17):
// every entry stored, whole, in the order they were written; one that cannot be stored fails alone.
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { testAppForFile } from '../test/harness';
import { writeAuditAs } from './audit-log';
import { BalasanTersimpan } from './balasan-tersimpan';

describe('writeAuditAs', () => {
  const t = testAppForFile();
  const ctx = () => ({ db: t.database.db, dialect: t.database.dialect, settings: t.settings, clock: t.clock, balasan: new BalasanTersimpan() }) satisfies AppContext;
  const request = (i: number) => ({ ip: `10.0.${Math.floor(i / 250)}.${i % 250}` }) as FastifyRequest;
  const stored = (action: string) =>
    t.database.db
      .selectFrom('audit')
      .select(['role', 'actor_id', 'actor_name', 'action', 'target', 'detail', 'ip'])
      .where('action', '=', action)
      .orderBy('id')
      .execute();

  it('stores entries written at once, each whole, in their order (more than one statement holds)', async () => {
    for (const n of [1, 2, 40, 1500]) {
      const action = `uji.bersama.${n}`;
      const entries = Array.from({ length: n }, (_, i) => ({
        role: i % 2 ? 'asessor' : 'admin',
        actor_id: i % 3 ? i : null,
        actor_name: i % 5 ? `Nama ${i}` : null,
        action,
        target: i % 7 ? `T-${i}` : null,
        detail: i % 4 ? `${i} baris` : null,
        ip: request(i).ip,
      }));
      await Promise.all(
        entries.map((e, i) =>
          writeAuditAs(ctx(), request(i), { role: e.role, actorId: e.actor_id, actorName: e.actor_name }, { action, target: e.target, detail: e.detail }),
        ),
      );
      expect(await stored(action)).toEqual(entries);
    }
  });

  it('fails only the entry that cannot be stored', async () => {
    const action = 'uji.gagal';
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        writeAuditAs(ctx(), request(i), { role: i === 4 ? (null as unknown as string) : 'asessor', actorId: i, actorName: null }, { action, target: `T-${i}` }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 10 }, (_, i) => (i === 4 ? 'rejected' : 'fulfilled')));
    expect((await stored(action)).map((r) => r.target)).toEqual([0, 1, 2, 3, 5, 6, 7, 8, 9].map((i) => `T-${i}`));
  });
});
