import { expect, test } from '@playwright/test';
import { expectAccessibleOnce } from '../../pages/accessibility';
import { IntegrationsPage } from '../../pages/integrations-page';
import { Shell } from '../../pages/shell';
import { signUpNewMerchant } from '../../support/new-merchant';
import { logInAsDemo } from '../../support/session';

/**
 * Integrations (spec 000 §2): the side menu's entry opens the page in the settings frame; AI
 * writing leads to the workplace's defaults, which are saved and kept after a reload.
 */
test.describe('integrations', () => {
  test('the demo merchant sets an AI writing default from the side menu', async ({ page }) => {
    await logInAsDemo(page);
    const shell = new Shell(page);
    await shell.openFromMenu('integration');
    const integrations = new IntegrationsPage(page);
    await integrations.expectLoaded();
    await expect(page.getByTestId('settings-frame')).toBeVisible();
    await expect(integrations.comingSoon).toHaveCount(4);
    await expect(integrations.card('product-insights').getByRole('link')).toHaveAttribute(
      'href',
      '/app/find-product',
    );
    await expectAccessibleOnce(page, { label: 'integrations' });

    const defaults = await integrations.openAiWriting();
    await expect(defaults.choice('tone')).not.toHaveText('');
    const before = (await defaults.choice('tone').textContent())!.trim();
    const next = before === 'Playful' ? 'Expert' : 'Playful';
    await defaults.choose('tone', next);
    await expectAccessibleOnce(page, { label: 'AI writing defaults, changed' });
    await defaults.saveDefaults();

    await page.reload();
    await defaults.expectLoaded();
    await expect(defaults.choice('tone')).toContainText(next);

    // the other journeys' AI writing starts from the demo's defaults: put them back
    await defaults.choose('tone', before);
    await defaults.saveDefaults();
  });

  test('on a 390 px phone in Arabic, right to left and without sideways scrolling', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // a merchant of its own: the language chosen below is kept with the account
    await signUpNewMerchant(page, request, 'integrations');
    await new Shell(page).chooseLanguage('ar');
    const integrations = new IntegrationsPage(page);
    await page.goto('/app/setting/integration');
    await integrations.expectLoaded();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(integrations.root.getByRole('heading', { level: 2 })).toHaveText('التكاملات');
    await expect(integrations.comingSoon.first()).toHaveText('قريبًا');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // a sub-page of the spec that is not built here shows the index, which says so
    await page.goto('/app/setting/integration/cashback_setting');
    await integrations.expectLoaded();
  });
});
