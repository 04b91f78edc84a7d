import { and, asc, eq, exists, gte, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import {
  API_PLACEMENT_SOURCES,
  type PlacementResult,
  type PlacementSourceKey,
} from '@omni/shared/contracts/orders';
import { BodyStatus } from '@omni/shared/errors';
import type { Database } from '../../../db/database';
import {
  orderLineItems,
  orderPlacements,
  orders,
  type OrderPlacementRow,
} from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { defineJob, PermanentJobError, type JobModule } from '../../../jobs/job-types';
import { enqueueJob } from '../../../jobs/enqueue';
import type { OrderActor } from '../order-log';
import { readEnrolment } from '../omni-fulfillment/enrolment';
import { requestOmniFulfillment } from '../omni-fulfillment/omni-request';
import { loadPlacementOrders, type PlacementOrder } from '../placement/placement-orders';
import { createPlacementService } from '../placement/placement-service';
import { autoFulfilSince, readOrderSettings } from '../settings/settings-repository';
import { SHOPIFY_VARIANT_GID } from '../variant-links';
import {
  AUTO_FULFIL_WAITING_JOB,
  AutoFulfilWaitingPayloadSchema,
  autoFulfilWaitingPageSize,
  enqueueIfAutomatic,
  waitingPageDedupeKey,
  type AutoFulfilWaitingPayload,
} from './waiting-orders';

const AutoFulfilPayloadSchema = Type.Object({
  orderId: Type.String({ format: 'uuid' }),
  /**
   * The order's failed placements when the trigger was a change of supplier (ADR 041, amended):
   * each id with the generation it had then. These may be placed over; a placement that is live
   * (processing or placed), or failed but not listed here at that generation (started since: an
   * earlier run of this job, or the merchant), still skips the order. Absent on the other
   * triggers: any placement skips it.
   */
  failedPlacements: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.String({ format: 'uuid' }),
        generation: Type.Integer({ minimum: 1 }),
      }),
      { maxItems: 100 },
    ),
  ),
});
type AutoFulfilPayload = Static<typeof AutoFulfilPayloadSchema>;

/** Automatic fulfilment of one channel order, queued when it arrives (ADR 039). */
export const AUTO_FULFIL_JOB = defineJob<AutoFulfilPayload>('orders.auto-fulfil');

/**
 * One job per order and trigger: its arrival (a redelivered webhook or an overlapping sync finds
 * it and adds none), or a later change that asked for its re-evaluation (ADR 039).
 */
const autoFulfilDedupeKey = (orderId: string, trigger?: string) =>
  trigger ? `auto-fulfil:${orderId}:${trigger}` : `auto-fulfil:${orderId}`;

/**
 * A page of the workplace's waiting orders a trigger concerns, oldest first from the page's start:
 * in New orders (placement/ready, not archived), never placed, of the variants a push linked when
 * it names them, and arrived since automatic fulfilment was turned on when only those count.
 */
async function waitingOrders(
  db: Database,
  workplaceId: string,
  payload: AutoFulfilWaitingPayload,
  pageSize: number,
): Promise<{ id: string; createdAt: string }[]> {
  const since = payload.arrivedWhileOn ? await autoFulfilSince(db, workplaceId) : null;
  if (payload.arrivedWhileOn && !since) return [];
  const variants = payload.variants;
  // a Shopify line keeps the variant's number, its link the variant's gid
  const variantIds = variants
    ? [...new Set(variants.variantIds.flatMap((id) => [id, id.replace(SHOPIFY_VARIANT_GID, '')]))]
    : [];
  const after = payload.after;
  return (
    db
      // the arrival time as text: a JavaScript Date would drop its microseconds from the cursor
      .select({ id: orders.id, createdAt: sql<string>`${orders.createdAt}::text` })
      .from(orders)
      .where(
        and(
          eq(orders.workplaceId, workplaceId),
          after
            ? sql`(${orders.createdAt}, ${orders.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
            : undefined,
          eq(orders.section, 'placement'),
          eq(orders.subStatus, 'ready'),
          isNull(orders.archivedAt),
          since ? gte(orders.createdAt, since) : undefined,
          variants ? eq(orders.storeId, variants.storeId) : undefined,
          variants
            ? exists(
                db
                  .select({ one: sql`1` })
                  .from(orderLineItems)
                  .where(
                    and(
                      eq(orderLineItems.orderId, orders.id),
                      inArray(orderLineItems.platformVariantId, variantIds),
                    ),
                  ),
              )
            : undefined,
          notExists(
            db
              .select({ one: sql`1` })
              .from(orderPlacements)
              .where(eq(orderPlacements.orderId, orders.id)),
          ),
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(pageSize)
  );
}

/** Called in the transaction that stores a new channel order (see enqueueIfAutomatic). */
export const queueAutoFulfilment = (tx: Database, workplaceId: string, orderId: string) =>
  enqueueIfAutomatic(tx, workplaceId, {
    job: AUTO_FULFIL_JOB,
    payload: { orderId },
    dedupeKey: autoFulfilDedupeKey(orderId),
  });

/**
 * A change of one waiting order that can let the automation place it (ADR 041: the merchant
 * changed a line's supplier): its `orders.auto-fulfil` under the change's trigger, queued in the
 * change's transaction, when automatic fulfilment is on and the order arrived since it was turned
 * on (`auto_fulfill_since`, the rule of a push's mapping). The job decides the rest (every line's
 * source listed, no placement yet).
 */
export async function queueChangedOrderAutoFulfilment(
  tx: Database,
  workplaceId: string,
  order: { id: string; createdAt: Date },
  trigger: string,
): Promise<void> {
  const since = await autoFulfilSince(tx, workplaceId);
  if (!since || order.createdAt < since) return;
  // a merchant changes the supplier because a placement failed: that failure does not keep the
  // order from the automation, a placement started after this change does (see the job)
  const failedPlacements = await tx
    .select({ id: orderPlacements.id, generation: orderPlacements.generation })
    .from(orderPlacements)
    .where(
      and(
        eq(orderPlacements.workplaceId, workplaceId),
        eq(orderPlacements.orderId, order.id),
        eq(orderPlacements.status, 'error'),
      ),
    )
    .orderBy(asc(orderPlacements.id))
    .limit(100);
  await enqueueIfAutomatic(tx, workplaceId, {
    job: AUTO_FULFIL_JOB,
    payload: { orderId: order.id, failedPlacements },
    dedupeKey: autoFulfilDedupeKey(order.id, trigger),
  });
}

/**
 * Whether an order's placements keep the automation from placing it: any placement, unless the
 * trigger listed the failed ones it may place over (a change of supplier); then a live one
 * (processing or placed), or one started or ended since the trigger (not listed at its generation,
 * or no longer failed), keeps it. So a job run twice, or two triggers, place the order once.
 */
export function placementsBlock(
  placements: readonly Pick<OrderPlacementRow, 'id' | 'generation' | 'status'>[],
  failedAtTrigger: AutoFulfilPayload['failedPlacements'],
): boolean {
  if (!failedAtTrigger) return placements.length > 0;
  const listed = new Map(failedAtTrigger.map((p) => [p.id, p.generation]));
  return placements.some((p) => p.status !== 'error' || listed.get(p.id) !== p.generation);
}

const API_SOURCES = new Set<string>(API_PLACEMENT_SOURCES);

/**
 * The sources the order is placed with, when the automation may place it: every line mapped
 * (lineSupplier) to a source the setting lists, either all with the suppliers' APIs or all with
 * the own service (which takes whole orders, and only once confirmed). Null: left to the merchant.
 */
async function automaticSources(
  db: Database,
  order: PlacementOrder,
  listed: readonly string[],
): Promise<PlacementSourceKey[] | null> {
  const { section, subStatus, workplaceId } = order.order;
  if (section !== 'placement' || subStatus !== 'ready' || order.lines.length === 0) return null;
  const sources = new Set<string>();
  for (const line of order.lines) {
    if (!line.mapped || !listed.includes(line.mapped.source)) return null;
    sources.add(line.mapped.source);
  }
  const chosen = [...sources];
  if (chosen.every((source) => API_SOURCES.has(source))) return chosen as PlacementSourceKey[];
  if (chosen.length === 1 && chosen[0] === 'omni' && (await readEnrolment(db, workplaceId)).enabled)
    return ['omni'];
  return null; // eBay has no placement here; a mix with the own service is the merchant's choice
}

const isQuotaExceeded = (error: unknown) =>
  error instanceof AppError && error.bodyStatus === BodyStatus.QUOTA_EXPIRED;

/**
 * Places the order as the merchant's request would (POST orders/v5/request, or the own service's
 * request): the same service, so quotas, the placement's checks (address, prices), its job,
 * realtime progress and the log are theirs; the actor marks it automatic. Idempotent: an order
 * that has a placement is skipped (placementsBlock: after a change of supplier, not for the failed
 * placements the change found), so a second run (a crash after the request committed) does
 * nothing.
 */
export const autoFulfilmentJobs: JobModule = (app: FastifyInstance) => {
  const { db } = app.ctx;
  const placement = createPlacementService(app);
  const pageSize = autoFulfilWaitingPageSize();

  // a change that could let the automation place waiting orders: each is evaluated on its own,
  // a page at a time (ADR 041): one transaction queues the page's orders and, when the page is
  // full, the job of the next page, starting after its last order. Every job has a dedupe key, so
  // a page run again (a worker killed after the commit) queues nothing new.
  app.jobs.register(AUTO_FULFIL_WAITING_JOB, async (raw: unknown, ctx) => {
    if (!Value.Check(AutoFulfilWaitingPayloadSchema, raw))
      throw new PermanentJobError('bad waiting auto-fulfilment payload');
    const workplaceId = ctx.job.workplaceId;
    if (!workplaceId) throw new PermanentJobError('auto-fulfilment without a workplace');
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const page = await waitingOrders(tx, workplaceId, raw, pageSize);
      for (const { id } of page)
        await enqueueJob(tx, {
          job: AUTO_FULFIL_JOB,
          payload: { orderId: id },
          dedupeKey: autoFulfilDedupeKey(id, raw.trigger),
          workplaceId,
        });
      const last = page[pageSize - 1];
      if (!last) return; // the last page
      const next: AutoFulfilWaitingPayload = {
        ...raw,
        after: { createdAt: last.createdAt, id: last.id },
      };
      await enqueueJob(tx, {
        job: AUTO_FULFIL_WAITING_JOB,
        payload: next,
        dedupeKey: waitingPageDedupeKey(workplaceId, next),
        workplaceId,
      });
    });
  });

  app.jobs.register(AUTO_FULFIL_JOB, async (raw: unknown, ctx) => {
    if (!Value.Check(AutoFulfilPayloadSchema, raw))
      throw new PermanentJobError('bad auto-fulfilment payload');
    const workplaceId = ctx.job.workplaceId;
    if (!workplaceId) throw new PermanentJobError('auto-fulfilment without a workplace');
    const [order] = await loadPlacementOrders(db, workplaceId, [raw.orderId]).catch(() => []);
    if (!order) return; // deleted meanwhile
    const placements = await db
      .select({
        id: orderPlacements.id,
        generation: orderPlacements.generation,
        status: orderPlacements.status,
      })
      .from(orderPlacements)
      .where(
        and(
          eq(orderPlacements.workplaceId, workplaceId),
          eq(orderPlacements.orderId, order.order.id),
        ),
      );
    // the merchant (or an earlier run) acted already
    if (placementsBlock(placements, raw.failedPlacements)) return;
    const { fulfillment } = await readOrderSettings(db, workplaceId);
    const sources = await automaticSources(db, order, fulfillment.auto_fulfill_sources);
    if (!sources) return;

    const actor: OrderActor = { workplaceId, userId: null, automatic: true };
    const orderIds = [order.order.id];
    try {
      const result: PlacementResult =
        sources[0] === 'omni'
          ? await requestOmniFulfillment(app, actor, orderIds)
          : await placement.request(actor, orderIds);
      if (result.failed.length > 0)
        ctx.log.info({ orderId: order.order.id, failed: result.failed }, 'left to the merchant');
    } catch (error) {
      if (!isQuotaExceeded(error)) throw error;
      // nothing was queued or counted: the order stays in New orders with the failure shown
      for (const source of sources)
        await placement.recordError(actor, order.order.id, source, 'quota_exceeded');
    }
  });
};
