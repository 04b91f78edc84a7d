import type { FastifyInstance } from 'fastify';
import type { OrderPlacementRow, PlacementSource, SourceParcel } from '../../../db/schema';
import { supplierSources } from '../../supplier-accounts/supplier-sources';
import { omniClient } from '../omni-fulfillment/omni-client';

/**
 * How each source's orders are read by the source order sync (ADR 037 "Status sync", ADR 040):
 * the call, and what its own status words mean. The word is stored as the source said it; the
 * lists below only decide what the sync does with it.
 */

/**
 * What a source says of one of its orders: its own status word and, once shipped, every parcel it
 * reports (AliExpress lists one per parcel when the seller splits the order; none before shipping).
 */
export interface SourceObservation {
  status: string;
  parcels: SourceParcel[];
}

/** Each number once, in the source's order, with the carrier it gave first. */
export function distinctParcels(parcels: readonly SourceParcel[]): SourceParcel[] {
  const seen = new Map<string, SourceParcel>();
  for (const parcel of parcels)
    if (parcel.trackingNumber && !seen.has(parcel.trackingNumber))
      seen.set(parcel.trackingNumber, parcel);
  return [...seen.values()];
}

export interface SourceSync {
  read(app: FastifyInstance, placement: OrderPlacementRow): Promise<SourceObservation>;
  /** Statuses after which nothing changes any more: the order is no longer read. */
  final: readonly string[];
  /** Whether an observation says the source will not ship the order (refused, cancelled). */
  cancelled(seen: SourceObservation): boolean;
  /**
   * Whether the order still waits for the merchant to pay it on the source (AliExpress, ADR 042):
   * once it does not, the placement's PAY_ON_SOURCE warning is spent.
   */
  awaitsPayment?(seen: SourceObservation): boolean;
}

/** A source that answered no status word: nothing is stored (the next run reads it again). */
function requireStatus(source: PlacementSource, status: string | undefined): string {
  if (!status) throw new Error(`${source} answered its order without a status`);
  return status;
}

/** A supplier order through the adapter's orderGet, with the merchant's linked account. */
const supplierRead =
  (source: 'aliexpress' | 'cj'): SourceSync['read'] =>
  async (app, placement) => {
    const supplier = await supplierSources(app.ctx, app.log).forWorkplace(
      placement.workplaceId,
      source,
    );
    // one source order per placement today (AliExpress splits per seller only for several sellers)
    const order = await supplier.orderGet(placement.sourceOrderNumbers[0]!);
    return {
      status: requireStatus(source, order.rawStatus),
      parcels: distinctParcels(
        order.trackingNumbers.map(({ trackingNumber, carrier }) =>
          carrier ? { trackingNumber, carrier } : { trackingNumber },
        ),
      ),
    };
  };

/** The sources whose orders are synced, and how each is read. */
export const SOURCE_SYNCS: Partial<Record<PlacementSource, SourceSync>> = {
  // protocol v1 of our own service (ADR 037): received → sourcing → shipped → delivered | rejected
  omni: {
    read: async (app, placement) => {
      const request = await omniClient(app.ctx, app.log).get(
        placement.sourceOrderNumbers[0]!,
        placement.workplaceId,
      );
      const shipment = request.shipment;
      return {
        status: requireStatus('omni', request.status),
        // protocol v1 ships a request as one parcel
        parcels: shipment
          ? [
              shipment.carrier
                ? { trackingNumber: shipment.tracking_number, carrier: shipment.carrier }
                : { trackingNumber: shipment.tracking_number },
            ]
          : [],
      };
    },
    final: ['delivered', 'rejected'],
    cancelled: (seen) => seen.status === 'rejected',
  },
  // CJ API 2.0 shopping/order/getOrderDetail `orderStatus`: CREATED, IN_CART, UNPAID, UNSHIPPED,
  // SHIPPED, DELIVERED, CANCELLED, OTHER (the words of shopping/order/list, ADR 040); the parcel is
  // `trackNumber` with `logisticName` (one number per CJ order, as its documented answer has it)
  cj: {
    read: supplierRead('cj'),
    final: ['DELIVERED', 'CANCELLED'],
    cancelled: (seen) => seen.status === 'CANCELLED',
    // created, in the cart or confirmed and not yet paid (an order whose parent order id was lost
    // is paid on MyCJ, with PAY_ON_SOURCE until then, ADR 043)
    awaitsPayment: (seen) => ['CREATED', 'IN_CART', 'UNPAID'].includes(seen.status),
  },
  // aliexpress.trade.ds.order.get `order_status`: PLACE_ORDER_SUCCESS, PAYMENT_PROCESSING,
  // RISK_CONTROL, RISK_CONTROL_HOLD, WAIT_SELLER_SEND_GOODS, SELLER_PART_SEND_GOODS,
  // WAIT_BUYER_ACCEPT_GOODS, FUND_PROCESSING, WAIT_SELLER_EXAMINE_MONEY, IN_ISSUE, IN_FROZEN,
  // IN_CANCEL, FINISH, ARCHIVE (ADR 040); the parcels are every entry of `logistics_info_list`
  // (`logistics_no`, `logistics_service`): a list, as the seller may ship the order as several
  // parcels (SELLER_PART_SEND_GOODS while some are still to come). FINISH closes the order either
  // way: with a parcel it ended after shipping, without one it closed unshipped (cancelled);
  // ARCHIVE is a finished order filed away, read the same. While IN_CANCEL the cancellation is only asked for and may still be refused, so
  // it is read on.
  aliexpress: {
    read: supplierRead('aliexpress'),
    final: ['FINISH', 'ARCHIVE'],
    cancelled: (seen) =>
      (seen.status === 'FINISH' || seen.status === 'ARCHIVE') && seen.parcels.length === 0,
    // "waiting for buyer to pay" (aliexpress.solution.order.get's order_status, ADR 042)
    awaitsPayment: (seen) => seen.status === 'PLACE_ORDER_SUCCESS',
  },
};

export const SYNCED_SOURCES = Object.keys(SOURCE_SYNCS) as PlacementSource[];
export const isSyncedSource = (source: PlacementSource) => SYNCED_SOURCES.includes(source);
