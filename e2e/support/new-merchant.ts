import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { EmailVerificationPage } from '../pages/signup-page';
import { e2eConfig } from './e2e-stack';
import { linkTo, waitForMail } from './outbox';

/**
 * A merchant of the journey's own (so journeys that change plans or stores stay independent of
 * the demo merchant): registered, verified from the dev outbox's e-mail, signed in on /app.
 */
export async function signUpNewMerchant(
  page: Page,
  request: APIRequestContext,
  prefix: string,
): Promise<{ email: string; password: string }> {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@omni.test`;
  const password = 'Journey2026ok';
  const registered = await request.post(`${e2eConfig.urls.api}/auth/register`, {
    data: { email, password },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const mail = await waitForMail(request, email, 'verification');
  await new EmailVerificationPage(page).open(linkTo(mail, '/auth/email-verification'));
  const login = new LoginPage(page);
  await login.goto();
  await login.logInToApp(email, password);
  return { email, password };
}
