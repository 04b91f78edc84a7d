/**
 * Where the AliExpress adapter sends its calls. With ALIEXPRESS_APP_KEY and ALIEXPRESS_APP_SECRET
 * it talks to the real Open Platform; without them, to the local stand-in (sandbox/, port 4103,
 * SANDBOX_ALIEXPRESS_URL or SANDBOX_ALIEXPRESS_PORT) with the stand-in's app credentials, and
 * accounts linked that way are marked `sandbox`.
 */
export interface AliExpressConfig {
  appKey: string;
  appSecret: string;
  /** Gateway origin: business calls go to /sync, token calls to /rest/auth/token/*. */
  apiUrl: string;
  /** The consent screen merchants are sent to. */
  authorizeUrl: string;
  sandbox: boolean;
}

type Env = Record<string, string | undefined>;

const REAL_API_URL = 'https://api-sg.aliexpress.com';
/** Must match sandbox/src/aliexpress/stand-in.ts. */
const SANDBOX_APP_KEY = '500100';
const SANDBOX_APP_SECRET = 'sandbox-aliexpress-app-secret';

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

export function aliExpressConfig(env: Env = process.env): AliExpressConfig {
  const appKey = value(env, 'ALIEXPRESS_APP_KEY');
  const appSecret = value(env, 'ALIEXPRESS_APP_SECRET');
  if (appKey && appSecret) {
    const apiUrl = (value(env, 'ALIEXPRESS_API_URL') ?? REAL_API_URL).replace(/\/+$/, '');
    return { appKey, appSecret, apiUrl, authorizeUrl: `${apiUrl}/oauth/authorize`, sandbox: false };
  }
  const apiUrl = (
    value(env, 'SANDBOX_ALIEXPRESS_URL') ??
    `http://127.0.0.1:${value(env, 'SANDBOX_ALIEXPRESS_PORT') ?? '4103'}`
  ).replace(/\/+$/, '');
  return {
    appKey: value(env, 'SANDBOX_ALIEXPRESS_APP_KEY') ?? SANDBOX_APP_KEY,
    appSecret: value(env, 'SANDBOX_ALIEXPRESS_APP_SECRET') ?? SANDBOX_APP_SECRET,
    apiUrl,
    authorizeUrl: `${apiUrl}/oauth/authorize`,
    sandbox: true,
  };
}
