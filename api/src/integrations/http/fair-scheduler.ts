/**
 * Concurrency slots shared by every tenant (workplace) of one outbound service, handed to the
 * waiting tenant with the fewest calls in flight: a workplace that queues a thousand calls waits
 * behind its own calls, not in front of the next workplace's single call. Each tenant also has its own ceiling, so one tenant alone can
 * never hold every slot.
 */
export interface FairSchedulerOptions {
  /** Calls in flight across all tenants. */
  maxConcurrent: number;
  /** Calls in flight for one tenant. */
  maxPerTenant: number;
  /** Waiting calls one tenant may have; past it `acquire` rejects at once (back-pressure). */
  maxQueuedPerTenant: number;
}

export class SchedulerQueueFullError extends Error {
  constructor(readonly tenant: string) {
    super(`Too many outbound calls queued for tenant ${tenant}`);
    this.name = 'SchedulerQueueFullError';
  }
}

type Release = () => void;

interface Waiter {
  grant: (release: Release) => void;
  reject: (error: unknown) => void;
}

export class FairScheduler {
  private active = 0;
  private readonly activeByTenant = new Map<string, number>();
  private readonly queues = new Map<string, Waiter[]>();
  /** Tenants with waiters, in the order they get the next free slot. */
  private readonly rotation: string[] = [];

  constructor(private readonly options: FairSchedulerOptions) {}

  /** Resolves with a release function once the tenant may start a call. */
  acquire(tenant: string, signal?: AbortSignal): Promise<Release> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.canStart(tenant) && !this.queues.has(tenant))
      return Promise.resolve(this.start(tenant));
    const queue = this.queues.get(tenant) ?? [];
    if (queue.length >= this.options.maxQueuedPerTenant)
      return Promise.reject(new SchedulerQueueFullError(tenant));
    return new Promise<Release>((resolve, reject) => {
      const waiter: Waiter = {
        grant: (release) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(release);
        },
        reject,
      };
      const onAbort = () => {
        this.removeWaiter(tenant, waiter);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(waiter);
      if (!this.queues.has(tenant)) {
        this.queues.set(tenant, queue);
        this.rotation.push(tenant);
      }
    });
  }

  /** Calls in flight and waiting, for logs and tests. */
  stats(): { active: number; queued: number } {
    let queued = 0;
    for (const queue of this.queues.values()) queued += queue.length;
    return { active: this.active, queued };
  }

  private canStart(tenant: string): boolean {
    return (
      this.active < this.options.maxConcurrent &&
      (this.activeByTenant.get(tenant) ?? 0) < this.options.maxPerTenant
    );
  }

  private start(tenant: string): Release {
    this.active += 1;
    this.activeByTenant.set(tenant, (this.activeByTenant.get(tenant) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active -= 1;
      const left = (this.activeByTenant.get(tenant) ?? 1) - 1;
      if (left === 0) this.activeByTenant.delete(tenant);
      else this.activeByTenant.set(tenant, left);
      this.dispatch();
    };
  }

  /**
   * Gives free slots to waiting tenants: the one with the fewest calls in flight first, ties
   * going to the tenant that has waited longest for its turn.
   */
  private dispatch(): void {
    while (this.active < this.options.maxConcurrent) {
      let chosen = -1;
      let fewest = Infinity;
      this.rotation.forEach((tenant, index) => {
        const active = this.activeByTenant.get(tenant) ?? 0;
        if (active < this.options.maxPerTenant && active < fewest) {
          fewest = active;
          chosen = index;
        }
      });
      if (chosen < 0) return;
      const [tenant] = this.rotation.splice(chosen, 1) as [string];
      const queue = this.queues.get(tenant)!;
      const waiter = queue.shift()!;
      if (queue.length > 0) this.rotation.push(tenant);
      else this.queues.delete(tenant);
      waiter.grant(this.start(tenant));
    }
  }

  private removeWaiter(tenant: string, waiter: Waiter): void {
    const queue = this.queues.get(tenant);
    if (!queue) return;
    const index = queue.indexOf(waiter);
    if (index >= 0) queue.splice(index, 1);
    if (queue.length === 0) {
      this.queues.delete(tenant);
      const at = this.rotation.indexOf(tenant);
      if (at >= 0) this.rotation.splice(at, 1);
    }
  }
}
