import { globalWindow, openStorage } from './safe-storage';

const EMBEDDED_FLAG_KEY = 'omni_embedded';
const EMBEDDED_SHOP_KEY = 'omni_embedded_shop';

/** The query a page opened from the admin's frame in the whole tab carries: not embedded. */
export const LEAVE_EMBEDDED = { embedded: '0' } as const;

function isInsideFrame(win: Window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    // a cross-origin parent makes `top` throw: that is a frame too
    return true;
  }
}

/**
 * Whether the app runs embedded in a hosted-store admin: inside a frame opened with the admin's
 * `host`/`shop` query parameters, or forced with `?embedded=1`. The admin passes the parameters
 * on the first load only, so a positive answer is remembered for the tab (session storage).
 * `?embedded=0` forgets it: the frame sends pages out to the whole tab with it (see
 * LEAVE_EMBEDDED), and where the admin and the app are the same site (the local stand-in) that
 * tab shares the frame's session storage.
 */
export function detectEmbedded(win: Window | undefined = globalWindow()): boolean {
  if (!win) return false;
  const params = new URLSearchParams(win.location.search);
  const tab = openStorage('sessionStorage', win);
  if (params.get('embedded') === LEAVE_EMBEDDED.embedded) {
    tab.removeItem(EMBEDDED_FLAG_KEY);
    tab.removeItem(EMBEDDED_SHOP_KEY);
    return false;
  }
  const forced = params.get('embedded') === '1';
  const framedByAdmin = isInsideFrame(win) && (params.has('host') || params.has('shop'));
  if (forced || framedByAdmin) {
    tab.setItem(EMBEDDED_FLAG_KEY, '1');
    const shop = params.get('shop');
    if (shop) tab.setItem(EMBEDDED_SHOP_KEY, shop.toLowerCase());
    return true;
  }
  return tab.getItem(EMBEDDED_FLAG_KEY) === '1';
}

/** The store domain the admin embeds us for (`shop` parameter), remembered for the tab. */
export function embeddedShopDomain(win: Window | undefined = globalWindow()): string | null {
  if (!win) return null;
  const shop = new URLSearchParams(win.location.search).get('shop');
  if (shop) return shop.toLowerCase();
  return openStorage('sessionStorage', win).getItem(EMBEDDED_SHOP_KEY);
}
