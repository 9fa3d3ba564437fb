import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { settingsSchema, type Settings } from '../settings';
import type { Clock } from '../time';

export const TEST_ADMIN_PASSWORD = 'admin-rahasia-uji';
export const ORIGIN = 'http://localhost';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  constructor(private current = new Date('2026-11-22T03:00:00.000Z')) {}
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  settings: Settings;
  /** The folder of the SQLite file (undefined on PostgreSQL). */
  dataDir?: string;
  /** Another app (its own connections, as a second server process would have) on the same database. */
  secondApp: () => Promise<FastifyInstance>;
  close: () => Promise<void>;
}

/**
 * A fresh app on a fresh database: an embedded SQLite file in a temporary folder, or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL schema dropped again on close.
 */
export async function createTestApp(overrides: Partial<Settings> = {}): Promise<TestApp> {
  const clock = new TestClock();
  const url = process.env.TEST_DATABASE_URL;
  let database: Database;
  let cleanup: () => Promise<void>;
  let reopen: () => Database;
  let dataDir: string | undefined;
  if (url) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    database = openDatabase({ url, searchPath: schema });
    reopen = () => openDatabase({ url, searchPath: schema });
    cleanup = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asesmen-uji-'));
    database = openDatabase({ dataDir: dir });
    dataDir = dir;
    reopen = () => openDatabase({ dataDir: dir });
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const settings = { ...settingsSchema.parse({ LOG_LEVEL: 'silent' }), ...overrides };
  await prepareDatabase(database, clock, TEST_ADMIN_PASSWORD);
  const app = await buildApp({ database, settings, clock, serveWeb: false, logger: false });
  await app.ready();
  const others: { app: FastifyInstance; database: Database }[] = [];
  return {
    app,
    database,
    clock,
    settings,
    dataDir,
    secondApp: async () => {
      const other = reopen();
      const second = await buildApp({ database: other, settings, clock, serveWeb: false, logger: false });
      await second.ready();
      others.push({ app: second, database: other });
      return second;
    },
    close: async () => {
      for (const o of others) {
        await o.app.close();
        await o.database.destroy();
      }
      await app.close();
      await database.destroy();
      await cleanup();
    },
  };
}

/**
 * The test file's app (or its describe block's): created before its tests and closed after them, by
 * hooks registered where this is called, so the object it returns is filled in before the first
 * `beforeAll` of the file's own runs.
 */
export function testAppForFile(overrides: Partial<Settings> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(overrides));
  });
  afterAll(async () => {
    await t.close();
  });
  return t;
}

export type Cookies = Record<string, string>;

/** Reads the cookies a response sets, ready to send back. */
export function cookiesOf(response: LightMyRequestResponse): Cookies {
  const out: Cookies = {};
  for (const c of response.cookies as { name: string; value: string }[]) out[c.name] = c.value;
  return out;
}

/** Sends a request the way our own pages do: from our origin, JSON, with the given cookies. */
export function send(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { cookies?: Cookies; body?: unknown; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method,
    url,
    headers: { host: 'localhost', origin: ORIGIN, ...options.headers },
    cookies: options.cookies,
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
  });
}
