import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PlacementEntry } from '@omni/shared/contracts/orders';
import type { Database } from '../../../db/database';
import {
  orderPlacements,
  orders,
  type OrderPlacementRow,
  type PlacementLine,
  type PlacementSource,
} from '../../../db/schema';

/** Our order number as the supplier receives it: ≤ 50 characters (CJ orderNumber's limit). */
export const placementReference = (orderId: string, source: string, generation: number) =>
  `${orderId}-${source}-${generation}`;

export async function placementEntries(
  db: Database,
  workplaceId: string,
  ids?: readonly string[],
): Promise<PlacementEntry[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select({ placement: orderPlacements, orderName: orders.orderName })
    .from(orderPlacements)
    .innerJoin(orders, eq(orders.id, orderPlacements.orderId))
    .where(
      and(
        eq(orderPlacements.workplaceId, workplaceId),
        ids ? inArray(orderPlacements.id, [...ids]) : undefined,
      ),
    )
    .orderBy(desc(orderPlacements.updatedAt))
    .limit(200);
  return rows.map(({ placement: p, orderName }) => ({
    id: p.id,
    order_id: p.orderId,
    order_name: orderName,
    source: p.source,
    status: p.status,
    reference: p.reference,
    source_order_numbers: p.sourceOrderNumbers,
    error_key: p.errorKey,
    warning_key: p.warningKey,
    cost:
      p.costMinor === null || !p.costCurrency
        ? null
        : { amount: p.costMinor, currency: p.costCurrency },
    paid: p.paidAt !== null,
    updated_at: p.updatedAt.toISOString(),
  }));
}

export async function findPlacement(db: Database, id: string) {
  const [row] = await db.select().from(orderPlacements).where(eq(orderPlacements.id, id));
  return row ?? null;
}

/**
 * Ends a processing placement of one generation; false when it was no longer processing (stopped
 * meanwhile, or finished by another worker), so a late answer never overwrites the outcome.
 */
export async function finishPlacement(
  db: Database,
  placement: Pick<OrderPlacementRow, 'id' | 'generation'>,
  outcome: { status: 'success' | 'error'; errorKey?: string | null },
  now: Date,
): Promise<boolean> {
  const done = await db
    .update(orderPlacements)
    .set({ status: outcome.status, errorKey: outcome.errorKey ?? null, updatedAt: now })
    .where(
      and(
        eq(orderPlacements.id, placement.id),
        eq(orderPlacements.generation, placement.generation),
        eq(orderPlacements.status, 'processing'),
      ),
    )
    .returning({ id: orderPlacements.id });
  return done.length > 0;
}

/** Saved the moment the supplier answers, whatever happens next (so a retry never re-creates). */
export async function saveSourceOrderNumbers(
  db: Database,
  placement: Pick<OrderPlacementRow, 'id' | 'generation'>,
  numbers: string[],
  now: Date,
): Promise<void> {
  await db
    .update(orderPlacements)
    .set({ sourceOrderNumbers: numbers, updatedAt: now })
    .where(
      and(
        eq(orderPlacements.id, placement.id),
        eq(orderPlacements.generation, placement.generation),
      ),
    );
}

type PlacementLines = Pick<OrderPlacementRow, 'status' | 'source' | 'lines'>;

/**
 * A failed placement whose every line another source has placed since (the merchant changed those
 * lines' supplier after the failure, ADR 041 amended): it no longer holds the order back. One
 * without lines (an error recorded before anything was sent) always does.
 */
function supersededFailure(failed: PlacementLines, all: readonly PlacementLines[]): boolean {
  if (failed.status !== 'error' || failed.lines.length === 0) return false;
  const placedElsewhere = new Set(
    all
      .filter((p) => p.source !== failed.source && p.status === 'success')
      .flatMap((p) => p.lines.map((line) => line.line_item_id)),
  );
  return failed.lines.every((line) => placedElsewhere.has(line.line_item_id));
}

/**
 * Moves the order to payment/waiting_payment once every source of it is placed (spec 002 §4);
 * an order already further on is left alone.
 */
export async function advancePlacedOrder(db: Database, orderId: string, now: Date): Promise<void> {
  // The sources of one order finish in jobs of their own, each in its transaction. Without this
  // lock two that finish together each read the other's placement as still processing, and
  // neither moves the order (seen on PostgreSQL); with it the second waits for the first to
  // commit and then reads both as placed.
  await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  const placements = await db
    .select({
      status: orderPlacements.status,
      source: orderPlacements.source,
      lines: orderPlacements.lines,
    })
    .from(orderPlacements)
    .where(eq(orderPlacements.orderId, orderId));
  // the own service fulfils the whole order (ADR 037): once it has it, the other sources'
  // earlier failures no longer hold the order back
  const omni = placements.find((p) => p.source === 'omni' && p.status === 'success');
  const counted = omni ? [omni] : placements.filter((p) => !supersededFailure(p, placements));
  if (counted.length === 0 || counted.some((p) => p.status !== 'success')) return;
  await db
    .update(orders)
    .set({
      section: 'payment',
      subStatus: 'waiting_payment',
      sourceType: counted[0]!.source,
      via: 'api',
      errorMessage: null,
      updatedAt: now,
    })
    .where(
      and(eq(orders.id, orderId), eq(orders.section, 'placement'), eq(orders.subStatus, 'ready')),
    );
}

/** Marks the error on the order too (error_message of spec 002 §3), for the list. */
export async function recordOrderError(
  db: Database,
  orderId: string,
  errorKey: string,
  now: Date,
): Promise<void> {
  await db
    .update(orders)
    .set({ errorMessage: errorKey, updatedAt: now })
    .where(eq(orders.id, orderId));
}

/** Stop (spec 002 §4): every processing placement of the source becomes error cancel_order. */
export async function stopProcessing(
  db: Database,
  workplaceId: string,
  source: string,
  now: Date,
): Promise<{ id: string; orderId: string }[]> {
  return db
    .update(orderPlacements)
    .set({ status: 'error', errorKey: 'cancel_order', updatedAt: now })
    .where(
      and(
        eq(orderPlacements.workplaceId, workplaceId),
        eq(orderPlacements.source, source as OrderPlacementRow['source']),
        eq(orderPlacements.status, 'processing'),
      ),
    )
    .returning({ id: orderPlacements.id, orderId: orderPlacements.orderId });
}

/** Unpaid placements of the workplace's orders among `orderIds`. */
export const unpaidPlacements = (db: Database, workplaceId: string, orderIds: string[]) =>
  db
    .select()
    .from(orderPlacements)
    .where(
      and(
        eq(orderPlacements.workplaceId, workplaceId),
        inArray(orderPlacements.orderId, orderIds),
        isNull(orderPlacements.paidAt),
      ),
    )
    .orderBy(orderPlacements.id);

/** The same, locked for the caller's transaction (in id order, so two payments never deadlock). */
export const lockUnpaidPlacements = (tx: Database, workplaceId: string, orderIds: string[]) =>
  unpaidPlacements(tx, workplaceId, orderIds).for('update');

export const bumpGeneration = sql`${orderPlacements.generation} + 1`;

/**
 * Starts an order's placement with a source: its next generation (a new reference, the last
 * outcome cleared) when it had one, else its first. The caller queues the job for `generation`.
 */
export async function startPlacement(
  tx: Database,
  target: { workplaceId: string; orderId: string; source: PlacementSource },
  previous: Pick<OrderPlacementRow, 'id' | 'generation'> | undefined,
  start: { lines: PlacementLine[]; cost: { amount: number; currency: string } | null; at: Date },
): Promise<{ id: string; generation: number }> {
  const generation = previous ? previous.generation + 1 : 1;
  const values = {
    status: 'processing' as const,
    generation,
    reference: placementReference(target.orderId, target.source, generation),
    lines: start.lines,
    sourceOrderNumbers: [],
    errorKey: null,
    warningKey: null,
    costMinor: start.cost?.amount ?? null,
    costCurrency: start.cost?.currency ?? null,
    paidAt: null,
    paymentId: null,
    updatedAt: start.at,
  };
  const [row] = previous
    ? await tx
        .update(orderPlacements)
        .set(values)
        .where(eq(orderPlacements.id, previous.id))
        .returning({ id: orderPlacements.id })
    : await tx
        .insert(orderPlacements)
        .values({ ...target, createdAt: start.at, ...values })
        .returning({ id: orderPlacements.id });
  return { id: row!.id, generation };
}
