import { useAtomValue } from 'jotai';
import type { User } from '../contracts';
import { userInfoAtom } from './atoms';
import { detectEmbedded } from './embedded';

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

/**
 * Billing is hidden (spec 000 §6) when the mobile app asked for it, or when the store is embedded
 * and pays through the Paddle provider: no plan, upgrade or billing entry is offered then.
 */
export function isBillingHidden(
  user: Pick<User, 'payment_mode'> | null,
  env: { embedded: boolean; hideBilling: boolean },
): boolean {
  return env.hideBilling || (env.embedded && user?.payment_mode === 'paddle');
}

/** The rule above for the signed-in user, for the upgrade buttons the remotes show. */
export function useBillingHidden(): boolean {
  const user = useAtomValue(userInfoAtom);
  return isBillingHidden(user, {
    embedded: detectEmbedded(),
    hideBilling: isBillingHiddenByMobileApp(),
  });
}
