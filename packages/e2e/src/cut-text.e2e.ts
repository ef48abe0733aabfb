import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { cutText } from './support/cut-text.ts';

/**
 * The sweep's check of cut text (support/cut-text.ts) on the cases a new HR lead met (issue 23): it
 * finds each of them, and leaves text that fits, wraps between words, or scrolls with its table alone.
 */
describe('the cut-text check (browser)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const findings = async (html: string, width = 1280) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.setContent(`<!doctype html><html><body style="font: 16px sans-serif; margin: 0">${html}</body></html>`);
    const found = await cutText(page);
    await page.close();
    return found.map((f) => `${f.kind}: ${f.text}`);
  };

  it('finds a label cut with an ellipsis ("Руководи…"), a header cut by a fixed width, and a name broken letter by letter', async () => {
    expect(
      await findings(`
        <label style="display: block; width: 70px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis">Руководитель</label>
        <table style="table-layout: fixed; width: 120px"><tr><th style="overflow: hidden; white-space: nowrap">После калибровки</th></tr></table>
        <table style="width: 40px"><tr><td style="word-break: break-all">Commercial</td></tr></table>`),
    ).toEqual(['cut: Руководитель', 'cut: После калибровки', 'broken-word: Commercial in “Commercial”']);
  });

  it('finds step labels running over each other ("ДолжностиСотрудники")', async () => {
    expect(
      await findings(`
        <div style="display: flex; width: 200px">
          <span class="MuiStepLabel-label" style="display: block; width: 60px; white-space: nowrap">Должности</span>
          <span class="MuiStepLabel-label" style="display: block; width: 60px; white-space: nowrap">Сотрудники</span>
        </div>`),
    ).toEqual(['overflows: Должности', 'overflows: Сотрудники']);
    // Each fits its own box, and the two boxes touch.
    expect(
      await findings(`
        <div style="display: flex; width: 240px">
          <span class="MuiStepLabel-label" style="display: block; width: 100px; text-align: right">Должности</span>
          <span class="MuiStepLabel-label" style="display: block; width: 100px; text-align: left">Сотрудники</span>
        </div>`),
    ).toEqual(['overflows: Должности | Сотрудники']);
  });

  it('finds a table that scrolls sideways and takes its first column along; not one whose first column stays', async () => {
    const table = (sticky: string) => `
      <div style="overflow-x: auto; width: 200px"><table style="border-collapse: separate"><tr>
        <th style="${sticky}">Employee</th><th style="white-space: nowrap">Final score</th><th style="white-space: nowrap">After calibration</th><th style="white-space: nowrap">Grade of the round</th>
      </tr></table></div>`;
    expect(await findings(table(''))).toEqual(['first-column-scrolls: Employee']);
    expect(await findings(table('position: sticky; left: 0; background: white'))).toEqual([]);
  });

  it('leaves alone text that fits, wraps between words or at a hyphen, an email broken anywhere, and a table that scrolls sideways', async () => {
    expect(
      await findings(
        `
        <label style="display: block; width: 300px">Manager weight</label>
        <table style="width: 110px"><tr><td>Exceeds expectations</td><td>Self-evaluation</td></tr></table>
        <table style="width: 80px"><tr><td style="overflow-wrap: anywhere">leyla.aliyeva@caspian.example</td></tr></table>
        <div style="overflow-x: auto; width: 200px"><table><tr><th style="position: sticky; left: 0; background: white">Name</th><th style="white-space: nowrap">Completed evaluations of the round</th></tr></table></div>`,
        390,
      ),
    ).toEqual([]);
  });
});
