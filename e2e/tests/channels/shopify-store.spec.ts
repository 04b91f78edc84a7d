import { expect, test } from '@playwright/test';
import { expectFocusTrapped } from '../../pages/keyboard';
import { expectAccessibleOnce } from '../../pages/accessibility';
import { ChannelsPage } from '../../pages/channels-page';
import { SandboxShopify } from '../../pages/sandbox-shopify';
import { SANDBOX_URLS, e2eConfig } from '../../support/e2e-stack';
import { LoginPage } from '../../pages/login-page';
import { DEMO_USER } from '../../support/e2e-stack';
import { logInAsDemo, sessionToken, storedIds } from '../../support/session';

/** A shop the Shopify stand-in seeds with every sales channel; nobody has connected it yet. */
const SHOP = 'omni-demo-apparel.myshopify.com';

// One store's life: connected, ordered from, used embedded. Each step needs the one before.
test.describe.configure({ mode: 'serial' });

test('the demo merchant connects the sandbox Shopify store from My channels and sees its sales channels', async ({
  page,
}) => {
  const channels = new ChannelsPage(page);
  const shopify = new SandboxShopify(SANDBOX_URLS.shopify);
  await logInAsDemo(page);
  await channels.goto();
  if (test.info().retry > 0) {
    // a retry of this serial group starts over: undo the first attempt's connection, if any
    await expect(channels.store('demo-fashion.myshopify.com')).toBeVisible();
    if ((await channels.store(SHOP).count()) > 0) {
      await channels.disconnect(SHOP);
      await expect(channels.store(SHOP)).toHaveCount(0);
    }
  }

  await expectAccessibleOnce(page);
  const connect = channels.card('shopify').getByTestId('channel-connect');
  const dialog = page.getByRole('dialog').filter({ has: channels.connectDialog });
  await expectFocusTrapped(page, { opener: connect, dialog });
  // typed as a merchant would: the dialog adds .myshopify.com
  const connectWindow = await channels.startConnect('shopify', 'Omni-Demo-Apparel');
  await shopify.approveInstall(connectWindow);
  // a fresh window loads the whole app: allow for a slow machine
  await expect(connectWindow.getByTestId('platform-callback-success')).toBeVisible({
    timeout: 45_000,
  });
  await expect(connectWindow.getByText(SHOP)).toBeVisible();
  await connectWindow.close();

  // the tab that opened the window updates by itself
  const store = channels.store(SHOP);
  await expect(store).toBeVisible({ timeout: 30_000 });
  await expect(store.getByTestId('store-sandbox-badge')).toBeVisible();
  await expect(channels.card('shopify').getByTestId('channel-active-badge')).toBeVisible();

  await channels.refreshSalesChannels(SHOP);
  for (const name of ['Facebook & Instagram', 'TikTok', 'Pinterest']) {
    await expect(channels.salesChannels(SHOP).filter({ hasText: name })).toBeVisible({
      timeout: 30_000,
    });
  }
  await expectAccessibleOnce(page, { label: 'my channels, a Shopify store connected' });
});

test('a customer orders in the Shopify stand-in: the signed webhook brings the order into the API', async ({
  page,
  request,
}) => {
  await logInAsDemo(page);
  const token = await sessionToken(page);
  const { workspaceId } = await storedIds(page);

  const placed = await request.post(
    `${SANDBOX_URLS.shopify}/control/shops/${encodeURIComponent(SHOP)}/orders`,
    { data: {} },
  );
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { id: number; name: string } };

  await expect
    .poll(
      async () => {
        const response = await request.get(`${e2eConfig.urls.api}/channel-orders`, {
          params: { platform_order_id: String(order.id) },
          headers: { authorization: `Bearer ${token}`, 'workplace-id': workspaceId ?? '' },
        });
        const body = (await response.json()) as { data: { total: number } | null };
        return body.data?.total ?? 0;
      },
      { timeout: 60_000, message: `order ${order.name} stored from the orders/create webhook` },
    )
    .toBe(1);
});

test('the app opens inside the stand-in Shopify admin (embedded mode) and is usable there', async ({
  page,
}) => {
  const shopify = new SandboxShopify(SANDBOX_URLS.shopify);
  // no sign-in of ours: the admin's session token is the credential
  await page.goto(shopify.adminAppUrl(SHOP));
  const app = page.frameLocator('#app-frame');
  await expect(app.getByTestId('home-page')).toBeVisible({ timeout: 45_000 });
  await expect(app.getByTestId('workplace-current')).toContainText('Demo Workplace');

  await app.getByTestId('side-menu-order-list').click();
  await expect(app.getByTestId('order-center-page')).toBeVisible({ timeout: 30_000 });
});

test("a staff member of the shop who uses the owner's account links their own in a window of its own, then the app opens as them", async ({
  page,
}) => {
  const shopify = new SandboxShopify(SANDBOX_URLS.shopify);
  // Sam (staff 43) never linked: the app acts as the shop's owner and says so
  await page.goto(shopify.adminAppUrl(SHOP, 43));
  const app = page.frameLocator('#app-frame');
  const notice = app.getByTestId('embedded-staff-notice');
  await expect(notice).toBeVisible({ timeout: 45_000 });

  const [bindWindow] = await Promise.all([
    page.waitForEvent('popup'),
    notice.getByTestId('embedded-staff-use-own').click(),
  ]);
  // Sam signs in with the demo merchant's account (a member of the workplace with the shop)
  const login = new LoginPage(bindWindow);
  await expect(login.form).toBeVisible({ timeout: 45_000 });
  await login.logIn(DEMO_USER.email, DEMO_USER.password);
  const link = bindWindow.getByTestId('shopify-staff-link');
  await expect(link).toContainText(SHOP, { timeout: 30_000 });
  await link.getByTestId('shopify-staff-link-submit').click();
  await expect(bindWindow.getByTestId('shopify-staff-linked')).toBeVisible();
  await bindWindow.close();

  // back in the admin: the app opens as Sam's own account, with no notice
  await page.reload();
  await expect(app.getByTestId('home-page')).toBeVisible({ timeout: 45_000 });
  await expect(app.getByTestId('embedded-staff-notice')).toHaveCount(0);
  // Jordan (staff 44) has not linked: still the owner's account, said so
  await page.goto(shopify.adminAppUrl(SHOP, 44));
  await expect(app.getByTestId('embedded-staff-notice')).toBeVisible({ timeout: 45_000 });
});
