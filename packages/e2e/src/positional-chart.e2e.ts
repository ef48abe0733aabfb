import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDepartment, addPosition, createCompany, PASSWORD } from '@performa/server/testing';
import { screenshot } from './support/browser.ts';
import { liveApp } from './support/live.ts';
import { signInThroughUi } from './support/session.ts';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (a: Box, b: Box) => a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;

/** What of the chart's cards is hidden: outside the canvas, or under the minimap, the zoom buttons or the drag hint. */
async function hiddenCards(page: Page): Promise<string[]> {
  const box = async (selector: string) => ((await page.locator(selector).count()) ? page.locator(selector).first().boundingBox() : null);
  const canvas = (await box('.react-flow'))!;
  const overlays = (await Promise.all(['.react-flow__minimap', '.react-flow__controls', '.react-flow__panel.top.left'].map(box))).filter((b) => b !== null);
  const problems: string[] = [];
  for (const card of await page.locator('[data-testid^="position-node-"]').all()) {
    const id = await card.getAttribute('data-testid');
    const at = (await card.boundingBox())!;
    if (!inside(at, canvas)) problems.push(`${id} outside the canvas`);
    if (overlays.some((o) => overlaps(at, o!))) problems.push(`${id} under an overlay`);
  }
  return problems;
}

describe('the positions chart (browser)', () => {
  const live = liveApp();

  it('opens fitted: every card on the canvas, none under the minimap, the zoom buttons or the hint', async () => {
    const acme = await createCompany(live.deps, { company: 'Caspian Brewery' });
    const top = await addDepartment(live.deps, acme, 'Management');
    const ceo = await addPosition(live.deps, acme, top.id, 'CEO');
    for (const name of ['Production', 'Commercial', 'Finance']) {
      const department = await addDepartment(live.deps, acme, name, top.id);
      const head = await addPosition(live.deps, acme, department.id, `${name} head`, ceo.id);
      for (const n of [1, 2]) {
        const specialist = await addPosition(live.deps, acme, department.id, `${name} specialist ${n}`, head.id);
        await addPosition(live.deps, acme, department.id, `${name} junior ${n}`, specialist.id);
      }
    }
    for (const width of [1280, 390]) {
      const { page } = await live.open(width);
      await signInThroughUi(page, acme.owner.username, PASSWORD);
      await page.goto('/positional-chart');
      await page.getByTestId(`position-node-${ceo.id}`).waitFor();
      // The fit follows the canvas' height and the measured cards, and moves in 300 ms.
      await expect.poll(() => hiddenCards(page)).toEqual([]);
      await screenshot(page, `positional-chart-fitted-${width}`);
    }
  });
});
