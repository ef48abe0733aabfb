import type { Shape } from '../../../lib/i18n.ts';
import type { en } from './en.ts';

/** The texts of en.ts in Azerbaijani. */
export const az: Shape<typeof en> = {
  goalData: {
    import: 'Hədəfləri idxal et',
    importTitle: 'Fərdi hədəfləri Excel-dən idxal et',
    importHelp:
      'Hər hədəf üçün bir sətir: işçi nömrəsi, dövr nömrəsi, mərhələ (bütün mərhələlər üçün boş), ad, kateqoriya, çəki, növ (numerical və ya scale), hədəf dəyər, faktiki dəyər, istiqamət (higher — çox olması, lower — az olması yaxşıdır), şkala, son tarix, uğur meyarları. İşçinin mövcud hədəfinə uyğun gələn sətir onu yeniləyir.',
    export: 'Hədəfləri ixrac et',
  },
};
