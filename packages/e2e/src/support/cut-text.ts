import type { Page } from 'playwright-core';

/**
 * Text that does not fit its box (issue 23, "tables and labels that fit"): a header, label, cell, tab,
 * chip, button or heading whose text is cut (an ellipsis, clipping) or runs out of its box over its
 * neighbours, or that breaks inside a word ("Com merc ial"). Run in the page; each finding names the
 * element and its text. Tables that cannot fit scroll sideways (overflow auto): their cells keep their
 * whole text, so a scrolling box is never a cut; but it keeps its first column in view.
 */
export interface CutText {
  /**
   * cut: an ellipsis or clipping; overflows: the text runs out of its box, or touches its neighbour's;
   * broken-word: a word on two lines; first-column-scrolls: a table scrolling sideways takes its first column along.
   */
  kind: 'cut' | 'overflows' | 'broken-word' | 'first-column-scrolls';
  element: string;
  text: string;
}

/** The elements whose text people read as one label or value. */
const TEXT_BOXES = [
  'th',
  'td',
  'label',
  'legend',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  '.MuiTab-root',
  '.MuiChip-label',
  '.MuiStepLabel-label',
  '.MuiInputLabel-root',
  '.MuiFormControlLabel-label',
  '.MuiButton-root',
  '.MuiSelect-select',
  '.MuiListItemText-primary',
  '.MuiListItemText-secondary',
  '.MuiTypography-noWrap',
  '.MuiToggleButton-root',
].join(',');

/** Finds the cut text of the page as it is laid out now (the browser side; see cutText). */
function findCutText(selector: string): CutText[] {
  const found: CutText[] = [];
  const seen = new Set<Element>();
  const describe = (el: Element) => {
    const testId = el.closest('[data-testid]')?.getAttribute('data-testid');
    const classes = [...el.classList]
      .filter((c) => c.startsWith('Mui') && !c.includes('-root-'))
      .slice(0, 2)
      .join('.');
    return `${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${testId ? ` in [data-testid=${testId}]` : ''}`;
  };
  const visible = (el: Element) => {
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return false;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none' || el.closest('[aria-hidden="true"]') !== null) return false;
    // Inside a box folded to nothing that clips what it holds (a closed filter bar, a collapsed section).
    for (let up = el.parentElement; up; up = up.parentElement) {
      const box = up.getBoundingClientRect();
      if ((box.height === 0 || box.width === 0) && getComputedStyle(up).overflow !== 'visible') return false;
    }
    return true;
  };
  const textOf = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

  const boxes = new Set<Element>(document.querySelectorAll(selector));
  // And anything the page itself cuts with an ellipsis.
  for (const el of document.querySelectorAll('body *')) if (getComputedStyle(el).textOverflow === 'ellipsis') boxes.add(el);

  for (const el of boxes) {
    if (!visible(el) || textOf(el) === '' || el.closest('svg, .MuiTooltip-popper')) continue;
    const style = getComputedStyle(el);
    // An inline box has no width of its own: it overflows when it is wider than the block it sits in.
    const block = style.display === 'inline' ? el.parentElement : el;
    const overflowing =
      style.display === 'inline'
        ? block !== null && el.getBoundingClientRect().width > block.clientWidth + 1 && !['auto', 'scroll'].includes(getComputedStyle(block).overflowX)
        : !['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
    if (overflowing) {
      // An ellipsis or hidden overflow cuts the text; visible overflow runs over what is beside it.
      const kind = style.textOverflow === 'ellipsis' || style.overflowX === 'hidden' || style.overflowX === 'clip' ? 'cut' : 'overflows';
      // Report the innermost box only: a cut cell's cut chip is one finding.
      if (![...seen].some((other) => other.contains(el) || el.contains(other))) {
        seen.add(el);
        found.push({ kind, element: describe(el), text: textOf(el) });
        continue;
      }
    }
    // A word laid out on more than one line. Breaks at hyphens, dashes and slashes are the language's own;
    // addresses and tokens longer than any column (an email, a URL) may break anywhere.
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[^\s\-‐–—/]+/g)) {
        const word = match[0];
        if (word.length < 2 || word.length > 24 || word.includes('@') || (word.includes('.') && word.length > 12)) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + word.length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top / 4)));
        if (tops.size > 1 && !seen.has(el)) {
          seen.add(el);
          found.push({ kind: 'broken-word', element: describe(el), text: `${word} in “${textOf(el)}”` });
        }
      }
    }
  }
  // Labels side by side (a stepper's) whose texts touch: they read as one word ("ДолжностиСотрудники").
  const textRect = (el: Element) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return range.getBoundingClientRect();
  };
  const labels = [...document.querySelectorAll('.MuiStepLabel-label')].filter((el) => visible(el) && textOf(el) !== '');
  for (const [i, el] of labels.entries()) {
    const next = labels[i + 1];
    if (!next) break;
    if (seen.has(el) || seen.has(next)) continue;
    const [a, b] = [textRect(el), textRect(next)];
    const sameLine = a.top < b.bottom && b.top < a.bottom;
    if (sameLine && b.left - a.right < 4) found.push({ kind: 'overflows', element: describe(el), text: `${textOf(el)} | ${textOf(next)}` });
  }
  // A table that scrolls sideways keeps its first column (who or what each row is) in view: scrolled to
  // its end, the first cell of its first row still stands inside the scrolling box.
  const scrollers = [...document.querySelectorAll('body *')].filter(
    (el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1 && visible(el),
  );
  for (const box of scrollers) {
    const first = box.classList.contains('MuiDataGrid-virtualScroller')
      ? box.querySelector('.MuiDataGrid-columnHeader[aria-colindex="1"], .MuiDataGrid-cell[aria-colindex="1"]')
      : box.querySelector(':scope table tr > :first-child');
    if (!first || !visible(first)) continue;
    const before = box.scrollLeft;
    box.scrollLeft = box.scrollWidth;
    const [cell, frame] = [first.getBoundingClientRect(), box.getBoundingClientRect()];
    box.scrollLeft = before;
    if (cell.left < frame.left - 1) found.push({ kind: 'first-column-scrolls', element: describe(first), text: textOf(first) });
  }
  return found;
}

/** Waits until the page's finite animations and transitions (a filter bar folding, a label moving) have ended, and two frames more. */
async function settle(): Promise<void> {
  const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** The cut text of the page once its layout has settled. */
export async function cutText(page: Page): Promise<CutText[]> {
  await page.evaluate(settle);
  return page.evaluate(findCutText, TEXT_BOXES);
}

export const describeCutText = (found: readonly CutText[]) => found.map((f) => `  ${f.kind}: ${f.element}: ${f.text}`).join('\n');
