import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  POD_SOURCE,
  SOURCING_SOURCES,
  type PodDesignInfo,
  type SourcingSource,
} from '@omni/shared/contracts';
import {
  DEFAULT_PUSH_SHIP_TO,
  markChannelForHandle,
  PUSH_PLATFORMS,
  TIKTOK_DEFAULT_DIMENSION,
  TIKTOK_DEFAULT_WEIGHT,
  PUSH_PRODUCTS_MAX,
  type BulkUpdateAndPush,
  type ChannelPushSetting,
  type MultiSourcePush,
  type PushRequest,
  type PushResult,
} from '@omni/shared/contracts/push';
import { MessageKey, type FieldError } from '@omni/shared/errors';
import { listingQuotaCost } from '@omni/shared/plans';
import type { Database } from '../../db/database';
import {
  importListItems,
  podDesigns,
  pushEntries,
  sourcingImports,
  type PushEntrySettings,
  type StoreRow,
} from '../../db/schema';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { updateProduct } from '../catalogue/product/service';
import { createBlankImporter } from '../pod/blank-import';
import { createSourceImporter } from '../sourcing/import-from-source';
import { checkQuota, consumeQuota } from '../quotas/quota-service';
import { consumeListingQuota } from './listing-quota';
import {
  OPTIMIZE_JOB,
  OPTIMIZE_MAX_ATTEMPTS,
  optimizeDedupeKey,
  type OptimizeJobPayload,
} from './optimize-job';
import { PUSH_JOB, pushDedupeKey, type PushJobPayload } from './push-job';
import {
  entryViews,
  findListings,
  findProcessingEntries,
  findWorkplaceImports,
  findWorkplaceStores,
} from './push-repository';
import { automationTargets, type ContentOptimization } from './smart-push';

const isUuid = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

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
 * The settings an entry's job pushes with: the publish flags, and TikTok's warehouse, weight and
 * dimensions as sent (001 §3 "Channel setting"). With the store's TikTok sales channel chosen,
 * a weight or dimensions left out are TikTok's defaults (001 §9: 1 kilogram, 1 × 1 × 1
 * centimetre), so a Smart Push or an API caller lists a package TikTok accepts.
 */
export function entrySettings(setting: Pick<ChannelPushSetting, 'settings' | 'publications'>) {
  const { is_publish, allow_sell_out_of_stock, sync_order, warehouse_id, weight, dimension } =
    setting.settings;
  const tiktok = (setting.publications ?? []).some(
    (p) => p.mode === 'publish' && markChannelForHandle(p.handle) === 'tiktok',
  );
  return {
    is_publish,
    allow_sell_out_of_stock,
    sync_order,
    ...(warehouse_id ? { warehouse_id } : {}),
    ...(weight ? { weight } : tiktok ? { weight: { ...TIKTOK_DEFAULT_WEIGHT } } : {}),
    ...(dimension ? { dimension } : tiktok ? { dimension: { ...TIKTOK_DEFAULT_DIMENSION } } : {}),
  } satisfies PushEntrySettings;
}

/**
 * Push requests (spec 001 §5, §7): each product × store becomes a push entry and a queued job, in
 * one transaction with the LISTING_PRODUCTS units the new listings take; the call answers at once.
 * Another workplace's import or store is NOT_FOUND and nothing is queued.
 */
export function createPushService(app: FastifyInstance) {
  const { db } = app.ctx;
  const importFromSource = createSourceImporter(app);
  const importBlank = createBlankImporter(app);

  /**
   * Queues the request's entries. With `optimize` (Smart Push), each product's entries wait for
   * one optimisation job, which queues their pushes once the content is written.
   */
  async function queue(
    workplaceId: string,
    request: PushRequest,
    optimize: ContentOptimization | null = null,
    designs: ReadonlyMap<string, PodDesignInfo> = new Map(),
  ): Promise<PushResult> {
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
      // a pod push's design goes with the import, so this push and every later one carry it (the
      // editor never edits it, so the version a save checks is left alone)
      for (const [importId, design] of designs)
        await tx
          .update(importListItems)
          .set({ designInfo: design })
          .where(
            and(eq(importListItems.id, importId), eq(importListItems.workplaceId, workplaceId)),
          );
      const fresh = targets.filter((t) => !runningByKey.has(`${t.importId}:${t.store.id}`));
      const cost = fresh
        .filter((t) => !listed.has(`${t.importId}:${t.store.id}`))
        .reduce(
          (sum, t) =>
            sum + listingQuotaCost(importById.get(t.importId)!.variantCount, 'LISTING_PRODUCTS'),
          0,
        );
      // a push of several products is a bulk publish (ADR 026), counted once per push
      if (new Set(importIds).size > 1 && fresh.length > 0)
        await consumeQuota(tx, { workplaceId, feature: 'BULK_PUBLISH_TO_STORE', now });
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
                    settings: entrySettings(t.setting),
                    quotaCost: isNew ? listingQuotaCost(item.variantCount, 'LISTING_PRODUCTS') : 0,
                    optimization: optimize ? 'pending' : null,
                    title: item.title,
                    image: item.images[0]?.url ?? null,
                    createdAt: now,
                    updatedAt: now,
                  };
                }),
              )
              .returning({ id: pushEntries.id, importId: pushEntries.importListItemId });
      if (optimize) {
        const byImport = new Map<string, string[]>();
        for (const row of rows)
          byImport.set(row.importId, [...(byImport.get(row.importId) ?? []), row.id]);
        for (const [importId, entryIds] of byImport) {
          await app.jobs.enqueue(
            {
              job: OPTIMIZE_JOB,
              payload: {
                workplaceId,
                importId,
                entryIds,
                ...optimize,
              } satisfies OptimizeJobPayload,
              dedupeKey: optimizeDedupeKey(entryIds[0]!),
              workplaceId,
              maxAttempts: OPTIMIZE_MAX_ATTEMPTS,
            },
            tx,
          );
        }
      } else {
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
      }
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

  /** Every import of the workplace, newest first (a push takes at most PUSH_PRODUCTS_MAX). */
  async function latestImports(workplaceId: string): Promise<string[]> {
    const rows = await db
      .select({ id: importListItems.id })
      .from(importListItems)
      .where(eq(importListItems.workplaceId, workplaceId))
      .orderBy(desc(importListItems.createdAt))
      .limit(PUSH_PRODUCTS_MAX);
    return rows.map((r) => r.id);
  }

  /**
   * The imports a multi-source push names: import-list ids of the workplace, and supplier
   * products, imported now when they are not yet (charged under IMPORT_PRODUCT like a card's
   * import). What cannot be had is written into `failed` (product id → error key).
   */
  async function importsOf(
    workplaceId: string,
    products: NonNullable<MultiSourcePush['products']>,
    failed: Record<string, string>,
    designed: Array<{ importId: string; productId: string; design: PodDesignInfo }>,
  ): Promise<string[]> {
    const direct = products.filter((p) => p.source === 'import').map((p) => p.product_id);
    const own = await findWorkplaceImports(db, workplaceId, direct.filter(isUuid));
    const ownIds = new Set(own.map((i) => i.id));
    for (const id of direct) if (!ownIds.has(id)) failed[id] = MessageKey.NotFound;
    const design = (importId: string, p: (typeof products)[number]) => {
      if (p.design_info)
        designed.push({ importId, productId: p.product_id, design: p.design_info });
    };
    for (const p of products)
      if (p.source === 'import' && ownIds.has(p.product_id)) design(p.product_id, p);

    const supplier = products.filter((p) => p.source !== 'import');
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
      const existing = bySource.get(`${p.source}:${p.product_id}`);
      if (existing) {
        supplierIds.push(existing);
        design(existing, p);
        continue;
      }
      // only sources read by id can be imported here (the extension's send the product itself),
      // and print-on-demand blanks pushed straight from the pod catalogue
      const blank = p.source === POD_SOURCE;
      if (!blank && !(SOURCING_SOURCES as readonly string[]).includes(p.source)) {
        failed[p.product_id] = MessageKey.DataNotFound;
        continue;
      }
      try {
        const shipTo = p.ship_to ?? DEFAULT_PUSH_SHIP_TO;
        const result = blank
          ? await importBlank({ workplaceId, blankId: p.product_id, shipTo })
          : await importFromSource({
              workplaceId,
              source: p.source as SourcingSource,
              productId: p.product_id,
              shipTo,
            });
        supplierIds.push(result.product_package_id);
        design(result.product_package_id, p);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        failed[p.product_id] = error.messageKey;
      }
    }
    return [...new Set([...ownIds, ...supplierIds])];
  }

  /**
   * The designs of a pod push that are the workplace's own saved designs (001 §3 design_info), by
   * import id: the placement as sent, the picture our own (its address is never the caller's).
   */
  async function ownDesigns(
    workplaceId: string,
    designed: ReadonlyArray<{ importId: string; design: PodDesignInfo }>,
  ): Promise<Map<string, PodDesignInfo>> {
    const ids = [...new Set(designed.map((d) => d.design.design_id).filter(isUuid))];
    const rows =
      ids.length === 0
        ? []
        : await db
            .select({ id: podDesigns.id, info: podDesigns.designInfo })
            .from(podDesigns)
            .where(and(eq(podDesigns.workplaceId, workplaceId), inArray(podDesigns.id, ids)));
    const pictureOf = new Map(rows.map((r) => [r.id, (r.info as PodDesignInfo).image_url]));
    const designs = new Map<string, PodDesignInfo>();
    for (const { importId, design } of designed) {
      const picture = pictureOf.get(design.design_id);
      if (picture) designs.set(importId, { ...design, image_url: picture });
    }
    return designs;
  }

  return {
    queue,

    /**
     * Multi-source push (001 §3): import-list ids, or supplier products, which are imported first
     * when they are not yet (the source path of a find-product card, 001 §4); what cannot be had
     * goes to `failed` with its error key. Without products: every import. With `automation`, the
     * targets and the content optimisation are the saved Smart Push settings. The stores are
     * checked before anything is imported.
     */
    async queueAll(
      workplaceId: string,
      body: MultiSourcePush,
    ): Promise<{ result: PushResult; settings: ChannelPushSetting[] }> {
      const automation = body.automation ? await automationTargets(db, workplaceId) : null;
      const settings = automation?.settings ?? body.settings;
      if (!settings) throw invalid('settings', MessageKey.FieldRequired);
      const storeIds = [...new Set(settings.map((s) => s.store_id))];
      if ((await findWorkplaceStores(db, workplaceId, storeIds)).length !== storeIds.length)
        throw notFound(MessageKey.StoreNotFound);

      // a bulk push on a plan without bulk publish is refused before anything is imported
      if (body.products && new Set(body.products.map((p) => p.product_id)).size > 1)
        await checkQuota(db, {
          workplaceId,
          feature: 'BULK_PUBLISH_TO_STORE',
          now: app.ctx.now(),
        });
      const failed: Record<string, string> = {};
      const designed: Array<{ importId: string; productId: string; design: PodDesignInfo }> = [];
      const found = body.products
        ? await importsOf(workplaceId, body.products, failed, designed)
        : await latestImports(workplaceId);
      // a product whose design is not the workplace's is not pushed (failed, like a missing one)
      const designs = await ownDesigns(workplaceId, designed);
      for (const d of designed)
        if (!designs.has(d.importId)) failed[d.productId] = MessageKey.NotFound;
      const ids = found.filter((id) => designs.has(id) || !designed.some((d) => d.importId === id));
      if (ids.length === 0) {
        const quota = await consumeListingQuota(db, workplaceId, 0, app.ctx.now());
        const result = {
          product_package_ids: [],
          request_product_push: 0,
          total_push: 0,
          usage: quota.usage,
          limit: quota.limit,
          failed,
          entries: [],
        };
        return { result, settings };
      }
      const result = await queue(
        workplaceId,
        { product_package_ids: ids, settings: settings.map((s) => ({ ...s })) },
        automation?.optimize ?? null,
        designs,
      );
      return { result: { ...result, failed }, settings };
    },

    /**
     * The editor's save and push (bulk-update-and-push-multiple-channel): the products and stores
     * are checked to be the workplace's before anything is saved, each product is saved at its
     * version (a conflict or a bad field stops the call before anything is queued), then pushed.
     */
    async updateAndQueue(workplaceId: string, body: BulkUpdateAndPush, apiBase: string) {
      const ids = body.products.map((p) => p.id);
      if (new Set(ids).size !== ids.length) throw invalid('products');
      if ((await findWorkplaceImports(db, workplaceId, ids)).length !== ids.length)
        throw notFound();
      const storeIds = [...new Set(body.settings.map((s) => s.store_id))];
      if ((await findWorkplaceStores(db, workplaceId, storeIds)).length !== storeIds.length)
        throw notFound(MessageKey.StoreNotFound);
      const designed = body.products.flatMap((p) =>
        p.design_info ? [{ importId: p.id, productId: p.id, design: p.design_info }] : [],
      );
      const designs = await ownDesigns(workplaceId, designed);
      // nothing is saved when a design is not the workplace's
      if (designs.size !== designed.length) throw notFound(MessageKey.DataNotFound);
      const products = [];
      for (const product of body.products)
        products.push(
          await updateProduct(db, workplaceId, product.id, product.update, apiBase, app.ctx.now()),
        );
      const result = await queue(
        workplaceId,
        { product_package_ids: ids, settings: body.settings },
        null,
        designs,
      );
      return { ...result, products };
    },

    entries: (workplaceId: string, ids: string[]) => entryViews(db, workplaceId, ids),
  };
}

export type PushService = ReturnType<typeof createPushService>;
