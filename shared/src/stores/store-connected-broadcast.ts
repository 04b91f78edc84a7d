/** The tab-to-tab channel the connect window announces a finished connection on. */
export const STORE_BROADCAST_CHANNEL = 'omni-store-connections';

export interface StoreConnectedMessage {
  type: 'store-connected';
  platform: string;
  shop: string;
}

// Typed from the value, not the DOM lib: the API (Node types only) compiles this package too.
type Channel = InstanceType<typeof BroadcastChannel>;

function openChannel(): Channel | null {
  return typeof BroadcastChannel === 'undefined'
    ? null
    : new BroadcastChannel(STORE_BROADCAST_CHANNEL);
}

/**
 * Tells the app's other tabs (the one that opened the connect window) that a store is connected,
 * so they refresh at once instead of at their next poll. Same-origin only, by design of the API.
 */
export function announceStoreConnected(platform: string, shop: string): void {
  const channel = openChannel();
  if (!channel) return;
  channel.postMessage({ type: 'store-connected', platform, shop } satisfies StoreConnectedMessage);
  channel.close();
}

/** Listens for connections finished in another tab; returns the function that stops it. */
export function onStoreConnectedElsewhere(
  handler: (message: StoreConnectedMessage) => void,
): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  channel.onmessage = (event: { data: unknown }) => {
    const data = event.data as Partial<StoreConnectedMessage> | null;
    if (data?.type === 'store-connected' && typeof data.shop === 'string') {
      handler({ type: 'store-connected', platform: String(data.platform), shop: data.shop });
    }
  };
  return () => channel.close();
}
