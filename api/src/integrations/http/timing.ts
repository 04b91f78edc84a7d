/** Time sources the outbound client takes as arguments, so tests can run retries instantly. */
export type Clock = () => number;
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const realClock: Clock = () => Date.now();

export const realSleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
