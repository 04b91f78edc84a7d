import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  NEED_CHANGE_SUPPLIER,
  SHIPPING_EDITABLE_SECTION,
  type ApiPlacementSource,
  type ChangeSupplierBody,
} from '@omni/shared/contracts/orders';
import { BodyStatus, MessageKey, type FieldError } from '@omni/shared/errors';
import { toMinorUnits } from '@omni/shared/money';
import type { Database } from '../../../db/database';
import { orderLineItems, type OrderLineItemRow } from '../../../db/schema';
import { AppError, badRequest, notFound } from '../../../http/app-error';
import {
  SupplierError,
  type SupplierProduct,
  type SupplierSource,
  type SupplierVariant,
} from '../../../integrations/suppliers/supplier-source';
import { supplierSources } from '../../supplier-accounts/supplier-sources';
import { queueChangedOrderAutoFulfilment } from '../auto-fulfilment/auto-fulfilment-job';
import { findOwnedOrder, orderParts } from '../detail/repository';
import type { SupplierCost } from '../expected-cost';
import { writeOrderLog, type OrderActor } from '../order-log';

type Replacement = ChangeSupplierBody['line_items'][number];

/** source_recommend without the NEED_CHANGE_SUPPLIER mark, once the line has a new supplier. */
export function withoutChangeMark(
  recommend: OrderLineItemRow['sourceRecommend'],
): OrderLineItemRow['sourceRecommend'] {
  if (!recommend || recommend.error_code !== NEED_CHANGE_SUPPLIER) return recommend ?? null;
  const { error_code: _resolved, ...rest } = recommend;
  return Object.keys(rest).length > 0 ? rest : null;
}

/**
 * What the supplier quoted for one unit of the sku it was just asked about, kept with the
 * replacement: the order's estimated product cost reads it (expected-cost.ts), since the list
 * asks no supplier. Null when the quote is not an amount.
 */
function quotedCost(variant: SupplierVariant): SupplierCost | null {
  const amount = toMinorUnits(variant.price.amount, variant.price.currency);
  return amount === null ? null : { amount, currency: variant.price.currency };
}

/**
 * POST orders/{id}/change-supplier (spec 002 §7, body line_items): each line is placed with the
 * supplier product and sku given once the supplier confirms it has them. Every failing line is a
 * field error and nothing is saved; another workplace's order is NOT_FOUND. A saved change queues
 * the order's automatic fulfilment when it is on (ADR 041).
 */
export function createChangeSupplierService(app: FastifyInstance) {
  const { db } = app.ctx;

  async function changeSupplier(
    actor: OrderActor,
    orderId: string,
    body: ChangeSupplierBody,
    now: Date,
  ) {
    const found = await findOwnedOrder(db, actor.workplaceId, orderId);
    if (!found) throw notFound(MessageKey.DataNotFound);
    if (found.order.section !== SHIPPING_EDITABLE_SECTION)
      throw badRequest(MessageKey.ValidationFailed, [
        { field: 'id', message: MessageKey.FieldInvalid, params: { rule: 'order_placed' } },
      ]);
    const { items } = await orderParts(db, found.order.id, null);

    const bound = new Map<ApiPlacementSource, SupplierSource | null>();
    const products = new Map<string, Promise<SupplierProduct | null>>();
    const productOf = (supplier: SupplierSource, source: string, id: string) => {
      const key = `${source}:${id}`;
      if (!products.has(key))
        products.set(
          key,
          supplier.productGet(id).catch((error: unknown) => {
            if (error instanceof SupplierError && error.key === 'error_not_found_sku') return null;
            throw new AppError(BodyStatus.UNPROCESSABLE_ENTITY, MessageKey.SourceUnavailable);
          }),
        );
      return products.get(key)!;
    };

    const errors: FieldError[] = [];
    const changes: { item: OrderLineItemRow; wanted: Replacement; cost: SupplierCost | null }[] =
      [];
    for (const [n, wanted] of body.line_items.entries()) {
      const fail = (field: string, rule: string) =>
        errors.push({
          field: `line_items.${n}.${field}`,
          message: MessageKey.FieldInvalid,
          params: { rule },
        });
      const item = items.find((i) => i.id === wanted.id);
      if (!item) {
        fail('id', 'unknown_line');
        continue;
      }
      if (!bound.has(wanted.source))
        bound.set(
          wanted.source,
          await supplierSources(app.ctx, app.log)
            .forWorkplace(actor.workplaceId, wanted.source)
            .catch(() => null),
        );
      const supplier = bound.get(wanted.source);
      if (!supplier) {
        fail('source', 'supplier_not_linked');
        continue;
      }
      const product = await productOf(supplier, wanted.source, wanted.source_product_id);
      if (!product) {
        fail('source_product_id', 'not_found');
        continue;
      }
      const variant = product.variants.find((v) => v.skuId === wanted.sku_id);
      if (!variant) {
        fail('sku_id', 'not_found');
        continue;
      }
      changes.push({ item, wanted, cost: quotedCost(variant) });
    }
    if (errors.length > 0) throw badRequest(MessageKey.ValidationFailed, errors);

    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      for (const { item, wanted, cost } of changes)
        await tx
          .update(orderLineItems)
          .set({
            replaceSupplier: {
              source: wanted.source,
              source_product_id: wanted.source_product_id,
              sku_id: wanted.sku_id,
              ...(cost ? { cost } : {}),
            },
            // the method was the old product's: the new one's is chosen again
            shippingFee: null,
            shippingInfo: null,
            sourceRecommend: withoutChangeMark(item.sourceRecommend),
            updatedAt: now,
          })
          .where(
            and(eq(orderLineItems.id, item.id), eq(orderLineItems.workplaceId, actor.workplaceId)),
          );
      await writeOrderLog(
        tx,
        actor,
        [
          {
            orderId: found.order.id,
            action: 'supplier_changed',
            data: {
              lines: changes.map(({ item, wanted }) => ({
                title: item.title,
                source: wanted.source,
                source_product_id: wanted.source_product_id,
                sku_id: wanted.sku_id,
              })),
            },
          },
        ],
        now,
      );
      // the new supplier may be one the automation places with (ADR 041)
      await queueChangedOrderAutoFulfilment(
        tx,
        actor.workplaceId,
        found.order,
        `change-supplier:${randomUUID()}`,
      );
    });
    return {
      order_id: found.order.id,
      line_items: changes.map(({ item, wanted }) => ({
        id: item.id,
        replace_supplier: {
          source: wanted.source,
          source_product_id: wanted.source_product_id,
          sku_id: wanted.sku_id,
        },
      })),
    };
  }

  return { changeSupplier };
}
