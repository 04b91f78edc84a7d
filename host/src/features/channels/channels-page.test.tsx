import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import type { ApiResult } from '@omni/shared/api-client';
import { currentShopIdAtom, currentWorkspaceIdAtom, userInfoAtom } from '@omni/shared/session';
import { renderHost } from '../../testing/render-host';
import ChannelsPage from './channels-page';
import { merchant } from '../../testing/merchant';
import { storeOf } from './testing/channel-fixtures';
import { okResult } from '../../testing/api-results';

const apiRequest = jest.fn<Promise<ApiResult<unknown>>, unknown[]>();
jest.mock('@omni/shared/api-client', () => ({
  ...jest.requireActual('@omni/shared/api-client'),
  apiRequest: (...args: unknown[]) => apiRequest(...args),
  // the shared store list calls the client inside its own module: route it through the mock too
  storesQueryOptions: (workspaceId: string | null) => ({
    queryKey: ['stores', workspaceId],
    queryFn: async () =>
      ((await apiRequest('GET', 'stores/list-store')).data as { stores: unknown[] }).stores,
  }),
}));

const sandboxShop = storeOf('s1', 'shopify', {
  platform_domain: 'omni-demo-apparel.myshopify.com',
  sandbox: true,
  is_default: true,
  metadata: {
    external_channels: [
      {
        id: 'c1',
        handle: 'facebook-ads',
        name: 'Facebook & Instagram',
        developer_name: 'Meta',
        app_id: 'a1',
        is_active: true,
      },
    ],
  },
});
const woo = storeOf('w1', 'woocommerce', { platform_domain: 'demo-home.example' });

function setup() {
  apiRequest.mockImplementation(async (_method, path) => {
    if (path === 'stores/list-store') return okResult({ stores: [sandboxShop, woo] });
    if (path === 'supplier-accounts')
      return okResult({
        accounts: [
          {
            id: 'a1',
            source: 'cj',
            account_name: 'buyer@cj.test',
            status: 'active',
            sandbox: true,
            linked_at: '2026-01-01T00:00:00Z',
          },
        ],
      });
    return okResult({ stores: [sandboxShop, woo] });
  });
  const store = createStore();
  store.set(userInfoAtom, merchant());
  store.set(currentWorkspaceIdAtom, 'w1');
  store.set(currentShopIdAtom, 's1');
  return renderHost(<ChannelsPage />, { store, path: '/app/channel' });
}

beforeEach(() => apiRequest.mockReset());

describe('ChannelsPage (/app/channel)', () => {
  it('shows the cards, the connected stores with their badges, and the source rows', async () => {
    setup();
    const shopify = await screen.findByTestId('channel-card-shopify');
    const row = await within(shopify).findByTestId('connected-store');
    expect(row).toHaveAttribute('data-domain', 'omni-demo-apparel.myshopify.com');
    expect(within(row).getByTestId('store-sandbox-badge')).toHaveTextContent('Sandbox');
    expect(within(row).getByTestId('sales-channel')).toHaveTextContent('Facebook & Instagram');
    expect(within(shopify).getByTestId('channel-active-badge')).toBeInTheDocument();
    expect(screen.getAllByTestId('channel-coming-soon-badge')).toHaveLength(3);
    for (const key of ['tiktok', 'facebook', 'google']) {
      expect(
        within(screen.getByTestId(`channel-card-${key}`)).queryByTestId('channel-connect'),
      ).not.toBeInTheDocument();
    }
    expect(await screen.findByText('buyer@cj.test')).toBeInTheDocument();
    const cjRow = screen.getByTestId('source-row-cj');
    expect(within(cjRow).getByTestId('source-active-badge')).toBeInTheDocument();
    expect(within(cjRow).getByTestId('source-sandbox-badge')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('source-row-aliexpress')).getByTestId('source-connect'),
    ).toBeInTheDocument();
  });

  it('refreshes a store’s sales channels with the store-id header, and makes a store default', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('sales-channels-refresh'));
    await waitFor(() =>
      expect(apiRequest).toHaveBeenCalledWith(
        'GET',
        '/status/shopify-service/api/shopify/shop/publications',
        { clear_cache: 1, update_external_channels: 1 },
        { headers: { 'store-id': 's1' } },
      ),
    );
    const wooRow = within(screen.getByTestId('channel-card-woocommerce')).getByTestId(
      'connected-store',
    );
    await user.click(within(wooRow).getByTestId('store-make-default'));
    await waitFor(() =>
      expect(apiRequest).toHaveBeenCalledWith(
        'POST',
        'core/stores/update-default-store',
        { store_id: 'w1' },
        undefined,
      ),
    );
  });
});
