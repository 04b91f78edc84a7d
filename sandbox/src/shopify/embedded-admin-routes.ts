import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { escapeHtml, page, scriptJson } from '../http/html';
import { adminHost } from './admin-host';
import { signSessionToken } from './session-token';
import { signQuery } from './webhook-signature';
import { findStaffMember, STAFF_MEMBERS, type StaffMember } from './staff';
import type { ShopifyWorld } from './world';

/**
 * The App Bridge stand-in the embedded app loads instead of cdn.shopify.com's app-bridge.js. It
 * offers the part of the real `window.shopify` global the app uses — `idToken()`, `config`,
 * `toast.show()` — over postMessage to the admin page around the iframe, which asks the stand-in
 * for a fresh session token each time (tokens live one minute, as on Shopify).
 */
const APP_BRIDGE_SHIM = `(() => {
  if (window.shopify) return;
  const params = new URLSearchParams(location.search);
  const meta = document.querySelector('meta[name="shopify-api-key"]');
  const pending = new Map();
  let seq = 0;
  const adminOrigin = (() => {
    try { return new URL(document.referrer).origin; } catch { return '*'; }
  })();
  window.addEventListener('message', (event) => {
    const data = event.data || {};
    if (data.type !== 'omni-sandbox/id-token' || !pending.has(data.requestId)) return;
    const { resolve, reject } = pending.get(data.requestId);
    pending.delete(data.requestId);
    data.token ? resolve(data.token) : reject(new Error(data.error || 'No session token'));
  });
  const ask = (type, payload) => window.parent.postMessage({ type, ...payload }, adminOrigin);
  window.shopify = {
    config: { apiKey: meta ? meta.content : params.get('apiKey'), shop: params.get('shop'), host: params.get('host'), locale: params.get('locale') || 'en' },
    environment: { embedded: window.top !== window.self, mobile: false },
    idToken() {
      if (window.top === window.self) return Promise.reject(new Error('The app is not embedded'));
      return new Promise((resolve, reject) => {
        const requestId = ++seq;
        pending.set(requestId, { resolve, reject });
        ask('omni-sandbox/id-token-request', { requestId });
        setTimeout(() => { if (pending.delete(requestId)) reject(new Error('Session token timed out')); }, 5000);
      });
    },
    toast: { show(message) { ask('omni-sandbox/toast', { message: String(message) }); } },
  };
  // App Bridge takes over window.open for the admin's window: '_top' leaves the app for a page
  // Shopify shows itself (a charge's confirmation page, for instance).
  const open = window.open.bind(window);
  window.open = (url, target, features) => {
    if (window.top !== window.self && (target === '_top' || target === '_parent')) {
      ask('omni-sandbox/navigate', { url: new URL(String(url), location.href).href });
      return null;
    }
    return open(url, target, features);
  };
})();
`;

/** The admin page's side: answers the iframe's token requests and shows its toasts. */
function adminScript(shopDomain: string, staff: StaffMember, appOrigin: string) {
  return `(() => {
    const appOrigin = ${scriptJson(appOrigin)};
    const frame = document.getElementById('app-frame');
    window.addEventListener('message', async (event) => {
      if (event.origin !== appOrigin || event.source !== frame.contentWindow) return;
      const data = event.data || {};
      if (data.type === 'omni-sandbox/id-token-request') {
        const response = await fetch(${scriptJson(`/shops/${shopDomain}/admin/session-token?staff=${staff.id}`)}, { method: 'POST' });
        const body = await response.json().catch(() => ({}));
        frame.contentWindow.postMessage({ type: 'omni-sandbox/id-token', requestId: data.requestId, token: body.token, error: body.error }, appOrigin);
      } else if (data.type === 'omni-sandbox/navigate') {
        const url = new URL(String(data.url));
        if (url.protocol === 'https:' || url.protocol === 'http:') window.location.assign(url.href);
      } else if (data.type === 'omni-sandbox/toast') {
        const toast = document.getElementById('toast');
        toast.textContent = data.message; toast.hidden = false;
        setTimeout(() => { toast.hidden = true; }, 3000);
      }
    });
  })();`;
}

export function registerEmbeddedAdminRoutes(
  app: FastifyInstance,
  world: ShopifyWorld,
  publicUrl: string,
) {
  app.get('/app-bridge.js', async (_request, reply) =>
    reply.type('application/javascript').header('cache-control', 'no-cache').send(APP_BRIDGE_SHIM),
  );

  const tokenFor = (shopDomain: string, staff: StaffMember) =>
    signSessionToken({
      shopDomain,
      apiKey: world.app.apiKey,
      apiSecret: world.app.apiSecret,
      userId: staff.id,
      sessionId: randomUUID(),
    });

  // The admin page asks here for each fresh token of the staff member signed in to it.
  app.post<{ Params: { shop: string }; Querystring: { staff?: string } }>(
    '/shops/:shop/admin/session-token',
    async (request, reply) => {
      const shop = world.shops.get(request.params.shop);
      if (!shop?.installation)
        return reply.code(404).send({ error: 'The app is not installed on this shop' });
      const staff = findStaffMember(request.query.staff);
      if (!staff) return reply.code(404).send({ error: 'No such staff member' });
      return { token: tokenFor(shop.domain, staff) };
    },
  );

  // Control: a session token as the admin would give the app, for any staff member.
  app.post<{ Params: { shop: string }; Body: { staff_id?: number | string } | undefined }>(
    '/control/shops/:shop/session-token',
    async (request, reply) => {
      const shop = world.shops.get(request.params.shop);
      if (!shop) return reply.code(404).send({ error: 'No such shop' });
      const staff = findStaffMember(request.body?.staff_id);
      if (!staff) return reply.code(404).send({ error: 'No such staff member' });
      return { token: tokenFor(shop.domain, staff), staff_id: staff.id };
    },
  );

  // admin/apps/<handle>[/<path>]: the admin chrome with the app in an iframe, as Shopify shows it.
  app.get<{
    Params: { shop: string; handle: string; '*': string };
    Querystring: Record<string, string | undefined>;
  }>('/shops/:shop/admin/apps/:handle/*', async (request, reply) => {
    const shop = world.shops.get(request.params.shop);
    const staff = findStaffMember(request.query.staff);
    if (!staff)
      return reply
        .code(404)
        .type('text/html')
        .send(page('Not found', '<main><section><h1>No such staff member</h1></section></main>'));
    if (!shop)
      return reply
        .code(404)
        .type('text/html')
        .send(page('Not found', '<main><section><h1>No such shop</h1></section></main>'));
    if (request.params.handle !== world.app.handle && request.params.handle !== world.app.apiKey)
      return reply
        .code(404)
        .type('text/html')
        .send(page('Not found', '<main><section><h1>No such app</h1></section></main>'));
    // who is signed in to this admin: each staff member has a page (and tokens) of their own
    const staffLinks = STAFF_MEMBERS.map((member) =>
      member.id === staff.id
        ? `<strong data-testid="admin-staff-current">${escapeHtml(member.name)}</strong>`
        : `<a style="color:#fff" data-testid="admin-staff-${member.id}" href="?staff=${member.id}">${escapeHtml(member.name)}</a>`,
    ).join(' · ');
    const chrome = (inner: string) =>
      `<header><strong>${escapeHtml(shop.name)}</strong><span class="badge">Sandbox admin</span><span>Staff: ${staffLinks}</span><a style="color:#fff" href="/">Control page</a></header>${inner}`;
    if (!shop.installation)
      return reply
        .type('text/html')
        .send(
          page(
            'Omni Dropshipping',
            chrome(
              `<main><section><h1>Omni Dropshipping is not installed on this shop</h1><p>Connect the shop from the app's "My channels" page first.</p></section></main>`,
            ),
          ),
        );
    const appPath = request.params['*'] ? `/${request.params['*']}` : '/app';
    // the admin passes the app its own query (a charge's charge_id, for instance) with the launch
    const { staff: _staff, ...passed } = request.query;
    const params: Record<string, string> = {
      ...Object.fromEntries(
        Object.entries(passed).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      ),
      embedded: '1',
      host: adminHost(publicUrl, shop.domain),
      id_token: tokenFor(shop.domain, staff),
      locale: 'en',
      session: randomUUID().replace(/-/g, ''),
      shop: shop.domain,
      timestamp: String(Math.floor(Date.now() / 1000)),
    };
    params.hmac = signQuery(params, world.app.apiSecret);
    const src = new URL(appPath, world.app.applicationUrl);
    for (const [name, value] of Object.entries(params)) src.searchParams.set(name, value);
    const appOrigin = new URL(world.app.applicationUrl).origin;
    return reply.type('text/html').send(
      page(
        `Omni Dropshipping · ${shop.name}`,
        chrome(`<div id="toast" hidden style="position:fixed;bottom:20px;left:50%;transform:translateX(-50%);background:#303030;color:#fff;padding:8px 16px;border-radius:8px"></div>
            <iframe id="app-frame" title="Omni Dropshipping" name="app-iframe" src="${escapeHtml(src.href)}" style="border:0;width:100%;height:calc(100vh - 44px)"></iframe>
            <script>${adminScript(shop.domain, staff, appOrigin)}</script>`),
        '<style>body{overflow:hidden}</style>',
      ),
    );
  });
  app.get<{ Params: { shop: string; handle: string } }>(
    '/shops/:shop/admin/apps/:handle',
    async (request, reply) =>
      reply.redirect(
        `/shops/${encodeURIComponent(request.params.shop)}/admin/apps/${encodeURIComponent(request.params.handle)}/`,
        302,
      ),
  );
}
