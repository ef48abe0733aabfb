import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * The documents the server prints (the performance card, docs/product.md §7.6, ADR 23; the invoice,
 * §7.11, ADR 34) share one set-up: A4, Nunito embedded (it carries the Azerbaijani and Cyrillic letters),
 * the theme's colours (§10.1), headings, tables and page numbers drawn with pdfkit's own primitives.
 */

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | null = null;
function nunito() {
  fonts ??= {
    regular: readFileSync(require.resolve('@expo-google-fonts/nunito/400Regular/Nunito_400Regular.ttf')),
    bold: readFileSync(require.resolve('@expo-google-fonts/nunito/700Bold/Nunito_700Bold.ttf')),
  };
  return fonts;
}

// docs/product.md §10.1: the theme's colours.
export const INK = '#1f2937';
export const MUTED = '#6b7280';
export const LINE = '#d1d5db';
export const PANEL = '#f3f4f6';

export const MARGIN = 40;

/** A4 with the fonts 'regular' and 'bold', and what every printed document draws with them. */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  protected readonly width: number;

  constructor(title: string) {
    this.doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: title, Producer: 'Performa' } });
    const { regular, bold } = nunito();
    this.doc.registerFont('regular', regular);
    this.doc.registerFont('bold', bold);
    this.doc.font('regular').fillColor(INK);
    this.width = this.doc.page.width - 2 * MARGIN;
  }

  protected get bottom() {
    return this.doc.page.height - MARGIN;
  }

  /** Starts a new page unless `height` points still fit. */
  protected room(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  protected heading(text: string) {
    // A heading keeps at least its first lines with it.
    this.room(90);
    this.doc.moveDown(0.8);
    this.doc.font('bold').fontSize(13).fillColor(INK).text(text, MARGIN, this.doc.y, { width: this.width });
    const y = this.doc.y + 2;
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(0.7)
      .strokeColor(LINE)
      .stroke();
    this.doc.y = y + 6;
  }

  protected note(text: string) {
    this.doc.font('regular').fontSize(9).fillColor(MUTED).text(text, MARGIN, this.doc.y, { width: this.width });
    this.doc.fillColor(INK);
  }

  /**
   * A table: column widths as fractions of the page width; the first row is the header. The first column
   * is left-aligned, the others right-aligned; `indent` rows are drawn indented and muted in the first
   * column, `bold` rows (a total) like the header.
   */
  protected table(
    columns: readonly number[],
    header: readonly string[],
    rows: ReadonlyArray<readonly string[]>,
    options: { indent?: ReadonlySet<number>; bold?: ReadonlySet<number> } = {},
  ) {
    const widths = columns.map((c) => c * this.width);
    const draw = (cells: readonly string[], bold: boolean, index: number) => {
      this.doc.font(bold ? 'bold' : 'regular').fontSize(9);
      const pad = options.indent?.has(index) ? 12 : 0;
      const height = Math.max(...cells.map((cell, i) => this.doc.heightOfString(cell, { width: widths[i]! - 6 - (i === 0 ? pad : 0) }))) + 6;
      this.room(height);
      const top = this.doc.y;
      if (bold) this.doc.rect(MARGIN, top, this.width, height).fill(PANEL);
      let x = MARGIN;
      cells.forEach((cell, i) => {
        const indent = i === 0 ? pad : 0;
        this.doc
          .fillColor(bold ? INK : i === 0 && pad ? MUTED : INK)
          .text(cell, x + 3 + indent, top + 3, { width: widths[i]! - 6 - indent, align: i === 0 ? 'left' : 'right' });
        x += widths[i]!;
      });
      this.doc
        .moveTo(MARGIN, top + height)
        .lineTo(MARGIN + this.width, top + height)
        .lineWidth(0.4)
        .strokeColor(LINE)
        .stroke();
      this.doc.y = top + height;
    };
    draw(header, true, -1);
    rows.forEach((row, index) => draw(row, options.bold?.has(index) ?? false, index));
    this.doc.fillColor(INK);
  }

  /** Page numbers, once every page exists; the document's bytes. */
  finish(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      // Below the bottom margin: without it pdfkit would start another page for the footer.
      this.doc.page.margins.bottom = 0;
      this.doc
        .font('regular')
        .fontSize(8)
        .fillColor(MUTED)
        .text(`${i + 1} / ${range.count}`, MARGIN, this.doc.page.height - MARGIN + 12, { width: this.width, align: 'right', lineBreak: false });
    }
    this.doc.end();
    return done;
  }
}
