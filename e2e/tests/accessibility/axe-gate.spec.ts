import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectAccessibleOnce } from '../../pages/accessibility';

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

  test('a scan opens no other page: axe runs in the page itself (legacy mode)', async ({
    page,
  }) => {
    await page.setContent(
      `<html lang="en"><title>t</title><body><main><h1>Fine</h1><button>Save</button></main></body></html>`,
    );
    const opened: string[] = [];
    page.context().on('page', (other) => opened.push(other.url()));
    await expectAccessible(page);
    // the full mode opens a blank page for axe.finishRun() on every scan, most of its cost here
    expect(opened).toEqual([]);
  });

  /** Pages served under made-up origins, so a frame can be of the page's origin or another. */
  async function serve(page: Page, pages: Record<string, string>): Promise<void> {
    for (const [url, body] of Object.entries(pages)) {
      await page.route(url, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<html lang="en"><title>t</title>${body}</html>`,
        }),
      );
    }
  }
  const UNLABELLED = '<body><main><h1>Form</h1><input type="text" id="unlabelled"></main></body>';

  for (const { frame, src } of [
    { frame: 'of the same origin', src: '/form' },
    // legacy mode would skip this frame and pass: such a page is scanned the full way
    { frame: 'of another origin', src: 'http://other.test/form' },
  ]) {
    test(`a violation inside a frame ${frame} fails`, async ({ page }) => {
      await serve(page, {
        'http://gate.test/': `<body><main><h1>Outer</h1><iframe title="form" src="${src}"></iframe></main></body>`,
        [new URL(src, 'http://gate.test/').href]: UNLABELLED,
      });
      await page.goto('http://gate.test/');
      await expect(page.frameLocator('iframe').locator('#unlabelled')).toBeAttached();
      await expect(expectAccessible(page)).rejects.toThrow(/\blabel\b[\s\S]*#unlabelled/);
    });
  }

  test('expectAccessibleOnce checks a page state once per run, and each other state', async ({
    page,
  }) => {
    await page.setContent(
      `<html lang="en"><title>t</title><body><main><h1>Fine</h1><button>Save</button></main></body></html>`,
    );
    const state = { label: 'axe gate: checked once' };
    expect(await expectAccessibleOnce(page, state)).toBe(true);
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'unlabelled';
      document.querySelector('main')!.append(input);
    });
    // the same state again is not checked: the input added since is not seen
    expect(await expectAccessibleOnce(page, state)).toBe(false);
    // another label, a part of the page or another language is another state: checked, failing
    await expect(expectAccessibleOnce(page, { label: 'axe gate: another' })).rejects.toThrow(
      /#unlabelled/,
    );
    await expect(expectAccessibleOnce(page, { ...state, within: 'main' })).rejects.toThrow(
      /#unlabelled/,
    );
    await page.evaluate(() => document.documentElement.setAttribute('lang', 'de'));
    await expect(expectAccessibleOnce(page, state)).rejects.toThrow(/#unlabelled/);
    // a state whose check failed is not marked checked
    await expect(expectAccessibleOnce(page, state)).rejects.toThrow(/#unlabelled/);
  });

  test('a clean page passes', async ({ page }) => {
    await page.setContent(
      `<html lang="en"><title>t</title><body><main><h1>Fine</h1><button>Save</button></main></body></html>`,
    );
    await expectAccessible(page);
  });
});
