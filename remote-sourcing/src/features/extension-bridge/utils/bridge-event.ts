import { parseBridgeMessage, type BridgeInbound } from '@omni/shared/contracts';

/**
 * A bridge message from a window message event, or null. Only messages the extension's content
 * script posted into this very page count: same window (not a frame or an opener) and the
 * page's own origin — content scripts post with the page's origin, other sites cannot.
 */
export async function readBridgeEvent(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  page: Pick<Window, 'location'>,
): Promise<BridgeInbound | null> {
  if (event.source !== page || event.origin !== page.location.origin) return null;
  return parseBridgeMessage(event.data);
}
