import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { subscriptions, type SubscriptionRow } from '../../db/schema';
import { activeAppSubscriptions } from '../../integrations/shopify/billing-operations';
import { PermanentJobError, type JobContext, type JobModule } from '../../jobs/job-types';
import { SUBSCRIPTION_JOBS, settleHooks } from './jobs';
import { toSubscriptionView } from './repository';
import { shopClientFor } from './shopify-shop-client';
import {
  applyShopifySubscriptionUpdate,
  endShopSubscriptions,
  parseAppSubscriptionUpdate,
  settleShopifySubscriptions,
} from './shopify-subscription-state';

/** Each workplace that subscribed hears that its subscription moved (the pages follow). */
function publish(app: FastifyInstance, rows: SubscriptionRow[]): void {
  const seen = new Set<string>();
  for (const row of rows)
    if (row.workplaceId && !seen.has(row.workplaceId)) {
      seen.add(row.workplaceId);
      app.realtime.publish(row.workplaceId, 'subscription-updated', toSubscriptionView(row));
    }
}

/**
 * The periods Shopify bills (currentPeriodEnd is not in the webhook): read from the shop's
 * currentAppInstallation.activeSubscriptions. Best effort — without them the state still moves.
 */
async function periodEnds(
  app: FastifyInstance,
  ctx: JobContext,
  shop: string,
  ownerId?: string,
): Promise<Map<string, Date | null>> {
  const client = await shopClientFor(app.ctx)(shop, ownerId);
  if (!client) return new Map();
  try {
    const active = await activeAppSubscriptions(client);
    return new Map(
      active.map((s) => [s.id, s.currentPeriodEnd ? new Date(s.currentPeriodEnd) : null]),
    );
  } catch (error) {
    ctx.log.warn({ err: error, shop }, 'Shopify active subscriptions not read');
    return new Map();
  }
}

/** app_subscriptions/update (a verified delivery): the subscription's status, then the plan. */
export async function onAppSubscriptionUpdate(
  app: FastifyInstance,
  ctx: JobContext,
  shop: string,
  payload: unknown,
): Promise<void> {
  const update = parseAppSubscriptionUpdate(payload);
  if (!update) throw new PermanentJobError('not an app_subscriptions/update payload');
  const applied = await applyShopifySubscriptionUpdate(
    ctx.db,
    update,
    ctx.now(),
    settleHooks(app),
    await periodEnds(app, ctx, shop),
  );
  if (applied.outcome === 'ignored') {
    ctx.log.info({ shop, id: update.id }, 'app subscription update not applied');
    return;
  }
  publish(app, applied.subscriptions);
}

/** The app was uninstalled: its subscriptions on the shop are over. */
export async function onShopUninstalled(
  app: FastifyInstance,
  ctx: JobContext,
  shop: string,
): Promise<void> {
  publish(app, await endShopSubscriptions(ctx.db, shop, ctx.now(), settleHooks(app)));
}

/**
 * A Shopify period ended: Shopify renews without a webhook, so the next period is read from
 * activeSubscriptions (quotas follow the paid period). Not renewed yet — the job tries again.
 */
export const shopifyBillingJobs: JobModule = (app) => {
  app.jobs.register(SUBSCRIPTION_JOBS.shopifyPeriod, async ({ subscriptionId }, ctx) => {
    const [row] = await ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    if (!row || row.provider !== 'shopify' || row.status === 'canceled' || !row.providerCustomerId)
      return;
    const ends = await periodEnds(app, ctx, row.providerCustomerId, row.ownerId);
    const next = ends.get(row.providerSubscriptionId);
    if (!next) return; // no longer billed: its own update ends it
    const changed = await ctx.db.transaction(async (trx) =>
      settleShopifySubscriptions(
        trx as unknown as Database,
        row.ownerId,
        ctx.now(),
        settleHooks(app),
        ends,
      ),
    );
    publish(app, changed);
    if (next <= ctx.now()) throw new Error('Shopify has not renewed the subscription yet');
  });
};
