import type { User } from '@omni/shared/contracts';
import { isBillingHidden } from '@omni/shared/session';

/** Everything the shell's visibility rules (spec 000 §2, §6) depend on. */
export interface ShellFlags {
  /** Running inside a hosted-store admin (session kept in session storage). */
  embedded: boolean;
  /** Mobile user or running inside the mobile app's web view. */
  mobile: boolean;
  /**
   * Billing is hidden (spec 000 §6): the mobile app asked (is_hide_billing), or the store is
   * embedded and pays through the Paddle provider. Its entries, upgrade buttons and plan steps go.
   */
  billingHidden: boolean;
  hasShop: boolean;
  isUserMkt: boolean;
  /** The user is still in the onboarding flow. */
  inOnboarding: boolean;
  /** Payment provider of the account. */
  paymentMode: string;
  planKey: string;
}

export interface ShellEnvironment {
  embedded: boolean;
  mobileApp: boolean;
  hideBilling: boolean;
}

export function deriveShellFlags(user: User, env: ShellEnvironment): ShellFlags {
  return {
    embedded: env.embedded,
    mobile: env.mobileApp || user.from_mobile,
    billingHidden: isBillingHidden(user, env),
    hasShop: user.has_shop,
    isUserMkt: user.is_user_mkt,
    inOnboarding: user.onboarding_enabled,
    paymentMode: user.payment_mode,
    planKey: user.plan.key,
  };
}
