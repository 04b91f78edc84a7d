import type { ShellFlags } from './shell-flags';

export type UserMenuKey = 'billing-plan' | 'linked-stores' | 'help-center' | 'log-out';

/** The user menu entries of spec 000 §2 with their visibility rules, in display order. */
export function userMenuKeys(flags: ShellFlags): UserMenuKey[] {
  // marketing users have no billing menu (spec 000 §6); billingHidden covers Paddle and mobile
  const billingHidden = flags.isUserMkt || flags.inOnboarding || flags.billingHidden;
  const keys: UserMenuKey[] = [];
  if (!billingHidden) keys.push('billing-plan');
  if (!flags.inOnboarding) keys.push('linked-stores');
  keys.push('help-center', 'log-out');
  return keys;
}

/** What the avatar shows: the user's name, else the upper-cased first letter of the e-mail. */
export function userDisplayName(user: {
  first_name: string;
  last_name: string;
  email: string;
}): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  if (name) return name;
  return (user.email.charAt(0) || '?').toUpperCase();
}

export function userInitial(user: { first_name: string; email: string }): string {
  return (user.first_name.trim().charAt(0) || user.email.charAt(0) || '?').toUpperCase();
}
