import { expect, test } from '@playwright/test';
import { expectAccessible, expectAccessibleOnce } from '../../pages/accessibility';
import { POD_ARTWORK, PodPage } from '../../pages/pod-page';
import { PushDialog } from '../../pages/push-dialog';
import { SandboxShopify } from '../../pages/sandbox-shopify';
import { e2eConfig, SANDBOX_URLS } from '../../support/e2e-stack';
import { logInAsDemo, sessionToken, storedIds } from '../../support/session';

/** The stand-in shop the push journey pushes to (connected here when that journey did not run). */
const SHOP = 'omni-demo-gadgets.myshopify.com';

/**
 * Issue 10 §1 "where a push starts: print on demand": a blank pushed straight from the pod
 * catalogue. Its Push waits for a design; once one is saved the push dialog pushes the blank (the
 * server imports it first) and the Shopify stand-in's admin shows the product with the design as
 * its omni_pod.design_info metafield.
 */
test('print on demand: a blank with a saved design is pushed from its page to the Shopify stand-in, the design in its metafield', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await logInAsDemo(page);
  // the review prompt (001 §4) may follow the push: the merchant answers "Not now"
  await page.addLocatorHandler(page.getByTestId('review-later'), async () => {
    await page.getByTestId('review-later').click();
  });
  const shopify = new SandboxShopify(SANDBOX_URLS.shopify);
  await shopify.connectFromMyChannels(page, 'omni-demo-gadgets');

  // a mug: the placement journey designs a t-shirt, so this blank has no design yet
  const pod = new PodPage(page);
  await pod.gotoCollection('mugs');
  await pod.cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/app\/pod-product\/detail\/\d+\/US$/);
  const blankId = /detail\/(\d+)\//.exec(page.url())![1]!;
  const title = (await page
    .getByTestId('pod-detail')
    .getByRole('heading', { level: 2 })
    .textContent())!.trim();
  await expect(pod.push).toBeDisabled({ timeout: 30_000 });
  await expect(pod.pushNeedsDesign).toBeVisible();
  await expectAccessibleOnce(page, { label: 'print on demand blank without a design' });

  await pod.uploadDesign(POD_ARTWORK);
  await pod.dragDesignTo(0.3, 0.6);
  await pod.save.click();
  await expect(page.getByText('Design saved.')).toBeVisible();
  await expect(pod.push).toBeEnabled();
  await expect(pod.pushNeedsDesign).toHaveCount(0);

  await pod.push.click();
  const dialog = new PushDialog(page);
  await dialog.expectOpen();
  await expect(dialog.previewRows).toHaveCount(1);
  await expect(dialog.previewRows.first()).toContainText(title);
  await dialog.choose(SHOP);
  await expectAccessible(page, { label: 'push dialog, pod blank', within: '[role="dialog"]' });
  await dialog.push();
  const entry = dialog.progressEntries.filter({ hasText: title });
  await expect(entry).toHaveAttribute('data-store', SHOP, { timeout: 30_000 });
  await expect(entry).toHaveAttribute('data-status', 'success', { timeout: 90_000 });
  await expect(pod.push, 'the focus is back on Push once the dialog closed').toBeFocused();

  // as saved: the placement and our own picture (the pod API's answer)
  const token = await sessionToken(page);
  const { workspaceId } = await storedIds(page);
  const saved = await page.request.get(`${e2eConfig.urls.api}/pod/designs/${blankId}`, {
    headers: {
      authorization: `Bearer ${token}`,
      ...(workspaceId ? { 'workplace-id': workspaceId } : {}),
    },
  });
  // the Shopify stand-in's admin: the product, with the design placed as saved
  await shopify.openAdminProduct(page, SHOP, title);
  const metafield = page.locator('[data-metafield="omni_pod.design_info"]');
  await expect(metafield).toBeVisible();
  await expect(metafield).toContainText('json');
  const { data } = (await saved.json()) as { data: { design_info: { area: string } } };
  expect(data.design_info.area).toBe('wrap');
  expect(JSON.parse((await metafield.locator('code').textContent())!)).toEqual(data.design_info);
});
