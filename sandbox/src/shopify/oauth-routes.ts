import type { FastifyInstance } from 'fastify';
import { escapeHtml, page } from '../http/html';
import { adminHost } from './admin-host';
import { signQuery } from './webhook-signature';
import type { ShopifyWorld } from './world';

interface AuthorizeQuery {
  client_id?: string;
  scope?: string;
  redirect_uri?: string;
  state?: string;
  'grant_options[]'?: string;
}

function errorPage(
  reply: { code(n: number): { type(t: string): { send(b: string): unknown } } },
  message: string,
) {
  return reply
    .code(400)
    .type('text/html')
    .send(
      page(
        'Oauth error',
        `<main><section><h1>Oauth error invalid_request</h1><p>${escapeHtml(message)}</p></section></main>`,
      ),
    );
}

/**
 * Shopify's authorization code grant: GET /admin/oauth/authorize shows the install screen; Install
 * redirects to redirect_uri with code, hmac, host, shop, state and timestamp; the app then POSTs
 * the code to /admin/oauth/access_token for an offline token.
 */
export function registerOAuthRoutes(app: FastifyInstance, world: ShopifyWorld, publicUrl: string) {
  app.get<{ Params: { shop: string }; Querystring: AuthorizeQuery }>(
    '/shops/:shop/admin/oauth/authorize',
    async (request, reply) => {
      const { shop: domain } = request.params;
      const query = request.query;
      const shop = world.shops.get(domain);
      if (!shop) return errorPage(reply, `There is no shop ${domain} in the sandbox.`);
      if (query.client_id !== world.app.apiKey)
        return errorPage(reply, 'Invalid client_id: no app with this API key.');
      let redirect: URL;
      try {
        redirect = new URL(query.redirect_uri ?? '');
      } catch {
        return errorPage(reply, 'The redirect_uri is missing or not a URL.');
      }
      if (!world.app.redirectOrigins.includes(redirect.origin))
        return errorPage(
          reply,
          `The redirect_uri is not whitelisted (allowed: ${world.app.redirectOrigins.join(', ')}).`,
        );
      const scopes = (query.scope ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const hidden = (name: string, value: string) =>
        `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
      return reply.type('text/html').send(
        page(
          `Install app – ${shop.name}`,
          `<header><strong>${escapeHtml(shop.name)}</strong><span class="badge">Sandbox</span></header>
           <main><section>
             <h1>Install Omni Dropshipping</h1>
             <p>Omni Dropshipping will be able to:</p>
             <ul>${scopes.map((s) => `<li>${escapeHtml(s)}</li>`).join('') || '<li class="muted">no extra access</li>'}</ul>
             <form method="post" action="/shops/${encodeURIComponent(shop.domain)}/admin/oauth/authorize/confirm">
               ${hidden('redirect_uri', redirect.href)}${hidden('state', query.state ?? '')}${hidden('scope', scopes.join(','))}
               <button type="submit" data-testid="install-app">Install</button>
               <a class="muted" href="${escapeHtml(redirect.origin)}">Cancel</a>
             </form>
           </section></main>`,
        ),
      );
    },
  );

  app.post<{
    Params: { shop: string };
    Body: { redirect_uri?: string; state?: string; scope?: string };
  }>('/shops/:shop/admin/oauth/authorize/confirm', async (request, reply) => {
    const { shop: domain } = request.params;
    const shop = world.shops.get(domain);
    const redirectUri = request.body?.redirect_uri ?? '';
    let redirect: URL;
    try {
      redirect = new URL(redirectUri);
    } catch {
      return errorPage(reply, 'The redirect_uri is missing or not a URL.');
    }
    if (!shop || !world.app.redirectOrigins.includes(redirect.origin))
      return errorPage(reply, 'The install request is not valid.');
    const scopes = (request.body.scope ?? '').split(',').filter(Boolean);
    const params: Record<string, string> = {
      code: world.issueCode(shop.domain, scopes),
      host: adminHost(publicUrl, shop.domain),
      shop: shop.domain,
      state: request.body.state ?? '',
      timestamp: String(Math.floor(Date.now() / 1000)),
    };
    params.hmac = signQuery(params, world.app.apiSecret);
    for (const [name, value] of Object.entries(params)) redirect.searchParams.set(name, value);
    return reply.redirect(redirect.href, 302);
  });

  app.post<{
    Params: { shop: string };
    Body: { client_id?: string; client_secret?: string; code?: string };
  }>('/shops/:shop/admin/oauth/access_token', async (request, reply) => {
    const {
      client_id: clientId = '',
      client_secret: clientSecret = '',
      code = '',
    } = request.body ?? {};
    if (!world.shops.has(request.params.shop)) return reply.code(404).send({ errors: 'Not Found' });
    const installation = world.exchangeCode(request.params.shop, code, clientId, clientSecret);
    if (!installation)
      return reply.code(400).send({
        error: 'invalid_request',
        error_description: 'The authorization code was not found or was already used',
      });
    return { access_token: installation.accessToken, scope: installation.scopes.join(',') };
  });

  // The app gives up its access (REST, unversioned): the token dies and app/uninstalled is sent.
  app.delete<{ Params: { shop: string } }>(
    '/shops/:shop/admin/api_permissions/current.json',
    async (request, reply) => {
      const token = request.headers['x-shopify-access-token'];
      const shop = typeof token === 'string' ? world.shopForToken(token) : null;
      if (!shop || shop.domain !== request.params.shop)
        return reply.code(401).send({
          errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
        });
      world.uninstall(shop.domain);
      return {};
    },
  );
}
