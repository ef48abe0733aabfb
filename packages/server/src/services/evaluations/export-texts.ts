import type { EvaluationKind, EvaluationParty } from '@performa/contracts/api/evaluations';
import type { Language } from '@performa/contracts/i18n/languages';

/** The texts of the evaluation list's export (docs/product.md §6.2), in the caller's language. */
interface ExportTexts {
  sheet: string;
  header: readonly string[];
  party: Record<EvaluationParty, string>;
  kind: Record<EvaluationKind, string>;
  card: { active: string; inactive: string };
  state: { active: string; terminated: string };
  completed: { yes: string; no: string };
}

export const EVALUATION_EXPORT_TEXTS: Record<Language, ExportTexts> = {
  en: {
    sheet: 'evaluations',
    header: [
      'Evaluatee',
      'Department',
      'Position',
      'Evaluator',
      'Evaluator position',
      'Party',
      'Kind',
      'Period',
      'Round',
      'Card',
      'State',
      'Completed',
      'Evaluation date',
      'Completed on',
    ],
    party: { manager: 'Manager', subworker: 'Subworker', coworker: 'Coworker', self: 'Self' },
    kind: { skill: 'Competencies', goal: 'Goals' },
    card: { active: 'Active', inactive: 'Not active' },
    state: { active: 'Active', terminated: 'Terminated' },
    completed: { yes: 'Yes', no: 'No' },
  },
  az: {
    sheet: 'qiymətləndirmələr',
    header: [
      'Qiymətləndirilən',
      'Şöbə',
      'Vəzifə',
      'Qiymətləndirən',
      'Qiymətləndirənin vəzifəsi',
      'Tərəf',
      'Növ',
      'Dövr',
      'Mərhələ',
      'Kart',
      'Vəziyyət',
      'Tamamlanıb',
      'Qiymətləndirmə tarixi',
      'Tamamlanma tarixi',
    ],
    party: { manager: 'Rəhbər', subworker: 'Tabeli işçi', coworker: 'Həmkar', self: 'Özü' },
    kind: { skill: 'Kompetensiyalar', goal: 'Hədəflər' },
    card: { active: 'Aktiv', inactive: 'Aktiv deyil' },
    state: { active: 'Aktiv', terminated: 'Dayandırılıb' },
    completed: { yes: 'Bəli', no: 'Xeyr' },
  },
  ru: {
    sheet: 'оценки',
    header: [
      'Оцениваемый',
      'Отдел',
      'Должность',
      'Оценивающий',
      'Должность оценивающего',
      'Сторона',
      'Вид',
      'Период',
      'Этап',
      'Карточка',
      'Состояние',
      'Завершена',
      'Дата оценки',
      'Дата завершения',
    ],
    party: { manager: 'Руководитель', subworker: 'Подчинённый', coworker: 'Коллега', self: 'Самооценка' },
    kind: { skill: 'Компетенции', goal: 'Цели' },
    card: { active: 'Активна', inactive: 'Не активна' },
    state: { active: 'Действует', terminated: 'Прекращена' },
    completed: { yes: 'Да', no: 'Нет' },
  },
};
