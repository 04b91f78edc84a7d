import type { FastifyRequest } from 'fastify';
import { maskSecretUrl } from '../http/mask-secret-url';

/**
 * What never reaches the log: bearer tokens, cookies, webhook signatures, passwords and their
 * hashes, mailed tokens, store credentials and e-mail addresses (personal data), wherever a log
 * call puts them (top level or one object down).
 */
const SECRET_KEYS = [
  'password',
  'passwordHash',
  'password_hash',
  'token',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
  'apiKey',
  'api_key',
  'apiSecret',
  'secret',
  'consumerKey',
  'consumerSecret',
  'consumer_key',
  'consumer_secret',
  'sessionToken',
  'email',
];

/** Request headers that carry a credential or a signature. */
const SECRET_HEADERS = [
  'authorization',
  'cookie',
  '["x-shopify-hmac-sha256"]',
  '["x-wc-webhook-signature"]',
  '["stripe-signature"]',
];

export const LOG_REDACT_PATHS = [
  // headers as logged by us (req, headers) or by plugins one level down (multipart's busboyOptions)
  ...['req.headers', 'headers', '*.headers'].flatMap((at) =>
    SECRET_HEADERS.map((name) => `${at}${name.startsWith('[') ? '' : '.'}${name}`),
  ),
  'body.password',
  'body.token',
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
];

type LoggedError = {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  cause?: LoggedError;
};

// Drizzle puts the statement's parameters (a password hash, an e-mail) into its error message.
const PARAMS_LINE = /\nparams:[\s\S]*$/;
// PostgreSQL's detail repeats the offending values: `Key (email)=(a@b.c) already exists.`
const KEY_VALUES = /\)=\([^)]*\)/g;

function scrubText(text: string): string {
  return text.replace(PARAMS_LINE, '\nparams: [redacted]').replace(KEY_VALUES, ')=([redacted])');
}

/**
 * Errors as the log sees them: type, message, code, stack and cause, never the query parameters
 * (`params`) or PostgreSQL's `detail` a failed statement carries.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: scrubText(String(error)), stack: '' };
  const { code } = error as { code?: unknown };
  return {
    type: error.name,
    message: scrubText(error.message),
    stack: scrubText(error.stack ?? ''),
    ...(code !== undefined ? { code } : {}),
    ...(error.cause !== undefined && depth < 4
      ? { cause: serializeError(error.cause, depth + 1) }
      : {}),
  };
}

export const logSerializers = {
  err: (error: unknown) => serializeError(error),
  error: (error: unknown) => serializeError(error),
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: maskSecretUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }),
};
