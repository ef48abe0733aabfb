import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser build, read once. It is evaluated in the page: the app's CSP refuses injected script tags. */
let source: string | undefined;
function axeSource(): string {
  source ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return source;
}

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
  /** The first offending element's markup (shortened). */
  html: string;
}

/**
 * The serious and critical accessibility violations (axe-core, WCAG 2.x A and AA rules plus best
 * practices) on what the page shows now. Tests expect this list to be empty for every screen
 * (the developers' standards: no serious or critical violation).
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Data still loading: a loading indicator (a progressbar without a value) goes away; a progress bar with a
  // value (an evaluation's progress) stays.
  await page
    .locator('[role="progressbar"]:not([aria-valuenow])')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => {});
  // axe measures contrast on what is drawn: a dialog still fading in blends its colours with the page, and so
  // does a toast sliding in (react-toastify marks it .Toastify--animate until its animation ends, also before the
  // animation has started).
  await page
    .waitForFunction(
      // Endless ones (a spinner) never finish: only the transitions that end are waited for.
      () =>
        !document.querySelector('.Toastify--animate') &&
        document.getAnimations().every((a) => (a.playState !== 'running' && !a.pending) || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource());
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Document | { exclude: string[] },
            options: object,
          ): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; html: string }[] }[] }>;
        };
      }
    ).axe;
    // A toast whose animation did not end within the wait is left out of this check (it is checked once settled).
    const result = await axe.run(document.querySelector('.Toastify--animate') ? { exclude: ['.Toastify--animate'] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.map(String).join(' ')),
        html: (v.nodes[0]?.html ?? '').slice(0, 300),
      }));
  });
}

/** Readable text of violations for an assertion message. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.targets.join(' | ')}\n  ${v.html}`).join('\n');
}

/** Fails (throws) when the page shows a serious or critical violation; `where` names the screen in the message. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const violations = await seriousViolations(page);
  if (violations.length > 0) throw new Error(`accessibility violations on ${where}:\n${describeViolations(violations)}`);
}
