import { and, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  NEED_CHANGE_SUPPLIER,
  type ApiPlacementSource,
  type SourceRecommend,
  type SourceRecommendation,
  type SupplierUnavailableReason,
} from '@omni/shared/contracts/orders';
import type { Database } from '../../../db/database';
import { orderLineItems, orders, type OrderLineItemRow } from '../../../db/schema';
import {
  SupplierError,
  type SupplierProduct,
  type SupplierSource,
} from '../../../integrations/suppliers/supplier-source';
import { supplierSources } from '../../supplier-accounts/supplier-sources';
import { writeOrderLog, type OrderLogWrite } from '../order-log';
import { variantLinks } from '../variant-links';

/**
 * NEED_CHANGE_SUPPLIER (spec 002 §5, §8): a line is marked where its supplier reports its product
 * or sku gone, or fewer units than the line orders — when an order is priced for placement and
 * when a supplier refuses to create it for those reasons. The mark goes again when the supplier
 * reports the product available. Its recommendation is only ever a product we saw in stock then.
 */

/** What a supplier said of one line's product just now. */
export interface LineObservation {
  lineItemId: string;
  source: ApiPlacementSource;
  productId: string;
  skuId: string;
  quantity: number;
  /** null: the supplier has the sku in the quantity. */
  unavailable: { reason: SupplierUnavailableReason; stock: number | null } | null;
}

/** The observation a product answer (or its absence) gives for a line. */
export function observeVariant(
  line: Omit<LineObservation, 'unavailable'>,
  product: SupplierProduct | null,
): LineObservation {
  const variant = product?.variants.find((v) => v.skuId === line.skuId);
  if (!variant) return { ...line, unavailable: { reason: 'error_not_found_sku', stock: null } };
  if (variant.stock < line.quantity)
    return { ...line, unavailable: { reason: 'product_out_of_stock', stock: variant.stock } };
  return { ...line, unavailable: null };
}

/**
 * A product as the supplier has it, or null when it says it has no such product; any other
 * failure (outage, token) throws, as it tells nothing about the product.
 */
export async function productOrGone(
  supplier: SupplierSource,
  productId: string,
): Promise<SupplierProduct | null> {
  try {
    return await supplier.productGet(productId);
  } catch (error) {
    if (error instanceof SupplierError && error.key === 'error_not_found_sku') return null;
    throw error;
  }
}

/** Asks the supplier about each line's product (once per product); lines it cannot say are left out. */
export async function observeLines(
  supplier: SupplierSource,
  lines: readonly Omit<LineObservation, 'unavailable'>[],
): Promise<LineObservation[]> {
  const products = new Map<string, SupplierProduct | null>();
  const out: LineObservation[] = [];
  for (const line of lines) {
    if (!products.has(line.productId)) {
      const product = await productOrGone(supplier, line.productId).catch(() => undefined);
      if (product === undefined) continue;
      products.set(line.productId, product);
    }
    out.push(observeVariant(line, products.get(line.productId)!));
  }
  return out;
}

const sameProduct = (
  a: { source: string; source_product_id: string; sku_id: string },
  b: { source: string; source_product_id: string; sku_id: string },
) => a.source === b.source && a.source_product_id === b.source_product_id && a.sku_id === b.sku_id;

const isApiSource = (source: string | undefined | null): source is ApiPlacementSource =>
  source === 'aliexpress' || source === 'cj';

type Candidate = Omit<SourceRecommendation, 'stock' | 'unit_cost'>;

/**
 * Records what suppliers said of order lines (the workplace's own lines only): an unavailable line
 * is marked with a recommendation when another supplier product for the same store variant is in
 * stock now, and a line seen available again loses a mark set for that same product. A mark that
 * says nothing new is not written again, so pricing an order twice logs it once.
 */
export async function recordLineAvailability(
  app: FastifyInstance,
  workplaceId: string,
  observations: readonly LineObservation[],
  now: Date,
): Promise<void> {
  if (observations.length === 0) return;
  const { db } = app.ctx;
  const rows = await db
    .select({ line: orderLineItems, storeId: orders.storeId })
    .from(orderLineItems)
    .innerJoin(orders, eq(orders.id, orderLineItems.orderId))
    .where(
      and(
        eq(orderLineItems.workplaceId, workplaceId),
        inArray(
          orderLineItems.id,
          observations.map((o) => o.lineItemId),
        ),
      ),
    );
  const bound = new Map<ApiPlacementSource, SupplierSource | null>();
  const supplierFor = async (source: ApiPlacementSource) => {
    if (!bound.has(source))
      bound.set(
        source,
        await supplierSources(app.ctx, app.log)
          .forWorkplace(workplaceId, source)
          .catch(() => null),
      );
    return bound.get(source) ?? null;
  };

  const updates: { line: OrderLineItemRow; recommend: SourceRecommend | null }[] = [];
  const logs: OrderLogWrite[] = [];
  for (const observation of observations) {
    const row = rows.find((r) => r.line.id === observation.lineItemId);
    if (!row) continue;
    const { line } = row;
    const observed = {
      source: observation.source,
      source_product_id: observation.productId,
      sku_id: observation.skuId,
    };
    const current = line.sourceRecommend as SourceRecommend | null;
    const marked = current?.error_code === NEED_CHANGE_SUPPLIER;
    if (!observation.unavailable) {
      if (marked && sameProduct(current, observed)) updates.push({ line, recommend: null });
      continue;
    }
    const recommend = await recommendation(db, supplierFor, row, observed, observation.quantity);
    const next: SourceRecommend = {
      error_code: NEED_CHANGE_SUPPLIER,
      reason: observation.unavailable.reason,
      ...observed,
      stock: observation.unavailable.stock,
      observed_at: now.toISOString(),
      recommend,
    };
    const unchanged =
      marked &&
      sameProduct(current, observed) &&
      current.reason === next.reason &&
      (current.recommend === null) === (recommend === null) &&
      (!recommend || sameProduct(current.recommend!, recommend));
    if (unchanged) continue;
    updates.push({ line, recommend: next });
    logs.push({
      orderId: line.orderId,
      action: 'supplier_unavailable',
      data: {
        title: line.title,
        source: observation.source,
        error_key: next.reason,
        recommended: recommend ? recommend.source : null,
      },
    });
  }
  if (updates.length === 0) return;
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    for (const { line, recommend } of updates)
      await tx
        .update(orderLineItems)
        .set({ sourceRecommend: recommend as Record<string, unknown> | null, updatedAt: now })
        .where(and(eq(orderLineItems.id, line.id), eq(orderLineItems.workplaceId, workplaceId)));
    await writeOrderLog(tx, { workplaceId, userId: null }, logs, now);
  });
}

/** At most this many other supplier products are asked about per line. */
const MAX_CANDIDATES = 3;

/**
 * The first other supplier product for the line's store variant that its supplier has in stock
 * for the line's quantity now: the variant's pushed product (when the line had been moved off
 * it), then the products the merchant moved this variant to on other orders, newest first.
 */
async function recommendation(
  db: Database,
  supplierFor: (source: ApiPlacementSource) => Promise<SupplierSource | null>,
  row: { line: OrderLineItemRow; storeId: string | null },
  observed: { source: string; source_product_id: string; sku_id: string },
  quantity: number,
): Promise<SourceRecommendation | null> {
  const { line, storeId } = row;
  if (!storeId || !line.platformVariantId) return null;
  const candidates: Candidate[] = [];
  const link = (await variantLinks(db, [{ storeId, variantId: line.platformVariantId }]))({
    storeId,
    variantId: line.platformVariantId,
  });
  if (link && link.supplierVariantId && isApiSource(link.source))
    candidates.push({
      source: link.source,
      source_product_id: link.sourceProductId,
      sku_id: link.supplierVariantId,
      order_id: null,
    });
  const moved = await db
    .select({ orderId: orderLineItems.orderId, replaced: orderLineItems.replaceSupplier })
    .from(orderLineItems)
    .innerJoin(orders, eq(orders.id, orderLineItems.orderId))
    .where(
      and(
        eq(orderLineItems.workplaceId, line.workplaceId),
        eq(orders.storeId, storeId),
        eq(orderLineItems.platformVariantId, line.platformVariantId),
        isNotNull(orderLineItems.replaceSupplier),
        ne(orderLineItems.id, line.id),
      ),
    )
    .orderBy(desc(orderLineItems.updatedAt))
    .limit(20);
  for (const { orderId, replaced } of moved)
    if (replaced && isApiSource(replaced.source))
      candidates.push({
        source: replaced.source,
        source_product_id: replaced.source_product_id,
        sku_id: replaced.sku_id,
        order_id: orderId,
      });

  const asked = new Set<string>();
  for (const candidate of candidates) {
    const key = `${candidate.source}|${candidate.source_product_id}|${candidate.sku_id}`;
    if (sameProduct(candidate, observed) || asked.has(key)) continue;
    if (asked.size >= MAX_CANDIDATES) break;
    asked.add(key);
    const supplier = await supplierFor(candidate.source as ApiPlacementSource);
    if (!supplier) continue;
    const product = await productOrGone(supplier, candidate.source_product_id).catch(() => null);
    const variant = product?.variants.find((v) => v.skuId === candidate.sku_id);
    if (variant && variant.stock >= quantity)
      return { ...candidate, stock: variant.stock, unit_cost: { ...variant.price } };
  }
  return null;
}
