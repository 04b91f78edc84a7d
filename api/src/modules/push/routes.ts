import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  bulkUpdateAndPushEndpoint,
  createReviewEndpoint,
  getAutomationPushEndpoint,
  getChannelPreferencesEndpoint,
  mappedListingsEndpoint,
  productCenterListingsEndpoint,
  notShowReviewEndpoint,
  podBulkUpdateAndPushEndpoint,
  podPushAllMultipleChannelEndpoint,
  pushAllMultipleChannelEndpoint,
  pushEntriesEndpoint,
  pushMultipleChannelEndpoint,
  pushSingleEndpoint,
  REVIEW_PUSH_TRIGGER_CHANNELS,
  reviewPromptEndpoint,
  tiktokPrerequisitesEndpoint,
  tiktokWarehousesEndpoint,
  updateAutomationPushEndpoint,
  updateChannelPreferencesEndpoint,
  updateReviewEndpoint,
  verifyReviewEndpoint,
  type PushResult,
} from '@omni/shared/contracts/push';
import { MessageKey } from '@omni/shared/errors';
import { and, eq } from 'drizzle-orm';
import { stores } from '../../db/schema';
import { endpointRoute } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { currentSession, currentWorkplaceId } from '../../plugins/auth';
import { apiBaseOf } from '../catalogue/media-urls';
import { listMappedListings, listProductCenterListings } from './mapped-listings';
import { createPushService } from './push-service';
import {
  getAutomationPush,
  getChannelPreferences,
  updateAutomationPush,
  updateChannelPreferences,
} from './push-settings';
import {
  addReviewTrigger,
  createReview,
  notShowReview,
  promptState,
  updateReview,
  verifyReviewer,
} from './review-prompt';

/** Push to stores and sales channels, Smart Push, TikTok prerequisites, review prompt (issue 10). */
export const pushRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  const service = createPushService(app);
  const now = () => app.ctx.now();
  const userOf = (request: FastifyRequest) => currentSession(request).userId;

  /**
   * 001 §4: a push to at least 3 channels, Shopify among them, is a product_push trigger. Channels
   * are the stores pushed to and the sales channels chosen on them.
   */
  const answer = async (
    request: FastifyRequest,
    result: PushResult,
    settings: ReadonlyArray<{ publications?: readonly unknown[] }>,
  ) => {
    const storesPushed = new Set(result.entries.map((e) => e.store_id)).size;
    const salesChannels = settings.reduce((n, s) => n + (s.publications?.length ?? 0), 0);
    const shopify = result.entries.some((e) => e.channel === 'shopify');
    if (shopify && storesPushed + salesChannels >= REVIEW_PUSH_TRIGGER_CHANNELS)
      await addReviewTrigger(db, userOf(request), 'product_push');
    return ok(result);
  };

  endpointRoute(app, pushMultipleChannelEndpoint, async ({ body }, request) =>
    answer(request, await service.queue(currentWorkplaceId(request), body), body.settings),
  );
  endpointRoute(app, pushSingleEndpoint, async ({ body }, request) =>
    answer(
      request,
      await service.queue(currentWorkplaceId(request), {
        product_package_ids: [body.product_package_id],
        settings: body.settings,
      }),
      body.settings,
    ),
  );
  endpointRoute(app, pushAllMultipleChannelEndpoint, async ({ body }, request) => {
    const { result, settings } = await service.queueAll(currentWorkplaceId(request), body);
    return answer(request, result, settings);
  });
  endpointRoute(app, podPushAllMultipleChannelEndpoint, async ({ body }, request) => {
    const queued = await service.queueAll(currentWorkplaceId(request), { ...body, type: 'pod' });
    return answer(request, queued.result, queued.settings);
  });
  // the editor's save and push; the pod path is the same call for print-on-demand products
  for (const endpoint of [bulkUpdateAndPushEndpoint, podBulkUpdateAndPushEndpoint])
    endpointRoute(app, endpoint, async ({ body }, request) => {
      const workplaceId = currentWorkplaceId(request);
      const result = await service.updateAndQueue(workplaceId, body, apiBaseOf(request));
      await answer(request, result, body.settings);
      return ok(result);
    });
  endpointRoute(app, pushEntriesEndpoint, async ({ query }, request) => {
    const ids = (query.ids ?? '').split(',').filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    return ok({ items: await service.entries(currentWorkplaceId(request), ids) });
  });

  endpointRoute(app, getChannelPreferencesEndpoint, async (_input, request) =>
    ok(await getChannelPreferences(db, currentWorkplaceId(request))),
  );
  endpointRoute(app, updateChannelPreferencesEndpoint, async ({ body }, request) =>
    ok(
      await updateChannelPreferences(db, currentWorkplaceId(request), body, now()),
      MessageKey.SaveSuccess,
    ),
  );
  endpointRoute(app, mappedListingsEndpoint, async ({ query }, request) =>
    ok(await listMappedListings(db, currentWorkplaceId(request), listingPage(query))),
  );
  endpointRoute(app, productCenterListingsEndpoint, async ({ query }, request) =>
    ok(await listProductCenterListings(db, currentWorkplaceId(request), listingPage(query))),
  );
  endpointRoute(app, getAutomationPushEndpoint, async (_input, request) =>
    ok(await getAutomationPush(db, currentWorkplaceId(request))),
  );
  endpointRoute(app, updateAutomationPushEndpoint, async ({ body }, request) =>
    ok(
      await updateAutomationPush(db, currentWorkplaceId(request), body, now()),
      MessageKey.SaveSuccess,
    ),
  );

  // TikTok Shop cannot be connected yet: what is observed is "no TikTok store", nothing invented
  const tiktokStores = (workplaceId: string) =>
    db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.workplaceId, workplaceId), eq(stores.platform, 'tiktok')));
  endpointRoute(app, tiktokPrerequisitesEndpoint, async (_input, request) => {
    const connected = (await tiktokStores(currentWorkplaceId(request))).length > 0;
    return ok({ connected, ready: false, missing: connected ? ['warehouse'] : ['store'] });
  });
  endpointRoute(app, tiktokWarehousesEndpoint, async () => ok({ warehouses: [] }));

  endpointRoute(app, reviewPromptEndpoint, async (_input, request) =>
    ok(await promptState(db, userOf(request), now())),
  );
  endpointRoute(app, createReviewEndpoint, async ({ body }, request) =>
    ok(await createReview(db, userOf(request), body, now()), MessageKey.SaveSuccess),
  );
  endpointRoute(app, updateReviewEndpoint, async ({ params, body }, request) =>
    ok(await updateReview(db, userOf(request), params.id, body, now()), MessageKey.SaveSuccess),
  );
  endpointRoute(app, notShowReviewEndpoint, async ({ body }, request) =>
    ok(await notShowReview(db, userOf(request), now(), body.forever ?? false)),
  );
  endpointRoute(app, verifyReviewEndpoint, async (_input, request) =>
    ok(await verifyReviewer(db, userOf(request))),
  );
};

/** The page and store of a product-center list's query (GET center/products/listings/…). */
function listingPage(query: { page?: number; page_size?: number; store_id?: string }) {
  return {
    page: query.page ?? 1,
    pageSize: query.page_size ?? 20,
    ...(query.store_id ? { storeId: query.store_id } : {}),
  };
}
