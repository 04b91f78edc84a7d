/**
 * Outbound calls carry app secrets, signatures and access tokens in query strings and headers
 * (AliExpress puts `session` and `sign` in the query, CJ sends `CJ-Access-Token`). Everything
 * that reaches a log goes through these first.
 */
const SECRET_NAME =
  /token|secret|sign|session|passw|api[-_]?key|authorization|cookie|credential|^(code|key|auth)$/i;

export const REDACTED = '[redacted]';

/** True for a query, header or field name that may hold a secret. */
export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

/** The URL with the values of secret-looking query parameters replaced; user info dropped. */
export function redactUrl(url: string | URL): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '[unparseable url]';
  }
  parsed.username = '';
  parsed.password = '';
  for (const name of new Set(parsed.searchParams.keys())) {
    if (isSecretName(name)) parsed.searchParams.set(name, REDACTED);
  }
  // URLSearchParams encodes the brackets; keep the log readable.
  return parsed.toString().replaceAll(encodeURIComponent(REDACTED), REDACTED);
}

/** Headers as a plain object with secret-looking values replaced. */
export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    out[name.toLowerCase()] = isSecretName(name) ? REDACTED : value;
  }
  return out;
}
