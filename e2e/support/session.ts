import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LoginPage } from '../pages/login-page';
import { DEMO_USER, ROOT_DIR } from './e2e-stack';

/** Signs in as the seeded demo merchant through the login page and lands on /app. */
export async function logInAsDemo(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.logInToApp(DEMO_USER.email, DEMO_USER.password);
}

/** The bearer token the app stored (standalone mode keeps it in the omni_token cookie). */
export async function sessionToken(page: Page): Promise<string | null> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'omni_token');
  return cookie?.value ? decodeURIComponent(cookie.value) : null;
}

export async function storedIds(
  page: Page,
): Promise<{ workspaceId: string | null; shopId: string | null }> {
  return page.evaluate(() => ({
    workspaceId: window.localStorage.getItem('omni_workspace_id'),
    shopId: window.localStorage.getItem('omni_shop_id'),
  }));
}

/**
 * Marks the current document; `expectSameDocument` fails if the page was reloaded since, which is
 * how a journey proves that something happened without a reload.
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eDocument?: string }).__e2eDocument = 'kept';
  });
}

export async function expectSameDocument(page: Page): Promise<void> {
  const marker = await page.evaluate(
    () => (window as unknown as { __e2eDocument?: string }).__e2eDocument,
  );
  expect(marker, 'the page was not reloaded').toBe('kept');
}

/** A translation of the host, read from its locale file (the test compares what users see). */
export function hostTranslation(language: string, key: string): string {
  const file = path.join(ROOT_DIR, 'host', 'src', 'i18n', 'locales', `${language}.json`);
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) {
    node = (node as Record<string, unknown> | undefined)?.[part];
  }
  if (typeof node !== 'string') throw new Error(`no host translation ${language}:${key}`);
  return node;
}
