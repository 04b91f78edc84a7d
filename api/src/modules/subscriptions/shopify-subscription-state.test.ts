import { parseAppSubscriptionUpdate, shopifyIntervalOf } from './shopify-subscription-state';

describe('app_subscriptions/update bodies', () => {
  it('reads the subscription id, its status and when it changed', () => {
    expect(
      parseAppSubscriptionUpdate({
        app_subscription: {
          admin_graphql_api_id: 'gid://shopify/AppSubscription/1029266952',
          name: 'Webhook Test',
          status: 'PENDING',
          updated_at: '2021-12-31T19:00:00-05:00',
        },
      }),
    ).toEqual({
      id: 'gid://shopify/AppSubscription/1029266952',
      status: 'PENDING',
      updatedAt: new Date('2022-01-01T00:00:00Z'),
    });
    // REST-style lower-case statuses are read the same
    expect(
      parseAppSubscriptionUpdate({
        app_subscription: {
          admin_graphql_api_id: 'gid://shopify/AppSubscription/7',
          status: 'cancelled',
          updated_at: '2026-01-05T09:00:00Z',
        },
      })?.status,
    ).toBe('CANCELLED');
  });

  it('is not one without an AppSubscription id, a status or a time', () => {
    for (const body of [
      null,
      {},
      {
        app_subscription: {
          admin_graphql_api_id: 'gid://shopify/Order/1',
          status: 'ACTIVE',
          updated_at: '2026-01-05T09:00:00Z',
        },
      },
      {
        app_subscription: {
          admin_graphql_api_id: 'gid://shopify/AppSubscription/1',
          updated_at: '2026-01-05T09:00:00Z',
        },
      },
      {
        app_subscription: {
          admin_graphql_api_id: 'gid://shopify/AppSubscription/1',
          status: 'ACTIVE',
          updated_at: 'yesterday',
        },
      },
    ])
      expect(parseAppSubscriptionUpdate(body)).toBeNull();
  });

  it('a 30-day plan bills every 30 days, any other yearly', () => {
    expect(shopifyIntervalOf(30)).toBe('EVERY_30_DAYS');
    expect(shopifyIntervalOf(365)).toBe('ANNUAL');
  });
});
