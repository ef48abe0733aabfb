/** The goal import and export texts in en, az and ru (az and ru typed against en: a missing key is a type error). */
import type { Shape } from '../../lib/i18n.ts';

const en = {
  goalData: {
    import: 'Import goals',
    importTitle: 'Import personal goals from Excel',
    importHelp:
      'One row per goal: employee number, period number, round (blank for every round), name, category, weight, type (numerical or scale), target, actual, direction (higher or lower is better), scale, deadline, success criteria. A row that matches an employee’s goal updates it.',
    export: 'Export goals',
  },
};

const az: Shape<typeof en> = {
  goalData: {
    import: 'Hədəfləri idxal et',
    importTitle: 'Fərdi hədəfləri Excel-dən idxal et',
    importHelp:
      'Hər hədəf üçün bir sətir: işçi nömrəsi, dövr nömrəsi, mərhələ (bütün mərhələlər üçün boş), ad, kateqoriya, çəki, növ (numerical və ya scale), hədəf dəyər, faktiki dəyər, istiqamət (higher — çox olması, lower — az olması yaxşıdır), şkala, son tarix, uğur meyarları. İşçinin mövcud hədəfinə uyğun gələn sətir onu yeniləyir.',
    export: 'Hədəfləri ixrac et',
  },
};

const ru: Shape<typeof en> = {
  goalData: {
    import: 'Импорт целей',
    importTitle: 'Импорт личных целей из Excel',
    importHelp:
      'Одна строка на цель: табельный номер, номер периода, этап (пусто — для всех этапов), название, категория, вес, тип (numerical или scale), целевое значение, факт, направление (higher — чем больше, тем лучше; lower — чем меньше, тем лучше), шкала, срок, критерии успеха. Строка, совпадающая с существующей целью сотрудника, обновляет её.',
    export: 'Экспорт целей',
  },
};

export const goalDataLocales = { en, az, ru };
