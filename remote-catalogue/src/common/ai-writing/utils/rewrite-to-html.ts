import {
  BULLET_LINE,
  htmlList,
  rewriteToHtml,
  rewriteToTitle,
  type AiWritingField,
} from '@omni/shared/contracts/catalogue';

/** The editor fields an accepted rewrite writes into. */
export interface RewritableFields {
  title: string;
  description_html: string;
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
        .map((line) => line.replace(BULLET_LINE, '').trim())
        .filter(Boolean);
      return { description_html: `${current.description_html}${htmlList(points)}` };
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
