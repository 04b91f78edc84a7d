import { waitForEvent, type Subscribe } from './wait-for-event';

function fakeChannel<T>() {
  const handlers = new Set<(event: T) => void>();
  const subscribe: Subscribe<T> = (handler) => {
    handlers.add(handler);
    return () => handlers.delete(handler);
  };
  return { subscribe, emit: (event: T) => handlers.forEach((h) => h(event)), handlers };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('waitForEvent', () => {
  it('resolves with the first matching event and unsubscribes', async () => {
    const channel = fakeChannel<{ id: string }>();
    const wait = waitForEvent(channel.subscribe, (e) => e.id === 'b', 1000);
    channel.emit({ id: 'a' });
    channel.emit({ id: 'b' });
    await expect(wait.done).resolves.toEqual({ id: 'b' });
    expect(channel.handlers.size).toBe(0);
  });

  it("resolves 'timeout' when nothing matches in time", async () => {
    const channel = fakeChannel<{ id: string }>();
    const wait = waitForEvent(channel.subscribe, () => true, 1000);
    jest.advanceTimersByTime(1000);
    await expect(wait.done).resolves.toBe('timeout');
    expect(channel.handlers.size).toBe(0);
  });

  it('stops listening when cancelled', () => {
    const channel = fakeChannel<{ id: string }>();
    const wait = waitForEvent(channel.subscribe, () => true, 1000);
    wait.cancel();
    expect(channel.handlers.size).toBe(0);
  });
});
