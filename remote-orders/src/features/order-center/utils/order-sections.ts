/**
 * The order center's sections and their sub-status tabs, in display order, with the default
 * sub-status each section opens on (spec 002 §2).
 */
export const ORDER_SECTIONS = {
  placement: { subStatuses: ['ready'], defaultSubStatus: 'ready' },
  payment: { subStatuses: ['all', 'waiting_payment', 'order_placed'], defaultSubStatus: 'all' },
  shipment: {
    subStatuses: [
      'all',
      'not_found',
      'info_received',
      'in_transit',
      'available_for_pickup',
      'out_for_delivery',
      'delivered',
      'expired',
      'delivery_failure',
      'exception',
    ],
    defaultSubStatus: 'all',
  },
  cancelled: { subStatuses: ['channel', 'source'], defaultSubStatus: 'channel' },
  refund: {
    subStatuses: ['all', 'completed', 'pending', 'accepted', 'rejected'],
    defaultSubStatus: 'all',
  },
} as const;

export type OrderSection = keyof typeof ORDER_SECTIONS;
export type SubStatusOf<S extends OrderSection> = (typeof ORDER_SECTIONS)[S]['subStatuses'][number];
export type OrderSubStatus = SubStatusOf<OrderSection>;

export const ORDER_SECTION_KEYS = Object.keys(ORDER_SECTIONS) as OrderSection[];

/** The section a merchant lands on: new orders waiting to be placed. */
export const DEFAULT_SECTION: OrderSection = 'placement';

export function isOrderSection(value: unknown): value is OrderSection {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ORDER_SECTIONS, value);
}

export function subStatusesOf(section: OrderSection): readonly OrderSubStatus[] {
  return ORDER_SECTIONS[section].subStatuses;
}

export function defaultSubStatus(section: OrderSection): OrderSubStatus {
  return ORDER_SECTIONS[section].defaultSubStatus;
}

export function isSubStatusOf(section: OrderSection, value: unknown): value is OrderSubStatus {
  return typeof value === 'string' && (subStatusesOf(section) as readonly string[]).includes(value);
}

export interface OrderFilters {
  section: OrderSection;
  subStatus: OrderSubStatus;
}

/**
 * Reads the filters from raw URL values; anything unknown falls back to the default section,
 * or to the section's default sub-status, so a stale or hand-edited link still opens a valid tab.
 */
export function resolveOrderFilters(
  rawSection: string | null,
  rawSubStatus: string | null,
): OrderFilters {
  const section = isOrderSection(rawSection) ? rawSection : DEFAULT_SECTION;
  const subStatus = isSubStatusOf(section, rawSubStatus) ? rawSubStatus : defaultSubStatus(section);
  return { section, subStatus };
}
