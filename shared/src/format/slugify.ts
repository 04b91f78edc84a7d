/**
 * URL slug (spec 000 §5): lowercase, spaces to hyphens, everything else not a-z/0-9 removed.
 * Accents are folded first (café → cafe) so they do not simply vanish.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}
