import { toBlob } from 'html-to-image';
import { saveFile } from '../../../lib/api-client.ts';

/**
 * Saves what a chart shows as a PNG (docs/product.md §7.10): the figure's picture drawn with its styles and
 * fonts (html-to-image), twice the screen's pixels, on white, named after the report.
 */
export async function saveChartPng(node: HTMLElement, filename: string): Promise<void> {
  const blob = await toBlob(node, { backgroundColor: '#ffffff', pixelRatio: 2, cacheBust: false });
  if (!blob) throw new Error('The chart could not be drawn.');
  saveFile({ blob, filename: `${filename}.png` });
}
