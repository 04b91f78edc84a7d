import { expect, test } from '@playwright/test';
import { expectAccessibleOnce } from '../../pages/accessibility';
import { HomePage } from '../../pages/home-page';
import { LoginPage } from '../../pages/login-page';
import { FIRST_ROUTES, expectFirstRoute } from '../../pages/remote-area';
import { Shell, type SideMenuKey } from '../../pages/shell';
import { EmailVerificationPage, SignupPage } from '../../pages/signup-page';
import { e2eConfig } from '../../support/e2e-stack';
import { linkTo, waitForMail } from '../../support/outbox';
import {
  expectSameDocument,
  hostTranslation,
  markDocument,
  sessionToken,
  storedIds,
} from '../../support/session';

/**
 * How the journey reaches each remote's first route: from the side menu without a page load, or
 * by address (a new merchant has no store yet, so the shell hides its billing entries, spec §6).
 */
const ENTRY: Record<string, SideMenuKey | 'address'> = {
  sourcing: 'find-product',
  catalogue: 'import-list',
  orders: 'order-list',
  billing: 'address',
};

test('a new merchant signs up, verifies the e-mail, uses every area, switches workplace and language, signs out', async ({
  page,
  request,
}) => {
  // sign-up, e-mail, every area's first route, a workplace, a language and a dozen axe scans:
  // about a minute alone, past 120 s beside other work
  test.setTimeout(240_000);
  const unique = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const account = {
    email: `journey-${unique}@omni.test`,
    password: 'Journey2026ok',
    firstName: 'Ada',
    lastName: 'Lovelace',
  };
  const shell = new Shell(page);

  await test.step('sign up', async () => {
    const signup = new SignupPage(page);
    await signup.goto();
    await expectAccessibleOnce(page);
    await signup.signUp(account);
  });

  await test.step('read the verification e-mail from the dev outbox and verify', async () => {
    const mail = await waitForMail(request, account.email, 'verification');
    const link = linkTo(mail, '/auth/email-verification');
    expect(new URL(link).origin, 'the link points at the host').toBe(e2eConfig.urls.app);
    await new EmailVerificationPage(page).open(link);
  });

  await test.step('log in and land on home', async () => {
    const login = new LoginPage(page);
    await login.goto();
    await login.logInToApp(account.email, account.password);
    await new HomePage(page).expectShown();
    await shell.expectVisible();
    await expectAccessibleOnce(page, { label: 'home of a new merchant' });
  });

  await test.step('close the quick start, and find it again on its own page', async () => {
    const home = new HomePage(page);
    await expect(home.quickStart).toBeVisible();
    await home.closeAndReopenQuickStart();
    await expectAccessibleOnce(page, { label: 'quick-start guide' });
    await shell.openFromMenu('home');
    await home.expectShown();
    await expect(
      home.quickStart,
      'closed on the account, it stays closed on the home',
    ).toBeHidden();
  });

  await markDocument(page);
  const byMenuFirst = [...FIRST_ROUTES].sort(
    (a, b) => Number(ENTRY[a.remote] === 'address') - Number(ENTRY[b.remote] === 'address'),
  );
  for (const route of byMenuFirst) {
    await test.step(`${route.remote}: ${route.path} loads on demand and shows api data`, async () => {
      const entry = ENTRY[route.remote];
      if (entry === 'address') {
        await expectSameDocument(page); // every area so far came without a page load
        await page.goto(route.path);
      } else if (entry) {
        await shell.openFromMenu(entry);
      }
      await expect(page).toHaveURL(new RegExp(`${route.path}$`));
      await expectFirstRoute(page, route);
      await shell.expectVisible();
      await expectAccessibleOnce(page, { label: `${route.remote} first route, new merchant` });
    });
  }

  await test.step('switch workplace: goes home, store follows, no reload', async () => {
    const firstWorkplace = (await shell.currentWorkplaceName.innerText()).trim();
    const before = await storedIds(page);
    await shell.createWorkplace(`Journey workplace ${unique}`);
    await expect(page).toHaveURL(/\/app\/?$/);
    const created = await storedIds(page);
    expect(created.workspaceId).not.toBe(before.workspaceId);
    // A new merchant's workplaces have no store yet, so none may stay selected.
    expect(created.shopId).toBeNull();

    await page.goto('/app/orders');
    await markDocument(page);
    await shell.switchWorkplace(firstWorkplace);
    await expect(page).toHaveURL(/\/app\/?$/);
    await expectSameDocument(page);
    expect((await storedIds(page)).workspaceId).toBe(before.workspaceId);
  });

  await test.step('switch to Arabic: right-to-left and translated', async () => {
    await shell.chooseLanguage('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(shell.menuItem('home')).toHaveText(hostTranslation('ar', 'menu.home'));
    await expectAccessibleOnce(page, { label: 'home of a new merchant' });
  });

  await test.step('sign out', async () => {
    await shell.signOut();
    await expect(page).toHaveURL(/\/login/);
    // the app's /login only loads the public entry's page in its place (ADR 034): its form shows
    // once that load is over, and a visit started before would be cut short by it
    await expect(new LoginPage(page).form).toBeVisible();
    expect(await sessionToken(page)).toBeNull();
    await page.goto('/app', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/login/);
    await expect(new LoginPage(page).form).toBeVisible();
  });
});
