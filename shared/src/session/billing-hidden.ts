const KEY = 'omni_hide_billing';

/**
 * The mobile app opens the web view with `?is_hide_billing=1` when store rules forbid showing
 * billing; the choice is remembered for the tab like the other mobile-app flags.
 */
export function isBillingHiddenByMobileApp(win: Window = window): boolean {
  try {
    const param = new URLSearchParams(win.location.search).get('is_hide_billing');
    if (param === '1' || param === 'true') win.sessionStorage.setItem(KEY, '1');
    return win.sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
