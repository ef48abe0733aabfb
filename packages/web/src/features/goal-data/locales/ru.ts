import type { Shape } from '../../../lib/i18n.ts';
import type { en } from './en.ts';

/** The texts of en.ts in Russian. */
export const ru: Shape<typeof en> = {
  goalData: {
    import: 'Импорт целей',
    importTitle: 'Импорт личных целей из Excel',
    importHelp:
      'Одна строка на цель: табельный номер, номер периода, этап (пусто — для всех этапов), название, категория, вес, тип (numerical или scale), целевое значение, факт, направление (higher — чем больше, тем лучше; lower — чем меньше, тем лучше), шкала, срок, критерии успеха. Строка, совпадающая с существующей целью сотрудника, обновляет её.',
    export: 'Экспорт целей',
  },
};
