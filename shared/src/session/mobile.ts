import { globalWindow, openStorage } from './safe-storage';

/** Mobile breakpoint (spec 000 §9): narrower viewports get the mobile layout. */
export const MOBILE_BREAKPOINT_PX = 768;

const MOBILE_APP_KEY = 'omni_mobile_app';

export function isMobileWidth(widthPx: number): boolean {
  return widthPx < MOBILE_BREAKPOINT_PX;
}

/**
 * Whether the page runs inside the native mobile app's web view: the app injects a
 * `ReactNativeWebView` bridge, and opens the first page with `?mobile_app=1`, remembered for the tab.
 */
export function detectMobileApp(win: Window | undefined = globalWindow()): boolean {
  if (!win) return false;
  const tab = openStorage('sessionStorage', win);
  if (
    'ReactNativeWebView' in win ||
    new URLSearchParams(win.location.search).get('mobile_app') === '1'
  ) {
    tab.setItem(MOBILE_APP_KEY, '1');
    return true;
  }
  return tab.getItem(MOBILE_APP_KEY) === '1';
}

/** Mobile layout: a narrow viewport or the mobile app. */
export function detectMobile(win: Window | undefined = globalWindow()): boolean {
  if (!win) return false;
  return isMobileWidth(win.innerWidth) || detectMobileApp(win);
}
