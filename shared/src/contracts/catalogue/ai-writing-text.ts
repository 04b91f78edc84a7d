import { TITLE_MAX } from './vocabulary';

/*
 * An AI writing answer (plain text: paragraphs split by a blank line, bullet points as "- " lines)
 * as product content. Shared by the editor, which accepts a rewrite into its fields, and the API,
 * whose Smart Push optimisation writes an import before pushing it (ADR 010).
 */

/** A line that is a bullet point in a model's plain text: '- ', '* ', '• ', '1.' or '1)'. */
export const BULLET_LINE = /^\s*(?:[-*•]|\d+[.)])\s+/;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Bullet points as a list, escaped. */
export const htmlList = (items: string[]) =>
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
      if (bullets.length > 0) html.push(htmlList(bullets));
      paragraph = [];
      bullets = [];
    };
    for (const line of lines) {
      if (BULLET_LINE.test(line)) {
        if (paragraph.length > 0 && bullets.length === 0) {
          html.push(`<p>${escapeHtml(paragraph.join(' '))}</p>`);
          paragraph = [];
        }
        bullets.push(line.replace(BULLET_LINE, ''));
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
