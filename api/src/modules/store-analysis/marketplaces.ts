/*
 * Large marketplaces and social sites (spec 000 §1, 001 §5): the competitor scraper does not
 * analyse them and drops products that link to them.
 */
const EXCLUDED_DOMAINS = [
  'amazon',
  'ebay',
  'aliexpress',
  'alibaba',
  'temu',
  'etsy',
  'walmart',
  'wish',
  'shein',
  'rakuten',
  'mercadolibre',
  'facebook',
  'instagram',
  'tiktok',
  'twitter',
  'x',
  'pinterest',
  'youtube',
  'snapchat',
  'linkedin',
  'reddit',
  // their picture and media hosts
  'media-amazon',
  'ssl-images-amazon',
  'ebayimg',
  'alicdn',
  'kwcdn',
  'etsystatic',
  'walmartimages',
  'fbcdn',
  'cdninstagram',
  'tiktokcdn',
  'twimg',
  'pinimg',
  'ytimg',
];

/**
 * Whether a host belongs to one of them: the registrable label (the one before the public
 * suffix, e.g. `amazon` in smile.amazon.co.uk) is compared, so regional domains count too.
 */
export function isExcludedHost(hostname: string): boolean {
  const labels = hostname.toLowerCase().replace(/\.$/, '').split('.');
  // Skip a two-part public suffix such as co.uk / com.br.
  const twoPartSuffix = labels.length >= 3 && /^(co|com|net|org)$/.test(labels.at(-2)!);
  const registrable = labels.at(twoPartSuffix ? -3 : -2);
  return registrable !== undefined && EXCLUDED_DOMAINS.includes(registrable);
}
