import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { unauthorized } from '../../http/app-error';
import { ok, responses } from '../../http/envelope';
import { shopDomainOrNull } from '../../integrations/shopify/oauth';
import { SHOPIFY_JOBS, type WebhookJobPayload } from './shopify-jobs';
import type { ShopifyServices } from './shopify-services';

/**
 * Topics the endpoint accepts: the shop's subscriptions, the app's own (app_subscriptions/update
 * and app_purchases_one_time/update, declared in the app's configuration) and the mandatory
 * compliance topics.
 */
export const SHOPIFY_WEBHOOK_TOPICS = [
  'orders/create',
  'orders/updated',
  'products/delete',
  'app/uninstalled',
  'app_subscriptions/update',
  'app_purchases_one_time/update',
  'customers/data_request',
  'customers/redact',
  'shop/redact',
] as const;

/** The library gives the topic as ORDERS_CREATE (its storage form): back to orders/create. */
const topicNamed = (stored: string) =>
  SHOPIFY_WEBHOOK_TOPICS.find((topic) => topic.toUpperCase().replace(/[/.]/g, '_') === stored);

/**
 * POST /webhooks/shopify: the raw body's HMAC (X-Shopify-Hmac-Sha256) and the required headers
 * are checked by @shopify/shopify-api before anything is written; a bad or missing signature is
 * 401. A verified delivery is queued once per event (a redelivery finds its job by the dedupe key)
 * and answered at once — Shopify wants a 2xx within 5 s; the work runs in the job queue.
 */
export const shopifyWebhookRoutes: FastifyPluginAsyncTypebox<{
  services: ShopifyServices;
}> = async (app, { services }) => {
  // Only here: the signature is over the exact bytes, so the body stays a string.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 2 * 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/webhooks/shopify',
    {
      schema: {
        tags: ['shopify'],
        description:
          'Shopify webhook deliveries (orders, products/delete, app/uninstalled, app_subscriptions/update, app_purchases_one_time/update, compliance topics), signed with the app secret.',
        response: responses(Type.Object({ queued: Type.Boolean() })),
      },
    },
    async (request) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const check = await services.library.webhooks.validate({ rawBody, rawRequest: request.raw });
      if (!check.valid) throw unauthorized();
      const shop = shopDomainOrNull(services.library, check.domain);
      const topic = topicNamed(check.topic);
      if (!shop || !topic) return ok({ queued: false });
      const eventId = 'eventId' in check && check.eventId ? check.eventId : check.webhookId;
      await app.jobs.enqueue({
        job: SHOPIFY_JOBS.webhook,
        payload: { shop, topic, body: rawBody } satisfies WebhookJobPayload,
        dedupeKey: `shopify:webhook:${shop}:${topic}:${eventId}`,
      });
      return ok({ queued: true });
    },
  );
};
