import type { FastifyReply } from 'fastify';
import { escapeHtml, page } from '../../http/html';
import type { Shop } from '../model';

/*
 * What Shopify's charge confirmation pages share (a subscription's and a one-time purchase's):
 * the admin's frame, the not-found page and the Approve / Cancel buttons.
 */

export const notFound = (reply: FastifyReply) =>
  reply
    .code(404)
    .type('text/html')
    .send(page('Not found', '<main><section><h1>This charge was not found</h1></section></main>'));

export function chrome(shop: Shop, inner: string): string {
  return `<header><strong>${escapeHtml(shop.name)}</strong><span class="badge">Sandbox admin</span></header><main>${inner}</main>`;
}

/** Approve and Cancel, each a form posting the decision and the page's signature to `action`. */
export function decisionButtons(action: string, signature: string): string {
  const form = (value: string, label: string, extra: string) =>
    `<form method="post" action="${escapeHtml(action)}" style="display:inline"><input type="hidden" name="signature" value="${escapeHtml(signature)}"><input type="hidden" name="decision" value="${value}"><button ${extra}>${label}</button></form>`;
  return `<div class="row">
          ${form('approve', 'Approve', 'data-testid="approve-charge"')}
          ${form('decline', 'Cancel', 'class="secondary" data-testid="decline-charge"')}
        </div>`;
}
