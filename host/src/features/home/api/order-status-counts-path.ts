/**
 * The home's order counts (spec 002 §2), which its quick-start steps, the largest paint of
 * `/app`, wait for. Apart from the query so the bootstrap can ask for it without the API client.
 */
export const ORDER_STATUS_COUNTS_PATH = 'orders/v5/count-order-status';
