import { and, eq, inArray } from 'drizzle-orm';
import type { PushEntry } from '@omni/shared/contracts/push';
import type { Database } from '../../db/database';
import { queueWaitingAutoFulfilment } from '../orders/auto-fulfilment/waiting-orders';
import {
  importListItems,
  importPushMarks,
  productCenterItems,
  pushEntries,
  storeListings,
  stores,
  storeVariantLinks,
  workplaces,
  type StoreRow,
} from '../../db/schema';
import type { VariantLink } from './push-product';

export type PushEntryRow = typeof pushEntries.$inferSelect;
export type StoreListingRow = typeof storeListings.$inferSelect;

/** Imports of the workplace among `ids` (others are simply absent: the caller answers 404). */
export function findWorkplaceImports(db: Database, workplaceId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(importListItems)
    .where(and(eq(importListItems.workplaceId, workplaceId), inArray(importListItems.id, ids)));
}

/** Stores of the workplace among `ids`. */
export function findWorkplaceStores(
  db: Database,
  workplaceId: string,
  ids: string[],
): Promise<StoreRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(stores)
    .where(and(eq(stores.workplaceId, workplaceId), inArray(stores.id, ids)));
}

export function findListings(db: Database, importIds: string[], storeIds: string[]) {
  if (importIds.length === 0 || storeIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(storeListings)
    .where(
      and(
        inArray(storeListings.importListItemId, importIds),
        inArray(storeListings.storeId, storeIds),
      ),
    );
}

/** Entries still processing for these imports and stores (a second click reuses them). */
export function findProcessingEntries(db: Database, workplaceId: string, importIds: string[]) {
  if (importIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(pushEntries)
    .where(
      and(
        eq(pushEntries.workplaceId, workplaceId),
        eq(pushEntries.status, 'processing'),
        inArray(pushEntries.importListItemId, importIds),
      ),
    );
}

/** Entries as the progress panel shows them (001 §3 "Push-process entry"). */
export async function entryViews(
  db: Database,
  workplaceId: string,
  ids: string[],
): Promise<PushEntry[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ entry: pushEntries, store: stores, listing: storeListings })
    .from(pushEntries)
    .innerJoin(stores, eq(stores.id, pushEntries.storeId))
    .leftJoin(
      storeListings,
      and(
        eq(storeListings.importListItemId, pushEntries.importListItemId),
        eq(storeListings.storeId, pushEntries.storeId),
      ),
    )
    .where(and(eq(pushEntries.workplaceId, workplaceId), inArray(pushEntries.id, ids)));
  const byId = new Map(rows.map((row) => [row.entry.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { entry, store, listing } = row;
    return [
      {
        id: entry.id,
        channel: store.platform as PushEntry['channel'],
        store_id: store.id,
        store_name: store.domain,
        status: entry.status as PushEntry['status'],
        image: entry.image,
        title: entry.title,
        productName: entry.title,
        product_package_id: entry.importListItemId,
        product_id: listing?.storeProductId ?? null,
        error: entry.error ? { code: entry.error.code, fields: entry.error.fields ?? [] } : null,
        optimization: entry.optimization as PushEntry['optimization'],
        updated_at: entry.updatedAt.toISOString(),
      },
    ];
  });
}

/** Saves the store's product id the moment the store answers (before anything else can fail). */
export async function saveListingId(
  db: Database,
  input: {
    importListItemId: string;
    storeId: string;
    workplaceId: string;
    storeProductId: string;
    externalKey: string;
    adminUrl: string;
    at: Date;
  },
): Promise<void> {
  await db
    .insert(storeListings)
    .values({ ...input, pushedAt: input.at, updatedAt: input.at })
    .onConflictDoUpdate({
      target: [storeListings.importListItemId, storeListings.storeId],
      set: { storeProductId: input.storeProductId, updatedAt: input.at },
    });
}

/**
 * Which supplier variant each variant of a store product sells (replacing what it sold before),
 * in the caller's transaction; with it, when automatic fulfilment is on, the re-evaluation of the
 * orders that arrived while it was on and waited for these variants' mapping (ADR 039).
 */
export async function linkStoreVariants(
  tx: Database,
  input: {
    workplaceId: string;
    storeId: string;
    storeProductId: string;
    importListItemId: string;
    source: string;
    sourceProductId: string;
    variants: VariantLink[];
    at: Date;
  },
): Promise<void> {
  const { storeId, storeProductId } = input;
  await tx
    .delete(storeVariantLinks)
    .where(
      and(
        eq(storeVariantLinks.storeId, storeId),
        eq(storeVariantLinks.storeProductId, storeProductId),
      ),
    );
  if (input.variants.length === 0) return;
  await tx.insert(storeVariantLinks).values(
    input.variants.map((v) => ({
      storeId,
      storeVariantId: v.storeVariantId,
      storeProductId,
      importListItemId: input.importListItemId,
      source: input.source,
      sourceProductId: input.sourceProductId,
      supplierVariantId: v.supplierVariantId,
    })),
  );
  await queueWaitingAutoFulfilment(tx, input.workplaceId, {
    trigger: `push:${storeId}:${storeProductId}:${input.at.getTime()}`,
    arrivedWhileOn: true,
    variants: { storeId, variantIds: input.variants.map((v) => v.storeVariantId) },
  });
}

/**
 * After a successful push, in one transaction: the listing with its admin link, the product-center
 * item it became (mapped to the store product), the pushed marks per channel, and which supplier
 * variant each store variant sells.
 */
export async function recordPushSuccess(
  tx: Database,
  input: {
    entry: PushEntryRow;
    storeProductId: string;
    externalKey: string;
    adminUrl: string;
    platform: string;
    source: string;
    sourceProductId: string;
    variants: VariantLink[];
    /** Mark channels now published (the store's platform included) and now unpublished. */
    published: string[];
    unpublished: string[];
    at: Date;
  },
): Promise<void> {
  const { entry, at } = input;
  await saveListingId(tx, {
    importListItemId: entry.importListItemId,
    storeId: entry.storeId,
    workplaceId: entry.workplaceId,
    storeProductId: input.storeProductId,
    externalKey: input.externalKey,
    adminUrl: input.adminUrl,
    at,
  });
  const [listing] = await tx
    .select()
    .from(storeListings)
    .where(
      and(
        eq(storeListings.importListItemId, entry.importListItemId),
        eq(storeListings.storeId, entry.storeId),
      ),
    );
  let centerId = listing?.productCenterItemId ?? null;
  if (centerId) {
    await tx
      .update(productCenterItems)
      .set({ title: entry.title, platformProductId: input.storeProductId })
      .where(eq(productCenterItems.id, centerId));
  } else {
    const [center] = await tx
      .insert(productCenterItems)
      .values({
        workplaceId: entry.workplaceId,
        storeId: entry.storeId,
        title: entry.title,
        platformProductId: input.storeProductId,
        createdAt: at,
      })
      .returning({ id: productCenterItems.id });
    centerId = center!.id;
  }
  await tx
    .update(storeListings)
    .set({ productCenterItemId: centerId, adminUrl: input.adminUrl, updatedAt: at })
    .where(
      and(
        eq(storeListings.importListItemId, entry.importListItemId),
        eq(storeListings.storeId, entry.storeId),
      ),
    );

  for (const channel of input.published)
    await tx
      .insert(importPushMarks)
      .values({
        importListItemId: entry.importListItemId,
        workplaceId: entry.workplaceId,
        storeId: entry.storeId,
        channel,
        storeProductId: input.storeProductId,
        pushedAt: at,
      })
      .onConflictDoUpdate({
        target: [
          importPushMarks.importListItemId,
          importPushMarks.storeId,
          importPushMarks.channel,
        ],
        set: { storeProductId: input.storeProductId, pushedAt: at },
      });
  if (input.unpublished.length > 0)
    await tx
      .delete(importPushMarks)
      .where(
        and(
          eq(importPushMarks.importListItemId, entry.importListItemId),
          eq(importPushMarks.storeId, entry.storeId),
          inArray(importPushMarks.channel, input.unpublished),
        ),
      );

  await linkStoreVariants(tx, {
    workplaceId: entry.workplaceId,
    storeId: entry.storeId,
    storeProductId: input.storeProductId,
    importListItemId: entry.importListItemId,
    source: input.source,
    sourceProductId: input.sourceProductId,
    variants: input.variants,
    at,
  });
  await tx
    .update(pushEntries)
    .set({ status: 'success', error: null, updatedAt: at })
    .where(eq(pushEntries.id, entry.id));
}

/**
 * A store deleted a product we pushed there: nothing is mapped to it any more. Its listing, its
 * pushed marks in that store, its variant links (an order line of it is then unmapped) and its
 * product-center item go, in one transaction; the import stays in the import list, and a later
 * push creates a new store product. Whether anything was mapped to it.
 */
export async function unmapStoreProduct(
  db: Database,
  target: { workplaceId: string; storeId: string; storeProductId: string },
): Promise<boolean> {
  const { workplaceId, storeId, storeProductId } = target;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const listings = await tx
      .delete(storeListings)
      .where(
        and(
          eq(storeListings.workplaceId, workplaceId),
          eq(storeListings.storeId, storeId),
          eq(storeListings.storeProductId, storeProductId),
        ),
      )
      .returning();
    if (listings.length === 0) return false;
    const imports = listings.map((l) => l.importListItemId);
    const items = listings.flatMap((l) => (l.productCenterItemId ? [l.productCenterItemId] : []));
    const marks = [
      eq(importPushMarks.storeId, storeId),
      inArray(importPushMarks.importListItemId, imports),
    ];
    await tx.delete(importPushMarks).where(and(...marks));
    const links = [
      eq(storeVariantLinks.storeId, storeId),
      eq(storeVariantLinks.storeProductId, storeProductId),
    ];
    await tx.delete(storeVariantLinks).where(and(...links));
    const centre = [
      eq(productCenterItems.workplaceId, workplaceId),
      inArray(productCenterItems.id, items),
    ];
    if (items.length > 0) await tx.delete(productCenterItems).where(and(...centre));
    return true;
  });
}

export async function markEntryFailed(
  db: Database,
  entryId: string,
  error: NonNullable<PushEntryRow['error']>,
  at: Date,
): Promise<void> {
  await db
    .update(pushEntries)
    .set({ status: 'error', error, updatedAt: at })
    .where(and(eq(pushEntries.id, entryId), eq(pushEntries.status, 'processing')));
}

/** Owner of the workplace (the quick-start guide is the owner's account). */
export async function workplaceOwner(db: Database, workplaceId: string): Promise<string | null> {
  const [row] = await db
    .select({ ownerId: workplaces.ownerId })
    .from(workplaces)
    .where(eq(workplaces.id, workplaceId));
  return row?.ownerId ?? null;
}
