/**
 * Shopify's cost-based limit for the Admin GraphQL API: a leaky bucket per app and shop that holds
 * `maximumAvailable` points and refills at `restoreRate` points a second; a query whose requested
 * cost is more than what is available is refused with THROTTLED and costs nothing.
 */
export interface ThrottleSettings {
  maximumAvailable: number;
  restoreRate: number;
}

export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

export class CostBucket {
  private available: number;
  private updatedAt: number;

  constructor(
    private settings: ThrottleSettings,
    private readonly clock: () => number = Date.now,
  ) {
    this.available = settings.maximumAvailable;
    this.updatedAt = clock();
  }

  private refill(): void {
    const now = this.clock();
    const restored = ((now - this.updatedAt) / 1000) * this.settings.restoreRate;
    this.available = Math.min(this.settings.maximumAvailable, this.available + restored);
    this.updatedAt = now;
  }

  /** Takes `cost` points when they are there; false (nothing taken) otherwise. */
  take(cost: number): boolean {
    this.refill();
    if (cost > this.available) return false;
    this.available -= cost;
    return true;
  }

  /** Gives back what a query did not use (actual cost below the requested cost). */
  refund(points: number): void {
    this.refill();
    this.available = Math.min(this.settings.maximumAvailable, this.available + points);
  }

  /** Empties the bucket (the control API's "rate-limited"). */
  drain(): void {
    this.refill();
    this.available = 0;
  }

  configure(settings: ThrottleSettings): void {
    this.refill();
    this.settings = settings;
    this.available = Math.min(this.available, settings.maximumAvailable);
  }

  status(): ThrottleStatus {
    this.refill();
    return {
      maximumAvailable: this.settings.maximumAvailable,
      currentlyAvailable: Math.floor(this.available),
      restoreRate: this.settings.restoreRate,
    };
  }
}
