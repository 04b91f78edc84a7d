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
  /**
   * Each source order's own observation, in the placement's order, when the source split the
   * placement into several orders (AliExpress, one per seller): `status` and `parcels` above are
   * then their combination (combineSourceOrders). Absent for a placement with one source order.
   */
  orders?: SourceOrderObservation[];
}

/** What a source says of one of the orders it split a placement into. */
export interface SourceOrderObservation {
  number: string;
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
  /**
   * The source's words from the least advanced to the most, for the combined status of a split
   * placement (combineSourceOrders). A word not listed counts as the least advanced.
   */
  progress?: readonly string[];
  /**
   * Words of an order that has shipped some of its parcels and not yet the rest (AliExpress's
   * SELLER_PART_SEND_GOODS): its order still waits for parcels however many it has (ADR 040,
   * amended, awaiting-parcels.ts).
   */
  partlyShipped?: readonly string[];
}

/**
 * The one observation of a placement the source split into several orders (ADR 040, amended):
 * - the parcels are every order's (each number once, in the orders' order);
 * - the status is that of the least advanced order still going on (`progress`), so the placement
 *   is shipped, delivered or finished only once every such order is, and an order that needs the
 *   merchant (unpaid, held, disputed, a cancellation asked) shows first;
 * - an order the source cancelled (refused, closed unshipped) is left out of the status while
 *   others go on: those are still coming. Only when every order is cancelled is the placement,
 *   with the first order's word and no parcel, as the cancellation of one order is read.
 */
export function combineSourceOrders(
  sync: Pick<SourceSync, 'cancelled' | 'progress'>,
  orders: readonly SourceOrderObservation[],
): SourceObservation {
  const going = orders.filter((order) => !sync.cancelled(order));
  const rank = (status: string) => sync.progress?.indexOf(status) ?? -1;
  const least = going.reduce<SourceOrderObservation | undefined>(
    (found, order) => (!found || rank(order.status) < rank(found.status) ? order : found),
    undefined,
  );
  return {
    status: (least ?? orders[0]!).status,
    parcels: distinctParcels(orders.flatMap((order) => order.parcels)),
    orders: [...orders],
  };
}

/**
 * Whether the observation says an order still waits for the merchant's payment on the source:
 * any of the orders of a split placement.
 */
export function awaitsPaymentOnSource(sync: SourceSync, seen: SourceObservation): boolean {
  if (!sync.awaitsPayment) return false;
  return seen.orders
    ? seen.orders.some((order) => sync.awaitsPayment!(order))
    : sync.awaitsPayment(seen);
}

/** A source that answered no status word: nothing is stored (the next run reads it again). */
function requireStatus(source: PlacementSource, status: string | undefined): string {
  if (!status) throw new Error(`${source} answered its order without a status`);
  return status;
}

/**
 * A supplier's orders through the adapter's orderGet, with the merchant's linked account: every
 * order number of the placement (AliExpress makes one order per seller), each read in turn. A
 * read that fails fails the whole observation: a combination of some of the orders would say
 * what the placement is not, so the last observed state is kept and the next run reads them all.
 */
const supplierRead =
  (source: 'aliexpress' | 'cj'): SourceSync['read'] =>
  async (app, placement) => {
    const supplier = await supplierSources(app.ctx, app.log).forWorkplace(
      placement.workplaceId,
      source,
    );
    const orders: SourceOrderObservation[] = [];
    for (const number of placement.sourceOrderNumbers) {
      const order = await supplier.orderGet(number);
      orders.push({
        number,
        status: requireStatus(source, order.rawStatus),
        parcels: distinctParcels(
          order.trackingNumbers.map(({ trackingNumber, carrier }) =>
            carrier ? { trackingNumber, carrier } : { trackingNumber },
          ),
        ),
      });
    }
    if (orders.length === 1) return { status: orders[0]!.status, parcels: orders[0]!.parcels };
    return combineSourceOrders(SOURCE_SYNCS[source]!, orders);
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
    // a split placement's combined word (ADR 040, amended): unpaid first, then an order held or
    // disputed (the merchant's to act on), then on its way, to finished
    progress: [
      'PLACE_ORDER_SUCCESS',
      'PAYMENT_PROCESSING',
      'RISK_CONTROL',
      'RISK_CONTROL_HOLD',
      'IN_ISSUE',
      'IN_FROZEN',
      'IN_CANCEL',
      'WAIT_SELLER_SEND_GOODS',
      'SELLER_PART_SEND_GOODS',
      'WAIT_BUYER_ACCEPT_GOODS',
      'FUND_PROCESSING',
      'WAIT_SELLER_EXAMINE_MONEY',
      'FINISH',
      'ARCHIVE',
    ],
    partlyShipped: ['SELLER_PART_SEND_GOODS'],
  },
};

export const SYNCED_SOURCES = Object.keys(SOURCE_SYNCS) as PlacementSource[];
export const isSyncedSource = (source: PlacementSource) => SYNCED_SOURCES.includes(source);
