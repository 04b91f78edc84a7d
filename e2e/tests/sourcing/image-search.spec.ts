import { expect, test } from '@playwright/test';
import { expectAccessibleOnce } from '../../pages/accessibility';
import { ImageSearchPage } from '../../pages/image-search-page';
import { e2eConfig } from '../../support/e2e-stack';
import { logInAsDemo, sessionToken } from '../../support/session';

/** The first generated catalogue product: its main picture is signed first after start. */
const PRODUCT_ID = '1000001';

test('image search finds the product whose picture was uploaded', async ({ page, request }) => {
  await logInAsDemo(page);
  const picture = await request.get(
    `${e2eConfig.urls.api}/catalogue-media/products/${PRODUCT_ID}/0.png`,
  );
  expect(picture.ok()).toBe(true);
  const buffer = await picture.body();

  // Pictures are signed in the background after the API starts: wait until this one is.
  const token = await sessionToken(page);
  await expect
    .poll(
      async () => {
        const answer = await request.post(`${e2eConfig.urls.api}/get-product-id-by-image`, {
          headers: { authorization: `Bearer ${token}` },
          data: { image: buffer.toString('base64'), limit: 1 },
        });
        const body = (await answer.json()) as { data?: { items: { source_product_id: string }[] } };
        return body.data?.items[0]?.source_product_id;
      },
      { timeout: 90_000, intervals: [1000, 2000, 5000] },
    )
    .toBe(PRODUCT_ID);

  const search = new ImageSearchPage(page);
  await search.goto();
  await search.upload({ name: 'lamp.png', mimeType: 'image/png', buffer });
  await expect(page.getByTestId('image-preview')).toBeVisible();
  await expect(search.matches.first()).toHaveAttribute('data-product-id', PRODUCT_ID);
  await expectAccessibleOnce(page, { label: 'image search matches' });
  await search.matches.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/app/find-product/omni/detail/${PRODUCT_ID}/US`));
});
