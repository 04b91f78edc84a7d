import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../pages/accessibility';

/** The gate itself: it must fail on what it is meant to catch, and its exceptions stay narrow. */
test.describe('axe gate', () => {
  const LOW_CONTRAST = `<main><h1>Title</h1>
    <p id="faint" style="color:#bbb;background:#fff">faint text</p>
    <p id="faint-too" style="color:#bbb;background:#fff">more faint text</p></main>`;

  test('fails on a serious violation and names the element', async ({ page }) => {
    await page.setContent(`<html lang="en"><title>t</title><body>${LOW_CONTRAST}</body></html>`);
    const failure = await expectAccessible(page).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(String(failure)).toContain('color-contrast');
    expect(String(failure)).toContain('#faint-too');
  });

  test('fails when a visible label is not part of the accessible name (label in name)', async ({
    page,
  }) => {
    await page.setContent(
      `<html lang="en"><title>t</title><body><main><button aria-label="Open menu">Settings</button></main></body></html>`,
    );
    const failure = await expectAccessible(page).catch((error: Error) => error);
    expect(String(failure)).toContain('label-content-name-mismatch');
  });

  test('an exception switches one rule off for one element only', async ({ page }) => {
    await page.setContent(`<html lang="en"><title>t</title><body>${LOW_CONTRAST}</body></html>`);
    const reason = 'test fixture: this paragraph is the one allowed finding';
    const oneAllowed = expectAccessible(page, {
      exceptions: [{ rule: 'color-contrast', selector: '#faint', reason }],
    });
    await expect(oneAllowed).rejects.toThrow(/#faint-too/);
    await expectAccessible(page, {
      exceptions: [
        { rule: 'color-contrast', selector: '#faint', reason },
        { rule: 'color-contrast', selector: '#faint-too', reason },
      ],
    });
    await expect(
      expectAccessible(page, { exceptions: [{ rule: 'color-contrast', selector: 'p', reason }] }),
    ).rejects.toThrow(/one only/);
    await expect(
      expectAccessible(page, {
        exceptions: [{ rule: 'color-contrast', selector: '#faint', reason: ' ' }],
      }),
    ).rejects.toThrow(/reason/);
  });

  test('a clean page passes', async ({ page }) => {
    await page.setContent(
      `<html lang="en"><title>t</title><body><main><h1>Fine</h1><button>Save</button></main></body></html>`,
    );
    await expectAccessible(page);
  });
});
