import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authRoutes } from './auth/auth-routes';
import { installGuards } from './auth/guard';
import type { AppContext } from './context';
import { BalasanTersimpan } from './kernel/balasan-tersimpan';
import { daftarRute, rute } from './kernel/rute';
import type { Database } from './db/database';
import { CatatanGangguan, PESAN_DATABASE_PUTUS, pesanGangguan } from './db/gangguan';
import { periksaDatabase } from './db/kesehatan';
import { badRequest } from './errors';
import { featureRoutes } from './features/routes';
import { installCsrfGuard } from './http/csrf';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './http/error-handler';
import { loggerOptions, SatuBarisPerPermintaan, type LogStream } from './http/log';
import { securityHeaders } from './http/security-headers';
import { tautanPramuat } from './http/pramuat';
import type { Settings } from './settings';
import type { Clock } from './time';
import { jamDatabase } from './db/jam-database';
import { jedaTidakDihitung } from './features/asesmen/asesmen-subtes';

z.config(z.locales.id());

/** The build's pre-rendered pages, address -> file (prarender/halaman.json); none from an older build. */
function halamanPrarender(webDist: string): Map<string, string> {
  const berkas = path.join(webDist, 'prarender', 'halaman.json');
  if (!fs.existsSync(berkas)) return new Map();
  return new Map(Object.entries(JSON.parse(fs.readFileSync(berkas, 'utf8')) as Record<string, string>));
}

/** Where the built web app lives by default. */
export const WEB_DIST = fileURLToPath(new URL('../../dist/web', import.meta.url));
export const PESAN_BASIS_DATA_MATI = PESAN_DATABASE_PUTUS;
/** Uploads (question banks) are at most this large; images have their own limit in the soal feature. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface BuildAppOptions {
  database: Database;
  settings: Settings;
  clock?: Clock;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean;
  /** Where log lines go (the real server's non-blocking standard output); pino's default otherwise. */
  logStream?: LogStream;
  /** The store of the lists' replies (a new one otherwise; tests pass theirs to look into it). */
  balasan?: BalasanTersimpan;
}

/** Whether a parsed value (string, array, object) holds a NUL character anywhere. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  for (const [k, v] of Object.entries(value)) if (k.includes('\u0000') || hasNul(v, depth + 1)) return true;
  return false;
}

/** Closes a new connection at once when its address already holds `maks` open ones (0: no cap). */
function batasiKoneksiPerAlamat(server: Server, maks: number): void {
  if (maks <= 0) return;
  const terbuka = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const alamat = socket.remoteAddress ?? '';
    const n = (terbuka.get(alamat) ?? 0) + 1;
    if (n > maks) {
      socket.destroy();
      return;
    }
    terbuka.set(alamat, n);
    socket.once('close', () => {
      const sisa = (terbuka.get(alamat) ?? 1) - 1;
      if (sisa <= 0) terbuka.delete(alamat);
      else terbuka.set(alamat, sisa);
    });
  });
}

export const PESAN_SERVER_DITUTUP = 'Server sedang dimatikan sebentar. Coba lagi dalam beberapa saat.';

/** The health check a load balancer or monitor polls: public, about no record. */
const ruteSistem = (database: Database) => [
  rute({
    method: 'GET',
    url: '/api/health',
    peran: 'publik',
    lingkup: 'tanpa',
    schema: {
      tags: ['sistem'],
      response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ message: z.string() }) },
    },
    handler: async (_request, reply, { ctx }) => {
      reply.header('Cache-Control', 'no-store');
      // 503 while writes fail (issue 28): the database gone, slow past the limit, or its disk full.
      const gangguan = await periksaDatabase(database, ctx.clock.now());
      if (gangguan) return reply.status(503).send({ message: pesanGangguan(gangguan) });
      return { status: 'ok' as const };
    },
  }),
];

/** Builds the whole product on a given database: the factory every test and the real server use. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { database, settings } = options;
  // The real server's clock continues the one the database keeps (issue 28); tests bring their own.
  const jam = options.clock
    ? null
    : await jamDatabase(database.db, database.dialect, undefined, (trx, jeda) =>
        jedaTidakDihitung(trx, settings.TIME_LIMIT_DIVISOR, jeda),
      );
  const clock = options.clock ?? jam!.clock;
  const ctx: AppContext = {
    db: database.db,
    dialect: database.dialect,
    settings,
    clock,
    balasan: options.balasan ?? new BalasanTersimpan(),
  };

  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(settings, options.logStream),
    logController: new SatuBarisPerPermintaan(),
    bodyLimit: 1024 * 1024,
    // Nothing an attacker sends is held open without end (issue 29 finding 3): Fastify's default turns
    // Node's whole-request limit off. Node checks these limits every connectionsCheckingInterval.
    requestTimeout: settings.REQUEST_TIMEOUT_MS,
    connectionTimeout: settings.IDLE_TIMEOUT_MS,
    keepAliveTimeout: settings.KEEPALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(settings.HEADERS_TIMEOUT_MS, settings.REQUEST_TIMEOUT_MS),
      connectionsCheckingInterval: Math.min(1000, settings.HEADERS_TIMEOUT_MS),
    },
    // Registration numbers may be up to 100 characters, plus '.pdf' and percent-encoding.
    routerOptions: { maxParamLength: 400 },
    trustProxy: settings.TRUST_PROXY,
    frameworkErrors,
    clientErrorHandler,
    // Our own 503 below says it in Indonesian.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON bodies must be application/json (D1): a text/plain form post is a classic forgery vector.
  app.removeContentTypeParser('text/plain');
  // Database faults are logged once a minute at most, whoever meets them (issue 28).
  const catatan = new CatatanGangguan((info, pesan) => app.log.warn(info, pesan));
  database.dengarGangguan((error) => catatan.catat('putus', error));
  installErrorHandler(app, catatan);

  batasiKoneksiPerAlamat(app.server, settings.MAX_CONNECTIONS_PER_ADDRESS);
  await app.register(cookie);
  installCsrfGuard(app);
  installGuards(app);
  // A NUL character is never meaningful input, and PostgreSQL refuses it in text: one 400 for any path,
  // query or body value that holds one, instead of a database error (found by the fuzz test).
  // The hooks that run on every request take a callback rather than returning a promise, which would
  // cost a promise and a microtask per hook per request (issue 17).
  app.addHook('preValidation', (request, _reply, done) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) {
      return done(badRequest('Data berisi karakter yang tidak sah.'));
    }
    done();
  });
  // The clock's last value written on the way down: the next process continues from it.
  if (jam) app.addHook('onClose', () => jam.hentikan());
  if (jam?.jeda) {
    const { jeda, diberi } = jam.jeda;
    app.log.warn(
      { dari: new Date(jeda.dari).toISOString(), sampai: new Date(jeda.sampai).toISOString(), pengerjaan: diberi },
      `Tidak ada server yang berjalan selama ${Math.round((jeda.sampai - jeda.dari) / 1000)} detik; waktu itu tidak dihitung pada ${diberi} sub test yang sedang dikerjakan.`,
    );
  }
  // Answers about children must not stay in a shared tablet's cache (D2): no API answer is stored.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
  // Security headers (helmet), recorded once (http/security-headers.ts).
  const headers = securityHeaders(settings);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers.set) reply.raw.setHeader(name, value);
    for (const name of headers.removed) reply.raw.removeHeader(name);
    done();
  });
  // During a shutdown (D16) requests that arrive after the close began are refused, in Indonesian;
  // the ones already in flight finish.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('Connection', 'close');
    reply.status(503).send({ message: PESAN_SERVER_DITUTUP });
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Asesmen ABH API', version: '1.0.0', description: 'API Sistem Asesmen Tahanan dan ABH' },
      components: {
        securitySchemes: {
          admin: { type: 'apiKey', in: 'cookie', name: 'admin_auth' },
          asessor: { type: 'apiKey', in: 'cookie', name: 'asessor_auth' },
          peserta: { type: 'apiKey', in: 'cookie', name: 'peserta_auth' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  daftarRute(app, ctx, ruteSistem(database));

  await app.register(authRoutes(ctx));
  await app.register(featureRoutes(ctx));

  const webDist = settings.WEB_DIST ? path.resolve(settings.WEB_DIST) : WEB_DIST;
  const webReady = options.serveWeb !== false && fs.existsSync(path.join(webDist, 'index.html'));
  if (webReady) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (vite-plugin-compression2).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const prarender = webReady ? halamanPrarender(webDist) : new Map<string, string>();
  const pramuat = webReady ? tautanPramuat(webDist) : () => undefined;
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/uploads/');
    if (!isApi && webReady && request.method === 'GET') {
      // Client routes (/admin/laporan, /asesmen/pid5bf/7, ...) are the web app's to resolve; the landing
      // page and the logins come already drawn in their HTML (vite.config's prarenderHalaman).
      const alamat = request.url.split('?')[0]!.replace(/(.)\/+$/, '$1');
      const tergambar = prarender.get(alamat);
      const tautan = tergambar ? undefined : pramuat(alamat);
      if (tautan) reply.header('Link', tautan);
      return reply.header('Cache-Control', 'no-cache').sendFile(tergambar ?? 'index.html');
    }
    return reply.status(404).send({ message: 'Alamat tidak ditemukan.' });
  });

  return app;
}
