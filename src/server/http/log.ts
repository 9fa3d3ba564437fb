import fs from 'node:fs';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Settings } from '../settings';

/**
 * The structured (JSON) log of the server. It names routes, never what was sent: no query strings
 * (searches hold children's names), no bodies (answers, passwords), no headers (cookies, tokens),
 * and of an error only its type, code, message and stack (a database's `detail` may quote values).
 */
/**
 * One line per request, written when it is answered: its route and id beside its status and time.
 * Fastify's default writes two (received, answered), and with everyone saving at once the second
 * line's serialising and writing was about 3 % of the server's CPU (issue 33's profile). A request
 * errored is logged as Fastify does, now with its route too.
 */
export class SatuBarisPerPermintaan extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** Anything that takes the log's lines. */
export interface LogStream {
  write: (line: string) => unknown;
}

export function loggerOptions(settings: Settings, stream?: LogStream) {
  return {
    level: settings.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: FastifyRequest) => ({
        id: req.id,
        method: req.method,
        // The route's pattern (/api/laporan/:registration_no.pdf) when one matched, else the bare path.
        url: req.routeOptions?.url ?? req.url.split('?')[0],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: (err: Error & { code?: string; statusCode?: number }) => ({
        type: err.name,
        code: err.code,
        statusCode: err.statusCode,
        message: err.message,
        stack: err.stack ?? '',
      }),
    },
  };
}

/**
 * Where the server's log lines go (standard output, fd 1), written without ever holding the server:
 * asynchronously, at most `maxBytes` waiting (more is dropped and counted), a full pipe retried
 * later, a pipe whose reader is gone (EPIPE) given up. pino's own destination flushes synchronously
 * at exit and loops forever on a broken pipe; a server must exit on SIGTERM whatever its reader does.
 */
export class LogDestination {
  private queue: Buffer[] = [];
  private queued = 0;
  private writing = false;
  private broken = false;
  private idle: (() => void)[] = [];
  dropped = 0;

  constructor(
    private readonly fd = 1,
    private readonly maxBytes = 4 * 1024 * 1024,
  ) {}

  write(line: string): boolean {
    if (this.broken) return true;
    const buf = Buffer.from(line);
    if (this.queued + buf.length > this.maxBytes) {
      this.dropped += 1;
      return true;
    }
    this.queue.push(buf);
    this.queued += buf.length;
    this.pump();
    return true;
  }

  private pump(): void {
    if (this.writing || this.broken) return;
    if (this.queue.length === 0) {
      for (const done of this.idle.splice(0)) done();
      return;
    }
    const chunk = Buffer.concat(this.queue);
    this.queue = [];
    this.queued = 0;
    this.writing = true;
    fs.write(this.fd, chunk, (error, written) => {
      this.writing = false;
      if (error && (error.code === 'EAGAIN' || error.code === 'EBUSY')) {
        this.requeue(chunk);
        setTimeout(() => this.pump(), 100).unref();
        return;
      }
      if (error) {
        this.broken = true;
        this.queue = [];
        this.queued = 0;
        for (const done of this.idle.splice(0)) done();
        return;
      }
      if (written < chunk.length) this.requeue(chunk.subarray(written));
      this.pump();
    });
  }

  private requeue(rest: Buffer): void {
    this.queue.unshift(rest);
    this.queued += rest.length;
  }

  /** Resolves once everything queued is written, or after `timeoutMs` whatever the reader does. */
  flush(timeoutMs: number): Promise<void> {
    if (this.broken || (!this.writing && this.queue.length === 0)) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      timer.unref();
      this.idle.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
