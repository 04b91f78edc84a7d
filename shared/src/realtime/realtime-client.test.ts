import { RealtimeClient, reconnectDelayMs, type EventSourceLike } from './realtime-client';

class FakeEventSource implements EventSourceLike {
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const l of this.listeners.get(type) ?? [])
      l({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

function setup() {
  const sources: FakeEventSource[] = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  let tickets = 0;
  const client = new RealtimeClient({
    requestTicket: async () => `t${(tickets += 1)}`,
    eventsUrl: (ticket) => `http://api.test/api/realtime/events?ticket=${ticket}`,
    createEventSource: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
    setTimer: (run, ms) => {
      timers.push({ run, ms });
      return () => undefined;
    },
    random: () => 1,
  });
  return { client, sources, timers };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RealtimeClient', () => {
  it('opens one stream with a fresh ticket on the first subscriber and delivers events by type', async () => {
    const { client, sources } = setup();
    client.setKey('token:w1');
    const uninstalled: unknown[] = [];
    const progress: unknown[] = [];
    client.subscribe('stores-uninstalled', (data) => uninstalled.push(data));
    client.subscribe('job-progress', (data) => progress.push(data));
    await flush();
    expect(sources.map((s) => s.url)).toEqual(['http://api.test/api/realtime/events?ticket=t1']);
    const ready = client.whenConnected();
    sources[0]!.onopen?.(new Event('open'));
    await ready;
    sources[0]!.emit('stores-uninstalled', {
      platform: 'woocommerce',
      shop: 'a.test',
      store_id: 's',
    });
    expect(uninstalled).toEqual([{ platform: 'woocommerce', shop: 'a.test', store_id: 's' }]);
    expect(progress).toEqual([]);
  });

  it('reconnects with a new ticket and growing delays after the stream drops', async () => {
    const { client, sources, timers } = setup();
    client.setKey('token:w1');
    client.subscribe('job-progress', () => undefined);
    await flush();
    sources[0]!.onerror?.(new Event('error'));
    expect(sources[0]!.closed).toBe(true);
    expect(timers.map((t) => t.ms)).toEqual([reconnectDelayMs(0, () => 1)]);
    timers[0]!.run();
    await flush();
    expect(sources[1]!.url).toContain('ticket=t2');
    sources[1]!.onerror?.(new Event('error'));
    expect(timers[1]!.ms).toBe(reconnectDelayMs(1, () => 1));
    expect(timers[1]!.ms).toBeGreaterThan(timers[0]!.ms);
  });

  it('closes with the last subscriber and reconnects when the workplace changes', async () => {
    const { client, sources } = setup();
    client.setKey('token:w1');
    const off = client.subscribe('job-progress', () => undefined);
    await flush();
    client.setKey('token:w2');
    await flush();
    expect(sources[0]!.closed).toBe(true);
    expect(sources).toHaveLength(2);
    off();
    expect(sources[1]!.closed).toBe(true);
  });

  it('does not connect while signed out', async () => {
    const { client, sources } = setup();
    client.setKey(null);
    client.subscribe('job-progress', () => undefined);
    await flush();
    expect(sources).toHaveLength(0);
  });
});

describe('reconnectDelayMs', () => {
  it('doubles up to the cap', () => {
    expect(reconnectDelayMs(0, () => 1)).toBe(1000);
    expect(reconnectDelayMs(3, () => 1)).toBe(8000);
    expect(reconnectDelayMs(20, () => 1)).toBe(30000);
    expect(reconnectDelayMs(20, () => 0)).toBe(15000);
  });
});
