import { App } from 'antd';
import type { OrderPanel, SourceOrder } from '@omni/shared/contracts/orders';
import { okReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import { SourceOrdersCard } from '../components/source-orders-card';

/** The order of the supplier-orders panel's tests. */
export const PANEL_ORDER_ID = '11111111-1111-4111-8111-111111111111';

/** A CJ supplier order placed under the order's first reference, unpaid; `overrides` say more. */
export const sourceOrder = (overrides: Partial<SourceOrder>): SourceOrder => ({
  id: '22222222-2222-4222-8222-222222222222',
  source: 'cj',
  status: 'success',
  order_no: ['CJ123'],
  reference: `${PANEL_ORDER_ID}-cj-1`,
  tracking_code: null,
  source_status: null,
  error: null,
  warning: null,
  cost_minor: 1250,
  cost_currency: 'USD',
  paid: false,
  refund_info: null,
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** The panel card with a mocked API answering `panels` in turn (each reload the next one). */
export function renderPanels(panels: Pick<OrderPanel, 'source_orders' | 'trackings'>[]) {
  const view = renderPage(
    <App>
      <SourceOrdersCard orderId={PANEL_ORDER_ID} />
    </App>,
  );
  for (const panel of panels)
    view.http.onGet(`orders/v5/panel/${PANEL_ORDER_ID}`).replyOnce(
      ...okReply({
        order_id: PANEL_ORDER_ID,
        section: 'payment',
        sub_status: 'waiting_payment',
        ...panel,
      }),
    );
  return view;
}

/** The same with only source orders, one list per answer. */
export const renderSourceOrders = (...panels: SourceOrder[][]) =>
  renderPanels(panels.map((source_orders) => ({ source_orders, trackings: [] })));
