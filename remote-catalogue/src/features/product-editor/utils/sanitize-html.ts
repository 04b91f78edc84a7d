import DOMPurify from 'dompurify';
import { DESCRIPTION_HTML_POLICY, DESCRIPTION_URL_PATTERN } from '@omni/shared/contracts/catalogue';

const ALLOWED_TAGS = [...DESCRIPTION_HTML_POLICY.tags];
// DOMPurify takes one attribute list for every tag: the policy's per-tag lists, joined
const ALLOWED_ATTR = [...new Set(Object.values(DESCRIPTION_HTML_POLICY.attributes).flat())];
const POLICY = { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: DESCRIPTION_URL_PATTERN };

/**
 * The description's HTML as the browser may show it: the server sanitises on save, and the page
 * sanitises again, with the same policy, before the editor renders it (defence in depth against
 * anything stored before, or by another client).
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, POLICY);
}

/**
 * The sanitised description for the read-only preview that stands in for the editor: its links
 * become plain text (a focusable link inside the preview's textbox would be a control nested in
 * a control, and a click there means "edit", not "leave").
 */
export function previewHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, { ...POLICY, RETURN_DOM_FRAGMENT: true });
  for (const link of [...fragment.querySelectorAll('a')]) {
    const text = document.createElement('span');
    text.className = 'omni-rich-text-link';
    text.append(...link.childNodes);
    link.replaceWith(text);
  }
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
