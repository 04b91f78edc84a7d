import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Store } from '@omni/shared/contracts';
import { DEFAULT_AUTOMATION_PUSH, type PushEntry } from '@omni/shared/contracts/push';
import { BodyStatus } from '@omni/shared/errors';
import type { MoneyDisplay } from '@omni/shared/money';
import { PushProgressPanel } from '@omni/shared/push-ui';
import { mockPushCalls, okReply, PUSH_TEST_SHOP } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import { cardFixture } from '../testing/fixtures';
import { ProductCard } from './product-card';

jest.mock('@omni/shared/realtime', () => ({ useRealtimeEvent: () => undefined }));
jest.setTimeout(60_000);

const usd: MoneyDisplay = { currency: 'USD', rates: {}, locale: 'en' };
const SHOP: Store = { ...PUSH_TEST_SHOP, metadata: { external_channels: [] } };
const IMPORT_ID = '44444444-4444-4444-8444-444444444444';
const queued: PushEntry = {
  id: '33333333-3333-4333-8333-333333333333',
  channel: 'shopify',
  store_id: SHOP.id,
  store_name: SHOP.domain,
  status: 'processing',
  image: null,
  title: 'LED desk lamp 101',
  productName: 'LED desk lamp 101',
  product_package_id: IMPORT_ID,
  product_id: null,
  error: null,
  optimization: null,
  updated_at: '2026-11-25T01:00:00.000Z',
};
const pushAnswer = {
  product_package_ids: [{ product_package_id: IMPORT_ID, split_product_package_ids: [] }],
  request_product_push: 1,
  total_push: 1,
  usage: 4,
  limit: 10,
  failed: {},
  entries: [queued],
};

function renderCard(product = cardFixture(), smartPush = false) {
  const view = renderPage(
    <>
      <ProductCard product={product} mode="import" money={usd} shipTo="DE" />
      <PushProgressPanel />
    </>,
  );
  mockPushCalls(view, [SHOP]);
  view.http.onGet('center/products/setting/automation-product/get').reply(
    ...okReply({
      enable_smart_push: true,
      automation_product_settings: {
        ...DEFAULT_AUTOMATION_PUSH,
        is_enable: smartPush,
        time_schedule: 'all_day',
        actions: {
          ...DEFAULT_AUTOMATION_PUSH.actions,
          pushed_connected_channels: {
            store_ids: [SHOP.id],
            publication_ids: [],
            publish_status: 'publish',
          },
        },
      },
    }),
  );
  return view;
}

describe('Push from a find-product card (001 §4)', () => {
  it('pushes a product not imported yet by its source through the dialog, and marks it imported', async () => {
    const { http } = renderCard();
    let sent: unknown;
    http.onPost('center/products/push-all-multiple-channel').reply((config) => {
      sent = JSON.parse(config.data as string);
      return okReply(pushAnswer);
    });
    const button = screen.getByTestId('card-push-101');
    expect(button).toHaveTextContent('Push to store');
    await waitFor(() => expect(button).not.toBeDisabled());
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    const [channel] = await within(dialog).findAllByTestId('push-channel');
    await userEvent.click(within(channel!).getByTestId('push-channel-check'));
    await userEvent.click(within(dialog).getByTestId('push-submit'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual({
      products: [{ product_id: '101', source: 'omni', ship_to: 'DE' }],
      settings: [
        {
          store_id: SHOP.id,
          settings: { is_publish: true, allow_sell_out_of_stock: true, sync_order: true },
        },
      ],
    });
    expect(await screen.findByTestId('push-progress-panel')).toBeInTheDocument();
  });

  it('pushes an imported product as its import (the imported path)', async () => {
    const { http } = renderCard(cardFixture({ imported: true, product_package_id: IMPORT_ID }));
    let sent: unknown;
    http.onPost('center/products/push-multiple-channel').reply((config) => {
      sent = JSON.parse(config.data as string);
      return okReply(pushAnswer);
    });
    await waitFor(() => expect(screen.getByTestId('card-push-101')).not.toBeDisabled());
    await userEvent.click(screen.getByTestId('card-push-101'));
    const dialog = await screen.findByRole('dialog');
    const [channel] = await within(dialog).findAllByTestId('push-channel');
    await userEvent.click(within(channel!).getByTestId('push-channel-check'));
    await userEvent.click(within(dialog).getByTestId('push-submit'));
    await waitFor(() => expect(sent).toMatchObject({ product_package_ids: [IMPORT_ID] }));
  });

  it('goes straight through without the dialog when Smart Push applies; a refusal is a toast', async () => {
    const { http } = renderCard(cardFixture(), true);
    const bodies: unknown[] = [];
    http
      .onPost('center/products/push-all-multiple-channel')
      .replyOnce((config) => {
        bodies.push(JSON.parse(config.data as string));
        return okReply(pushAnswer);
      })
      .onPost('center/products/push-all-multiple-channel')
      .replyOnce(200, {
        status: BodyStatus.QUOTA_EXPIRED,
        message: 'You have exceeded your listing product quota.',
        data: null,
        errors: [{ field: 'quota', message: 'QuotaExpired', params: { limit: 10, usage: 10 } }],
      });
    // the Smart Push setting has to be known before the click
    await waitFor(() =>
      expect(http.history.get.some((r) => r.url?.includes('automation-product/get'))).toBe(true),
    );
    await waitFor(() => expect(screen.getByTestId('card-push-101')).not.toBeDisabled());
    await userEvent.click(screen.getByTestId('card-push-101'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      products: [{ product_id: '101', source: 'omni', ship_to: 'DE' }],
      automation: true,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByTestId('push-progress-panel')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('card-push-101'));
    expect(
      await screen.findByText('You have exceeded your listing product quota.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
