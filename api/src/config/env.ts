import { isIP } from 'node:net';
import path from 'node:path';
import { findApiRoot } from './api-root';
import { SHOPIFY_PRODUCTION_PROBLEM } from '../integrations/shopify/shopify-config';
import { DEVELOPMENT_SECRET_BOX_KEY, parseSecretBoxKey } from '../security/secret-box';
import {
  readAiWritingConfig,
  type AiWritingConfig,
} from '../integrations/ai-writing/ai-writing-config';

/** The API's whole configuration, read once from the environment and validated. */
export interface AppConfig {
  nodeEnv: string;
  /** The api/ folder (migrations live in drizzle/ under it). */
  apiRoot: string;
  port: number;
  host: string;
  /** PostgreSQL URL; absent → embedded PGlite in `pgliteDataDir`. */
  databaseUrl: string | undefined;
  /** Password of the API's role omni_app on PostgreSQL (none: trust or peer authentication). */
  databaseAppPassword: string | undefined;
  /** REDIS_URL: the event bus between processes uses Redis pub/sub instead of LISTEN/NOTIFY. */
  redisUrl: string | undefined;
  /** Folder for PGlite, or 'memory://' for an in-memory database (tests). */
  pgliteDataDir: string;
  appUrl: string;
  corsOrigins: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  /** DEV_MAILBOX=1, never in production: /dev/mailbox and /api/dev/outbox without sign-in. */
  devMailbox: boolean;
  sessionTtlDays: number;
  logLevel: string;
  seedOnEmpty: boolean;
  /**
   * RUN_JOBS [1]: this API process also runs the job queue. 0 when worker processes
   * (src/worker.ts) run it instead (ADR 020).
   */
  runJobs: boolean;
  /**
   * MIGRATE_ON_START [1]: the API and worker apply the migrations when they start. 0 when a deploy
   * runs them once beforehand (`node dist/db/migrate-cli.js`, docs/deploy.md).
   */
  migrateOnStart: boolean;
  /**
   * TRUST_PROXY: the addresses of the proxies in front of the API (load balancer, CDN), whose
   * X-Forwarded-For / -Proto / -Host the API believes; false (the default) believes no one.
   * See readTrustProxy and ADR 033.
   */
  trustProxy: false | string[];
  rateLimit: { max: number; windowMs: number };
  /** Failed sign-ins per client address (across accounts) and per account (across addresses). */
  loginThrottle: { perIp: number; perAccount: number; windowMs: number };
  /** AES-256-GCM key for credentials at rest (SECRET_BOX_KEY; a development key outside production). */
  secretBoxKey: Buffer;
  /** The OpenAI-compatible provider of AI writing (the local stand-in unless configured). */
  aiWriting: AiWritingConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid API configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const DEFAULT_APP_URL = 'http://127.0.0.1:3000';
// The host and the four remotes (standalone frames) call the API from these origins.
const DEFAULT_CORS_PORTS = [3000, 3001, 3002, 3003, 3004];

type Env = Record<string, string | undefined>;

function present(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function readInt(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
): number {
  const raw = present(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
    return fallback;
  }
  return value;
}

function readBool(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = present(env, name);
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  problems.push(`${name} must be 1/0 or true/false (got "${raw}")`);
  return fallback;
}

function readUrl(
  env: Env,
  name: string,
  protocols: string[],
  problems: string[],
): string | undefined {
  const raw = present(env, name);
  if (raw === undefined) return undefined;
  try {
    const url = new URL(raw);
    if (!protocols.includes(url.protocol)) throw new Error('protocol');
    return raw;
  } catch {
    problems.push(`${name} must be a ${protocols.join(' or ')} URL (got a value that is not)`);
    return undefined;
  }
}

/** proxy-addr's names for whole private ranges (loopback, 169.254/16, 10/8 + 172.16/12 + 192.168/16…). */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY (ADR 033): a comma-separated list of the proxies' addresses, CIDR ranges or range
 * names. Only a request that reaches the API from one of them has its X-Forwarded-* headers
 * believed, so a client talking to the API directly cannot choose the address its sign-in
 * failures and rate limits are counted under. "Trust everything" (`true`, `*`) is refused for
 * that reason, and so is a hop count: Fastify 5 never trusts a bare count (it cannot tell a
 * proxy's hop from a forged one).
 */
function readTrustProxy(env: Env, problems: string[]): false | string[] {
  const raw = present(env, 'TRUST_PROXY');
  if (raw === undefined || ['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => {
    if (PROXY_RANGE_NAMES.includes(entry)) return false;
    const [address, prefix, ...rest] = entry.split('/');
    if (rest.length > 0 || !address) return true;
    const family = isIP(address);
    if (family === 0) return true;
    if (prefix === undefined) return false;
    const bits = Number(prefix);
    return !/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128);
  });
  if (entries.length === 0 || invalid.length > 0) {
    problems.push(
      `TRUST_PROXY must list the proxies' addresses, CIDR ranges or ${PROXY_RANGE_NAMES.join('/')}` +
        ` (comma-separated; not true, * or a hop count) (got "${raw}")`,
    );
    return false;
  }
  return entries;
}

/** Reads and validates the environment; throws ConfigError naming every problem at once. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const nodeEnv = present(env, 'NODE_ENV') ?? 'development';

  const appUrl = (
    readUrl(env, 'APP_URL', ['http:', 'https:'], problems) ?? DEFAULT_APP_URL
  ).replace(/\/+$/, '');
  const corsRaw = present(env, 'CORS_ORIGINS');
  const corsOrigins = corsRaw
    ? corsRaw
        .split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean)
    : [
        ...new Set([
          appUrl,
          ...DEFAULT_CORS_PORTS.flatMap((p) => [`http://127.0.0.1:${p}`, `http://localhost:${p}`]),
        ]),
      ];
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/]+$/.test(origin))
      problems.push(`CORS_ORIGINS entry "${origin}" is not an origin like http://host:port`);
  }

  const logLevel = present(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);

  const apiRoot = findApiRoot();
  const pgliteRaw = present(env, 'PGLITE_DATA_DIR') ?? path.join(apiRoot, '.data', 'pglite');
  const pgliteDataDir = pgliteRaw.startsWith('memory://')
    ? pgliteRaw
    : path.resolve(apiRoot, pgliteRaw);

  const secretBoxRaw = present(env, 'SECRET_BOX_KEY');
  let secretBoxKey = DEVELOPMENT_SECRET_BOX_KEY;
  if (secretBoxRaw !== undefined) {
    const parsed = parseSecretBoxKey(secretBoxRaw);
    if (parsed) secretBoxKey = parsed;
    else problems.push('SECRET_BOX_KEY must be 32 bytes as 64 hex characters or base64');
  } else if (nodeEnv === 'production') {
    problems.push(
      'SECRET_BOX_KEY is required in production (32 bytes as hex or base64, e.g. `openssl rand -hex 32`)',
    );
  }

  // The stand-in's Shopify secret is published: a production API without its own would accept
  // session tokens and webhooks anyone can sign.
  if (
    nodeEnv === 'production' &&
    !(present(env, 'SHOPIFY_API_KEY') && present(env, 'SHOPIFY_API_SECRET'))
  )
    problems.push(SHOPIFY_PRODUCTION_PROBLEM);
  const devMailboxAsked = readBool(env, 'DEV_MAILBOX', false, problems);
  if (devMailboxAsked && nodeEnv === 'production')
    problems.push('DEV_MAILBOX cannot be on in production (it shows every mailed link to anyone)');

  const config: AppConfig = {
    nodeEnv,
    apiRoot,
    port: readInt(env, 'API_PORT', 4000, 1, 65535, problems),
    host: present(env, 'API_HOST') ?? '127.0.0.1',
    databaseUrl: readUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], problems),
    databaseAppPassword: present(env, 'DATABASE_APP_PASSWORD'),
    pgliteDataDir,
    redisUrl: readUrl(env, 'REDIS_URL', ['redis:', 'rediss:'], problems),
    appUrl,
    corsOrigins,
    smtpUrl: readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:'], problems),
    mailFrom: present(env, 'MAIL_FROM') ?? 'Omni Dropshipping <no-reply@omni.test>',
    devMailbox: devMailboxAsked && nodeEnv !== 'production',
    sessionTtlDays: readInt(env, 'SESSION_TTL_DAYS', 180, 1, 3650, problems),
    logLevel,
    seedOnEmpty: readBool(env, 'SEED_ON_EMPTY', true, problems),
    runJobs: readBool(env, 'RUN_JOBS', true, problems),
    migrateOnStart: readBool(env, 'MIGRATE_ON_START', true, problems),
    trustProxy: readTrustProxy(env, problems),
    rateLimit: {
      max: readInt(env, 'AUTH_RATE_LIMIT_MAX', 10, 1, 100000, problems),
      windowMs: readInt(env, 'AUTH_RATE_LIMIT_WINDOW_MS', 60_000, 1000, 86_400_000, problems),
    },
    loginThrottle: {
      perIp: readInt(env, 'LOGIN_FAILURES_PER_IP', 30, 1, 1_000_000, problems),
      perAccount: readInt(env, 'LOGIN_FAILURES_PER_ACCOUNT', 10, 1, 1_000_000, problems),
      windowMs: readInt(env, 'LOGIN_FAILURES_WINDOW_MS', 15 * 60_000, 1000, 86_400_000, problems),
    },
    secretBoxKey,
    aiWriting: readAiWritingConfig(env, problems),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
