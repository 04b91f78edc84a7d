import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  SHIPPING_EDITABLE_SECTION,
  SUPPLIER_CURRENCY,
  type ApiPlacementSource,
  type LineShipping,
  type OrderShipping,
  type SaveShippingBody,
  type ShippingPick,
  type UpdateMultipleShippingBody,
} from '@omni/shared/contracts/orders';
import { BodyStatus, MessageKey, type FieldError } from '@omni/shared/errors';
import { minorToDecimalString, toMinorUnits } from '@omni/shared/money';
import type { Database } from '../../../db/database';
import { orderLineItems, type ShippingInfo } from '../../../db/schema';
import { AppError, badRequest } from '../../../http/app-error';
import type {
  FreightOption,
  ShipTo,
  SupplierSource,
} from '../../../integrations/suppliers/supplier-source';
import { supplierSources } from '../../supplier-accounts/supplier-sources';
import { isHiddenLine } from '../detail/service';
import { sumShippingFees } from '../list/shipping-fees';
import { writeOrderLog, type OrderActor, type OrderLogWrite } from '../order-log';
import { classifyPlacementError } from '../placement/placement-errors';
import {
  loadPlacementOrders,
  type PlacementOrder,
  type PlacementOrderLine,
} from '../placement/placement-orders';
import { pickShipping } from '../placement/placement-preview';

/** A supplier's option as the order keeps it: the fee exact, in the suppliers' currency. */
export interface PricedOption {
  option: FreightOption;
  /** Minor units of SUPPLIER_CURRENCY. */
  feeMinor: number;
}

/** What a line's method is saved as (spec 002 §3 shipping_fee and shipping_info). */
export function lineShippingValues(option: FreightOption): {
  shippingFee: string;
  shippingInfo: ShippingInfo;
} {
  const minor = toMinorUnits(option.cost.amount, SUPPLIER_CURRENCY)!;
  const fee = minorToDecimalString(minor, SUPPLIER_CURRENCY);
  return {
    shippingFee: fee,
    shippingInfo: {
      service_code: option.serviceCode,
      service_name: option.serviceName,
      amount: Number(fee),
      // the suppliers quote transit days only; processing time is not given
      processing_time: '',
      delivery_time:
        option.minDays === option.maxDays
          ? String(option.minDays)
          : `${option.minDays}-${option.maxDays}`,
    },
  };
}

/** Options in the suppliers' currency only (an amount in another one cannot be summed exactly). */
export function pricedOptions(options: readonly FreightOption[]): PricedOption[] {
  return options.flatMap((option) => {
    if (option.cost.currency !== SUPPLIER_CURRENCY) return [];
    const feeMinor = toMinorUnits(option.cost.amount, SUPPLIER_CURRENCY);
    return feeMinor === null ? [] : [{ option, feeMinor }];
  });
}

/** The option a bulk rule takes for a line: by code, or the cheapest / fastest. */
export function chooseOption(
  options: readonly PricedOption[],
  rule: { pick: ShippingPick } | { serviceCode: string },
): PricedOption | null {
  if ('serviceCode' in rule)
    return options.find((o) => o.option.serviceCode === rule.serviceCode) ?? null;
  const picked = pickShipping(
    options.map((o) => ({
      service_code: o.option.serviceCode,
      service_name: o.option.serviceName,
      fee: { amount: o.feeMinor, currency: SUPPLIER_CURRENCY },
      min_days: o.option.minDays,
      max_days: o.option.maxDays,
    })),
    rule.pick,
  );
  return picked
    ? (options.find((o) => o.option.serviceCode === picked.service_code) ?? null)
    : null;
}

function shipToOf(order: PlacementOrder): ShipTo {
  const a = order.address;
  return {
    countryCode: (a?.countryCode ?? order.order.countryCode).toUpperCase(),
    ...(a?.province ? { province: a.province } : {}),
    ...(a?.city ? { city: a.city } : {}),
    ...(a?.zip ? { zip: a.zip } : {}),
  };
}

const placedError = (field: string): AppError =>
  badRequest(MessageKey.ValidationFailed, [
    { field, message: MessageKey.FieldInvalid, params: { rule: 'order_placed' } },
  ]);

/**
 * The shipping method of order lines (spec 002 §7 save-shipping, update-multiple-shipping-method).
 * Every method is asked of the line's supplier again before it is saved; only New orders change.
 */
export function createShippingService(app: FastifyInstance) {
  const { db } = app.ctx;

  async function supplierFor(
    workplaceId: string,
    source: ApiPlacementSource,
    bound: Map<ApiPlacementSource, SupplierSource | null>,
  ): Promise<SupplierSource | null> {
    if (!bound.has(source))
      bound.set(
        source,
        await supplierSources(app.ctx, app.log)
          .forWorkplace(workplaceId, source)
          .catch(() => null),
      );
    return bound.get(source) ?? null;
  }

  /** The line's options to the order's address, once per product, sku and quantity per call. */
  function quoter(workplaceId: string) {
    const bound = new Map<ApiPlacementSource, SupplierSource | null>();
    const quotes = new Map<string, Promise<PricedOption[]>>();
    return async (
      order: PlacementOrder,
      line: PlacementOrderLine,
    ): Promise<PricedOption[] | { error: string }> => {
      if (!line.source || !line.productId) return { error: 'unmapped_product' };
      const supplier = await supplierFor(workplaceId, line.source, bound);
      if (!supplier) return { error: 'supplier_not_linked' };
      const shipTo = shipToOf(order);
      const key = [line.source, line.productId, line.skuId, line.quantity, shipTo.countryCode].join(
        '|',
      );
      let quote = quotes.get(key);
      if (!quote) {
        quote = supplier
          .freightQuery({
            productId: line.productId,
            ...(line.skuId ? { skuId: line.skuId } : {}),
            shipTo,
            quantity: line.quantity,
          })
          .then(pricedOptions);
        quotes.set(key, quote);
      }
      try {
        return await quote;
      } catch (error) {
        return { error: classifyPlacementError(error).key };
      }
    };
  }

  /** The order's lines as saved now, with the summed fee of the lines the detail shows. */
  async function orderShipping(
    orderId: string,
    errors: Map<string, string> = new Map(),
  ): Promise<OrderShipping> {
    const items = await db
      .select()
      .from(orderLineItems)
      .where(eq(orderLineItems.orderId, orderId))
      .orderBy(asc(orderLineItems.createdAt), asc(orderLineItems.platformLineItemId));
    const shown = items.filter((item) => !isHiddenLine(item));
    return {
      order_id: orderId,
      lines: shown.map((item): LineShipping => ({
        line_item_id: item.id,
        shipping_fee: item.shippingFee,
        shipping_info: item.shippingInfo ?? null,
        error_key: errors.get(item.id) ?? null,
      })),
      supplier_shipping_fee: sumShippingFees(shown),
      supplier_currency: SUPPLIER_CURRENCY,
    };
  }

  /** Saves the chosen options and logs them, in one transaction. */
  async function saveLines(
    actor: OrderActor,
    changes: { order: PlacementOrder; line: PlacementOrderLine; option: FreightOption }[],
    now: Date,
  ) {
    if (changes.length === 0) return;
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const logs = new Map<string, OrderLogWrite>();
      for (const { order, line, option } of changes) {
        const values = lineShippingValues(option);
        await tx
          .update(orderLineItems)
          .set({ ...values, updatedAt: now })
          .where(
            and(
              eq(orderLineItems.id, line.lineItemId),
              eq(orderLineItems.orderId, order.order.id),
              eq(orderLineItems.workplaceId, actor.workplaceId),
            ),
          );
        const entry = logs.get(order.order.id) ?? {
          orderId: order.order.id,
          action: 'shipping_changed' as const,
          data: { lines: [] as unknown[], currency: SUPPLIER_CURRENCY },
        };
        (entry.data!.lines as unknown[]).push({
          title: line.title,
          service_name: option.serviceName,
          fee: values.shippingFee,
        });
        logs.set(order.order.id, entry);
      }
      await writeOrderLog(tx, actor, [...logs.values()], now);
    });
  }

  /** POST orders/{id}/save-shipping. */
  async function saveShipping(
    actor: OrderActor,
    orderId: string,
    body: SaveShippingBody,
    now: Date,
  ): Promise<OrderShipping> {
    const [order] = await loadPlacementOrders(db, actor.workplaceId, [orderId]);
    if (order!.order.section !== SHIPPING_EDITABLE_SECTION) throw placedError('id');
    const quote = quoter(actor.workplaceId);
    const errors: FieldError[] = [];
    const changes: { order: PlacementOrder; line: PlacementOrderLine; option: FreightOption }[] =
      [];
    for (const [n, wanted] of body.line_items.entries()) {
      const line = order!.lines.find((l) => l.lineItemId === wanted.id);
      if (!line) {
        errors.push({
          field: `line_items.${n}.id`,
          message: MessageKey.FieldInvalid,
          params: { rule: 'unknown_line' },
        });
        continue;
      }
      const options = await quote(order!, line);
      if ('error' in options) {
        if (options.error === 'supplier_unavailable')
          throw new AppError(BodyStatus.UNPROCESSABLE_ENTITY, MessageKey.SourceUnavailable);
        errors.push({
          field: `line_items.${n}.service_code`,
          message: MessageKey.FieldInvalid,
          params: { rule: options.error },
        });
        continue;
      }
      const chosen = options.find((o) => o.option.serviceCode === wanted.service_code);
      if (!chosen) {
        errors.push({
          field: `line_items.${n}.service_code`,
          message: MessageKey.FieldInvalid,
          params: { rule: 'not_offered' },
        });
        continue;
      }
      changes.push({ order: order!, line, option: chosen.option });
    }
    if (errors.length > 0) throw badRequest(MessageKey.ValidationFailed, errors);
    await saveLines(actor, changes, now);
    return orderShipping(order!.order.id);
  }

  /** POST orders/v5/update-multiple-shipping-method. */
  async function updateMultiple(
    actor: OrderActor,
    body: UpdateMultipleShippingBody,
    now: Date,
  ): Promise<{ orders: OrderShipping[]; updated: number }> {
    const hasPick = body.pick !== undefined;
    const hasCode = body.service_code !== undefined;
    if (hasPick === hasCode)
      throw badRequest(MessageKey.ValidationFailed, [
        {
          field: hasPick ? 'service_code' : 'pick',
          message: hasPick ? MessageKey.FieldInvalid : MessageKey.FieldRequired,
          params: { rule: 'pick_or_service_code' },
        },
      ]);
    const rule = hasPick ? { pick: body.pick! } : { serviceCode: body.service_code! };
    const loaded = await loadPlacementOrders(db, actor.workplaceId, body.order_ids);
    const quote = quoter(actor.workplaceId);
    const changes: { order: PlacementOrder; line: PlacementOrderLine; option: FreightOption }[] =
      [];
    const errors = new Map<string, Map<string, string>>();
    const fail = (orderId: string, lineId: string, key: string) => {
      const ofOrder = errors.get(orderId) ?? new Map<string, string>();
      ofOrder.set(lineId, key);
      errors.set(orderId, ofOrder);
    };
    for (const order of loaded) {
      const placed = order.order.section !== SHIPPING_EDITABLE_SECTION;
      for (const line of order.lines) {
        if (placed) {
          fail(order.order.id, line.lineItemId, 'order_placed');
          continue;
        }
        const options = await quote(order, line);
        if ('error' in options) {
          fail(order.order.id, line.lineItemId, options.error);
          continue;
        }
        const chosen = chooseOption(options, rule);
        if (!chosen) {
          fail(order.order.id, line.lineItemId, 'shipped_country_notfound');
          continue;
        }
        changes.push({ order, line, option: chosen.option });
      }
    }
    await saveLines(actor, changes, now);
    const result: OrderShipping[] = [];
    for (const order of loaded)
      result.push(await orderShipping(order.order.id, errors.get(order.order.id)));
    return { orders: result, updated: changes.length };
  }

  return { saveShipping, updateMultiple };
}
