import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (Shift+Tab when `backward`) until `target` has the focus, checking that the focus
 * can be seen at every stop on the way. Fails after `max` presses, naming where the focus went.
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
    // every stop on the way shows the focus too, not only the target (the body is no stop)
    if (await page.evaluate(() => document.activeElement !== document.body)) {
      await expectFocusVisible(page, trail);
    }
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
 * Where antd draws the focus of a control whose focused element is an inner <input>: the
 * documented wrapper of that control (its ring is on the wrapper, the input has none), or, for
 * checkboxes and radios, the box drawn right after the hidden input. Nothing else counts: a ring
 * on some other ancestor (a card, a row) is not this control's focus.
 */
const FOCUS_WRAPPERS: { focused: string; ring: string; sibling?: boolean }[] = [
  { focused: '.ant-input-affix-wrapper input', ring: '.ant-input-affix-wrapper' },
  { focused: '.ant-input-number input', ring: '.ant-input-number' },
  { focused: '.ant-select input', ring: '.ant-select' },
  { focused: '.ant-picker input', ring: '.ant-picker' },
  { focused: '.ant-checkbox-input', ring: '.ant-checkbox-inner', sibling: true },
  { focused: '.ant-radio-input', ring: '.ant-radio-inner', sibling: true },
];

/**
 * The focused element itself shows an outline or a focus ring (box-shadow), or, for an antd
 * control whose focus sits on an inner input, its documented wrapper does (WCAG 2.4.7).
 */
export async function expectFocusVisible(page: Page, trail: string[] = []): Promise<void> {
  const visible = await page.evaluate((wrappers) => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return false;
    const candidates: Element[] = [element];
    for (const wrapper of wrappers) {
      if (!element.matches(wrapper.focused)) continue;
      const ring = wrapper.sibling
        ? element.nextElementSibling?.matches(wrapper.ring)
          ? element.nextElementSibling
          : null
        : element.closest(wrapper.ring);
      if (ring) candidates.push(ring);
    }
    return candidates.some((node) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    });
  }, FOCUS_WRAPPERS);
  const after = trail.length ? ` (after ${trail.slice(-5).join(' → ')})` : '';
  expect(visible, `the focus on ${await describeFocus(page)} cannot be seen${after}`).toBe(true);
}

/**
 * A dialog or drawer keeps the focus: `open` (default: Enter on the focused `opener`) shows
 * `dialog`, the focus moves into it, `presses` Tabs never take it out and each stop is visible;
 * Escape closes it and the focus is back on `opener`. The caller opens it again if the journey
 * goes on inside it. A non-modal popup (`modal: false`, a Popconfirm) need not hold the focus:
 * Tab reaches a control inside it within `presses`, and Escape gives the focus back the same way.
 *
 *   await expectFocusTrapped(page, { opener: addImage, dialog: page.getByRole('dialog') });
 */
export async function expectFocusTrapped(
  page: Page,
  {
    opener,
    dialog,
    open,
    presses = 8,
    modal = true,
  }: {
    opener: Locator;
    dialog: Locator;
    open?: () => Promise<void>;
    presses?: number;
    modal?: boolean;
  },
): Promise<void> {
  await opener.focus();
  if (open) await open();
  else await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  if (modal) await expectFocusHeld(page, dialog, presses);
  else {
    let press = 0;
    while (!(await holdsFocus(dialog))) {
      expect(press++, `Tab × ${presses} never reached the popup`).toBeLessThan(presses);
      await page.keyboard.press('Tab');
    }
    await expectFocusVisible(page);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener, 'the focus is back on what opened the dialog').toBeFocused();
}

/** The focus is inside `dialog`, or on its own frame (antd focuses its wrapper first). */
const holdsFocus = (dialog: Locator, leftPage = false) =>
  dialog.evaluate((root, leftPage) => {
    const active = document.activeElement;
    // past the last control Tab goes to the browser's own controls (the body is active);
    // the next Tab comes back into the dialog, not to the page under it
    if (leftPage && (!active || active === document.body)) return true;
    return Boolean(
      active && active !== document.body && (root.contains(active) || active.contains(root)),
    );
  }, leftPage);

/**
 * An open modal dialog holds the focus: it moved into the dialog, `presses` Tabs never take it
 * out, and each stop inside is visible. On its own for a dialog no control opened (the review
 * prompt after a push); `expectFocusTrapped` opens one and checks its close as well.
 */
export async function expectFocusHeld(page: Page, dialog: Locator, presses = 8): Promise<void> {
  await expect
    .poll(() => holdsFocus(dialog), { message: 'the focus moved into the dialog' })
    .toBe(true);
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    expect(await holdsFocus(dialog, true), `Tab × ${press + 1} left the dialog`).toBe(true);
    if (await holdsFocus(dialog)) await expectFocusVisible(page);
  }
}
