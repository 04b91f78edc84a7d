import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  SHIPPING_EDITABLE_SECTION,
  SUPPLIER_CURRENCY,
  type ApiPlacementSource,
  type LineShipping,
  type OrderShipping,
  type SaveShippingBody,
  type ShippingChange,
  type ShippingPick,
  type UpdateMultipleShippingBody,
} from '@omni/shared/contracts/orders';
import { BodyStatus, MessageKey, type FieldError } from '@omni/shared/errors';
import { minorToDecimalString, toMinorUnits } from '@omni/shared/money';
import type { Database } from '../../../db/database';
import {
  jobs,
  orderLineItems,
  orderShippingChanges,
  type ShippingChangeRule,
  type ShippingInfo,
} from '../../../db/schema';
import { inSystemScope } from '../../../db/tenant-scope';
import { AppError, badRequest, notFound } from '../../../http/app-error';
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
import { UPDATE_SHIPPING_JOB, updateShippingDedupeKey } from './shipping-change-job';

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

  /** Saves the chosen options and logs them, in the caller's transaction. */
  async function saveLinesIn(
    tx: Database,
    actor: OrderActor,
    changes: { order: PlacementOrder; line: PlacementOrderLine; option: FreightOption }[],
    now: Date,
  ) {
    {
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
    }
  }

  /** Saves the chosen options and logs them, in one transaction. */
  async function saveLines(
    actor: OrderActor,
    changes: { order: PlacementOrder; line: PlacementOrderLine; option: FreightOption }[],
    now: Date,
  ) {
    if (changes.length === 0) return;
    await db.transaction(async (transaction) =>
      saveLinesIn(transaction as unknown as Database, actor, changes, now),
    );
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

  /**
   * The methods one order's lines take by a bulk rule, asked of their suppliers now: the changes
   * to save and, per line that keeps its method, why (error key).
   */
  async function planOrder(
    order: PlacementOrder,
    rule: { pick: ShippingPick } | { serviceCode: string },
    quote: ReturnType<typeof quoter>,
  ) {
    const changes: { order: PlacementOrder; line: PlacementOrderLine; option: FreightOption }[] =
      [];
    const errors: Record<string, string> = {};
    const placed = order.order.section !== SHIPPING_EDITABLE_SECTION;
    for (const line of order.lines) {
      if (placed) {
        errors[line.lineItemId] = 'order_placed';
        continue;
      }
      const options = await quote(order, line);
      if ('error' in options) {
        errors[line.lineItemId] = options.error;
        continue;
      }
      const chosen = chooseOption(options, rule);
      if (!chosen) {
        errors[line.lineItemId] = 'shipped_country_notfound';
        continue;
      }
      changes.push({ order, line, option: chosen.option });
    }
    return { changes, errors };
  }

  /**
   * POST orders/v5/update-multiple-shipping-method: checked at once (the rule, the orders the
   * workplace's own), then recorded and queued in one transaction (shipping-change-job.ts).
   */
  async function queueMultiple(
    actor: OrderActor,
    body: UpdateMultipleShippingBody,
    now: Date,
  ): Promise<ShippingChange> {
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
    // NOT_FOUND for another workplace's (or an unknown) order: nothing is queued
    await loadPlacementOrders(db, actor.workplaceId, body.order_ids);
    const rule: ShippingChangeRule = hasPick
      ? { pick: body.pick! }
      : { service_code: body.service_code! };
    const id = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [row] = await tx
        .insert(orderShippingChanges)
        .values({
          workplaceId: actor.workplaceId,
          userId: actor.userId,
          orderIds: body.order_ids,
          rule,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: orderShippingChanges.id });
      await app.jobs.enqueue(
        {
          job: UPDATE_SHIPPING_JOB,
          payload: { changeId: row!.id },
          dedupeKey: updateShippingDedupeKey(row!.id),
          workplaceId: actor.workplaceId,
        },
        tx,
      );
      return row!.id;
    });
    return changeView(actor.workplaceId, id);
  }

  /**
   * Runs a queued change, order by order. Each order's saved methods, its history entry and its
   * place in `results` are one transaction, written only if no run wrote that order before: a
   * worker killed midway leaves whole orders done, and the next run goes on from there.
   */
  async function runChange(
    changeId: string,
    progress: (done: number, total: number) => Promise<void>,
    now: () => Date,
  ): Promise<void> {
    const [change] = await db
      .select()
      .from(orderShippingChanges)
      .where(eq(orderShippingChanges.id, changeId));
    if (!change || change.status === 'done') return;
    const actor = { workplaceId: change.workplaceId, userId: change.userId };
    const rule = 'pick' in change.rule ? change.rule : { serviceCode: change.rule.service_code };
    const quote = quoter(change.workplaceId);
    let done = Object.keys(change.results).length;
    for (const orderId of change.orderIds) {
      if (orderId in change.results) continue;
      const [order] = await loadPlacementOrders(db, change.workplaceId, [orderId]).catch(
        () => [] as PlacementOrder[],
      );
      // an order deleted since the change was asked: nothing to change on it
      const { changes, errors } = order
        ? await planOrder(order, rule, quote)
        : { changes: [], errors: {} };
      const at = now();
      const wrote = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const [claimed] = await tx
          .update(orderShippingChanges)
          .set({
            results: sql`${orderShippingChanges.results} || jsonb_build_object(${orderId}::text, ${JSON.stringify(errors)}::jsonb)`,
            done: sql`${orderShippingChanges.done} + 1`,
            updated: sql`${orderShippingChanges.updated} + ${changes.length}`,
            updatedAt: at,
          })
          .where(
            and(
              eq(orderShippingChanges.id, change.id),
              sql`not (${orderShippingChanges.results} ? ${orderId}::text)`,
            ),
          )
          .returning({ done: orderShippingChanges.done });
        if (!claimed) return null;
        await saveLinesIn(tx, actor, changes, at);
        return claimed.done;
      });
      done = wrote ?? done + 1;
      await progress(done, change.orderIds.length);
    }
    await db
      .update(orderShippingChanges)
      .set({ status: 'done', updatedAt: now() })
      .where(eq(orderShippingChanges.id, change.id));
  }

  /** A change of the workplace with the orders it has done; another workplace's is NOT_FOUND. */
  async function changeView(workplaceId: string, id: string): Promise<ShippingChange> {
    const [change] = await db
      .select()
      .from(orderShippingChanges)
      .where(
        and(eq(orderShippingChanges.id, id), eq(orderShippingChanges.workplaceId, workplaceId)),
      );
    if (!change) throw notFound(MessageKey.DataNotFound);
    const [job] = await inSystemScope(
      async () =>
        await db
          .select({ id: jobs.id })
          .from(jobs)
          .where(eq(jobs.dedupeKey, updateShippingDedupeKey(change.id))),
    );
    const orders: OrderShipping[] = [];
    for (const orderId of change.orderIds)
      if (orderId in change.results)
        orders.push(
          await orderShipping(orderId, new Map(Object.entries(change.results[orderId]!))),
        );
    return {
      id: change.id,
      job_id: job?.id ?? '',
      status: change.status,
      done: change.done,
      total: change.orderIds.length,
      updated: change.updated,
      orders,
    };
  }

  return { saveShipping, queueMultiple, runChange, changeView };
}
