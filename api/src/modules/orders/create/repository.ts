import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  importListItems,
  orderAddresses,
  orderLineItems,
  orders,
  stores,
  storeVariantLinks,
} from '../../../db/schema';
import { writeOrderLog, type OrderActor } from '../order-log';

/** The workplace's store, or undefined (another workplace's, or none). */
export async function findOwnedStore(db: Database, workplaceId: string, storeId: string) {
  const [store] = await db
    .select({ id: stores.id, currency: stores.currency })
    .from(stores)
    .where(and(eq(stores.workplaceId, workplaceId), eq(stores.id, storeId)));
  return store;
}

/** The workplace's imports among `ids` (another workplace's are simply not found). */
export function ownedImports(db: Database, workplaceId: string, ids: readonly string[]) {
  return db
    .select({
      id: importListItems.id,
      title: importListItems.title,
      source: importListItems.source,
      sourceProductId: importListItems.sourceProductId,
      variants: importListItems.variants,
      images: importListItems.images,
      options: importListItems.options,
    })
    .from(importListItems)
    .where(
      and(eq(importListItems.workplaceId, workplaceId), inArray(importListItems.id, [...ids])),
    );
}

export type OwnedImport = Awaited<ReturnType<typeof ownedImports>>[number];

/** The store's variants the imports were pushed as (the store's own ids for the order's lines). */
export function storeVariantsOf(db: Database, storeId: string, importIds: readonly string[]) {
  return db
    .select({
      importListItemId: storeVariantLinks.importListItemId,
      supplierVariantId: storeVariantLinks.supplierVariantId,
      storeProductId: storeVariantLinks.storeProductId,
      storeVariantId: storeVariantLinks.storeVariantId,
    })
    .from(storeVariantLinks)
    .where(
      and(
        eq(storeVariantLinks.storeId, storeId),
        inArray(storeVariantLinks.importListItemId, [...importIds]),
      ),
    );
}

export type ManualOrderValues = Omit<
  typeof orders.$inferInsert,
  'id' | 'workplaceId' | 'platformOrderId' | 'orderName'
>;
export type ManualLineValues = Omit<
  typeof orderLineItems.$inferInsert,
  'orderId' | 'workplaceId' | 'platformOrderId' | 'platformLineItemId'
>;
export type ManualAddressValues = Omit<typeof orderAddresses.$inferInsert, 'orderId' | 'kind'>;

/** Numbers of orders made by hand start here, per workplace: M1001, M1002 … */
const FIRST_MANUAL_NUMBER = 1001;

/**
 * Writes the order, its lines, its shipping address and its first history entry in one
 * transaction. Its number is the workplace's next manual one: two creations in one workplace wait
 * for each other (a transaction lock on the workplace), so no number is given twice.
 */
export async function insertManualOrder(
  db: Database,
  actor: OrderActor,
  input: {
    order: ManualOrderValues;
    lines: ManualLineValues[];
    address: ManualAddressValues;
    now: Date;
  },
): Promise<{ id: string; orderName: string }> {
  const { workplaceId } = actor;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`manual-order|${workplaceId}`}, 0))`,
    );
    const [last] = await tx
      .select({
        n: sql<number | null>`max(substring(${orders.orderName} from '^M([0-9]{1,9})$')::int)`,
      })
      .from(orders)
      .where(and(eq(orders.workplaceId, workplaceId), isNull(orders.channel)));
    const orderName = `M${Math.max(Number(last?.n ?? 0) + 1, FIRST_MANUAL_NUMBER)}`;
    const [order] = await tx
      .insert(orders)
      .values({ ...input.order, workplaceId, platformOrderId: orderName, orderName })
      .returning({ id: orders.id });
    const orderId = order!.id;
    await tx.insert(orderLineItems).values(
      input.lines.map((line, index) => ({
        ...line,
        orderId,
        workplaceId,
        platformOrderId: orderName,
        platformLineItemId: String(index + 1),
      })),
    );
    await tx.insert(orderAddresses).values({ ...input.address, orderId, kind: 'shipping' });
    await writeOrderLog(
      tx,
      actor,
      [
        {
          orderId,
          action: 'created_by_hand',
          data: { lines: input.lines.length, store_id: input.order.storeId ?? null },
        },
      ],
      input.now,
    );
    return { id: orderId, orderName };
  });
}
