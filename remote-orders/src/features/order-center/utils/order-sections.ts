import {
  ORDER_SECTION_KEYS,
  ORDER_SECTIONS,
  type OrderSection,
} from '@omni/shared/contracts/orders';

export { ORDER_SECTION_KEYS, type OrderSection };
export type SubStatusOf<S extends OrderSection> = (typeof ORDER_SECTIONS)[S][number];
export type OrderSubStatus = SubStatusOf<OrderSection>;

/** The section a merchant lands on: new orders waiting to be placed. */
export const DEFAULT_SECTION: OrderSection = 'placement';

export function isOrderSection(value: unknown): value is OrderSection {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ORDER_SECTIONS, value);
}

export function subStatusesOf(section: OrderSection): readonly OrderSubStatus[] {
  return ORDER_SECTIONS[section];
}

/** The tab a section opens on: its first (spec 002 §2 defaults). */
export function defaultSubStatus(section: OrderSection): OrderSubStatus {
  return ORDER_SECTIONS[section][0];
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
