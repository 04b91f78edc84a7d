/**
 * Request URLs are logged; the verification code rides in the path of verify-email and tokens
 * may ride in a query. Both are replaced before a URL reaches the log.
 */
export function maskSecretUrl(url: string): string {
  return url
    .replace(/(\/auth\/verify-email\/[^/?]+\/)[^/?]+/, '$1[redacted]')
    .replace(/([?&](?:token|code|ticket)=)[^&]*/g, '$1[redacted]');
}
