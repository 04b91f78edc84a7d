import { expect, test } from '@playwright/test';
import { expectAccessibleOnce } from '../../pages/accessibility';
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
  await expectAccessibleOnce(page, { label: 'home after a workplace switch' });

  // The selected store really is one of the second workplace's stores.
  const token = await sessionToken(page);
  const response = await request.get(`${e2eConfig.urls.api}/stores/list-store`, {
    headers: { authorization: `Bearer ${token}`, 'workplace-id': after.workspaceId ?? '' },
  });
  const body = (await response.json()) as { data: { stores: { id: string }[] } };
  expect(body.data.stores.map((store) => store.id)).toContain(after.shopId);
});
