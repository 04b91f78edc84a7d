import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { unauthorized } from '../../http/app-error';
import { ok, responses } from '../../http/envelope';
import { keepRawJsonBodies } from '../../http/raw-body';
import {
  PaymentSignatureError,
  type ProviderEvent,
  type PaymentProvider,
} from '../../integrations/payments/payment-provider';
import { PAYMENT_JOBS, type PaymentWebhookPayload } from './payment-jobs';

/**
 * POST /webhooks/stripe — the endpoint registered with Stripe (and the stand-in). The
 * `Stripe-Signature` is checked over the exact bytes before anything is written: missing, foreign,
 * altered or stale → 401. A verified event is queued once per event id and answered at once
 * (Stripe wants a quick 2xx and retries otherwise); the job records what became of the checkout.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncTypebox<{ provider: PaymentProvider }> = async (
  app,
  { provider },
) => {
  keepRawJsonBodies(app, 1024 * 1024);

  app.post(
    '/webhooks/stripe',
    {
      schema: {
        tags: ['payments'],
        description: 'Stripe webhook events (checkout.session.*), signed with the endpoint secret.',
        headers: Type.Object({
          'stripe-signature': Type.Optional(Type.String({ maxLength: 2000 })),
        }),
        response: responses(Type.Object({ queued: Type.Boolean() })),
      },
    },
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      let event: ProviderEvent | null;
      try {
        event = provider.parseWebhook(raw, request.headers['stripe-signature']);
      } catch (error) {
        if (error instanceof PaymentSignatureError) {
          request.log.warn({ reason: error.message }, 'Stripe webhook refused');
          throw unauthorized();
        }
        throw error;
      }
      // event types we do not use are acknowledged, or Stripe would keep retrying them
      if (!event) return ok({ queued: false });
      await app.jobs.enqueue({
        job: PAYMENT_JOBS.webhook,
        payload: { provider: provider.key, event } satisfies PaymentWebhookPayload,
        dedupeKey: `${provider.key}:webhook:${event.id}`,
      });
      return ok({ queued: true });
    },
  );
};
