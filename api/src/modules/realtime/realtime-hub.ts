import type { RealtimeEventMap, RealtimeEventType } from '@omni/shared/contracts';

export type RealtimeListener = <K extends RealtimeEventType>(
  type: K,
  data: RealtimeEventMap[K],
) => void;

/**
 * Fans events out to the open realtime streams of each workplace in this process. Events reach it
 * from every API and worker process through the event bus (`app.realtime.publish`, ADR 020).
 */
export class RealtimeHub {
  private readonly listeners = new Map<string, Set<RealtimeListener>>();

  subscribe(workplaceId: string, listener: RealtimeListener): () => void {
    let set = this.listeners.get(workplaceId);
    if (!set) {
      set = new Set();
      this.listeners.set(workplaceId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(workplaceId);
    };
  }

  /** Sends `type` with `data` to every stream of the workplace (none open → dropped). */
  publish<K extends RealtimeEventType>(
    workplaceId: string,
    type: K,
    data: RealtimeEventMap[K],
  ): void {
    for (const listener of this.listeners.get(workplaceId) ?? []) listener(type, data);
  }

  listenerCount(workplaceId: string): number {
    return this.listeners.get(workplaceId)?.size ?? 0;
  }
}
