import { and, eq, inArray } from 'drizzle-orm';
import type { ApiPlacementSource } from '@omni/shared/contracts/orders';
import type { Database } from '../../../db/database';
import {
  orderAddresses,
  orderLineItems,
  orders,
  type OrderAddressRow,
  type OrderRow,
} from '../../../db/schema';
import { notFound } from '../../../http/app-error';
import { lineSupplier, variantLinks, type LineSupplier } from '../variant-links';

/** A line of a channel order with the supplier product it is placed with (null: unmapped). */
export interface PlacementOrderLine {
  lineItemId: string;
  title: string;
  quantity: number;
  source: ApiPlacementSource | null;
  productId: string | null;
  skuId: string | null;
  /** The method saved on the line (save-shipping), placed with unless the merchant picks another. */
  serviceCode: string | null;
  /**
   * The line's supplier product whatever its source, own catalogue (`omni`) included: the hint the
   * own fulfilment service gets (ADR 037); null when unmapped.
   */
  mapped: LineSupplier | null;
}

export interface PlacementOrder {
  order: OrderRow;
  address: OrderAddressRow | null;
  lines: PlacementOrderLine[];
}

const isApiSource = (source: string | null | undefined): source is ApiPlacementSource =>
  source === 'aliexpress' || source === 'cj';

/**
 * The workplace's orders with their shipping address and each line's supplier product
 * (lineSupplier: the merchant's change of supplier, the line's own mapping when it was made here,
 * else the variant link the push recorded; Shopify keeps variant gids there, orders carry the
 * numeric id). Any id of another workplace
 * (or unknown) is NOT_FOUND, so nothing is placed for a foreign order.
 */
export async function loadPlacementOrders(
  db: Database,
  workplaceId: string,
  orderIds: readonly string[],
): Promise<PlacementOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.workplaceId, workplaceId), inArray(orders.id, [...orderIds])));
  if (rows.length !== new Set(orderIds).size) throw notFound();
  const [lines, addresses] = await Promise.all([
    db
      .select()
      .from(orderLineItems)
      .where(inArray(orderLineItems.orderId, [...orderIds]))
      .orderBy(orderLineItems.createdAt),
    db
      .select()
      .from(orderAddresses)
      .where(
        and(inArray(orderAddresses.orderId, [...orderIds]), eq(orderAddresses.kind, 'shipping')),
      ),
  ]);

  const storeOf = (orderId: string) => rows.find((o) => o.id === orderId)!.storeId;
  const linkOf = await variantLinks(
    db,
    lines.map((line) => ({ storeId: storeOf(line.orderId), variantId: line.platformVariantId })),
  );

  return orderIds.map((id) => {
    const order = rows.find((o) => o.id === id)!;
    return {
      order,
      address: addresses.find((a) => a.orderId === id) ?? null,
      lines: lines
        .filter((line) => line.orderId === id && !line.disabled)
        .map((line) => {
          const link = linkOf({ storeId: order.storeId, variantId: line.platformVariantId });
          const supplier = lineSupplier(line, link);
          const source = isApiSource(supplier?.source) ? supplier.source : null;
          const replaced = line.replaceSupplier;
          return {
            lineItemId: line.id,
            title: line.title,
            quantity: line.quantity,
            source,
            productId: replaced?.source_product_id ?? (source ? supplier!.sourceProductId : null),
            skuId: replaced?.sku_id ?? (source ? supplier!.skuId : null),
            serviceCode: line.shippingInfo?.service_code ?? null,
            mapped: supplier,
          };
        }),
    };
  });
}
