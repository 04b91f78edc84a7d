import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../pages/accessibility';
import { e2eConfig } from '../../support/e2e-stack';
import { logInAsDemo, sessionToken } from '../../support/session';
import { merchantApi } from '../order-center/order-setup';
import { OrderDetailPage } from '../order-detail/order-detail-page';
import { TrackingCenterPage } from './tracking-center-page';

interface Paged<T> {
  items: T[];
  total: number;
}
interface Parcel {
  tracking_number: string;
  carrier: string | null;
  status: string;
  order: { id: string; name: string | null };
}
interface Awaiting {
  order: { id: string; name: string | null };
  source_order_numbers: string[];
}

test('the merchant opens the tracking center from the side menu, filters and searches the parcels, tracks one now, opens an order, sees the orders still waiting for a number, and reads it in Arabic', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await logInAsDemo(page);
  const api = await merchantApi(page, request);
  const parcels = await api.get<Paged<Parcel>>('orders/v2/trackings?page_size=100');
  const delivered = parcels.items.find((p) => p.status === 'DELIVERED' && p.order.name);
  expect(delivered, 'a delivered demo parcel').toBeDefined();

  // from the side menu to the first tab
  await page.getByTestId('side-menu-tracking-center').click();
  await expect(page).toHaveURL(/\/app\/tracking-center\/supplier-available$/);
  const center = new TrackingCenterPage(page);
  await expect(center.heading).toHaveText('Tracking Center');
  await center.settled();
  await expect(center.parcelRows).toHaveCount(Math.min(parcels.total, 20));
  await expect(page.getByText(`Total: ${parcels.total}`)).toBeVisible();

  // filter by status: only delivered parcels, in the merchant's words
  await center.chooseStatus('Delivered');
  await expect(page).toHaveURL(/status=DELIVERED/);
  await center.settled();
  const statuses = center.parcelRows.getByTestId('tracking-status');
  await expect(statuses.first()).toHaveText('Delivered');
  for (const status of await statuses.all())
    await expect(status).toHaveAttribute('data-status', 'DELIVERED');

  // search part of a number: its row, with carrier and latest event, links to the order
  await center.search.fill(delivered!.tracking_number.slice(2, 12));
  await center.search.press('Enter');
  await center.settled();
  const row = center.row(center.parcelRows, delivered!.tracking_number);
  await expect(row).toHaveCount(1);
  if (delivered!.carrier) await expect(row).toContainText(delivered!.carrier);
  await expect(row.getByTestId('tracking-latest-event')).not.toBeEmpty();
  // track now: the chosen parcel is pulled (a delivered one answers what is stored)
  await expect(page.getByTestId('tracking-track-now')).toBeDisabled();
  await row.getByRole('checkbox').check();
  await page.getByTestId('tracking-track-now').click();
  await expect(page.getByText('Parcels refreshed: 1')).toBeVisible({ timeout: 30_000 });
  await row.getByTestId('tracking-order').click();
  await expect(page).toHaveURL(new RegExp(`/app/orders/detail/${delivered!.order.id}/`));
  await new OrderDetailPage(page).expectOpen();

  // back to the filtered list (kept in the address), then a search that finds nothing says so
  await page.goBack();
  await expect(page).toHaveURL(/status=DELIVERED/);
  await center.search.fill('NOSUCHPARCEL1');
  await center.search.press('Enter');
  await expect(page.getByTestId('tracking-list-empty')).toBeVisible({ timeout: 30_000 });

  // orders placed with a supplier that has sent no number yet
  const awaiting = await api.get<Paged<Awaiting>>('orders/v2/trackings/supplier-unavailable');
  const waiting = awaiting.items.find((item) => item.source_order_numbers.length > 0);
  expect(waiting, 'a demo order waiting for its tracking number').toBeDefined();
  await center.tab('supplier-unavailable').click();
  await expect(page).toHaveURL(/\/app\/tracking-center\/supplier-unavailable$/);
  await center.settled();
  await expect(center.awaitingRows).toHaveCount(Math.min(awaiting.total, 20));
  const waitingRow = center.row(center.awaitingRows, waiting!.source_order_numbers[0]!);
  await expect(waitingRow.getByTestId('awaiting-waited')).toHaveText(/^\d+$/);
  await center.awaitingSearch.fill(waiting!.source_order_numbers[0]!);
  await center.awaitingSearch.press('Enter');
  await center.settled();
  await expect(center.awaitingRows).toHaveCount(1);
  await expectAccessible(page, { label: 'tracking center, supplier unavailable' });

  // in Arabic: right to left, translated, the side-menu entry selected
  const token = await sessionToken(page);
  const setLanguage = (language: string) =>
    request.put(`${e2eConfig.urls.api}/auth/account/set-language`, {
      headers: { authorization: `Bearer ${token}` },
      data: { language },
    });
  try {
    expect((await setLanguage('ar')).ok()).toBe(true);
    await page.goto('/app/tracking-center/supplier-available');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', { timeout: 30_000 });
    await expect(center.heading).toHaveText('مركز التتبع');
    await expect(page.getByTestId('side-menu-tracking-center')).toHaveText('مركز التتبع');
    await center.settled();
    await expect(center.parcelRows.first()).toBeVisible();
    await expectAccessible(page, { label: 'tracking center in Arabic' });
  } finally {
    await setLanguage('en');
  }
});
