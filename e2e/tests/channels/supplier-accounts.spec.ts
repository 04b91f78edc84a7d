import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectFocusTrapped } from '../../pages/keyboard';
import { expectAccessibleOnce } from '../../pages/accessibility';
import { ChannelsPage } from '../../pages/channels-page';
import { SandboxAliExpress } from '../../pages/sandbox-aliexpress';
import { logInAsDemo } from '../../support/session';

/** What the AliExpress buyer account is called on the stand-in's consent screen. */
const ALIEXPRESS_ACCOUNT = 'demo-buyer@aliexpress.test';
const CJ_EMAIL = 'demo-merchant@cj.test';

/**
 * A CJ API key as CJ shows it under My CJ → Authorization → API. A fresh one per run: CJ gives
 * one access token per key every 5 minutes, and a retry must not wait for that.
 */
const cjApiKey = () =>
  `CJ${Math.floor(1_000_000 + Math.random() * 8_000_000)}@api@${randomBytes(16).toString('hex')}`;

// The demo workplace's supply sources: AliExpress linked first, then CJ linked and disconnected.
test.describe.configure({ mode: 'serial' });

test('the demo merchant links AliExpress through its consent screen from My channels and sees it Active', async ({
  page,
}) => {
  const channels = new ChannelsPage(page);
  await logInAsDemo(page);
  // My channels under General settings
  await channels.goto('/app/setting/channel');
  const aliexpress = channels.sourceRow('aliexpress');
  if (test.info().retry > 0) {
    // a retry of this serial group starts over: undo what the first attempt linked
    for (const source of ['aliexpress', 'cj'] as const) {
      await expect(channels.sourceRow(source)).toBeVisible();
      if ((await channels.sourceRow(source).getByTestId('source-active-badge').count()) > 0) {
        await channels.disconnectSource(source);
        await expect(channels.sourceRow(source).getByTestId('source-connect')).toBeVisible();
      }
    }
  }
  await expect(aliexpress.getByTestId('source-connect')).toBeVisible();

  // the connect window signs in, goes to AliExpress's consent screen and comes back linked
  const linkWindow = await channels.startAliExpressLink();
  await new SandboxAliExpress().authorize(linkWindow, ALIEXPRESS_ACCOUNT);
  await expect(linkWindow.getByText('AliExpress is connected.')).toBeVisible({
    timeout: 45_000,
  });
  await linkWindow.close();

  // the tab that opened the window updates by itself
  await channels.movePointerAway();
  await expect(aliexpress.getByTestId('source-active-badge')).toBeVisible({ timeout: 30_000 });
  await expect(aliexpress).toContainText(ALIEXPRESS_ACCOUNT);
  await expect(aliexpress.getByTestId('source-sandbox-badge')).toBeVisible();
  await expectAccessibleOnce(page, { label: 'my channels, AliExpress linked' });
});

test('the demo merchant links CJ with an API key, sees it Active next to AliExpress, then disconnects CJ', async ({
  page,
}) => {
  const channels = new ChannelsPage(page);
  await logInAsDemo(page);
  await channels.goto();
  const aliexpress = channels.sourceRow('aliexpress');
  const cj = channels.sourceRow('cj');
  await expect(cj.getByTestId('source-connect')).toBeVisible();

  await expectFocusTrapped(page, {
    opener: cj.getByTestId('source-connect'),
    dialog: page.getByRole('dialog').filter({ has: page.getByTestId('cj-link-dialog') }),
  });
  await channels.linkCj(cjApiKey(), CJ_EMAIL);
  await channels.movePointerAway();
  await expect(cj.getByTestId('source-active-badge')).toBeVisible({ timeout: 30_000 });
  await expect(cj).toContainText(CJ_EMAIL);

  // after a reload both are still linked: the API's state, not the page's
  await page.reload();
  await channels.movePointerAway();
  await expect(aliexpress.getByTestId('source-active-badge')).toBeVisible();
  await expect(cj.getByTestId('source-active-badge')).toBeVisible();

  // Active turns into Disconnect on hover; after the confirmation the row offers Connect again
  await channels.disconnectSource('cj');
  await expect(cj.getByTestId('source-connect')).toBeVisible({ timeout: 30_000 });
  await expect(cj.getByTestId('source-active-badge')).toHaveCount(0);
  await channels.movePointerAway();
  await expect(aliexpress.getByTestId('source-active-badge')).toBeVisible();
});
