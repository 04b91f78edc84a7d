import { ORDER_SECTION_KEYS, type OrderSection } from '@omni/shared/contracts/orders';

/** The order center and its search params (`section`, `status`), as the list reads them. */
const ORDER_LIST = '/app/orders';

const isSection = (value: string | undefined): value is OrderSection =>
  (ORDER_SECTION_KEYS as readonly string[]).includes(value ?? '');

/**
 * Where "back to orders" goes: the section in the detail's URL (the tab the merchant came from),
 * else the order's own section and sub-status once it is loaded, else the order center.
 */
export function orderListPath(
  orderStatus: string | undefined,
  order: { section: string; sub_status: string } | undefined,
): string {
  const params = new URLSearchParams();
  if (isSection(orderStatus)) {
    params.set('section', orderStatus);
    if (order?.section === orderStatus) params.set('status', order.sub_status);
  } else if (order && isSection(order.section)) {
    params.set('section', order.section);
    params.set('status', order.sub_status);
  }
  const search = params.toString();
  return search ? `${ORDER_LIST}?${search}` : ORDER_LIST;
}
