import sanitizeHtml from 'sanitize-html';
import { DESCRIPTION_HTML_POLICY, DESCRIPTION_MAX } from '@omni/shared/contracts/catalogue';

/*
 * Product descriptions are sanitised when they are saved (the editor, an import's supplier HTML)
 * with the shared policy; the browser sanitises again with the same lists when it renders.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...DESCRIPTION_HTML_POLICY.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(DESCRIPTION_HTML_POLICY.attributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...DESCRIPTION_HTML_POLICY.schemes],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // a link that opens a new tab cannot reach back into the page
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** The description HTML with only what the policy allows (scripts, handlers, styles removed). */
export function sanitizeDescription(html: string): string {
  const clean = sanitizeHtml(html.replaceAll('\u0000', ''), OPTIONS);
  if (clean.length <= DESCRIPTION_MAX) return clean;
  // too long (a supplier's page): cut after a whole tag and let the sanitiser close what is open
  return sanitizeHtml(clean.slice(0, clean.lastIndexOf('>', DESCRIPTION_MAX - 200) + 1), OPTIONS);
}

/** Plain supplier text as description HTML: escaped, one paragraph per line block. */
export function textToDescription(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => `<p>${sanitizeHtml(block, { allowedTags: [], allowedAttributes: {} })}</p>`)
    .join('');
}
