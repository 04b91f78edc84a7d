import { act } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import type { createStore } from 'jotai';
import type { Store } from '../contracts';
import { currentWorkspaceIdAtom, sessionTokenAtom } from '../session';
import { okReply } from './render-remote-page';

/** A Shopify store with one sales channel (Google), as the push dialog's tests see it. */
export const PUSH_TEST_SHOP: Store = {
  id: '11111111-1111-4111-8111-111111111111',
  platform: 'shopify',
  workplace_id: 'w1',
  platform_domain: 'omni-demo-apparel.myshopify.com',
  domain: 'omni-demo-apparel.myshopify.com',
  currency: 'USD',
  is_default: true,
  metadata: {
    external_channels: [
      {
        id: 'gid://shopify/Publication/7',
        handle: 'google',
        name: 'Google & YouTube',
        developer_name: 'Google',
        app_id: 'gid://shopify/App/7',
        is_active: true,
      },
    ],
  },
};

/**
 * A signed-in session in workplace w1 and the calls the push UI makes before pushing: the
 * account (not marketing-only), the stores, the remembered channels, and a listing quota of
 * 3 of 10 used. The push calls themselves are each test's.
 */
export function mockPushCalls(
  view: { http: MockAdapter; store: ReturnType<typeof createStore> },
  stores: Store[],
): void {
  act(() => {
    view.store.set(sessionTokenAtom, 'token');
    view.store.set(currentWorkspaceIdAtom, 'w1');
  });
  view.http.onGet('auth/account').reply(...okReply({ is_user_mkt: false, workplaces: [] }));
  view.http.onGet('stores/list-store').reply(...okReply({ stores }));
  view.http.onGet('center/products/setting/channel').reply(...okReply({ channels: [] }));
  view.http.onPut('center/products/setting/update_channel').reply(...okReply({ channels: [] }));
  view.http.onPost('payments/quota/calc-usage').reply(
    ...okReply({
      period_start: '2026-11-01T00:00:00.000Z',
      period_end: '2026-12-01T00:00:00.000Z',
      features: { LISTING_PRODUCTS: { limit: 10, usage: 3, isOutQuota: false } },
    }),
  );
}
