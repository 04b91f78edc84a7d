import type { ShellFlags } from '../app/layout/rules/shell-flags';

/** Flags of a regular standalone user with a shop on the free plan, for rule tests. */
export const shellFlags = (over: Partial<ShellFlags> = {}): ShellFlags => ({
  embedded: false,
  mobile: false,
  billingHidden: false,
  hasShop: true,
  isUserMkt: false,
  inOnboarding: false,
  paymentMode: 'stripe',
  planKey: 'FREE',
  ...over,
});
