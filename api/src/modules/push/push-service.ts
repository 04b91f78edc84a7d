import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PUSH_PLATFORMS } from '@omni/shared/contracts/push';
import type {
  ChannelPushSetting,
  MultiSourcePush,
  PushRequest,
  PushResult,
} from '@omni/shared/contracts/push';
import { MessageKey, type FieldError } from '@omni/shared/errors';
import { listingQuotaCost } from '@omni/shared/plans';
import type { Database } from '../../db/database';
import { importListItems, pushEntries, sourcingImports, type StoreRow } from '../../db/schema';
import { badRequest, notFound } from '../../http/app-error';
import { consumeListingQuota } from './listing-quota';
import { PUSH_JOB, pushDedupeKey, type PushJobPayload } from './push-job';
import {
  entryViews,
  findListings,
  findProcessingEntries,
  findWorkplaceImports,
  findWorkplaceStores,
} from './push-repository';

const invalid = (field: string, message: FieldError['message'] = MessageKey.FieldInvalid) =>
  badRequest(MessageKey.ValidationFailed, [{ field, message }]);

interface Target {
  importId: string;
  store: StoreRow;
  setting: ChannelPushSetting;
}

/** Publications chosen for a store must be its own sales channels (by id), with a known handle. */
function checkPublications(store: StoreRow, setting: ChannelPushSetting, index: number): void {
  const publications = setting.publications ?? [];
  if (publications.length === 0) return;
  if (store.platform !== 'shopify') throw invalid(`settings.${index}.publications`);
  const own = new Set(store.metadata.external_channels.map((c) => c.id));
  publications.forEach((p, i) => {
    if (!own.has(p.id)) throw invalid(`settings.${index}.publications.${i}.id`);
  });
}

/**
 * Push requests (spec 001 §5, §7): each product × store becomes a push entry and a queued job, in
 * one transaction with the LISTING_PRODUCTS units the new listings take; the call answers at once.
 * Another workplace's import or store is NOT_FOUND and nothing is queued.
 */
export function createPushService(app: FastifyInstance) {
  const { db } = app.ctx;

  async function queue(workplaceId: string, request: PushRequest): Promise<PushResult> {
    const importIds = request.product_package_ids;
    const imports = await findWorkplaceImports(db, workplaceId, importIds);
    if (imports.length !== importIds.length) throw notFound();
    const storeIds = [...new Set(request.settings.map((s) => s.store_id))];
    const stores = await findWorkplaceStores(db, workplaceId, storeIds);
    if (stores.length !== storeIds.length) throw notFound(MessageKey.StoreNotFound);
    const storeById = new Map(stores.map((s) => [s.id, s]));
    const wanted = new Set(importIds);

    const targets: Target[] = [];
    const seen = new Set<string>();
    request.settings.forEach((setting, index) => {
      const store = storeById.get(setting.store_id)!;
      if (!(PUSH_PLATFORMS as readonly string[]).includes(store.platform))
        throw invalid(`settings.${index}.store_id`);
      checkPublications(store, setting, index);
      const listed = [...(setting.push ?? []), ...(setting.update ?? [])];
      for (const id of listed) if (!wanted.has(id)) throw invalid(`settings.${index}.push`);
      // a channel without lists takes every product; the server decides push or update below
      const ids = setting.push === undefined && setting.update === undefined ? importIds : listed;
      for (const importId of ids) {
        const key = `${importId}:${store.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        targets.push({ importId, store, setting });
      }
    });
    if (targets.length === 0) throw invalid('settings', MessageKey.FieldRequired);

    const listings = await findListings(db, importIds, storeIds);
    const listed = new Set(listings.map((l) => `${l.importListItemId}:${l.storeId}`));
    const importById = new Map(imports.map((i) => [i.id, i]));
    const now = app.ctx.now();

    const { quota, entryIds, created } = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      // a second click while the first push runs reuses its entries
      const running = await findProcessingEntries(tx, workplaceId, importIds);
      const runningByKey = new Map(
        running.map((e) => [`${e.importListItemId}:${e.storeId}`, e.id]),
      );
      const fresh = targets.filter((t) => !runningByKey.has(`${t.importId}:${t.store.id}`));
      const cost = fresh
        .filter((t) => !listed.has(`${t.importId}:${t.store.id}`))
        .reduce(
          (sum, t) =>
            sum + listingQuotaCost(importById.get(t.importId)!.variantCount, 'LISTING_PRODUCTS'),
          0,
        );
      const quotaState = await consumeListingQuota(tx, workplaceId, cost, now);
      const rows =
        fresh.length === 0
          ? []
          : await tx
              .insert(pushEntries)
              .values(
                fresh.map((t) => {
                  const item = importById.get(t.importId)!;
                  const isNew = !listed.has(`${t.importId}:${t.store.id}`);
                  return {
                    workplaceId,
                    importListItemId: t.importId,
                    storeId: t.store.id,
                    mode: isNew ? 'push' : 'update',
                    publications: (t.setting.publications ?? []).filter((p) => p.id),
                    settings: {
                      is_publish: t.setting.settings.is_publish,
                      allow_sell_out_of_stock: t.setting.settings.allow_sell_out_of_stock,
                      sync_order: t.setting.settings.sync_order,
                    },
                    quotaCost: isNew ? listingQuotaCost(item.variantCount, 'LISTING_PRODUCTS') : 0,
                    title: item.title,
                    image: item.images[0]?.url ?? null,
                    createdAt: now,
                    updatedAt: now,
                  };
                }),
              )
              .returning({ id: pushEntries.id });
      for (const row of rows)
        await app.jobs.enqueue(
          {
            job: PUSH_JOB,
            payload: { entryId: row.id } satisfies PushJobPayload,
            dedupeKey: pushDedupeKey(row.id),
            workplaceId,
          },
          tx,
        );
      const ids = targets.map((t) => runningByKey.get(`${t.importId}:${t.store.id}`) ?? '');
      let next = 0;
      const all = ids.map((id) => id || rows[next++]!.id);
      return { quota: quotaState, entryIds: all, created: rows.map((r) => r.id) };
    });

    const entries = await entryViews(db, workplaceId, entryIds);
    for (const entry of entries)
      if (created.includes(entry.id)) app.realtime.publish(workplaceId, 'push-entry', entry);
    return {
      product_package_ids: importIds.map((id) => ({
        product_package_id: id,
        split_product_package_ids: [],
      })),
      request_product_push: created.length,
      total_push: importIds.length,
      usage: quota.usage,
      limit: quota.limit,
      failed: {},
      entries,
    };
  }

  return {
    queue,

    /**
     * Multi-source push (001 §3): import-list ids, or supplier products already imported (found by
     * source and id); products not in the workplace go to `failed`. Without products: every import.
     */
    async queueAll(workplaceId: string, body: MultiSourcePush): Promise<PushResult> {
      const failed: Record<string, string> = {};
      let ids: string[];
      if (!body.products) {
        const rows = await db
          .select({ id: importListItems.id })
          .from(importListItems)
          .where(eq(importListItems.workplaceId, workplaceId))
          .orderBy(desc(importListItems.createdAt))
          .limit(500);
        ids = rows.map((r) => r.id);
      } else {
        const direct = body.products.filter((p) => p.source === 'import').map((p) => p.product_id);
        const own = await findWorkplaceImports(
          db,
          workplaceId,
          direct.filter((id) => /^[0-9a-f-]{36}$/i.test(id)),
        );
        const ownIds = new Set(own.map((i) => i.id));
        for (const id of direct) if (!ownIds.has(id)) failed[id] = MessageKey.NotFound;
        const supplier = body.products.filter((p) => p.source !== 'import');
        const imported =
          supplier.length === 0
            ? []
            : await db
                .select({
                  id: sourcingImports.importListItemId,
                  source: sourcingImports.source,
                  sourceProductId: sourcingImports.sourceProductId,
                })
                .from(sourcingImports)
                .where(
                  and(
                    eq(sourcingImports.workplaceId, workplaceId),
                    inArray(
                      sourcingImports.sourceProductId,
                      supplier.map((p) => p.product_id),
                    ),
                  ),
                );
        const bySource = new Map(imported.map((i) => [`${i.source}:${i.sourceProductId}`, i.id]));
        const supplierIds: string[] = [];
        for (const p of supplier) {
          const id = bySource.get(`${p.source}:${p.product_id}`);
          if (id) supplierIds.push(id);
          else failed[p.product_id] = MessageKey.DataNotFound;
        }
        ids = [...new Set([...ownIds, ...supplierIds])];
      }
      if (ids.length === 0) {
        const quota = await consumeListingQuota(db, workplaceId, 0, app.ctx.now());
        return {
          product_package_ids: [],
          request_product_push: 0,
          total_push: 0,
          usage: quota.usage,
          limit: quota.limit,
          failed,
          entries: [],
        };
      }
      const result = await queue(workplaceId, {
        product_package_ids: ids,
        settings: body.settings.map((s) => ({ ...s })),
      });
      return { ...result, failed };
    },

    entries: (workplaceId: string, ids: string[]) => entryViews(db, workplaceId, ids),
  };
}

export type PushService = ReturnType<typeof createPushService>;
