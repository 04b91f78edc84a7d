import { merchant } from '../../../testing/merchant';
import { shellFlags } from '../../../testing/shell-flags';
import { deriveShellFlags } from './shell-flags';
import {
  bellCount,
  showChangePlanLink,
  showUpgradeButton,
  showUsagePopover,
} from './top-bar-rules';
import { formatBadgeCount } from './badge-count';
import { userDisplayName, userMenuKeys } from './user-menu-items';

const flags = shellFlags;

describe('Upgrade button', () => {
  it('hides, with every billing entry, for an embedded store paying through Paddle', () => {
    const paddle = deriveShellFlags(merchant({ payment_mode: 'paddle' }), {
      embedded: true,
      mobileApp: false,
      hideBilling: false,
    });
    expect(paddle.billingHidden).toBe(true);
    expect(showUpgradeButton(paddle)).toBe(false);
    expect(showUsagePopover(paddle)).toBe(false);
  });
  it('shows on a free plan with a shop', () => {
    for (const planKey of ['FREE', 'STARTER', 'FREE_AO_MKT', 'FREE_AO_2'])
      expect(showUpgradeButton(flags({ planKey }))).toBe(true);
  });
  it('hides on a paid plan, without a shop, or when billing is hidden', () => {
    expect(showUpgradeButton(flags({ planKey: 'PRO_omni_AO_TIER_1' }))).toBe(false);
    expect(showUpgradeButton(flags({ hasShop: false }))).toBe(false);
    expect(showUpgradeButton(flags({ billingHidden: true }))).toBe(false);
  });
});

describe('Your Usage popover', () => {
  it('shows on every plan, and not when billing is hidden', () => {
    expect(showUsagePopover(flags({ planKey: 'FREE_AO_MKT' }))).toBe(true);
    expect(showUsagePopover(flags({ planKey: 'FREE' }))).toBe(true);
    expect(showUsagePopover(flags({ billingHidden: true }))).toBe(false);
  });
  it('hides its Change Plan link for the free marketing plan only', () => {
    expect(showChangePlanLink(flags({ planKey: 'FREE_AO_MKT' }))).toBe(false);
    expect(showChangePlanLink(flags({ planKey: 'FREE' }))).toBe(true);
    expect(showChangePlanLink(flags({ planKey: 'GROWTH' }))).toBe(true);
  });
});

describe('badge counts', () => {
  it('caps at 99+', () => {
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12345)).toBe('99+');
  });
  it('shows nothing for zero or unknown', () => {
    expect(formatBadgeCount(0)).toBeUndefined();
    expect(formatBadgeCount(undefined)).toBeUndefined();
    expect(formatBadgeCount(Number.NaN)).toBeUndefined();
  });
  it('the bell shows at least 1 until the settings notice was seen', () => {
    expect(bellCount(0, false)).toBe(1);
    expect(bellCount(7, false)).toBe(7);
    expect(bellCount(0, true)).toBe(0);
  });
});

describe('user menu', () => {
  it('lists all four entries for a regular standalone user', () => {
    expect(userMenuKeys(flags())).toEqual([
      'billing-plan',
      'linked-stores',
      'help-center',
      'log-out',
    ]);
  });
  it.each([
    ['marketing user', { isUserMkt: true }],
    ['onboarding', { inOnboarding: true }],
    ['mobile app hides billing', { billingHidden: true }],
  ])('hides Billing Plan for a %s', (_label, over) => {
    expect(userMenuKeys(flags(over))).not.toContain('billing-plan');
  });
  it('hides Billing Plan for an embedded store paying through Paddle, not outside the admin', () => {
    const paddle = merchant({ payment_mode: 'paddle' });
    const env = { mobileApp: false, hideBilling: false };
    expect(userMenuKeys(deriveShellFlags(paddle, { ...env, embedded: true }))).not.toContain(
      'billing-plan',
    );
    expect(userMenuKeys(deriveShellFlags(paddle, { ...env, embedded: false }))).toContain(
      'billing-plan',
    );
  });
  it('hides Account Linked Stores in onboarding', () => {
    expect(userMenuKeys(flags({ inOnboarding: true }))).toEqual(['help-center', 'log-out']);
  });
  it('shows the name, else the initial of the e-mail', () => {
    expect(userDisplayName({ first_name: 'Ada', last_name: 'Lovelace', email: 'a@b.c' })).toBe(
      'Ada Lovelace',
    );
    expect(userDisplayName({ first_name: '', last_name: ' ', email: 'demo@omni.test' })).toBe('D');
  });
});
