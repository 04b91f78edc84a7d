import isURL from 'validator/lib/isURL';

/** URL (spec 000 §5): optional scheme, domain or IPv4, optional port, path, query and hash. */
export function isValidUrl(text: string | null | undefined): boolean {
  if (!text) return false;
  return isURL(text.trim(), {
    require_protocol: false,
    protocols: ['http', 'https'],
    allow_protocol_relative_urls: true,
  });
}
