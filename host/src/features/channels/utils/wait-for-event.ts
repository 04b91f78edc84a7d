/** Subscribes a handler to one kind of event; returns the unsubscribe function. */
export type Subscribe<T> = (handler: (event: T) => void) => () => void;

export interface EventWait<T> {
  /** The matching event, or 'timeout' when none came in time. */
  done: Promise<T | 'timeout'>;
  /** Stops waiting (the call that was to cause the event failed). */
  cancel(): void;
}

/**
 * Waits for the first event that matches, at most `timeoutMs`. Subscribing happens at once, so a
 * caller that starts waiting before it makes the call cannot miss a fast event.
 */
export function waitForEvent<T>(
  subscribe: Subscribe<T>,
  matches: (event: T) => boolean,
  timeoutMs: number,
): EventWait<T> {
  let finish: (value: T | 'timeout') => void = () => undefined;
  const done = new Promise<T | 'timeout'>((resolve) => {
    finish = resolve;
  });
  const unsubscribe = subscribe((event) => {
    if (!matches(event)) return;
    stop();
    finish(event);
  });
  const timer = setTimeout(() => {
    stop();
    finish('timeout');
  }, timeoutMs);
  function stop() {
    clearTimeout(timer);
    unsubscribe();
  }
  return { done, cancel: stop };
}
