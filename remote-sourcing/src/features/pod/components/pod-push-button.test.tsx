import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PodBlankDetail, PodDesign, Store } from '@omni/shared/contracts';
import { mockPushCalls, okReply, PUSH_TEST_SHOP } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import { SAVED_DESIGN } from '../testing/fixtures';
import { PodPushButton } from './pod-push-button';

jest.mock('@omni/shared/realtime', () => ({ useRealtimeEvent: () => undefined }));
jest.setTimeout(60_000);

const SHOP: Store = { ...PUSH_TEST_SHOP, metadata: { external_channels: [] } };
const blank: PodBlankDetail = {
  id: '12',
  source: 'omni_blank_pod',
  collection: 'mugs',
  title: 'Ceramic mug 11 oz',
  image: '/pod/12.png',
  base_price: 6.5,
  colours: ['white', 'black'],
  order_count: 120,
  description: 'A glossy white mug.',
  sizes: ['11 oz', '15 oz'],
  ship_to: 'US',
  shipping_cost: 0,
  design_areas: [
    { key: 'wrap', left: 0.1, top: 0.2, width: 0.8, height: 0.5, width_mm: 200, height_mm: 90 },
  ],
};
const design = SAVED_DESIGN;

function renderButton(saved: PodDesign | null) {
  const view = renderPage(<PodPushButton blank={blank} shipTo="GB" />);
  mockPushCalls(view, [SHOP]);
  if (saved) view.http.onGet('pod/designs/12').reply(...okReply(saved));
  else view.http.onGet('pod/designs/12').reply(404, { status: 404, message: 'DataNotFound' });
  return view;
}

describe('Push a blank from the pod catalogue (001 §3 pod push)', () => {
  it('is disabled until a design is saved, and says why', async () => {
    renderButton(null);
    const hint = await screen.findByTestId('pod-push-needs-design');
    expect(hint).toHaveTextContent('Save a design to push this product to your stores.');
    const button = screen.getByTestId('pod-push');
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(hint.textContent!);
  });

  it('pushes the blank with its saved design through the dialog, on the pod path', async () => {
    const { http } = renderButton(design);
    let sent: unknown;
    http.onPost('products/pod/push-all-multiple-channel').reply((config) => {
      sent = JSON.parse(config.data as string);
      return okReply({
        product_package_ids: [],
        request_product_push: 1,
        total_push: 1,
        usage: 4,
        limit: 10,
        failed: {},
        entries: [],
      });
    });
    // the saved design arrives: the button is the push's
    await waitFor(() => expect(screen.getByTestId('pod-push')).not.toBeDisabled());
    expect(screen.queryByTestId('pod-push-needs-design')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Push to store/ }));
    const dialog = await screen.findByRole('dialog');
    const [channel] = await within(dialog).findAllByTestId('push-channel');
    await userEvent.click(within(channel!).getByTestId('push-channel-check'));
    await userEvent.click(within(dialog).getByTestId('push-submit'));
    await waitFor(() =>
      expect(sent).toEqual({
        type: 'pod',
        products: [
          {
            product_id: '12',
            source: 'omni_blank_pod',
            ship_to: 'GB',
            design_info: design.design_info,
          },
        ],
        settings: [
          {
            store_id: SHOP.id,
            settings: { is_publish: true, allow_sell_out_of_stock: true, sync_order: true },
          },
        ],
      }),
    );
  });
});
