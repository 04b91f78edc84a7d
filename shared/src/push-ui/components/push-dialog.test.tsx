import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Store } from '@omni/shared/contracts';
import type { PushEntry } from '@omni/shared/contracts/push';
import {
  mockPushCalls,
  okReply,
  PUSH_TEST_SHOP,
  quotaExpiredReply,
  renderRemotePage,
} from '@omni/shared/remote-testing';
import en from '../../i18n/push-locales/en.json';
import { DEFAULT_PUBLISH_SETTINGS } from '../utils/push-channels';
import type { PushProduct } from '../utils/push-request';
import { pushEntriesAtom, pushPanelOpenAtom } from '@omni/shared/push-on-intent';
import { PushButton } from './push-button';
import { PushProgressPanel } from './push-progress-panel';

// the realtime stream is a server-sent-events connection: the test hands events in itself
const realtime: { handler?: (entry: PushEntry) => void } = {};
jest.mock('@omni/shared/realtime', () => ({
  useRealtimeEvent: (_type: string, handler: (entry: PushEntry) => void) => {
    realtime.handler = handler;
  },
}));

jest.setTimeout(60_000);

// jsdom lays nothing out: the virtualised lists get the size a browser would give them
const layout = { clientWidth: 480, clientHeight: 400 };
const original = Object.fromEntries(
  Object.keys(layout).map((key) => [
    key,
    Object.getOwnPropertyDescriptor(HTMLElement.prototype, key),
  ]),
);
beforeAll(() => {
  for (const [key, value] of Object.entries(layout))
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
});
afterAll(() => {
  for (const [key, descriptor] of Object.entries(original))
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
});

const SHOP = PUSH_TEST_SHOP;
const WOO: Store = {
  ...SHOP,
  id: '22222222-2222-4222-8222-222222222222',
  platform: 'woocommerce',
  platform_domain: 'demo-home.example',
  domain: 'demo-home.example',
  is_default: false,
  metadata: { external_channels: [] },
};

const renderPushUi = (ui: Parameters<typeof renderRemotePage>[0]) =>
  renderRemotePage(ui, { namespace: 'push', translations: en });

const product = (id: string, pushedStoreIds: string[] = []): PushProduct => ({
  id,
  title: `Product ${id}`,
  image: null,
  currency: 'USD',
  price_from: 1499,
  price_to: 1999,
  variant_count: 2,
  pushedStoreIds,
});

const entry = (
  status: PushEntry['status'],
  at: string,
  error: PushEntry['error'] = null,
): PushEntry => ({
  id: '33333333-3333-4333-8333-333333333333',
  channel: 'shopify',
  store_id: SHOP.id,
  store_name: SHOP.domain,
  status,
  image: null,
  title: 'Product a',
  productName: 'Product a',
  product_package_id: 'a',
  product_id: status === 'success' ? 'gid://shopify/Product/9007199254740993' : null,
  error,
  optimization: null,
  updated_at: at,
});

function renderPush(products: PushProduct[], stores: Store[] = [SHOP, WOO]) {
  const view = renderPushUi(
    <>
      <PushButton products={products} data-testid="push" />
      <PushProgressPanel />
    </>,
  );
  mockPushCalls(view, stores);
  return view;
}

/** Opens the dialog, checks the Shopify store and pushes; returns the dialog. */
async function pushToShop() {
  await waitFor(() => expect(screen.getByTestId('push')).not.toBeDisabled());
  await userEvent.click(screen.getByTestId('push'));
  const dialog = await screen.findByRole('dialog');
  const [shop] = await within(dialog).findAllByTestId('push-channel');
  await userEvent.click(within(shop!).getByTestId('push-channel-check'));
  await userEvent.click(within(dialog).getByTestId('push-submit'));
  return dialog;
}

/** Answers the push call as queued and keeps the body it was sent (`.body`). */
function acceptPush(http: ReturnType<typeof renderPush>['http'], queued = 1) {
  const sent: { body?: { settings: Array<{ settings: unknown }> } & Record<string, unknown> } = {};
  http.onPost('center/products/push-multiple-channel').reply((config) => {
    sent.body = JSON.parse(config.data as string);
    return okReply({
      product_package_ids: [],
      request_product_push: queued,
      total_push: queued,
      usage: 4,
      limit: 10,
      failed: {},
      entries: [entry('processing', '2026-11-25T01:00:00.000Z')],
    });
  });
  return sent;
}

/** A Shopify store whose sales channels include TikTok (`withGoogle`: Google too). */
const tiktokShop = (withGoogle: boolean): Store => ({
  ...SHOP,
  metadata: {
    external_channels: [
      ...(withGoogle ? SHOP.metadata.external_channels : []),
      {
        id: 'gid://shopify/Publication/3',
        handle: 'tiktok-ads-2',
        name: 'TikTok',
        developer_name: 'TikTok',
        app_id: 'gid://shopify/App/3',
        is_active: true,
      },
    ],
  },
});

/** Opens the dialog and checks the Shopify store and its TikTok sales channel; returns both. */
async function chooseTiktok() {
  await waitFor(() => expect(screen.getByTestId('push')).not.toBeDisabled());
  await userEvent.click(screen.getByTestId('push'));
  const dialog = await screen.findByRole('dialog');
  const [shop] = await within(dialog).findAllByTestId('push-channel');
  await userEvent.click(within(shop!).getByTestId('push-channel-check'));
  // TikTok's own settings and calls wait until its sales channel is chosen
  expect(within(dialog).queryByTestId('push-tiktok-settings')).not.toBeInTheDocument();
  await userEvent.click(
    within(within(shop!).getByTestId('push-sales-channel-tiktok')).getByTestId(
      'push-sales-channel-check',
    ),
  );
  return { dialog, tiktok: await within(dialog).findByTestId('push-tiktok-settings') };
}

describe('PushDialog', () => {
  it('pushes to a chosen store and sales channel, then follows the entry to success', async () => {
    const { http } = renderPush([product('a'), product('b', [SHOP.id])]);
    const sent = acceptPush(http, 2);
    await waitFor(() => expect(screen.getByTestId('push')).not.toBeDisabled());
    await userEvent.click(screen.getByTestId('push'));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByTestId('push-preview-row')).toHaveLength(2);
    const channels = await within(dialog).findAllByTestId('push-channel');
    expect(channels.map((c) => c.getAttribute('data-platform'))).toEqual([
      'shopify',
      'woocommerce',
    ]);
    // nothing chosen yet: 001 §5 asks for a channel and the push button waits
    expect(within(dialog).getByTestId('push-need-channel')).toHaveTextContent(
      'Select at least one store to push to.',
    );
    expect(within(dialog).getByTestId('push-submit')).toBeDisabled();

    await userEvent.click(within(channels[0]!).getByTestId('push-channel-check'));
    // product b is already in that store: its data there will be overwritten
    expect(within(dialog).getByTestId('push-overwrite-warning')).toBeInTheDocument();
    await userEvent.click(
      within(within(channels[0]!).getByTestId('push-sales-channel-google')).getByTestId(
        'push-sales-channel-check',
      ),
    );
    // one new listing (a) costs 1 unit: 3 of 10 used
    expect(within(dialog).getByTestId('push-quota')).toHaveTextContent(
      'Listing quota: 3 of 10 used · this push takes 1',
    );
    await userEvent.click(within(dialog).getByTestId('push-submit'));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.body).toEqual({
      product_package_ids: ['a', 'b'],
      settings: [
        {
          store_id: SHOP.id,
          push: ['a'],
          update: ['b'],
          settings: { is_publish: true, allow_sell_out_of_stock: true, sync_order: true },
          publications: [{ id: 'gid://shopify/Publication/7', handle: 'google', mode: 'publish' }],
        },
      ],
    });

    // the panel opens 300 ms later with the entry processing, then the realtime event ends it
    const panel = await screen.findByTestId('push-progress-panel');
    expect(within(panel).getByTestId('push-progress-entry')).toHaveAttribute(
      'data-status',
      'processing',
    );
    act(() => realtime.handler!(entry('success', '2026-11-25T01:00:03.000Z')));
    expect(within(panel).getByTestId('push-progress-entry')).toHaveAttribute(
      'data-status',
      'success',
    );
    expect(within(panel).getByTestId('push-progress-summary')).toHaveTextContent(
      'Finished: 1 pushed, 0 failed',
    );
    await userEvent.click(within(panel).getByTestId('push-progress-close'));
    expect(screen.queryByTestId('push-progress-panel')).not.toBeInTheDocument();
  });

  it('TikTok: asks for its warehouse and prerequisites, sends warehouse, weight and dimensions', async () => {
    const { http } = renderPush([product('a')], [tiktokShop(true)]);
    const asked: string[] = [];
    http.onGet('tiktok/listing-prerequisites').reply(() => {
      asked.push('prerequisites');
      return okReply({ connected: true, ready: false, missing: ['warehouse'] });
    });
    http.onGet('tiktok/warehouse').reply(() => {
      asked.push('warehouse');
      return okReply({
        warehouses: [
          { id: 'wh-1', name: 'Los Angeles', is_default: false },
          { id: 'wh-2', name: 'Dallas', is_default: true },
        ],
      });
    });
    const sent = acceptPush(http);
    const { dialog, tiktok } = await chooseTiktok();
    expect(asked.sort()).toEqual(['prerequisites', 'warehouse']);
    expect(await within(tiktok).findByTestId('push-tiktok-prerequisites')).toHaveTextContent(
      'Your TikTok Shop has no warehouse.',
    );
    const measure = (name: RegExp) => within(tiktok).getByRole('spinbutton', { name });
    // 1 kilogram (shown to the tenth the weight steps by) and 1 × 1 × 1 centimetre
    expect(measure(/Package weight/)).toHaveValue('1.0');
    for (const name of [/Length/, /Width/, /Height/]) expect(measure(name)).toHaveValue('1');
    // the default warehouse is chosen once the list is in
    await waitFor(() =>
      expect(within(tiktok).getByTestId('push-tiktok-warehouse')).toHaveTextContent('Dallas'),
    );
    await userEvent.clear(measure(/Package weight/));
    await userEvent.type(measure(/Package weight/), '0.5');
    await userEvent.clear(measure(/Length/));
    await userEvent.type(measure(/Length/), '20');
    await userEvent.click(within(dialog).getByTestId('push-submit'));

    await waitFor(() => expect(sent.body).toBeDefined());
    expect(sent.body!.settings[0]!.settings).toEqual({
      ...DEFAULT_PUBLISH_SETTINGS,
      warehouse_id: 'wh-2',
      weight: { value: 0.5, unit: 'kilogram' },
      dimension: { height: 1, width: 1, length: 20, unit: 'centimeter' },
    });
  });

  it('TikTok with no TikTok Shop: says so, offers no warehouse, and still sends the package size', async () => {
    const { http } = renderPush([product('a')], [tiktokShop(false)]);
    http
      .onGet('tiktok/listing-prerequisites')
      .reply(...okReply({ connected: false, ready: false, missing: ['store'] }));
    http.onGet('tiktok/warehouse').reply(...okReply({ warehouses: [] }));
    const sent = acceptPush(http);
    const { dialog, tiktok } = await chooseTiktok();
    expect(await within(tiktok).findByTestId('push-tiktok-prerequisites')).toHaveTextContent(
      'No TikTok Shop is connected to this workplace.',
    );
    await waitFor(() =>
      expect(within(tiktok).getByTestId('push-tiktok-warehouse')).toHaveTextContent(
        'No TikTok warehouse found',
      ),
    );
    await userEvent.click(within(dialog).getByTestId('push-submit'));
    await waitFor(() => expect(sent.body).toBeDefined());
    expect(sent.body!.settings[0]!.settings).toEqual({
      ...DEFAULT_PUBLISH_SETTINGS,
      weight: { value: 1, unit: 'kilogram' },
      dimension: { height: 1, width: 1, length: 1, unit: 'centimeter' },
    });
  });

  it('shows a translated store error with the store’s field errors, and keeps what still runs', async () => {
    const view = renderPush([product('a')]);
    act(() => {
      view.store.set(pushEntriesAtom, [entry('processing', '2026-11-25T01:00:00.000Z')]);
      view.store.set(pushPanelOpenAtom, true);
    });
    const panel = await screen.findByTestId('push-progress-panel');
    expect(within(panel).getByTestId('push-progress-summary')).toHaveTextContent('0 of 1 done');
    // closing while something is processing hides the panel but keeps following the entry
    await userEvent.click(within(panel).getByTestId('push-progress-close'));
    expect(view.store.get(pushEntriesAtom)).toHaveLength(1);
    act(() => {
      realtime.handler!(
        entry('error', '2026-11-25T01:00:02.000Z', {
          code: 'STORE_REJECTED',
          fields: [{ field: 'title', message: 'Title is too long' }],
        }),
      );
      view.store.set(pushPanelOpenAtom, true);
    });
    const failed = await screen.findByTestId('push-progress-entry');
    expect(failed).toHaveAttribute('data-status', 'error');
    expect(failed).toHaveTextContent('The store rejected the product.');
    expect(failed).toHaveTextContent('title: Title is too long');
  });

  it('stops over quota with the banner and the upgrade link, pushing nothing', async () => {
    const { http } = renderPush([product('a')]);
    http
      .onPost('center/products/push-multiple-channel')
      .reply(...quotaExpiredReply('LISTING_PRODUCTS', 10, 10));
    const dialog = await pushToShop();

    const banner = await within(dialog).findByTestId('push-quota-exceeded');
    expect(banner).toHaveTextContent('You have exceeded your listing product quota');
    expect(banner).toHaveTextContent('Listing quota: 11 of 10 used');
    expect(within(banner).getByTestId('push-quota-upgrade')).toHaveAttribute(
      'href',
      '/app/setting/billing-plan/change-plan',
    );
    expect(within(dialog).getByTestId('push-submit')).toBeDisabled();
    expect(screen.queryByTestId('push-progress-panel')).not.toBeInTheDocument();
  });

  it('a bulk push past the plan shows the bulk upgrade message of 001 §6, not the listing banner', async () => {
    const { http } = renderPush([product('a'), product('b')]);
    http
      .onPost('center/products/push-multiple-channel')
      .reply(...quotaExpiredReply('BULK_PUBLISH_TO_STORE', 0, 0));
    const dialog = await pushToShop();

    const alert = await within(dialog).findByTestId('push-plan-quota');
    expect(alert).toHaveTextContent('Upgrade your plan to edit listings in bulk.');
    expect(within(dialog).queryByTestId('push-quota-exceeded')).not.toBeInTheDocument();
    expect(screen.queryByTestId('push-progress-panel')).not.toBeInTheDocument();
  });

  it('a press handed over as the button mounts (the stand-in’s) waits for the stores before deciding', async () => {
    function Later() {
      const [shown, show] = useState(false);
      return shown ? (
        <PushButton products={[product('a')]} data-testid="push" pressOnMount />
      ) : (
        <button type="button" onClick={() => show(true)}>
          show
        </button>
      );
    }
    const view = renderPushUi(<Later />);
    mockPushCalls(view, []);
    await userEvent.click(screen.getByRole('button', { name: 'show' }));
    // decided on the stores read after the press: none to push to, so My channels (not the dialog)
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/app/channel'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a workplace without a Shopify or WooCommerce store to My channels', async () => {
    renderPush([product('a')], []);
    await waitFor(() => expect(screen.getByTestId('push')).not.toBeDisabled());
    // the store list has to be there before the click decides
    await new Promise((resolve) => setTimeout(resolve, 50));
    await userEvent.click(screen.getByTestId('push'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/app/channel'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
