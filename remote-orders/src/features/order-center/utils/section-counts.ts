import { subStatusesOf, type OrderSection, type OrderSubStatus } from './order-sections';

/** The shape of GET orders/v5/count-order-status, read structurally so missing keys count as 0. */
export type OrderStatusCounts = {
  [S in OrderSection]?: Partial<Record<OrderSubStatus, number>>;
};

export function subStatusCount(
  counts: OrderStatusCounts | undefined,
  section: OrderSection,
  subStatus: OrderSubStatus,
): number {
  return counts?.[section]?.[subStatus] ?? 0;
}

/**
 * A section's badge: its `all` count where the section has one, otherwise the sum of its
 * sub-statuses (placement has only `ready`; cancelled splits into channel and source).
 */
export function sectionTotal(counts: OrderStatusCounts | undefined, section: OrderSection): number {
  const subStatuses = subStatusesOf(section);
  if (subStatuses.includes('all')) return subStatusCount(counts, section, 'all');
  return subStatuses.reduce(
    (sum, subStatus) => sum + subStatusCount(counts, section, subStatus),
    0,
  );
}
