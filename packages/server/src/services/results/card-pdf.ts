import type { Language } from '@performa/contracts/i18n/languages';
import { formatAmount, formatFractionPercent, formatNorm, formatScore } from '@performa/contracts/i18n/numbers';
import { translate, type MessageKey } from '@performa/contracts/i18n/translate';
import {
  roundHasEvaluations,
  type GoalResultLine,
  type PerformanceCard,
  type performanceCardQuerySchema,
  type RoundResult,
} from '@performa/contracts/api/results';
import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { files } from '../../db/schema.ts';
import { detectImageType } from '../../lib/images.ts';
import { INK, MARGIN, MUTED, PANEL, PdfWriter } from '../../lib/pdf.ts';
import type { ServiceContext } from '../context.ts';
import { buildCard } from './card.ts';

/**
 * The performance card as a PDF (docs/product.md §7.6, ADR 23): the same content as the card's JSON for
 * the same viewer, with labels in the caller's language (card.* of the shared messages), Nunito embedded
 * (it carries the Azerbaijani and Cyrillic letters), the company's logo when it is a PNG or a JPEG, and the
 * competencies drawn as bars against their norms with pdfkit's own primitives.
 */

// docs/product.md §10.1: the card's own colours.
const BAR = '#3f51b5';
const NORM = '#d32f2f';

/** Dates as messages write them: DD.MM.YYYY (docs/product.md §3.1). */
const day = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** A safe attachment name: letters, digits, dot, dash and underscore only. */
export function cardFileName(card: PerformanceCard): string {
  const safe = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '');
  const who = safe(card.employee.employee_number) || String(card.employee.id);
  return `performance-card-${who}-${safe(card.period.name) || card.period.id}.pdf`;
}

class CardWriter extends PdfWriter {
  private readonly t: (key: string, params?: Record<string, string | number>) => string;

  constructor(private readonly lang: Language) {
    super(translate(lang, 'card.title'));
    this.t = (key, params) => translate(this.lang, `card.${key}` as MessageKey, params);
  }

  /** A score as the viewer's language writes it (two decimals), or a dash. */
  private score(value: number | null): string {
    return formatScore(value, this.lang);
  }

  /** A target, actual, rating or weight as the viewer's language writes it, or a dash. */
  private amount(value: number | null): string {
    return formatAmount(value, this.lang);
  }

  header(card: PerformanceCard, logo: Buffer | null, printedOn: string) {
    const doc = this.doc;
    let textLeft = MARGIN;
    if (logo) {
      try {
        doc.image(logo, MARGIN, MARGIN, { fit: [110, 50] });
        textLeft = MARGIN + 124;
      } catch {
        // A logo pdfkit cannot decode is left out; the company's name stands alone.
      }
    }
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(MUTED)
      .text(card.company.name, textLeft, MARGIN + 2, { width: this.width - (textLeft - MARGIN) - 150 });
    doc
      .font('regular')
      .fontSize(8)
      .text(this.t('printed', { date: day(printedOn) }), MARGIN + this.width - 150, MARGIN + 2, { width: 150, align: 'right' });
    doc
      .font('bold')
      .fontSize(20)
      .fillColor(INK)
      .text(this.t('title'), textLeft, MARGIN + 18, { width: this.width - (textLeft - MARGIN) });
    doc.y = Math.max(doc.y, MARGIN + 58);
    doc.moveDown(0.6);

    const e = card.employee;
    const top = doc.y;
    doc
      .font('bold')
      .fontSize(16)
      .text(e.full_name, MARGIN, top, { width: this.width * 0.62 });
    const facts: Array<[string, string]> = [
      [this.t('employeeNumber'), e.employee_number],
      [this.t('position'), e.position?.name ?? '—'],
      [this.t('department'), e.department?.name ?? '—'],
      [this.t('manager'), e.manager?.full_name ?? '—'],
      [this.t('period'), `${card.period.name} (${day(card.period.start_date)}–${day(card.period.end_date)})`],
    ];
    for (const [label, value] of facts) {
      doc
        .font('regular')
        .fontSize(9)
        .fillColor(MUTED)
        .text(`${label}: `, MARGIN, doc.y, { continued: true, width: this.width * 0.62 });
      doc.fillColor(INK).text(value);
    }
    const left = doc.y;
    // The period score in a box on the right.
    const boxX = MARGIN + this.width * 0.66;
    const boxW = this.width * 0.34;
    doc.rect(boxX, top, boxW, 78).fill(PANEL);
    doc
      .fillColor(MUTED)
      .font('regular')
      .fontSize(9)
      .text(this.t('periodScore'), boxX + 10, top + 8, { width: boxW - 20 });
    doc
      .fillColor(INK)
      .font('bold')
      .fontSize(26)
      .text(this.score(card.period_score), boxX + 10, top + 20, { width: boxW - 20 });
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text(`${this.t('periodGrade')}: `, boxX + 10, top + 56, { width: boxW - 20, continued: true })
      .fillColor(INK)
      .text(card.period_grade ?? '—');
    doc.y = Math.max(left, top + 84);
  }

  rounds(card: PerformanceCard) {
    this.heading(this.t('rounds'));
    const admin = card.viewer === 'admin';
    const header = admin
      ? [this.t('round'), this.t('goalOverall'), this.t('skillOverall'), this.t('originalScore'), this.t('calibratedScore'), this.t('grade')]
      : [this.t('round'), this.t('goalOverall'), this.t('skillOverall'), this.t('finalScore'), this.t('grade')];
    const columns = admin ? [0.3, 0.13, 0.13, 0.15, 0.15, 0.14] : [0.36, 0.16, 0.16, 0.16, 0.16];
    const rows = card.rounds.map((r: RoundResult) => {
      const name = `${r.round.name} (${day(r.round.start_date)}–${day(r.round.end_date)})`;
      const dashes = admin ? ['—', '—', '—', '—', '—'] : ['—', '—', '—', '—'];
      // A round without evaluations of the person has no result (not one waiting for calibration).
      if (!roundHasEvaluations(r)) return [`${name}\n${this.t('noEvaluations')}`, ...dashes];
      if (!r.round.visible) return [`${name}\n${this.t('notReleased')}`, ...dashes];
      return admin
        ? [name, this.score(r.goal_overall), this.score(r.skill_overall), this.score(r.final_score), this.score(r.after_calibration_score), r.grade ?? '—']
        : [name, this.score(r.goal_overall), this.score(r.skill_overall), this.score(r.final_score), r.grade ?? '—'];
    });
    if (rows.length) this.table(columns, header, rows);
    else this.note(this.t('none'));
  }

  goals(card: PerformanceCard) {
    this.heading(this.t('goals'));
    if (card.goals.length === 0) return this.note(this.t('none'));
    const measure = (g: Pick<GoalResultLine, 'is_numerical' | 'is_positive' | 'scale_template'>) =>
      g.is_numerical ? this.t(g.is_positive ? 'higherIsBetter' : 'lowerIsBetter') : this.t('scaleGoal', { scale: g.scale_template?.name ?? '' });
    const rows: string[][] = [];
    const indent = new Set<number>();
    for (const g of card.goals) {
      rows.push([
        `${g.name}${g.frequency ? ` · ${g.frequency.name}` : ''}\n${measure(g)}`,
        this.amount(g.weight),
        this.amount(g.target),
        g.is_numerical ? this.amount(g.actual) : this.amount(g.rating),
        this.score(g.score),
      ]);
      for (const s of g.sub_goals) {
        indent.add(rows.length);
        rows.push([
          `${this.t('subGoal')}: ${s.name}\n${measure(s)}`,
          this.amount(s.weight),
          this.amount(s.target),
          s.is_numerical ? this.amount(s.actual) : this.amount(s.rating),
          this.score(s.score),
        ]);
      }
    }
    this.table([0.48, 0.12, 0.13, 0.13, 0.14], [this.t('goal'), this.t('weight'), this.t('target'), this.t('actual'), this.t('score')], rows, { indent });
  }

  /** Per competency a bar per visible round (0–100, scores above drawn to the end) and the norm as a red mark. */
  competencies(card: PerformanceCard) {
    this.heading(this.t('competencies'));
    // The rounds the viewer may see that have skill evaluations.
    const visible = card.rounds.filter((r) => r.round.visible && r.skill_total > 0);
    if (card.skills.length === 0 || visible.length === 0) return this.note(this.t('none'));
    const doc = this.doc;
    const labelW = this.width * 0.34;
    const barX = MARGIN + labelW + 6;
    const barW = this.width - labelW - 60;
    const barH = 8;
    for (const skill of card.skills) {
      const needed = 16 + visible.length * (barH + 5);
      this.room(needed);
      const top = doc.y;
      doc.font('bold').fontSize(9).fillColor(INK).text(skill.name, MARGIN, top, { width: labelW });
      doc
        .font('regular')
        .fontSize(8)
        .fillColor(MUTED)
        .text(
          `${this.t('weight')} ${formatFractionPercent(skill.weight, this.lang)} · ${this.t('norm')} ${formatNorm(skill.norm, skill.norm_score, this.lang)}`,
          MARGIN,
          doc.y,
          {
            width: labelW,
          },
        );
      const labelBottom = doc.y;
      let y = top + 2;
      for (const round of visible) {
        const entry = skill.rounds.find((r) => r.frequency_id === round.round.id);
        const score = entry?.score ?? null;
        doc.rect(barX, y, barW, barH).fill(PANEL);
        if (score !== null) doc.rect(barX, y, (barW * Math.min(Math.max(score, 0), 100)) / 100, barH).fill(BAR);
        if (skill.norm_score !== null) {
          const x = barX + (barW * Math.min(Math.max(skill.norm_score, 0), 100)) / 100;
          doc
            .moveTo(x, y - 2)
            .lineTo(x, y + barH + 2)
            .lineWidth(1.5)
            .strokeColor(NORM)
            .stroke();
        }
        const label = `${this.score(score)}${visible.length > 1 ? ` · ${round.round.name}` : ''}`;
        doc
          .font('regular')
          .fontSize(7.5)
          .fillColor(INK)
          .text(label, barX + barW + 4, y, { width: 52, lineBreak: false, ellipsis: true });
        y += barH + 5;
      }
      doc.y = Math.max(labelBottom, y) + 6;
    }
    // Legend
    this.room(14);
    const y = doc.y + 2;
    doc.rect(MARGIN, y, 10, 6).fill(BAR);
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(this.t('score'), MARGIN + 14, y - 1, { lineBreak: false });
    doc
      .moveTo(MARGIN + 70, y - 1)
      .lineTo(MARGIN + 70, y + 7)
      .lineWidth(1.5)
      .strokeColor(NORM)
      .stroke();
    doc.text(this.t('norm'), MARGIN + 76, y - 1, { lineBreak: false });
    doc.y = y + 12;
    doc.fillColor(INK);
  }

  parties(card: PerformanceCard) {
    const rows = card.rounds.flatMap((r) =>
      r.parties
        .filter((p) => p.evaluators > 0)
        .map((p) => [
          `${r.round.name} · ${this.t(`party_${p.party}`)}${this.countedAs(p.party, p.counted_as)}`,
          String(p.evaluators),
          this.score(p.mean),
          formatFractionPercent(p.weight, this.lang),
        ]),
    );
    if (rows.length === 0) return;
    this.heading(this.t('parties'));
    this.table([0.46, 0.18, 0.18, 0.18], [this.t('round'), this.t('evaluators'), this.t('score'), this.t('partyWeight')], rows);
  }

  /** An admin's note on a party that counts pooled or not at all (docs/product.md §5.9); nothing for a party on its own. */
  countedAs(party: string, group: string | null) {
    if (group === party) return '';
    return ` (${group === null ? this.t('notCounted') : this.t('countedIn', { group: this.t(`party_${group}`) })})`;
  }

  memos(card: PerformanceCard) {
    if (card.memos.length === 0) return;
    this.heading(this.t('memos'));
    const names = new Map(card.rounds.map((r) => [r.round.id, r.round.name]));
    for (const m of card.memos) {
      this.room(40);
      this.doc
        .font('bold')
        .fontSize(9)
        .fillColor(MUTED)
        .text(
          [names.get(m.frequency_id) ?? '', this.t(`party_${m.party}`), m.evaluator ?? this.t('anonymous'), ...(m.skill ? [m.skill.name] : [])].join(' · '),
          MARGIN,
          this.doc.y,
          { width: this.width },
        );
      this.doc.font('regular').fontSize(9).fillColor(INK).text(m.memo, { width: this.width });
      this.doc.moveDown(0.4);
    }
  }

  calibration(card: PerformanceCard) {
    if (!card.calibration || card.calibration.length === 0) return;
    this.heading(this.t('calibration'));
    for (const c of card.calibration) {
      this.room(36);
      const change = c.action === 'score' ? `${this.score(c.before_score)} → ${this.score(c.after_score)}` : `${c.before_box ?? '—'} → ${c.after_box ?? '—'}`;
      this.doc
        .font('bold')
        .fontSize(9)
        .fillColor(MUTED)
        .text(`${day(c.created_at.slice(0, 10))} · ${c.frequency.name} · ${c.actor} · ${change}`, MARGIN, this.doc.y, { width: this.width });
      if (c.reason) this.doc.font('regular').fillColor(INK).text(c.reason, { width: this.width });
      this.doc.moveDown(0.3);
    }
  }

  reviews(card: PerformanceCard) {
    if (card.reviews.length === 0) return;
    this.heading(this.t('reviews'));
    for (const r of card.reviews) {
      this.room(36);
      this.doc
        .font('bold')
        .fontSize(9)
        .fillColor(MUTED)
        .text(`${day(r.created_at.slice(0, 10))} · ${r.author}${r.acknowledged ? ` · ${this.t('acknowledged')}` : ''}`, MARGIN, this.doc.y, {
          width: this.width,
        });
      if (r.comment) this.doc.font('regular').fillColor(INK).text(r.comment, { width: this.width });
      this.doc.moveDown(0.3);
    }
  }
}

/** The company's logo when pdfkit can draw it (PNG or JPEG); a WebP logo is left out: pdfkit cannot read WebP. */
async function logoBytes(ctx: ServiceContext, fileId: string | null): Promise<Buffer | null> {
  if (fileId === null) return null;
  const [row] = await ctx.deps.db
    .select({ bytes: files.bytes })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.companyId, ctx.actor.companyId)));
  if (!row) return null;
  const bytes = Buffer.from(row.bytes);
  const type = detectImageType(bytes);
  return type === 'image/png' || type === 'image/jpeg' ? bytes : null;
}

/** The PDF of a card for the caller, with its file name. */
export async function performanceCardPdf(
  ctx: ServiceContext,
  query: z.output<typeof performanceCardQuerySchema>,
  lang: Language,
): Promise<{ name: string; bytes: Buffer }> {
  const { card, logoFile } = await buildCard(ctx, query);
  const writer = new CardWriter(lang);
  writer.header(card, await logoBytes(ctx, logoFile), ctx.deps.clock.now().toISOString().slice(0, 10));
  writer.rounds(card);
  writer.goals(card);
  writer.competencies(card);
  writer.parties(card);
  writer.memos(card);
  writer.calibration(card);
  writer.reviews(card);
  return { name: cardFileName(card), bytes: await writer.finish() };
}
