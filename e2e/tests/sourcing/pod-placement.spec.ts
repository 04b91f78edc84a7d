import { expect, test } from '@playwright/test';
import { expectAccessibleOnce } from '../../pages/accessibility';
import { POD_ARTWORK, PodPage } from '../../pages/pod-page';
import { e2eConfig } from '../../support/e2e-stack';
import { logInAsDemo, sessionToken, storedIds } from '../../support/session';

test('print on demand: place a design on a blank and the placement is saved', async ({
  page,
  request,
}) => {
  await logInAsDemo(page);
  const pod = new PodPage(page);
  await pod.gotoCollection('t-shirts');
  await expectAccessibleOnce(page, { label: 'print on demand collection' });
  await pod.cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/app\/pod-product\/detail\/\d+\/US$/);
  const blankId = /detail\/(\d+)\//.exec(page.url())![1]!;

  await pod.uploadDesign(POD_ARTWORK);
  await pod.dragDesignTo(0.25, 0.75);
  await pod.save.click();
  await expect(page.getByText('Design saved.')).toBeVisible();
  await expectAccessibleOnce(page, { label: 'print on demand design editor' });

  // What the push will carry: the placement, read back through the API.
  const token = await sessionToken(page);
  const { workspaceId } = await storedIds(page);
  const answer = await request.get(`${e2eConfig.urls.api}/pod/designs/${blankId}`, {
    headers: {
      authorization: `Bearer ${token}`,
      ...(workspaceId ? { 'workplace-id': workspaceId } : {}),
    },
  });
  const body = (await answer.json()) as {
    data: { design_info: { area: string; position: { x: number; y: number }; image_url: string } };
  };
  expect(body.data.design_info.area).toBe('front');
  expect(body.data.design_info.position.x).toBeCloseTo(0.25, 1);
  expect(body.data.design_info.position.y).toBeCloseTo(0.75, 1);
  expect((await request.get(body.data.design_info.image_url)).ok()).toBe(true);

  // Reopening the page shows the saved placement.
  await page.reload();
  await expect(pod.editor).toBeVisible({ timeout: 30_000 });
  await expect(pod.designPicture).toBeVisible();
});
