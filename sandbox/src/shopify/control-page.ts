import { escapeHtml, page } from '../http/html';
import { productRow } from './admin-products-page';
import type { Shop } from './model';
import type { ShopifyWorld } from './world';

// Buttons carry the control call in data attributes; one small script sends it and reloads.
const SCRIPT = `
document.addEventListener('click', async (event) => {
  const button = event.target.closest('button[data-action]');
  if (!button) return;
  event.preventDefault();
  const form = button.closest('form');
  const body = {};
  if (form) for (const [name, value] of new FormData(form)) body[name] = value;
  if (body.variant_id) body.items = [{ variant_id: Number(body.variant_id), quantity: Number(body.quantity || 1) }];
  if (body.cancel) body.cancel = body.cancel === 'true';
  if (body.slow_ms) body.slow_ms = Number(body.slow_ms);
  Object.assign(body, JSON.parse(button.dataset.body || '{}'));
  const action = button.dataset.action.replace('{order}', body.order_id || '');
  const response = await fetch(action, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  document.getElementById('result').textContent = response.status + ' ' + (await response.text());
  setTimeout(() => location.reload(), 600);
});`;

function shopSection(world: ShopifyWorld, shop: Shop, publicUrl: string): string {
  const base = `/control/shops/${encodeURIComponent(shop.domain)}`;
  const variants = shop.products.flatMap((p) =>
    p.variants.map(
      (v) =>
        `<option value="${v.id}">${escapeHtml(p.title)} – ${escapeHtml(v.title)} (${escapeHtml(v.price)} ${shop.currencyCode})</option>`,
    ),
  );
  const orders = shop.orders.map(
    (o) =>
      `<option value="${o.id}">${escapeHtml(o.name)} · ${o.financialStatus}${o.cancelledAt ? ' · cancelled' : ''}</option>`,
  );
  const installed = shop.installation
    ? `installed${shop.installation.revoked ? ' — <strong>token revoked</strong>' : ''}`
    : 'not installed';
  return `<section data-shop="${escapeHtml(shop.domain)}">
    <h2>${escapeHtml(shop.name)} <span class="muted">${escapeHtml(shop.domain)} · ${shop.currencyCode}</span></h2>
    <p>App: ${installed} · webhooks: ${shop.subscriptions.map((s) => escapeHtml(s.topic)).join(', ') || 'none'} ·
      <a href="${escapeHtml(`${publicUrl}/shops/${shop.domain}/admin/apps/${world.app.handle}/`)}">Open the app in this shop's admin</a></p>
    <form class="row"><strong>A customer orders</strong>
      <select name="variant_id">${variants.join('')}</select>
      <label>Qty <input name="quantity" type="number" min="1" value="1" style="width:60px"></label>
      <select name="customer_id">${shop.customers.map((c) => `<option value="${c.id}">${escapeHtml(c.firstName)} ${escapeHtml(c.lastName)}</option>`).join('')}</select>
      <button data-action="${base}/orders" data-testid="place-order">Place order</button>
    </form>
    <form class="row"><strong>Update order</strong>
      <select name="order_id">${orders.join('') || '<option value="">no orders yet</option>'}</select>
      <select name="financial_status"><option>PAID</option><option>REFUNDED</option><option>PARTIALLY_REFUNDED</option><option>VOIDED</option></select>
      <button data-action="${base}/orders/{order}/update">Update</button>
      <button class="secondary" data-action="${base}/orders/{order}/update" data-body='{"cancel":true}'>Cancel order</button>
    </form>
    <div class="row"><strong>Merchant</strong>
      <button data-action="${base}/uninstall">Uninstall app</button>
      <button class="secondary" data-action="${base}/revoke-token">Token expires / revoked</button>
    </div>
    <details><summary><strong>Products</strong> (${shop.products.length}) · <a href="/shops/${escapeHtml(shop.domain)}/admin/products">open in the admin</a></summary>
      <table>${shop.products.map((p) => productRow(shop, p)).join('')}</table>
    </details>
    ${billingRows(world, shop)}
    ${purchaseRows(world, shop)}
    <div class="row"><strong>Compliance</strong>
      <button class="secondary" data-action="${base}/compliance" data-body='{"topic":"customers/data_request"}'>customers/data_request</button>
      <button class="secondary" data-action="${base}/compliance" data-body='{"topic":"customers/redact"}'>customers/redact</button>
      <button class="secondary" data-action="${base}/compliance" data-body='{"topic":"shop/redact"}'>shop/redact</button>
    </div>
  </section>`;
}

/** The app's charges to the shop, with what Shopify's clock and the shop's bill can do to them. */
function billingRows(world: ShopifyWorld, shop: Shop): string {
  if (shop.appSubscriptions.length === 0) return '';
  const base = `/control/shops/${encodeURIComponent(shop.domain)}/app-subscriptions`;
  const rows = shop.appSubscriptions.map((s) => {
    const act = (action: string, label: string) =>
      `<button class="secondary" data-action="${base}/${s.id}/${action}">${label}</button>`;
    const actions =
      s.status === 'PENDING'
        ? `<a class="button" href="${escapeHtml(world.billing.confirmationUrl(shop, s))}">Confirmation page</a> ${act('expire', 'Expire (2 days pass)')}`
        : s.status === 'ACTIVE' && !s.replaces
          ? `${act('renew', 'Billing cycle ends')} ${act('freeze', 'Bill unpaid (freeze)')}`
          : s.status === 'FROZEN'
            ? act('unfreeze', 'Bill paid (unfreeze)')
            : '';
    return `<tr><td>${s.id}</td><td>${escapeHtml(s.name)}</td><td>${escapeHtml(s.lineItem.amount)} ${s.lineItem.currencyCode} / ${s.lineItem.interval}</td><td>${s.status}${s.replaces ? ` (waits for ${s.replaces})` : ''}${s.test ? ' · test' : ''}</td><td>${escapeHtml(s.currentPeriodEnd ?? '')}</td><td>${actions}</td></tr>`;
  });
  return `<details open><summary><strong>App subscriptions</strong> (Shopify Billing)</summary><table>${rows.join('')}</table></details>`;
}

/** The app's one-time purchases on the shop, and what the merchant or Shopify's clock can do. */
function purchaseRows(world: ShopifyWorld, shop: Shop): string {
  if (shop.appPurchases.length === 0) return '';
  const base = `/control/shops/${encodeURIComponent(shop.domain)}/app-purchases`;
  const rows = shop.appPurchases.map((p) => {
    const actions =
      p.status === 'PENDING'
        ? `<a class="button" href="${escapeHtml(world.purchases.confirmationUrl(shop, p))}">Confirmation page</a> <button class="secondary" data-action="${base}/${p.id}/expire">Expire (2 days pass)</button>`
        : '';
    return `<tr><td>${p.id}</td><td>${escapeHtml(p.name)}</td><td>${escapeHtml(p.amount)} ${p.currencyCode} once</td><td>${p.status}${p.test ? ' · test' : ''}</td><td>${actions}</td></tr>`;
  });
  return `<details open><summary><strong>One-time purchases</strong> (Shopify Billing)</summary><table>${rows.join('')}</table></details>`;
}

export function renderControlPage(world: ShopifyWorld, publicUrl: string): string {
  const deliveries = world.webhooks.log.slice(0, 30).map(
    (
      d,
    ) => `<tr><td>${escapeHtml(d.triggeredAt)}</td><td>${escapeHtml(d.shopDomain)}</td><td>${escapeHtml(d.topic)}</td><td>${d.state}</td><td>${d.lastStatus ?? escapeHtml(d.lastError ?? '')}</td><td>${d.attempts}</td>
      <td><button class="secondary" data-action="/control/webhooks/${d.webhookId}/redeliver" data-body='{"times":5}'>Deliver 5× again</button></td></tr>`,
  );
  const { mode, slowMs } = world.health;
  return page(
    'Shopify stand-in',
    `<header><strong>Shopify stand-in</strong><span class="badge">Sandbox</span><span class="muted">Admin API ${escapeHtml(publicUrl)}/shops/&lt;shop&gt;/admin/api/&lt;version&gt;/graphql.json</span></header>
    <main>
      <section><h2>Service</h2>
        <form class="row">Now: <strong>${mode}</strong>
          <button data-action="/control/health" data-body='{"mode":"normal"}'>Normal</button>
          <button class="secondary" data-action="/control/health" data-body='{"mode":"down"}'>Down</button>
          <label>delay ms <input name="slow_ms" type="number" min="0" value="${slowMs}" style="width:80px"></label>
          <button class="secondary" data-action="/control/health" data-body='{"mode":"slow"}'>Slow</button>
          <button class="secondary" data-action="/control/throttle" data-body='{"drain":true}'>Rate-limited (empty the cost bucket)</button>
        </form>
        <p class="muted">Cost bucket: ${world.throttle.maximumAvailable} points, ${world.throttle.restoreRate} restored per second; ${world.throttledCalls} calls refused with THROTTLED so far.</p>
        <pre id="result" class="muted"></pre>
      </section>
      ${[...world.shops.values()].map((shop) => shopSection(world, shop, publicUrl)).join('')}
      <section><h2>Webhook deliveries</h2><table><tr><th>Time</th><th>Shop</th><th>Topic</th><th>State</th><th>Answer</th><th>Attempts</th><th></th></tr>${deliveries.join('') || '<tr><td colspan="7" class="muted">none yet</td></tr>'}</table></section>
    </main>
    <script>${SCRIPT}</script>`,
  );
}
