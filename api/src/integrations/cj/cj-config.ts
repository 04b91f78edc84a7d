/**
 * Where the CJ adapter sends its calls: the real API 2.0 unless CJ_API_URL says otherwise, or —
 * when CJ_USE_SANDBOX is not "0" and no CJ_API_URL is set outside production — the local
 * stand-in (port 4104, SANDBOX_CJ_URL / SANDBOX_CJ_PORT). CJ has no app credentials: each
 * merchant links with their own API key, so "sandbox" is decided by the URL alone.
 */
export interface CjConfig {
  /** Up to and including /api2.0/v1. */
  apiUrl: string;
  sandbox: boolean;
  /** CJ: no more than 10 requests/second per IP address. */
  ipCallsPerSecond: number;
}

type Env = Record<string, string | undefined>;

const REAL_API_URL = 'https://developers.cjdropshipping.com/api2.0/v1';

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

export function cjConfig(env: Env = process.env): CjConfig {
  const configured = value(env, 'CJ_API_URL');
  const useReal = configured !== undefined || value(env, 'CJ_USE_SANDBOX') === '0';
  if (useReal)
    return {
      apiUrl: (configured ?? REAL_API_URL).replace(/\/+$/, ''),
      sandbox: false,
      ipCallsPerSecond: 10,
    };
  const origin = (
    value(env, 'SANDBOX_CJ_URL') ?? `http://127.0.0.1:${value(env, 'SANDBOX_CJ_PORT') ?? '4104'}`
  ).replace(/\/+$/, '');
  return { apiUrl: `${origin}/api2.0/v1`, sandbox: true, ipCallsPerSecond: 10 };
}
