import { MARKETPLACE_FREE_PLAN_KEY, isFreePlan } from '@omni/shared/plans';
import type { ShellFlags } from './shell-flags';

/** Upgrade button: only on a free plan and only when the user has a shop; never when billing is hidden. */
export function showUpgradeButton(flags: ShellFlags): boolean {
  return isFreePlan(flags.planKey) && flags.hasShop && !flags.billingHidden;
}

/** "Your Usage" popover: not when billing is hidden (mobile app). */
export function showUsagePopover(flags: ShellFlags): boolean {
  return !flags.billingHidden;
}

/** Its Change Plan link: hidden for the free marketing plan (spec 000 §2). */
export function showChangePlanLink(flags: ShellFlags): boolean {
  return flags.planKey !== MARKETPLACE_FREE_PLAN_KEY && !flags.billingHidden;
}

/**
 * Bell count: unread notifications, but at least 1 until the user has seen the notification
 * inviting them to set up notification settings (spec 000 §2).
 */
export function bellCount(unreadTotal: number, settingsNoticeSeen: boolean): number {
  return settingsNoticeSeen ? unreadTotal : Math.max(unreadTotal, 1);
}
