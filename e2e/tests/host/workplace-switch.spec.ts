import { expect, test } from '@playwright/test';
import { expectAccessibleOnce } from '../../pages/accessibility';
import { HomePage } from '../../pages/home-page';
import { Shell } from '../../pages/shell';
import { e2eConfig } from '../../support/e2e-stack';
import {
  expectSameDocument,
  logInAsDemo,
  markDocument,
  sessionToken,
  storedIds,
} from '../../support/session';

test('switching workplace goes home and selects that workplace’s store without a reload', async ({
  page,
  request,
}) => {
  const shell = new Shell(page);
  // the home's order counts (its quick-start steps), by the workplace each was asked for, and
  // whether each left before the shell's first notifications request (its first commit)
  const countsAskedFor: (string | undefined)[] = [];
  const countsBeforeShell: boolean[] = [];
  let shellAsked = false;
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (sent.method() !== 'GET') return;
    if (pathname.endsWith('/core/list-notification')) shellAsked = true;
    if (pathname.endsWith('/orders/v5/count-order-status')) {
      countsAskedFor.push(sent.headers()['workplace-id']);
      countsBeforeShell.push(!shellAsked);
    }
  });
  await logInAsDemo(page);
  await expect(shell.currentWorkplace).toContainText('Demo Workplace');
  // The store is chosen once the workplace's store list has loaded.
  await expect
    .poll(async () => (await storedIds(page)).shopId, {
      message:
        'on load a store of the workplace is selected and stored (spec 000 §4: stored, else default, else first)',
    })
    .not.toBeNull();
  const before = await storedIds(page);
  // asked for once on the first home, by the bootstrap, for the workplace the app settled on
  await new HomePage(page).expectShown();
  // drawn once the counts are in (the quick start too, unless the account dismissed it)
  await expect(page.getByTestId('help-cards')).toBeVisible();
  expect(countsAskedFor).toEqual([before.workspaceId]);
  expect(countsBeforeShell).toEqual([true]);

  await shell.openFromMenu('order-list');
  await expect(page).toHaveURL(/\/app\/orders$/);
  await expectAccessibleOnce(page);
  await markDocument(page);

  await shell.switchWorkplace('Second Workplace');
  await expect(page).toHaveURL(/\/app\/?$/);
  await expectSameDocument(page);

  await expect.poll(async () => (await storedIds(page)).shopId).not.toBe(before.shopId);
  const after = await storedIds(page);
  expect(after.workspaceId).not.toBe(before.workspaceId);
  expect(after.shopId).not.toBeNull();
  // the home asks again, for the new workplace: the first home's answer is not reused
  await expect.poll(() => countsAskedFor.at(-1)).toBe(after.workspaceId);
  await expectAccessibleOnce(page, { label: 'home after a workplace switch' });

  // The selected store really is one of the second workplace's stores.
  const token = await sessionToken(page);
  const response = await request.get(`${e2eConfig.urls.api}/stores/list-store`, {
    headers: { authorization: `Bearer ${token}`, 'workplace-id': after.workspaceId ?? '' },
  });
  const body = (await response.json()) as { data: { stores: { id: string }[] } };
  expect(body.data.stores.map((store) => store.id)).toContain(after.shopId);
});
