import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (Shift+Tab when `backward`) until `target` has the focus, then checks that the
 * focus can be seen. Fails after `max` presses, naming where the focus went.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backward = false, max = 150 }: { backward?: boolean; max?: number } = {},
): Promise<void> {
  await keyTo(page, target, backward ? 'Shift+Tab' : 'Tab', max);
}

/** Presses an arrow key until `target` has the focus (menus and tab lists move by arrows). */
export async function arrowTo(page: Page, target: Locator, key = 'ArrowDown', max = 20) {
  await keyTo(page, target, key, max);
}

async function keyTo(page: Page, target: Locator, key: string, max: number): Promise<void> {
  await expect(target).toBeAttached();
  const trail: string[] = [];
  for (let press = 0; press <= max; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectFocusVisible(page);
      return;
    }
    trail.push(await describeFocus(page));
    await page.keyboard.press(key);
  }
  throw new Error(
    `${key} × ${max} never reached ${target}; focus went: ${trail.slice(-15).join(' → ')}`,
  );
}

async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return 'nothing';
    const id = element.getAttribute('data-testid') ?? element.getAttribute('aria-label') ?? '';
    return `${element.tagName.toLowerCase()}${id ? `[${id}]` : ''}`;
  });
}

/**
 * The focused element, or the control around it (antd draws the ring of an input or a select on
 * its wrapper, up to four levels up), shows an outline or a focus ring (WCAG 2.4.7).
 */
export async function expectFocusVisible(page: Page): Promise<void> {
  const visible = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return false;
    const chain: Element[] = [];
    for (let node: Element | null = element; node && chain.length < 5; node = node.parentElement) {
      chain.push(node);
    }
    return chain.some((node) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    });
  });
  expect(visible, `the focus on ${await describeFocus(page)} cannot be seen`).toBe(true);
}
