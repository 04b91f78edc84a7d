import DOMPurify from 'dompurify';
import { DESCRIPTION_HTML_POLICY, DESCRIPTION_URL_PATTERN } from '@omni/shared/contracts/catalogue';

const ALLOWED_TAGS = [...DESCRIPTION_HTML_POLICY.tags];
// DOMPurify takes one attribute list for every tag: the policy's per-tag lists, joined
const ALLOWED_ATTR = [...new Set(Object.values(DESCRIPTION_HTML_POLICY.attributes).flat())];

/**
 * The description's HTML as the browser may show it: the server sanitises on save, and the page
 * sanitises again, with the same policy, before the editor renders it (defence in depth against
 * anything stored before, or by another client).
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: DESCRIPTION_URL_PATTERN,
  });
}
