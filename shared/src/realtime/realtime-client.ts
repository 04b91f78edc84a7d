import type { RealtimeEventMap, RealtimeEventType } from '../contracts/realtime';

// The client must not pull TypeBox (the contracts' runtime) into the page: a plain list, checked
// against the contract's event map by the compiler.
const EVENT_TYPES = {
  'stores-uninstalled': true,
  'store-connected': true,
  'checkout-session-updated': true,
  'subscription-updated': true,
  'store-connect-refused': true,
  'job-progress': true,
  'push-entry': true,
  'order-placement': true,
  'catalogue-counts-changed': true,
  'quota-purchase-updated': true,
} satisfies Record<RealtimeEventType, true>;
export const REALTIME_EVENT_TYPES = Object.keys(EVENT_TYPES) as RealtimeEventType[];

/** The part of the browser's EventSource the client uses (a fake in tests). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export interface RealtimeClientDeps {
  /** A one-time ticket for the current session and workplace; null when signed out. */
  requestTicket(): Promise<string | null>;
  /** The stream URL for a ticket. */
  eventsUrl(ticket: string): string;
  createEventSource(url: string): EventSourceLike;
  setTimer?(run: () => void, ms: number): () => void;
  random?: () => number;
}

type Handler<K extends RealtimeEventType> = (data: RealtimeEventMap[K]) => void;

/** First reconnect after about a second, doubling to at most half a minute. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** Reconnect delay after `failures` failed attempts, with jitter so tabs do not stampede. */
export function reconnectDelayMs(failures: number, random: () => number = Math.random): number {
  const step = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** failures);
  return Math.round(step / 2 + random() * (step / 2));
}

/**
 * One realtime connection for the page, shared by every subscriber (host and remotes). It opens
 * when the first handler subscribes and closes with the last. A ticket is single-use, so every
 * (re)connection asks for a fresh one; a dropped stream reconnects with backoff. `setKey`
 * (token + workplace) reconnects when the session or workplace changes.
 */
export class RealtimeClient {
  private readonly handlers = new Map<RealtimeEventType, Set<Handler<never>>>();
  private source: EventSourceLike | null = null;
  private cancelRetry: (() => void) | null = null;
  private failures = 0;
  private key: string | null = null;
  private generation = 0;
  private openWaiters: Array<() => void> = [];
  private connected = false;

  constructor(private readonly deps: RealtimeClientDeps) {}

  subscribe<K extends RealtimeEventType>(type: K, handler: Handler<K>): () => void {
    let set = this.handlers.get(type);
    if (!set) {
      set = new Set();
      this.handlers.set(type, set);
    }
    set.add(handler as Handler<never>);
    if (this.subscriberCount() === 1) this.connect();
    return () => {
      set.delete(handler as Handler<never>);
      if (this.subscriberCount() === 0) this.disconnect();
    };
  }

  /** The session or workplace changed: a new stream is needed (null → signed out, none). */
  setKey(key: string | null): void {
    if (key === this.key) return;
    this.key = key;
    if (this.subscriberCount() > 0) {
      this.disconnect();
      this.connect();
    }
  }

  /** Resolves once the stream is open (e.g. before asking for a change whose event is awaited). */
  whenConnected(): Promise<void> {
    if (this.connected) return Promise.resolve();
    return new Promise((resolve) => this.openWaiters.push(resolve));
  }

  isConnected(): boolean {
    return this.connected;
  }

  private subscriberCount(): number {
    let n = 0;
    for (const set of this.handlers.values()) n += set.size;
    return n;
  }

  private connect(): void {
    if (this.key === null) return;
    const generation = ++this.generation;
    void this.deps
      .requestTicket()
      .then((ticket) => {
        if (generation !== this.generation) return;
        if (!ticket) return this.retry(generation);
        this.open(ticket, generation);
      })
      .catch(() => this.retry(generation));
  }

  private open(ticket: string, generation: number): void {
    const source = this.deps.createEventSource(this.deps.eventsUrl(ticket));
    this.source = source;
    source.onopen = () => {
      if (generation !== this.generation) return;
      this.failures = 0;
      this.connected = true;
      for (const resolve of this.openWaiters.splice(0)) resolve();
    };
    // the ticket is spent: the browser's own reconnect would be refused, so start over
    source.onerror = () => {
      if (generation !== this.generation) return;
      source.close();
      this.source = null;
      this.connected = false;
      this.retry(generation);
    };
    for (const type of REALTIME_EVENT_TYPES) {
      source.addEventListener(type, (event) => this.dispatch(type, event.data));
    }
  }

  private dispatch(type: RealtimeEventType, raw: string): void {
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return; // not ours to crash on
    }
    for (const handler of [...(this.handlers.get(type) ?? [])]) {
      (handler as (value: unknown) => void)(data);
    }
  }

  private retry(generation: number): void {
    if (generation !== this.generation || this.subscriberCount() === 0) return;
    const delay = reconnectDelayMs(this.failures, this.deps.random);
    this.failures += 1;
    const setTimer =
      this.deps.setTimer ??
      ((run: () => void, ms: number) => {
        const id = setTimeout(run, ms);
        return () => clearTimeout(id);
      });
    this.cancelRetry = setTimer(() => {
      this.cancelRetry = null;
      if (generation === this.generation) this.connect();
    }, delay);
  }

  private disconnect(): void {
    this.generation += 1;
    this.cancelRetry?.();
    this.cancelRetry = null;
    this.source?.close();
    this.source = null;
    this.connected = false;
    this.failures = 0;
  }
}
