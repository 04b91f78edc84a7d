/**
 * Request URLs are logged; the verification code rides in the path of verify-email and tokens
 * (and OAuth hmacs, states, e-mail addresses, keys) may ride in a query. They are replaced before
 * a URL reaches the log.
 */
export function maskSecretUrl(url: string): string {
  return (
    url
      .replace(/(\/auth\/verify-email\/[^/?]+\/)[^/?]+/, '$1[redacted]')
      .replace(
        /([?&](?:token|code|ticket|hmac|state|session|id_token|signature|email|consumer_key|consumer_secret|key|secret)=)[^&]*/g,
        '$1[redacted]',
      )
      // an e-mail address under any name (`to=`, `q=`), plain or percent-encoded
      .replace(/([?&][^=&]*=)[^&]*(?:@|%40)[^&]*/gi, '$1[redacted]')
  );
}
