import { expect, test } from '@playwright/test';
import { expectAccessibleOnce } from '../../pages/accessibility';
import { NotificationSettingsPage } from '../../pages/notification-settings-page';
import { Shell } from '../../pages/shell';
import { signUpNewMerchant } from '../../support/new-merchant';
import { hostTranslation, logInAsDemo } from '../../support/session';

test('a new merchant follows the bell to the notification settings and saves their choice', async ({
  page,
  request,
}) => {
  await signUpNewMerchant(page, request, 'notify');
  const shell = new Shell(page);
  await shell.expectVisible();
  // first use: the bell counts the invitation to choose notifications
  const count = page.getByTestId('notification-count');
  await expect(count).toHaveText('1');
  await page.getByTestId('notification-bell').click();
  await page.getByTestId('notification-settings-notice').click();

  const settings = new NotificationSettingsPage(page);
  await settings.expectShown();
  // seen: the bell counts only real unread notifications (none for a new merchant)
  await expect(count).not.toHaveText('1');
  // the settings frame's menu names this page and the integrations
  await expect(page.getByTestId('settings-menu-notification')).toBeVisible();
  await expect(page.locator('.omni-settings-menu .ant-menu-item-selected')).toContainText(
    hostTranslation('en', 'settings.menu.notification'),
  );
  await expect(page.getByTestId('settings-menu-integration')).toBeVisible();
  await expectAccessibleOnce(page);

  await settings.expectOn('orderShipped', 'email', false);
  await settings.expectOn('orderPaymentFailed', 'app', true);
  await expect(settings.save).toBeDisabled();
  await settings.toggle('orderShipped', 'email').click();
  await settings.toggle('orderPaymentFailed', 'app').click();

  // a save the API refuses: its translated error, and the switches stay as the merchant left them
  await page.route('**/core/notification-settings', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            status: 201,
            message: 'ValidationFailed',
            data: null,
            errors: [{ field: 'preferences', message: 'FieldInvalid' }],
          }),
        })
      : route.fallback(),
  );
  await settings.save.click();
  await expect(page.locator('.ant-message')).toContainText(
    'Notification preferences is not valid.',
  );
  await settings.expectOn('orderShipped', 'email', true);
  await settings.expectOn('orderPaymentFailed', 'app', false);
  await page.unroute('**/core/notification-settings');

  // saved for real: the success message, and the choice is still there after a reload
  await settings.save.click();
  await expect(page.locator('.ant-message')).toContainText('Saved successfully');
  await expect(settings.save).toBeDisabled();
  await page.reload();
  await settings.expectShown();
  await settings.expectOn('orderShipped', 'email', true);
  await settings.expectOn('orderPaymentFailed', 'app', false);
  await expect(count).not.toHaveText('1');

  // in Arabic the page reads right to left
  await shell.chooseLanguage('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(settings.root).toContainText(hostTranslation('ar', 'notificationSettings.title'));
  await expectAccessibleOnce(page);
  await shell.chooseLanguage('en');

  // the integrations entry opens the integrations page (catalogue remote)
  await page.getByTestId('settings-menu-integration').click();
  await expect(page).toHaveURL(/\/app\/setting\/integration$/);
  await expect(page.getByTestId('integrations-page')).toBeVisible();
});

test('the recent notifications filter by kind and count the unread of each', async ({ page }) => {
  await logInAsDemo(page);
  await page.goto('/app/recent-notification');
  await expect(page.getByTestId('notifications-page')).toBeVisible();
  const items = page.getByTestId('notification-item');
  await expect(items.first()).toBeVisible();
  await page.getByTestId('notifications-filter-order').click();
  await expect(page).toHaveURL(/\/app\/recent-notification\?type=order$/);
  const kinds = () => items.evaluateAll((rows) => [...new Set(rows.map((row) => row.dataset.type))]);
  await expect.poll(kinds).toEqual(['order']);
  await expectAccessibleOnce(page);
  await page.getByTestId('notifications-filter-supplier').click();
  await expect(page).toHaveURL(/type=supplier$/);
  await expect.poll(kinds).toEqual(['supplier']);
});
