import { invoiceLabel } from '@performa/contracts/api/payment';
import type { Language } from '@performa/contracts/i18n/languages';
import { formatMoney } from '@performa/contracts/i18n/numbers';
import { translate, type MessageKey } from '@performa/contracts/i18n/translate';
import { and, eq } from 'drizzle-orm';
import { companies, payments, plans } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { INK, MARGIN, MUTED, PdfWriter } from '../../lib/pdf.ts';
import type { ServiceContext } from '../context.ts';
import { showDate } from '../periods/period-dates.ts';
import { planName } from './decide.ts';
import { readPlatformSettings } from './platform-settings.ts';

/**
 * The invoice of an accepted payment (docs/product.md §7.11, ADR 34), as a PDF in the reader's language
 * (billing.* of the shared messages), printed like the performance card (lib/pdf.ts: the same fonts, so
 * Azerbaijani and Cyrillic letters come out right): its number and date, the seller (the platform
 * settings), the buyer (the company), one line for the plan and its service period, the total, the
 * payment reference and the acceptance. Only the caller's company's accepted payments have one.
 */

export interface Invoice {
  number: number;
  /** The day the operator accepted the payment (YYYY-MM-DD): the invoice's date. */
  date: string;
  seller: { name: string; address: string; taxId: string; bank: string; iban: string; swift: string };
  buyer: { name: string; address: string; code: string };
  plan: string;
  months: number | null;
  start: string;
  end: string | null;
  price: number;
  currency: string;
  reference: string;
}

/** An attachment name of letters, digits and dashes: invoice-INV-000012.pdf. */
export const invoiceFileName = (invoiceNumber: number) => `invoice-${invoiceLabel(invoiceNumber)}.pdf`;

class InvoiceWriter extends PdfWriter {
  private readonly t: (key: string, params?: Record<string, string | number>) => string;

  constructor(private readonly lang: Language) {
    super(translate(lang, 'billing.invoiceTitle'));
    this.t = (key, params) => translate(this.lang, `billing.${key}` as MessageKey, params);
  }

  private money(invoice: Invoice) {
    return formatMoney(invoice.price, invoice.currency, this.lang);
  }

  /** "Label: value" lines in a column starting at `x`. */
  private facts(lines: ReadonlyArray<readonly [string, string]>, x: number, y: number, width: number) {
    this.doc.y = y;
    for (const [label, value] of lines) {
      if (!value) continue;
      this.doc.font('regular').fontSize(9);
      if (label) this.doc.fillColor(MUTED).text(`${label}: `, x, this.doc.y, { continued: true, width }).fillColor(INK).text(value);
      else this.doc.fillColor(INK).text(value, x, this.doc.y, { width });
    }
    return this.doc.y;
  }

  header(invoice: Invoice) {
    const doc = this.doc;
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(MUTED)
      .text(invoice.seller.name, MARGIN, MARGIN + 2, { width: this.width - 190 });
    doc
      .font('bold')
      .fontSize(22)
      .fillColor(INK)
      .text(this.t('invoiceTitle'), MARGIN, MARGIN + 18, { width: this.width - 190 });
    const factsBottom = this.facts(
      [
        [this.t('invoiceNumber'), invoiceLabel(invoice.number)],
        [this.t('invoiceDate'), showDate(invoice.date)],
      ],
      MARGIN + this.width - 180,
      MARGIN + 4,
      180,
    );
    doc.y = Math.max(doc.y, factsBottom, MARGIN + 58);
    doc.moveDown(0.6);
  }

  /** The seller on the left, the buyer on the right. */
  parties(invoice: Invoice) {
    const top = this.doc.y;
    const half = this.width / 2 - 10;
    const column = (title: string, name: string, lines: ReadonlyArray<readonly [string, string]>, x: number) => {
      this.doc.font('bold').fontSize(10).fillColor(MUTED).text(title, x, top, { width: half });
      this.doc
        .font('bold')
        .fontSize(11)
        .fillColor(INK)
        .text(name || '—', x, this.doc.y, { width: half });
      return this.facts(lines, x, this.doc.y, half);
    };
    const { seller, buyer } = invoice;
    const left = column(
      this.t('seller'),
      seller.name,
      [
        ['', seller.address],
        [this.t('taxId'), seller.taxId],
      ],
      MARGIN,
    );
    const right = column(
      this.t('buyer'),
      buyer.name,
      [
        ['', buyer.address],
        [this.t('companyCode'), buyer.code],
      ],
      MARGIN + this.width / 2 + 10,
    );
    this.doc.y = Math.max(left, right);
  }

  lines(invoice: Invoice) {
    this.doc.moveDown(1.2);
    const period = `${showDate(invoice.start)}–${invoice.end ? showDate(invoice.end) : ''}`;
    this.table(
      [0.5, 0.28, 0.22],
      [this.t('description'), this.t('servicePeriod'), this.t('amount')],
      [
        [this.t('planLine', { plan: invoice.plan, months: invoice.months ?? '—' }), period, this.money(invoice)],
        [this.t('total'), '', this.money(invoice)],
      ],
      { bold: new Set([1]) },
    );
  }

  payment(invoice: Invoice) {
    this.doc.moveDown(1);
    this.facts(
      [
        [this.t('reference'), invoice.reference],
        [this.t('bank'), invoice.seller.bank],
        [this.t('iban'), invoice.seller.iban],
        [this.t('swift'), invoice.seller.swift],
      ],
      MARGIN,
      this.doc.y,
      this.width,
    );
    this.doc.moveDown(1);
    this.doc
      .font('bold')
      .fontSize(11)
      .fillColor(INK)
      .text(this.t('paid', { date: showDate(invoice.date) }), MARGIN, this.doc.y, { width: this.width });
  }
}

/** The invoice of one of the caller's company's accepted payments; any other payment is 404. */
export async function readInvoice(ctx: ServiceContext, paymentId: number): Promise<Invoice> {
  const db = ctx.deps.db;
  const [row] = await db
    .select({ payment: payments, planNames: plans.names, company: companies })
    .from(payments)
    .innerJoin(companies, eq(companies.id, payments.companyId))
    .leftJoin(plans, eq(plans.id, payments.planId))
    .where(and(eq(payments.id, paymentId), eq(payments.companyId, ctx.actor.companyId), eq(payments.status, 'accepted')));
  const p = row?.payment;
  if (!row || !p || p.invoiceNumber === null || p.startDate === null || p.decidedAt === null) throw notFound();
  const settings = await readPlatformSettings(db);
  return {
    number: p.invoiceNumber,
    date: p.decidedAt.toISOString().slice(0, 10),
    seller: {
      name: settings.seller,
      address: settings.seller_address,
      taxId: settings.tax_id,
      bank: settings.bank_name,
      iban: settings.iban,
      swift: settings.swift,
    },
    buyer: { name: row.company.companyName, address: row.company.address, code: row.company.code },
    plan: planName(row.planNames, p.plan, ctx.lang),
    months: p.months,
    start: p.startDate,
    end: p.endDate,
    price: Number(p.price),
    currency: p.currency,
    reference: p.reference ?? '',
  };
}

/** The PDF of an accepted payment's invoice in the caller's language, with its file name. */
export async function invoicePdf(ctx: ServiceContext, paymentId: number): Promise<{ name: string; bytes: Buffer }> {
  const invoice = await readInvoice(ctx, paymentId);
  const writer = new InvoiceWriter(ctx.lang);
  writer.header(invoice);
  writer.parties(invoice);
  writer.lines(invoice);
  writer.payment(invoice);
  return { name: invoiceFileName(invoice.number), bytes: await writer.finish() };
}
