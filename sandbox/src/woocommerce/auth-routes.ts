import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiKey } from './model';
import { STORE } from './seed';
import type { WooWorld } from './world';

const SCOPES: Record<string, ApiKey['permissions']> = {
  read: 'read',
  write: 'write',
  read_write: 'read_write',
};
const SCOPE_TEXT: Record<ApiKey['permissions'], string> = {
  read: 'View coupons, customers, orders, products and reports',
  write: 'Create webhooks, coupons, customers, orders and products',
  read_write: 'View and manage coupons, customers, orders, products, reports and webhooks',
};

interface AuthQuery {
  app_name?: string;
  scope?: string;
  user_id?: string;
  return_url?: string;
  callback_url?: string;
}

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f0f0f1;color:#1d2327;margin:0}
main{max-width:480px;margin:3rem auto;background:#fff;border:1px solid #c3c4c7;padding:1.5rem 2rem}
h1{font-size:1.3rem} .badge{background:#fde68a;border-radius:4px;padding:2px 6px;font-size:.75rem}
ul{padding-left:1.2rem} .actions{display:flex;gap:.75rem;margin-top:1.5rem}
a.button,button{padding:.5rem 1rem;border-radius:3px;border:1px solid #2271b1;font-size:1rem;cursor:pointer;text-decoration:none}
button.primary{background:#2271b1;color:#fff} a.button{color:#2271b1;background:#f6f7f7}
.error{border-left:4px solid #d63638;padding:.5rem 1rem;background:#fcf0f1}</style></head>
<body><main>${body}</main></body></html>`;
}

function errorPage(reply: FastifyReply, status: number, message: string) {
  return reply
    .code(status)
    .type('text/html')
    .send(
      page(
        'WooCommerce › Error',
        `<h1>${escapeHtml(STORE.name)}</h1><p class="error">Error: ${escapeHtml(message)}</p>`,
      ),
    );
}

/** WooCommerce requires an SSL callback; the sandbox also accepts local addresses. */
function callbackAllowed(url: URL): boolean {
  return url.protocol === 'https:' || ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** Checks the documented parameters; returns the problem, if any (WC_Auth::make_validation). */
function problem(query: AuthQuery): string | null {
  for (const name of ['app_name', 'scope', 'user_id', 'return_url', 'callback_url'] as const)
    if (!query[name]) return `${name} is required`;
  if (!SCOPES[query.scope!]) return 'Invalid scope';
  for (const name of ['return_url', 'callback_url'] as const) {
    try {
      const url = new URL(query[name]!);
      if (name === 'callback_url' && !callbackAllowed(url))
        return 'The callback_url needs to be over SSL';
    } catch {
      return `${name} is not a valid URL`;
    }
  }
  return null;
}

function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

/**
 * The wc-auth key exchange (WooCommerce REST API docs, "Authentication endpoint"): the app sends
 * the merchant to /wc-auth/v1/authorize; on Approve the store creates a REST key, POSTs it as
 * JSON to callback_url and redirects to return_url (success=1&user_id=…); on Deny it redirects
 * with success=0. The store admin is taken as signed in.
 */
export function registerAuthRoutes(app: FastifyInstance, world: WooWorld) {
  app.get<{ Querystring: AuthQuery }>('/wc-auth/v1/authorize', async (request, reply) => {
    const query = request.query;
    const bad = problem(query);
    if (bad) return errorPage(reply, 400, bad);
    const scope = SCOPES[query.scope!]!;
    const hidden = (['app_name', 'scope', 'user_id', 'return_url', 'callback_url'] as const)
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query[name]!)}">`)
      .join('');
    const deny = `/wc-auth/v1/access_denied?${new URLSearchParams(query as Record<string, string>).toString()}`;
    return reply.type('text/html').send(
      page(
        'WooCommerce › Connect',
        `<h1>${escapeHtml(STORE.name)} <span class="badge">Sandbox</span></h1>
<p><strong>${escapeHtml(query.app_name!)}</strong> would like to connect to your store.</p>
<p>This will give "${escapeHtml(query.app_name!)}" <strong>${scope.replace('_', '/')}</strong> access which will allow it to:</p>
<ul><li>${escapeHtml(SCOPE_TEXT[scope])}</li></ul>
<p>Logged in as ${escapeHtml(STORE.adminUser)}</p>
<form method="post" action="/wc-auth/v1/access_granted">${hidden}
<div class="actions"><button class="primary" type="submit" id="wc-auth-approve">Approve</button>
<a class="button" id="wc-auth-deny" href="${escapeHtml(deny)}">Deny</a></div></form>`,
      ),
    );
  });

  app.post<{ Body: AuthQuery }>('/wc-auth/v1/access_granted', async (request, reply) => {
    const input = request.body ?? {};
    const bad = problem(input);
    if (bad) return errorPage(reply, 400, bad);
    const key = world.issueKey(input.user_id!, input.app_name!, SCOPES[input.scope!]!);
    let delivered: boolean;
    try {
      const response = await fetch(input.callback_url!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          key_id: key.key_id,
          user_id: key.user_id,
          consumer_key: key.consumer_key,
          consumer_secret: key.consumer_secret,
          key_permissions: key.permissions,
        }),
        signal: AbortSignal.timeout(60_000),
      });
      await response.arrayBuffer();
      delivered = response.ok;
    } catch {
      delivered = false;
    }
    if (!delivered) {
      // WooCommerce deletes the key it could not hand over
      world.deleteKey(key.key_id);
      return errorPage(
        reply,
        401,
        'An error occurred in the request and at the time were unable to send the consumer data',
      );
    }
    return reply.redirect(withQuery(input.return_url!, { success: '1', user_id: input.user_id! }));
  });

  app.get<{ Querystring: AuthQuery }>('/wc-auth/v1/access_denied', async (request, reply) => {
    const bad = problem(request.query);
    if (bad) return errorPage(reply, 400, bad);
    return reply.redirect(
      withQuery(request.query.return_url!, { success: '0', user_id: request.query.user_id! }),
    );
  });
}
