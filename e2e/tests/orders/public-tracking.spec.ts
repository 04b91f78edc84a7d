import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../pages/accessibility';
import { logInAsDemo } from '../../support/session';
import { merchantApi } from '../order-center/order-setup';
import { OrderDetailPage } from '../order-detail/order-detail-page';
import { PublicTrackingPage } from './public-tracking-page';

interface ListedOrder {
  id: string;
  order_name: string | null;
  tracking: { tracking_number: string; carrier: string | null; status: string } | null;
}

test('the merchant copies the customer tracking link of a delivered order, and a signed-out visitor follows its parcel there; an unknown link says so', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await logInAsDemo(page);
  const api = await merchantApi(page, request);
  // the demo's delivered order (USPS, Chicago) and its parcel
  const { orders } = await api.get<{ orders: ListedOrder[] }>(
    'orders/v5/list?order_status=shipment&sub_status=delivered',
  );
  const order = orders.find((row) => row.tracking?.tracking_number);
  expect(order, 'a delivered demo order with a parcel').toBeDefined();
  const parcel = order!.tracking!;

  // the merchant's order detail offers the customer's link
  await page.goto(`/app/orders/detail/${order!.id}/shipment`);
  const detail = new OrderDetailPage(page);
  await detail.expectOpen();
  const link = page.getByTestId('order-tracking-link');
  await expect(link).toContainText('Copy customer tracking link');
  const url = await link.getAttribute('data-link');
  expect(url).toBe(`${baseURL}/tracking/${order!.id}`);

  // a visitor without any session opens it
  const visitor = await browser.newContext({ baseURL });
  try {
    const customer = await visitor.newPage();
    const tracking = new PublicTrackingPage(customer);
    await customer.goto(url!);
    await tracking.expectOpen();
    await expect(tracking.title).toHaveText(`Order ${order!.order_name}`);
    await expect(tracking.parcels).toHaveCount(1);
    const card = tracking.parcels.first();
    await expect(card.getByTestId('public-parcel-number')).toHaveText(parcel.tracking_number);
    await expect(card.getByTestId('public-parcel-status')).toHaveText('Delivered');
    if (parcel.carrier)
      await expect(card.getByTestId('public-parcel-carrier')).toHaveText(parcel.carrier);
    await expect(card.getByTestId('public-parcel-delivered')).toBeVisible();
    expect(await card.getByTestId('public-parcel-event').count()).toBeGreaterThan(1);
    // nothing of the merchant's app around it, and nothing of the buyer on it
    await expect(customer.getByTestId('public-frame')).toBeVisible();
    await expect(customer.getByText('Daniel')).toHaveCount(0);
    await expectAccessible(customer, { label: 'public tracking' });

    // a link that names no order
    await tracking.goto(randomUUID());
    await expect(tracking.notFound).toContainText('Order not found');
    await expect(tracking.root).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});
