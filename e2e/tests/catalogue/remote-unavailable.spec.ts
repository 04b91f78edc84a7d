import { expect, test } from '@playwright/test';
import { expectAccessibleOnce } from '../../pages/accessibility';
import { FIRST_ROUTES, RemoteArea, expectFirstRoute } from '../../pages/remote-area';
import { Shell } from '../../pages/shell';
import { logInAsDemo } from '../../support/session';
import { startRemoteServer, stopRemoteServer } from '../../support/stack-control';

const catalogue = FIRST_ROUTES.find((route) => route.remote === 'catalogue')!;
const orders = FIRST_ROUTES.find((route) => route.remote === 'orders')!;

test('with the catalogue server down the shell and other areas work, and Retry brings it back', async ({
  page,
}) => {
  const shell = new Shell(page);
  const area = new RemoteArea(page);
  await logInAsDemo(page);

  await stopRemoteServer('catalogue');
  try {
    await shell.openFromMenu('import-list');
    await expect(page).toHaveURL(/\/app\/products-import$/);
    await area.expectUnavailable();
    await shell.expectVisible();
    await expectAccessibleOnce(page, { label: 'an area whose server is down' });

    await shell.openFromMenu('order-list');
    await expectFirstRoute(page, orders);
    await shell.openFromMenu('home');
    await expect(page).toHaveURL(/\/app\/?$/);
    await shell.expectVisible();

    await shell.openFromMenu('import-list');
    await area.expectUnavailable();
  } finally {
    await startRemoteServer('catalogue');
  }

  await area.retry();
  await expect(area.unavailablePanel).toBeHidden({ timeout: 30_000 });
  await expectFirstRoute(page, catalogue);
});
