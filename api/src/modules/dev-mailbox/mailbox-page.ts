import type { OutboxMessage } from '@omni/shared/contracts';
import { escapeHtml } from '../../integrations/mailer/render-mail';

/** A plain page for people trying the app offline: messages newest first, links clickable. */
export function renderMailboxPage(messages: OutboxMessage[]): string {
  const items = messages
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong> → ${escapeHtml(m.to)} <small>${escapeHtml(m.created_at)} · ${escapeHtml(m.kind)}</small></header>
  <ul>${m.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>
  <details><summary>Message</summary><pre>${escapeHtml(m.text)}</pre></details>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Omni Dropshipping</title>
<meta http-equiv="refresh" content="10">
<style>body{font-family:sans-serif;max-width:900px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ddd;border-radius:6px;padding:.75rem 1rem;margin:.75rem 0}small{color:#666}a{word-break:break-all}</style>
</head><body>
<h1>Dev mailbox</h1>
<p>Messages the API sent, newest first (development only; refreshes every 10 s).</p>
${messages.length === 0 ? '<p>No messages yet.</p>' : items}
</body></html>`;
}
