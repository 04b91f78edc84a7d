/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(value: unknown): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON safe to put inside a <script> element. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const STYLE = `
  body { font: 14px/1.5 system-ui, sans-serif; margin: 0; color: #202223; background: #f6f6f7; }
  header { background: #1a1a1a; color: #fff; padding: 10px 20px; display: flex; gap: 16px; align-items: center; }
  header .badge { background: #ffd79d; color: #4a2c00; border-radius: 8px; padding: 0 8px; font-size: 12px; }
  main { padding: 20px; max-width: 1100px; margin: auto; }
  section { background: #fff; border-radius: 8px; padding: 16px 20px; margin-bottom: 16px; box-shadow: 0 1px 2px #0002; }
  button, .button { background: #303030; color: #fff; border: 0; border-radius: 8px; padding: 6px 14px; cursor: pointer; text-decoration: none; font: inherit; }
  button.secondary { background: #e3e3e3; color: #303030; }
  table { border-collapse: collapse; width: 100%; } td, th { text-align: left; padding: 4px 8px; border-bottom: 1px solid #eee; }
  label { margin-right: 12px; } input, select { font: inherit; padding: 3px 6px; }
  .muted { color: #6d7175; } .row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 6px 0; }
`;

/** A page of the stand-in's own UI (it stands for Shopify's admin, so it is in English only). */
export function page(title: string, body: string, head = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style>${head}</head><body>${body}</body></html>`;
}
