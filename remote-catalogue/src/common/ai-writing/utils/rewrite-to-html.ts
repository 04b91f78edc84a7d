import { TITLE_MAX, type AiWritingField } from '@omni/shared/contracts/catalogue';

/** The editor fields an accepted rewrite writes into. */
export interface RewritableFields {
  title: string;
  description_html: string;
}

const BULLET = /^\s*(?:[-*•]|\d+[.)])\s+/;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const list = (items: string[]) =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/**
 * A rewrite in the model's plain-text shape (paragraphs split by a blank line, bullet points as
 * "- " lines) as description HTML. Everything is escaped: no markup from a model reaches a
 * product; the editor's sanitiser and the server's see only p, ul and li.
 */
export function rewriteToHtml(text: string): string {
  const html: string[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    let paragraph: string[] = [];
    let bullets: string[] = [];
    const flush = () => {
      if (paragraph.length > 0) html.push(`<p>${escapeHtml(paragraph.join(' '))}</p>`);
      if (bullets.length > 0) html.push(list(bullets));
      paragraph = [];
      bullets = [];
    };
    for (const line of lines) {
      if (BULLET.test(line)) {
        if (paragraph.length > 0 && bullets.length === 0) {
          html.push(`<p>${escapeHtml(paragraph.join(' '))}</p>`);
          paragraph = [];
        }
        bullets.push(line.replace(BULLET, ''));
      } else {
        if (bullets.length > 0) flush();
        paragraph.push(line);
      }
    }
    flush();
  }
  return html.join('');
}

/** A title as one clean line: the first line, without wrapping quotes, within Shopify's limit. */
export function rewriteToTitle(text: string): string {
  const line = text.trim().split('\n')[0] ?? '';
  return line
    .replace(/^["'“”«»]+|["'“”«»]+$/g, '')
    .trim()
    .slice(0, TITLE_MAX);
}

/**
 * What Accept changes: the title, the description, or the description with the bullet points
 * added after it (every line of a bullet rewrite is one point).
 */
export function acceptedChange(
  field: AiWritingField,
  text: string,
  current: RewritableFields,
): Partial<RewritableFields> {
  switch (field) {
    case 'title':
      return { title: rewriteToTitle(text) };
    case 'description':
      return { description_html: rewriteToHtml(text) };
    case 'bullets': {
      const points = text
        .split('\n')
        .map((line) => line.replace(BULLET, '').trim())
        .filter(Boolean);
      return { description_html: `${current.description_html}${list(points)}` };
    }
  }
}

/** The editor text a rewrite of the field starts from (the description as plain text). */
export function currentText(field: AiWritingField, current: RewritableFields): string {
  if (field === 'title') return current.title;
  const element = document.createElement('div');
  element.innerHTML = current.description_html
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<\/(p|h[1-6]|ul|ol|div|blockquote)>/gi, '\n\n')
    .replace(/<br\s*\/?>/gi, '\n');
  return (element.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
