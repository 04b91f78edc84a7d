import { and, eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { CATALOGUE_COUNTS_EVENT } from '@omni/shared/contracts/catalogue';
import { markChannelForHandle } from '@omni/shared/contracts/push';
import type { Database } from '../../db/database';
import { importListItems, pushEntries, stores, storeListings } from '../../db/schema';
import { PermanentJobError, type JobContext, type JobModule } from '../../jobs/job-types';
import { addCompletedQuickStartStep } from '../account/repository';
import { countCatalogue } from '../catalogue/repository';
import { markConnectionRevoked, findConnectionByStoreId } from '../shopify/repository';
import { shopifyServices, tokenContext } from '../shopify/shopify-services';
import { findConnection, setConnectionStatus } from '../woocommerce/woo-repository';
import { wooServiceFor } from '../woocommerce/woo-service';
import { wooSettings } from '../woocommerce/woo-settings';
import { classifyPushError, StoreDisconnectedError } from './push-errors';
import { releaseListingQuota } from './listing-quota';
import { registerOptimizeJob } from './optimize-job';
import { PUSH_JOB, PushJobPayloadSchema } from './push-job';
import { externalKeyOf, toPushProduct, type StorePushResult } from './push-product';
import {
  entryViews,
  markEntryFailed,
  recordPushSuccess,
  saveListingId,
  workplaceOwner,
} from './push-repository';
import { pushToShopify } from './shopify-push';
import { pushToWoo } from './woo-push';

/**
 * The job that pushes one entry: it reads the import as it is now, puts it into the store
 * (idempotently: the store's product id is saved the moment it is known, and looked up by our
 * key before creating), records the mapping, and reports the entry over realtime. Failures the
 * store will not change its mind about end the entry at once; rate limits and outages retry with
 * backoff until the last attempt.
 */
export const pushJobs: JobModule = (app) => {
  const { db, config } = app.ctx;
  const woo = wooServiceFor(app);
  // where stores fetch our images from (the API's public base, `/api` included)
  const { apiBaseUrl } = wooSettings(config);

  registerOptimizeJob(app);

  const publishEntry = async (workplaceId: string, entryId: string) => {
    const [view] = await entryViews(db, workplaceId, [entryId]);
    if (view) app.realtime.publish(workplaceId, 'push-entry', view);
  };

  app.jobs.register(PUSH_JOB, async (raw: unknown, ctx: JobContext) => {
    if (!Value.Check(PushJobPayloadSchema, raw)) throw new PermanentJobError('bad push payload');
    const [row] = await db
      .select({ entry: pushEntries, item: importListItems, store: stores })
      .from(pushEntries)
      .innerJoin(importListItems, eq(importListItems.id, pushEntries.importListItemId))
      .innerJoin(stores, eq(stores.id, pushEntries.storeId))
      .where(eq(pushEntries.id, raw.entryId));
    if (!row || row.entry.status !== 'processing') return; // gone, or already finished
    const { entry, item, store } = row;
    const [listing] = await db
      .select()
      .from(storeListings)
      .where(and(eq(storeListings.importListItemId, item.id), eq(storeListings.storeId, store.id)));
    const externalKey = listing?.externalKey ?? externalKeyOf(item.id, item.title);
    const product = toPushProduct(item, apiBaseUrl);
    const saveProductId = (storeProductId: string) =>
      saveListingId(db, {
        importListItemId: item.id,
        storeId: store.id,
        workplaceId: entry.workplaceId,
        storeProductId,
        externalKey,
        adminUrl: '',
        at: ctx.now(),
      });

    let result: StorePushResult;
    try {
      if (store.platform === 'shopify') {
        const connection = await findConnectionByStoreId(db, store.id);
        if (!connection || connection.status !== 'active') throw new StoreDisconnectedError();
        const services = shopifyServices(app.ctx);
        const client = services.client(
          connection.shopDomain,
          services.box.open(connection.accessTokenSealed, tokenContext(store.id)),
        );
        result = await pushToShopify(client, product, {
          shopDomain: connection.shopDomain,
          existingId: listing?.storeProductId ?? null,
          handle: externalKey,
          settings: entry.settings,
          publications: entry.publications,
          saveProductId,
        });
      } else {
        const connection = await findConnection(db, store.id);
        if (!connection || connection.status !== 'active') throw new StoreDisconnectedError();
        result = await pushToWoo(woo.clientForConnection(connection), product, {
          storeUrl: connection.storeUrl,
          existingId: listing?.storeProductId ?? null,
          sku: externalKey.toUpperCase(),
          settings: entry.settings,
          saveProductId,
        });
      }
    } catch (error) {
      const classified = classifyPushError(error);
      if (classified.revoked) {
        if (store.platform === 'shopify') await markConnectionRevoked(db, store.id, ctx.now());
        else await setConnectionStatus(db, store.id, 'revoked');
      }
      if (classified.transient && ctx.job.attempts < ctx.job.maxAttempts) throw error;
      ctx.log.warn({ err: error, entryId: entry.id, code: classified.error.code }, 'push failed');
      await markEntryFailed(db, entry.id, classified.error, ctx.now());
      await releaseListingQuota(db, entry.workplaceId, entry.quotaCost, ctx.now());
      await publishEntry(entry.workplaceId, entry.id);
      return;
    }

    const marks = entry.publications.map((p) => ({
      ...p,
      channel: markChannelForHandle(p.handle),
    }));
    await db.transaction(async (transaction) => {
      await recordPushSuccess(transaction as unknown as Database, {
        entry,
        storeProductId: result.storeProductId,
        externalKey,
        adminUrl: result.adminUrl,
        platform: store.platform,
        source: item.source,
        sourceProductId: item.sourceProductId,
        variants: result.variants,
        published: [
          store.platform,
          ...marks.filter((m) => m.channel && m.mode === 'publish').map((m) => m.channel!),
        ],
        unpublished: marks
          .filter((m) => m.channel && m.mode === 'unpublish')
          .map((m) => m.channel!),
        at: ctx.now(),
      });
    });
    const owner = await workplaceOwner(db, entry.workplaceId);
    if (owner) await addCompletedQuickStartStep(db, owner, 'PUSH_PRODUCT', ctx.now());
    await publishEntry(entry.workplaceId, entry.id);
    app.realtime.publish(
      entry.workplaceId,
      CATALOGUE_COUNTS_EVENT,
      await countCatalogue(db, entry.workplaceId),
    );
  });
};
