import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL');

const smtpUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must be an smtp:// or smtps:// URL with a host, e.g. smtp://user:pass@mail.example.com:587');

const mailbox = /^[^\s@<>]+@[^\s@<>]+$/;
/** An address, or a display name with the address in angle brackets. */
const mailFrom = z.string().refine((value) => {
  const named = /^[^<>]*<([^<>]+)>$/.exec(value.trim());
  return mailbox.test(named ? named[1]! : value.trim());
}, 'must be an address or "Name <address>"');

/** An IPv4 or IPv6 address, or a CIDR range of one. */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/** Every setting the process reads, with its variable name, for the README and for error messages. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: postgresUrl.optional(),
  READ_DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  STATIC_DIR: z.string().min(1).default('dist'),
  ASSETS_DIR: z.string().min(1).default('public'),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  SEED: z.enum(['auto', 'never']).default('auto'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 30),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOGIN_MAX_FAILURES_PER_NAME: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  ACCOUNT_REQUESTS_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  ACCOUNT_REQUESTS_PER_IDENTIFIER: z.coerce.number().int().min(1).default(3),
  ACCOUNT_REQUEST_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  FORGOT_PASSWORD_ANSWER_MS: z.coerce.number().int().min(0).max(10_000).default(400),
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  JOBS: z.enum(['on', 'off']).default('on'),
  AUDIT_LOG_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(365 * 10)
    .default(180),
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: mailFrom.default('Pallet Portal <no-reply@localhost>'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_ALLOW: z
    .string()
    .default('127.0.0.1,::1')
    .refine((value) => value.split(',').every((entry) => isAddressOrRange(entry.trim())), {
      message: 'must be a comma-separated list of IP addresses or CIDR ranges, e.g. 127.0.0.1,10.0.0.0/8',
    }),
  SLOW_QUERY_MS: z.coerce.number().int().min(1).default(500),
  METRICS: z.enum(['on', 'off']).default('on'),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(8_000).default(2_000),
  PUBLIC_URL: z
    .string()
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search;
      } catch {
        return false;
      }
    }, 'must be an http(s):// origin without a path, e.g. https://portal.example.no')
    .optional(),
});

export type Database =
  { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; readUrl: string | null };

export interface AppConfig {
  port: number;
  host: string;
  database: Database;
  staticDir: string;
  /** The assets base the media handler reads originals from (`products/eur.svg`); spec §7. */
  assetsDir: string;
  /** Where resized pictures are kept across restarts: DATA_DIR/media-cache; null keeps them in memory only. */
  mediaCacheDir: string | null;
  logLevel: (typeof logLevels)[number];
  seed: 'auto' | 'never';
  sessionTtlHours: number;
  trustProxy: boolean;
  loginThrottle: { maxPerName: number; maxPerAddress: number; windowMinutes: number };
  /**
   * The public account calls (forgot password): requests per client address and per login name or
   * e-mail asked for, within the window; and the time a forgot-password answer never comes before.
   */
  accountRequests: {
    maxPerAddress: number;
    maxPerIdentifier: number;
    windowMinutes: number;
    forgotPasswordAnswerMs: number;
  };
  /** log2 of scrypt's N for new password hashes; stored hashes carry their own cost. */
  passwordHashCost: number;
  /** Whether this process runs the background job queue (scheduled orders, sending e-mail). */
  jobs: boolean;
  /** How long the audit log keeps an entry; older ones are swept away (issue 19 item 7). */
  auditLogRetentionDays: number;
  /** E-mail over SMTP, sent by the job queue; without a URL mail stays queued in the e-mail archive. */
  mail: { smtpUrl: string | null; from: string };
  /**
   * The portal's address as users reach it, for links in e-mail (reset and welcome links). Never taken
   * from the request's Host header, which anyone may set (a reset link to their own host).
   */
  publicUrl: string;
  /**
   * Who may read /metrics and ask a running server for a backup: a caller with the bearer token, or one
   * from an allowed address or range (default: loopback).
   */
  operator: { token: string | null; allow: string[] };
  /** A database query slower than this is logged with its route and request id. */
  slowQueryMs: number;
  /** Whether GET /metrics exists and requests are counted (off only to measure what counting costs). */
  metrics: boolean;
  /** On SIGTERM, how long /readyz answers 503 while requests are still taken, before the server closes. */
  shutdownDrainMs: number;
}

export class ConfigError extends Error {}

/** A URL's password (SMTP_URL, DATABASE_URL) never reaches the start-up error and so the logs. */
const withoutPassword = (value: string | undefined) => value?.replace(/(\/\/[^:@/\s]*):\S*@/, '$1:***@');

/** Reads the environment; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) =>
        `${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(withoutPassword(present[String(issue.path[0])]))})`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, readUrl: e.READ_DATABASE_URL ?? null }
      : { kind: 'pglite', dataDir: e.DATA_DIR === ':memory:' ? null : path.resolve(e.DATA_DIR) },
    staticDir: path.resolve(e.STATIC_DIR),
    assetsDir: path.resolve(e.ASSETS_DIR),
    mediaCacheDir: e.DATA_DIR === ':memory:' ? null : path.resolve(e.DATA_DIR, 'media-cache'),
    logLevel: e.LOG_LEVEL,
    seed: e.SEED,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    trustProxy: e.TRUST_PROXY === 'true',
    loginThrottle: {
      maxPerName: e.LOGIN_MAX_FAILURES_PER_NAME,
      maxPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowMinutes: e.LOGIN_FAILURE_WINDOW_MINUTES,
    },
    accountRequests: {
      maxPerAddress: e.ACCOUNT_REQUESTS_PER_ADDRESS,
      maxPerIdentifier: e.ACCOUNT_REQUESTS_PER_IDENTIFIER,
      windowMinutes: e.ACCOUNT_REQUEST_WINDOW_MINUTES,
      forgotPasswordAnswerMs: e.FORGOT_PASSWORD_ANSWER_MS,
    },
    passwordHashCost: e.PASSWORD_HASH_COST,
    jobs: e.JOBS === 'on',
    auditLogRetentionDays: e.AUDIT_LOG_RETENTION_DAYS,
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    operator: {
      token: e.METRICS_TOKEN ?? null,
      allow: e.METRICS_ALLOW.split(',').map((entry) => entry.trim()),
    },
    slowQueryMs: e.SLOW_QUERY_MS,
    metrics: e.METRICS === 'on',
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
  };
}
