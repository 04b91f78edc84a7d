import type { NotificationPreference } from '@omni/shared/contracts/notification-settings';
import { changedPreferences, groupPreferences, togglePreference } from './preference-draft';

const saved: NotificationPreference[] = [
  { kind: 'orderShipped', app: true, email: false },
  { kind: 'productOutOfStock', app: true, email: true },
  { kind: 'supplierUnavailable', app: false, email: true },
  { kind: 'orderPaymentFailed', app: true, email: true },
];

describe('notification preference draft', () => {
  it('groups the kinds as product, supplier, order', () => {
    expect(groupPreferences(saved).map((g) => [g.group, g.preferences.map((p) => p.kind)])).toEqual(
      [
        ['product', ['productOutOfStock']],
        ['supplier', ['supplierUnavailable']],
        ['order', ['orderShipped', 'orderPaymentFailed']],
      ],
    );
  });

  it('sends only the kinds the merchant changed', () => {
    expect(changedPreferences(saved, saved)).toEqual([]);
    const draft = togglePreference(saved, 'orderShipped', 'email', true);
    expect(changedPreferences(saved, draft)).toEqual([
      { kind: 'orderShipped', app: true, email: true },
    ]);
    // switched back: nothing to save
    expect(
      changedPreferences(saved, togglePreference(draft, 'orderShipped', 'email', false)),
    ).toEqual([]);
  });
});
