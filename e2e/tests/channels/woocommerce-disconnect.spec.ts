import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../pages/accessibility';
import { expectFocusHeld, expectFocusTrapped } from '../../pages/keyboard';
import { ChannelsPage } from '../../pages/channels-page';
import { logInAsDemo } from '../../support/session';

/** The demo workplace's WooCommerce store (seeded). */
const WOO_STORE = 'demo-home.example';

test('disconnecting the WooCommerce store waits for the realtime stores-uninstalled event, then the card updates', async ({
  page,
}) => {
  const channels = new ChannelsPage(page);
  await logInAsDemo(page);
  await channels.goto();
  const card = channels.card('woocommerce');
  await expect(channels.store(WOO_STORE)).toBeVisible();
  await expect(card.getByTestId('channel-active-badge')).toBeVisible();

  const disconnect = channels.store(WOO_STORE).getByTestId('store-disconnect');
  const dialog = page.getByRole('dialog').filter({ has: channels.disconnectDialog });
  await expectFocusTrapped(page, {
    opener: disconnect,
    dialog,
    open: async () => {
      await page.keyboard.press('Enter');
      // scanned as the merchant gets it: antd moves the focus in once its opening is over
      await expectFocusHeld(page, dialog, 0);
      await expectAccessible(page, { label: 'store disconnect dialog', within: '[role="dialog"]' });
    },
  });
  await channels.disconnect(WOO_STORE);
  // The API answered at once; the store goes when the job's event arrives, and the lists are
  // refreshed before this notice. Only the event brings it, word for word: without the event the
  // dialog gives up after its 30 s and says "…has not confirmed yet that <store> is
  // disconnected…" instead (hence exact: that sentence contains this one). So the wait can be
  // as long as the fallback's and more: a job enqueued while the worker runs a batch waits for
  // the batch's slowest job (run-due-jobs.ts).
  await expect(page.getByText(`${WOO_STORE} is disconnected.`, { exact: true })).toBeVisible({
    timeout: 45_000,
  });
  await expect(channels.disconnectDialog).toBeHidden();
  await expect(channels.store(WOO_STORE)).toHaveCount(0);
  await expect(card.getByTestId('channel-active-badge')).toHaveCount(0);
  await expect(card.getByTestId('channel-connect')).toBeVisible();
});
