import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { containsPattern } from '../../../db/like-pattern';
import {
  orderPlacements,
  orders,
  parcelTrackings,
  type ParcelTrackingEvent,
} from '../../../db/schema';
import { SOURCE_SYNCS, SYNCED_SOURCES } from '../source-sync/source-readers';

/** The tracking center's reads (ADR 047); every one is scoped to the workplace. */

export interface PageFilter {
  page: number;
  pageSize: number;
  keyword: string | null;
}

/** Parcels that ship one of the workplace's orders (the reference names it), last updated first. */
export async function parcelPage(
  db: Database,
  workplaceId: string,
  filter: PageFilter & { status: string | null },
) {
  const where = and(
    eq(parcelTrackings.workplaceId, workplaceId),
    filter.status ? eq(parcelTrackings.status, filter.status) : undefined,
    filter.keyword
      ? or(
          ilike(parcelTrackings.trackingNumber, containsPattern(filter.keyword)),
          ilike(orders.orderName, containsPattern(filter.keyword)),
        )
      : undefined,
  );
  // the order must be the workplace's too: a reference is text, so it is joined, not trusted
  const join = and(
    eq(orders.workplaceId, workplaceId),
    sql`${orders.id}::text = ${parcelTrackings.reference}`,
  );
  const rows = await db
    .select({
      trackingNumber: parcelTrackings.trackingNumber,
      carrier: parcelTrackings.carrier,
      status: parcelTrackings.status,
      latestEvent: sql<ParcelTrackingEvent | null>`${parcelTrackings.events} -> 0`,
      lastEventAt: parcelTrackings.lastEventAt,
      updatedAt: parcelTrackings.updatedAt,
      orderId: orders.id,
      orderName: orders.orderName,
      section: orders.section,
    })
    .from(parcelTrackings)
    .innerJoin(orders, join)
    .where(where)
    .orderBy(desc(parcelTrackings.updatedAt), asc(parcelTrackings.trackingNumber))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await db
    .select({ total: count() })
    .from(parcelTrackings)
    .innerJoin(orders, join)
    .where(where);
  return { rows, total: total?.total ?? 0 };
}

/** A supplier's words after which it sends no parcel (delivered, cancelled, closed). */
const FINAL_SOURCE_WORDS = [...new Set(Object.values(SOURCE_SYNCS).flatMap((sync) => sync.final))];

/**
 * Successful placements with a supplier whose orders the source order sync reads, that have not
 * reported a parcel, whose order no parcel ships yet and is not cancelled, and whose supplier has
 * not said its last word (ADR 047). Longest waiting first.
 */
export async function awaitingPage(db: Database, workplaceId: string, filter: PageFilter) {
  const where = and(
    eq(orderPlacements.workplaceId, workplaceId),
    eq(orderPlacements.status, 'success'),
    inArray(orderPlacements.source, SYNCED_SOURCES),
    sql`${orderPlacements.sourceParcels} = '[]'::jsonb`,
    or(
      isNull(orderPlacements.sourceStatus),
      notInArray(orderPlacements.sourceStatus, FINAL_SOURCE_WORDS),
    ),
    sql`${orders.section} <> 'cancelled'`,
    sql`NOT EXISTS (SELECT 1 FROM ${parcelTrackings} t
      WHERE t.workplace_id = ${workplaceId} AND t.reference = ${orders.id}::text)`,
    filter.keyword
      ? or(
          ilike(orders.orderName, containsPattern(filter.keyword)),
          sql`${orderPlacements.sourceOrderNumbers}::text ILIKE ${containsPattern(filter.keyword)}`,
        )
      : undefined,
  );
  const join = and(eq(orders.id, orderPlacements.orderId), eq(orders.workplaceId, workplaceId));
  const rows = await db
    .select({
      orderId: orders.id,
      orderName: orders.orderName,
      section: orders.section,
      source: orderPlacements.source,
      sourceOrderNumbers: orderPlacements.sourceOrderNumbers,
      sourceStatus: orderPlacements.sourceStatus,
      placedAt: orderPlacements.createdAt,
      paidAt: orderPlacements.paidAt,
    })
    .from(orderPlacements)
    .innerJoin(orders, join)
    .where(where)
    .orderBy(asc(orderPlacements.createdAt), asc(orderPlacements.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await db
    .select({ total: count() })
    .from(orderPlacements)
    .innerJoin(orders, join)
    .where(where);
  return { rows, total: total?.total ?? 0 };
}

export type ParcelPageRow = Awaited<ReturnType<typeof parcelPage>>['rows'][number];
export type AwaitingPageRow = Awaited<ReturnType<typeof awaitingPage>>['rows'][number];
