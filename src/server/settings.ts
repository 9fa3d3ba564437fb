import path from 'node:path';
import { z } from 'zod';
import { masalahPasswordBaru } from './auth/kekuatan-password';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes' || v === 'on');

/** Settings of the running product (D11), parsed once from the environment. */
export const settingsSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL harus berupa alamat postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // The first admin's password follows the password rule of D15.
  ADMIN_PASSWORD: z
    .string()
    .superRefine((v, c) => {
      const masalah = v === '' ? null : masalahPasswordBaru(v);
      if (masalah) c.addIssue({ code: 'custom', message: `ADMIN_PASSWORD: ${masalah}` });
    })
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  COOKIE_SECURE: flag,
  /**
   * Behind a reverse proxy (nginx, Caddy): believe its X-Forwarded-For (the client's address, for the
   * login limits and the audit log) and X-Forwarded-Proto (Secure cookies over HTTPS). Only set it when
   * every request reaches the server through that proxy.
   */
  TRUST_PROXY: flag,
  /**
   * Divides the sub tests' time limits; only tests set it (e.g. 60 makes 20 minutes into 20 seconds).
   * The product's defaults are the spec's limits.
   */
  TIME_LIMIT_DIVISOR: z.coerce.number().positive().default(1),
  /**
   * Login attempts one address may make a minute (D1: 30). The browser tests, which log in many
   * times from one address, raise it; the account lockout after 5 failures stays.
   */
  LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /**
   * Time limits on a connection (issue 29 finding 3): the whole request, headers and body, its headers
   * alone, an idle socket, and a kept-alive socket between requests, in milliseconds. A sender slower
   * than these gets 408 or a closed socket. 60 s lets a 2 MB upload through at about 300 kbit/s.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  KEEPALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /** Open connections one address may hold at once; more are closed at once (0: no cap, behind a proxy that caps). */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(256),
  /** Folder of the backups (D16); the server writes one there every day. */
  BACKUP_DIR: z.string().min(1).default('./backups'),
  /** How many backups are kept; older ones are removed after each new one. */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
  /** Records whose last activity is older than this many months are listed for review (UU PDP). */
  RETENSI_BULAN: z.coerce.number().int().min(1).default(24),
  /** Folder of the built web app; only needed when building elsewhere than dist/web. */
  WEB_DIST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Settings = z.infer<typeof settingsSchema>;

/** Parses the environment into settings or stops with a readable list of what is wrong. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Pengaturan tidak valid:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR), BACKUP_DIR: path.resolve(parsed.data.BACKUP_DIR) };
}
