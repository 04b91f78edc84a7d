import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { ORDER_SECTIONS } from '@omni/shared/contracts/orders';
import type { Database } from '../../../db/database';
import { orderLogs, orders, parcelTrackings } from '../../../db/schema';
import { writeOrderLog } from '../order-log';
import { orderAwaitsSupplierParcels } from '../source-sync/awaiting-parcels';

/*
 * What the tracking service says of a parcel, brought to the order it ships (ADR 041): a paid
 * order moves to the shipment tab of its parcels' statuses (the least advanced parcel's) with a
 * log entry, and a number the tracking service refused is logged on its order instead of moving
 * it.
 */

const SHIPMENT_TABS: readonly string[] = ORDER_SECTIONS.shipment.filter((tab) => tab !== 'all');

/**
 * The shipment tab (spec 002 §2) of a parcel status of spec 002 §3 (IN_TRANSIT → in_transit).
 * ALERT and PENDING have no tab: undefined, and the order stays where it is (nothing is guessed).
 */
export function shipmentTabOf(status: string | null | undefined): string | undefined {
  const tab = (status ?? '').toLowerCase();
  return SHIPMENT_TABS.includes(tab) ? tab : undefined;
}

/**
 * The shipment tabs from the least advanced to the most: a parcel in trouble (exception, a failed
 * delivery, tracking expired) holds its order back most, as it is the one the merchant must act
 * on; then a parcel not yet seen by the carrier, on to delivered.
 */
export const TAB_PROGRESS: readonly string[] = [
  'exception',
  'delivery_failure',
  'expired',
  'not_found',
  'info_received',
  'in_transit',
  'out_for_delivery',
  'available_for_pickup',
  'delivered',
];

/**
 * Where an order stops while a supplier order of it has parcels still to come (ADR 040, amended):
 * spec 002 §3 has no "partly shipped" status, and in_transit is the closest it has (the order is
 * on its way, part of it not yet handed over). A parcel less advanced than that still shows.
 */
export const AWAITING_SUPPLIER_TAB = 'in_transit';

/**
 * The shipment tab of an order shipped as several parcels (ADR 041, amended): that of its least
 * advanced parcel, so the order is delivered only once every parcel is. Undefined when it has no
 * parcel, or when one of them has a status without a tab (ALERT, PENDING): nothing is guessed.
 * While a supplier order of the order still has parcels to come (`awaitingSupplier`, ADR 040
 * amended) the order goes no further than in_transit, however far the parcels seen so far are.
 */
export function orderShipmentTab(
  parcelStatuses: readonly (string | null)[],
  { awaitingSupplier = false }: { awaitingSupplier?: boolean } = {},
): string | undefined {
  let least: string | undefined;
  for (const status of parcelStatuses) {
    const tab = shipmentTabOf(status);
    if (tab === undefined) return undefined;
    if (least === undefined || TAB_PROGRESS.indexOf(tab) < TAB_PROGRESS.indexOf(least)) least = tab;
  }
  if (
    least !== undefined &&
    awaitingSupplier &&
    TAB_PROGRESS.indexOf(least) > TAB_PROGRESS.indexOf(AWAITING_SUPPLIER_TAB)
  )
    return AWAITING_SUPPLIER_TAB;
  return least;
}

/**
 * The statuses of every parcel the workplace follows for the order (its reference), and of the
 * numbers given (parcels just observed that were followed before for something else may name no
 * order).
 */
export async function parcelStatusesOf(
  tx: Database,
  workplaceId: string,
  orderId: string,
  trackingNumbers: readonly string[] = [],
): Promise<string[]> {
  const ofOrder = eq(parcelTrackings.reference, orderId);
  const rows = await tx
    .select({ status: parcelTrackings.status })
    .from(parcelTrackings)
    .where(
      and(
        eq(parcelTrackings.workplaceId, workplaceId),
        trackingNumbers.length > 0
          ? or(ofOrder, inArray(parcelTrackings.trackingNumber, [...trackingNumbers]))
          : ofOrder,
      ),
    );
  return rows.map((row) => row.status);
}

/**
 * The shipment tab an order's parcels and supplier orders give now, read in the caller's
 * transaction (orderShipmentTab over parcelStatusesOf, held at in_transit while a supplier order
 * of it has parcels to come). `trackingNumbers` as parcelStatusesOf's.
 */
export async function currentShipmentTab(
  tx: Database,
  workplaceId: string,
  orderId: string,
  trackingNumbers: readonly string[] = [],
): Promise<string | undefined> {
  return orderShipmentTab(await parcelStatusesOf(tx, workplaceId, orderId, trackingNumbers), {
    awaitingSupplier: await orderAwaitsSupplierParcels(tx, workplaceId, orderId),
  });
}

/** A parcel's reference is the order's id when an order ships it (ADR 037). */
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ParcelChange {
  workplaceId: string;
  reference: string | null;
  trackingNumber: string;
  status: string;
}

/**
 * Moves each changed parcel's order to the shipment tab its parcels now give (orderShipmentTab:
 * the least advanced of them, no further than in_transit while a supplier order of it has not
 * shipped), with a `shipment_status_changed` log entry naming the parcel that
 * changed, in the caller's transaction (the one storing the parcel's status). Only the parcel's
 * own workplace's order moves, only a paid one (payment/order_placed) or one already in shipment,
 * and only when its tab differs: the order row's update decides, so the same status told twice (a
 * repeated push, a pull after a push, two at once) moves it and logs it once. Returns the orders
 * moved.
 */
export async function moveOrdersWithParcels(
  tx: Database,
  changes: readonly ParcelChange[],
): Promise<string[]> {
  const moved: string[] = [];
  for (const change of changes) {
    if (!shipmentTabOf(change.status) || !change.reference || !ORDER_ID.test(change.reference))
      continue;
    const [before] = await tx
      .select({ section: orders.section, subStatus: orders.subStatus })
      .from(orders)
      .where(and(eq(orders.id, change.reference), eq(orders.workplaceId, change.workplaceId)))
      .for('update');
    if (!before) continue;
    // with the order locked, its parcels' statuses as this transaction left them
    const tab = await currentShipmentTab(tx, change.workplaceId, change.reference);
    if (!tab) continue;
    const [order] = await tx
      .update(orders)
      .set({ section: 'shipment', subStatus: tab, updatedAt: sql`now()` })
      .where(
        and(
          eq(orders.id, change.reference),
          eq(orders.workplaceId, change.workplaceId),
          or(
            and(eq(orders.section, 'payment'), eq(orders.subStatus, 'order_placed')),
            eq(orders.section, 'shipment'),
          ),
          sql`${orders.subStatus} IS DISTINCT FROM ${tab}`,
        ),
      )
      .returning({ id: orders.id });
    if (!order) continue;
    await writeOrderLog(tx, { workplaceId: change.workplaceId, userId: null }, [
      {
        orderId: order.id,
        action: 'shipment_status_changed',
        data: {
          tracking_number: change.trackingNumber,
          status: tab,
          from: before.section === 'shipment' ? before.subStatus : null,
        },
      },
    ]);
    moved.push(order.id);
  }
  return moved;
}

/**
 * Logs on its order that the tracking service refused a number (`tracking_number_rejected`, with
 * the service's error code), once per order and number however often the number is refused again.
 * The order is not moved. Returns the orders newly told.
 */
export async function logRejectedNumbers(
  db: Database,
  workplaceId: string,
  rejected: readonly { number: string; code: number; reference?: string }[],
): Promise<string[]> {
  const told: string[] = [];
  for (const { number, code, reference } of rejected) {
    if (!reference || !ORDER_ID.test(reference)) continue;
    const wrote = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      // one writer per order at a time, so two refusals of the same number log it once
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, reference), eq(orders.workplaceId, workplaceId)))
        .for('update');
      if (!order) return false;
      const [already] = await tx
        .select({ id: orderLogs.id })
        .from(orderLogs)
        .where(
          and(
            eq(orderLogs.orderId, order.id),
            eq(orderLogs.action, 'tracking_number_rejected'),
            sql`${orderLogs.data}->>'tracking_number' = ${number}`,
          ),
        )
        .limit(1);
      if (already) return false;
      await writeOrderLog(tx, { workplaceId, userId: null }, [
        {
          orderId: order.id,
          action: 'tracking_number_rejected',
          data: { tracking_number: number, code },
        },
      ]);
      return true;
    });
    if (wrote) told.push(reference);
  }
  return told;
}
