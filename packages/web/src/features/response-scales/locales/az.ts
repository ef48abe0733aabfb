import type { Shape } from '../../../lib/i18n.ts';
import type { en } from './en.ts';

/** The texts of en.ts in Azerbaijani. */
export const az: Shape<typeof en> = {
  responseScales: {
    title: 'Cavab şkalaları',
    intro: 'Cavabları ilə aralıq şablonları: hədəflərin və kompetensiyaların qiymətləndirilməsi, həmçinin yekun balların dərəcələrə çevrilməsi üçün.',
    add: 'Şablon əlavə et',
    readyMade: 'Hazır şablonları yarat',
    readyMadeDone: 'Hazır şablonlar yaradıldı.',
    newTitle: 'Yeni cavab şkalası şablonu',
    editTitle: '“{{name}}” şablonunu redaktə et',
    created: 'Şablon yaradıldı.',
    empty: 'Hələ şablon yoxdur. Hazır şablonları yaradın və ya öz şablonunuzu əlavə edin.',
    loadFailed: 'Cavab şkalalarını yükləmək alınmadı.',
    deleteWhat: '“{{name}}” şablonu aralıqları ilə birlikdə silinəcək.',
    ranges: 'Aralıqlar',
    noRanges: 'Hələ aralıq yoxdur.',
    addRange: 'Aralıq əlavə et',
    removeRange: 'Aralığı sil',
    ratingDefault: 'Qiymətləndirmə şablonu',
    finalScoreScale: 'Yekun bal şkalası',
    keptFinalScore: 'Layihənin yekun bal şkalası silinə bilməz. Əvvəlcə başqasını seçin.',
    keptRating: 'Layihənin qiymətləndirmə şablonu silinə bilməz. Əvvəlcə başqasını seçin.',
    fields: { name: 'Ad', min: 'Minimum', max: 'Maksimum', response: 'Cavab', range: 'Aralıq' },
    settings: {
      title: 'Layihənin seçimləri',
      rating: 'Əsas qiymətləndirmə şablonu',
      ratingHint: 'Kompetensiyalar və şkala ilə qiymətləndirilən hədəflər bununla qiymətləndirilir.',
      finalScore: 'Yekun bal şkalası',
      finalScoreHint: 'Yekun balı (0–100) dərəcəyə çevirir.',
    },
    translations: {
      toggle: 'Tərcümələr',
      hint: 'Boş qalan dildə oxuyanlar mətni yuxarıda yazıldığı kimi görür.',
      en: 'İngilis dili',
      az: 'Azərbaycan dili',
      ru: 'Rus dili',
    },
  },
};
