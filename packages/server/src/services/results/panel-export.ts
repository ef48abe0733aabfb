import type { PanelRow, panelExportQuerySchema } from '@performa/contracts/api/results';
import type { Language } from '@performa/contracts/i18n/languages';
import type { z } from 'zod';
import { writeSheet, type SheetFormat } from '../../lib/spreadsheets.ts';
import type { ServiceContext } from '../context.ts';
import { allPanelRows } from './panel.ts';

/**
 * wizard/export-final-results/ (docs/product.md §6.7): the filtered panel of a round in its order as XLSX
 * or CSV, with headers in the caller's language. Scores with 2 decimals; completeness is the completed of
 * all evaluations (skill and goal) that are not terminated.
 */

export const FINAL_RESULT_TEXTS: Record<Language, { sheet: string; header: readonly string[] }> = {
  en: {
    sheet: 'final results',
    header: [
      'Employee number',
      'Name',
      'Department',
      'Position',
      'Goal overall',
      'Skill overall',
      'Final score',
      'After-calibration score',
      'Grade',
      'Completeness',
    ],
  },
  az: {
    sheet: 'yekun nəticələr',
    header: [
      'İşçi nömrəsi',
      'Ad',
      'Şöbə',
      'Vəzifə',
      'Ümumi hədəf balı',
      'Ümumi səriştə balı',
      'Yekun bal',
      'Kalibrləmədən sonrakı bal',
      'Dərəcə',
      'Tamamlanma',
    ],
  },
  ru: {
    sheet: 'итоговые результаты',
    header: [
      'Табельный номер',
      'Имя',
      'Отдел',
      'Должность',
      'Итог по целям',
      'Итог по компетенциям',
      'Итоговый балл',
      'Балл после калибровки',
      'Оценка',
      'Завершённость',
    ],
  },
};

const number = (value: number | null) => (value === null ? '' : value.toFixed(2));

/**
 * A panel row under the columns of FINAL_RESULT_TEXTS, scores as numbers (null: none yet); the data export
 * (services/data-export) writes the same columns.
 */
export function finalResultValues(r: PanelRow): Array<string | number | null> {
  return [
    r.employee.employee_number,
    r.employee.full_name,
    r.employee.department?.name ?? '',
    r.employee.position?.name ?? '',
    r.goal_overall,
    r.skill_overall,
    r.final_score,
    r.after_calibration_score,
    r.grade ?? '',
    `${r.skill_done + r.goal_done}/${r.skill_total + r.goal_total}`,
  ];
}

export async function exportFinalResults(ctx: ServiceContext, query: z.output<typeof panelExportQuerySchema>, lang: Language): Promise<Buffer> {
  const text = FINAL_RESULT_TEXTS[lang];
  const rows = await allPanelRows(ctx, query, query.ordering);
  const cells = rows.map((r) => finalResultValues(r).map((value) => (typeof value === 'string' ? value : number(value))));
  return writeSheet(query.format as SheetFormat, text.sheet, text.header, cells);
}
