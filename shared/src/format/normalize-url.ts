const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * A URL with a scheme (spec 000 §5): without one it gets https (or the scheme given); a
 * protocol-relative `//host` gets the scheme prefixed. Blank input stays ''.
 */
export function normalizeUrl(url: string, scheme = 'https'): string {
  const trimmed = url.trim();
  if (!trimmed) return '';
  const protocol = scheme.replace(/:?\/*$/, '');
  if (trimmed.startsWith('//')) return `${protocol}:${trimmed}`;
  if (HAS_SCHEME.test(trimmed)) return trimmed;
  return `${protocol}://${trimmed}`;
}
