/**
 * Client side of Shopify's cost-based limit (a leaky bucket per app and shop): it remembers the
 * last `throttleStatus` of each shop, estimates what has refilled since, and tells a caller how
 * long to wait before a query of a given cost, so we never send what Shopify would refuse.
 */
export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

interface Known {
  status: ThrottleStatus;
  at: number;
  /** Points taken by queries sent since `status` was read, not yet reflected in it. */
  reserved: number;
}

export class CostLimiter {
  private readonly shops = new Map<string, Known>();

  constructor(private readonly clock: () => number = Date.now) {}

  private estimate(known: Known): number {
    const restored = ((this.clock() - known.at) / 1000) * known.status.restoreRate;
    return (
      Math.min(known.status.maximumAvailable, known.status.currentlyAvailable + restored) -
      known.reserved
    );
  }

  /** Milliseconds to wait before spending `cost` on `shop` (0 when it can go now, or unknown). */
  waitMs(shop: string, cost: number): number {
    const known = this.shops.get(shop);
    if (!known) return 0;
    const needed = Math.min(cost, known.status.maximumAvailable) - this.estimate(known);
    if (needed <= 0) return 0;
    if (known.status.restoreRate <= 0) return 1000;
    return Math.ceil((needed / known.status.restoreRate) * 1000);
  }

  /** Books `cost` for a query about to be sent (released when its answer brings a status). */
  reserve(shop: string, cost: number): void {
    const known = this.shops.get(shop);
    if (known) known.reserved += cost;
  }

  /** Records the throttleStatus of an answer (and releases the booking of that query). */
  record(shop: string, status: ThrottleStatus, reservedCost = 0): void {
    const previous = this.shops.get(shop);
    const reserved = Math.max(0, (previous?.reserved ?? 0) - reservedCost);
    this.shops.set(shop, { status, at: this.clock(), reserved });
  }

  release(shop: string, cost: number): void {
    const known = this.shops.get(shop);
    if (known) known.reserved = Math.max(0, known.reserved - cost);
  }
}
