/*
 * What a product description may contain: one policy for the server, which sanitises the HTML
 * when it is saved (sanitize-html), and for the browser, which sanitises again when it renders
 * (DOMPurify: ALLOWED_TAGS / ALLOWED_ATTR / ALLOWED_URI_REGEXP from these lists). Formatting a
 * store's product page takes, no scripts, styles, frames, forms or event handlers.
 */
export const DESCRIPTION_HTML_POLICY = {
  tags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'span',
    'div',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
  ],
  /** Attributes per tag ('*' for every tag). */
  attributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['dir', 'lang'],
  },
  /** Link and image addresses: http(s) and mailto only (no javascript:, data:, file:). */
  schemes: ['http', 'https', 'mailto'],
} as const;

/** The policy's address rule as a regular expression (DOMPurify's ALLOWED_URI_REGEXP). */
export const DESCRIPTION_URL_PATTERN = /^(?:https?:|mailto:|\/(?!\/)|#)/i;
