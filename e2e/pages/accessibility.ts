import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];
type NodeResult = Result['nodes'][number];

/** WCAG 2.1 levels A and AA (and the 2.0 rules they include). */
const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/**
 * WCAG 2.5.3 "label in name": axe still marks its rule experimental, so the tags alone leave it
 * out; voice-control users depend on it (they say the visible text), so the gate runs it.
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/**
 * One rule switched off for one element. `selector` must match exactly one element when the
 * page has it (a selector matching several is refused: it would hide more than one finding), and
 * `reason` says why the finding is not a defect, for the next reader.
 */
export interface AxeException {
  rule: string;
  selector: string;
  reason: string;
}

export interface AccessibilityCheck {
  /** Names the state in the failure message, e.g. "import dialog open". */
  label?: string;
  /** Checks only this part of the page (e.g. an open dialog), as a CSS selector. */
  within?: string;
  exceptions?: AxeException[];
}

/**
 * Checks the page as it is now with axe-core against WCAG 2.1 A and AA and fails on any serious
 * or critical violation, listing each element with axe's explanation. Minor and moderate
 * findings are left to review, not the gate.
 *
 *   await expectAccessible(page);
 *   await expectAccessible(page, { label: 'push dialog', within: '[role="dialog"]' });
 *   await expectAccessible(page, {
 *     exceptions: [{ rule: 'color-contrast', selector: '[data-testid="x"]', reason: '…' }],
 *   });
 */
export async function expectAccessible(page: Page, check: AccessibilityCheck = {}): Promise<void> {
  const exceptions = check.exceptions ?? [];
  for (const exception of exceptions) {
    if (!exception.reason.trim()) throw new Error(`axe exception ${exception.rule}: give a reason`);
    const count = await page.locator(exception.selector).count();
    if (count > 1) {
      throw new Error(
        `axe exception ${exception.rule} on "${exception.selector}" matches ${count} elements: one only`,
      );
    }
  }
  let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA_TAGS).options({ rules: EXTRA_RULES });
  if (check.within) builder = builder.include(check.within);
  const results = await builder.analyze();

  const findings: string[] = [];
  for (const violation of results.violations) {
    if (!BLOCKING_IMPACTS.has(violation.impact ?? '')) continue;
    for (const node of violation.nodes) {
      if (await isExcepted(page, violation, node, exceptions)) continue;
      findings.push(describe(violation, node));
    }
  }
  const where = `${check.label ? `${check.label} at ` : ''}${new URL(page.url()).pathname}`;
  expect(
    findings,
    `axe (WCAG 2.1 AA) found ${findings.length} serious or critical violation(s) on ${where}:\n\n${findings.join('\n\n')}`,
  ).toEqual([]);
}

async function isExcepted(
  page: Page,
  violation: Result,
  node: NodeResult,
  exceptions: AxeException[],
): Promise<boolean> {
  const selectors = exceptions.filter((e) => e.rule === violation.id).map((e) => e.selector);
  // axe's target names elements inside iframes or shadow roots with a list; those are not ours
  const target = node.target.length === 1 ? node.target[0] : null;
  if (!selectors.length || typeof target !== 'string') return false;
  return page.evaluate(
    ({ target, selectors }) => {
      const element = document.querySelector(target);
      return Boolean(element && selectors.some((selector) => element.matches(selector)));
    },
    { target, selectors },
  );
}

function describe(violation: Result, node: NodeResult): string {
  return [
    `[${violation.impact}] ${violation.id}: ${violation.help}`,
    `  element: ${node.target.join(' >> ')}`,
    `  html:    ${node.html.slice(0, 300)}`,
    `  why:     ${(node.failureSummary ?? '').replace(/\n/g, '\n           ')}`,
    `  see:     ${violation.helpUrl}`,
  ].join('\n');
}
