import type { Shape } from '../../../lib/i18n.ts';
import type { en } from './en.ts';

/** The texts of en.ts in Azerbaijani. */
export const az: Shape<typeof en> = {
  categories: {
    title: { goal: 'Hədəf kateqoriyaları', skill: 'Kompetensiya kateqoriyaları' },
    newTitle: { goal: 'Yeni hədəf kateqoriyası', skill: 'Yeni kompetensiya kateqoriyası' },
    renameTitle: '“{{name}}” kateqoriyasının adını dəyiş',
    name: 'Ad',
    add: 'Kateqoriya əlavə et',
    rename: 'Adını dəyiş',
    created: 'Kateqoriya yaradıldı',
    empty: 'Hələ kateqoriya yoxdur.',
    loadFailed: 'Kateqoriyaları yükləmək alınmadı.',
    viewOnly: 'Yalnız baxış',
    usage: { goal: 'Hədəflər: {{count}}', skill: 'Kompetensiyalar: {{count}}' },
    deleteWhat: '“{{name}}” kateqoriyası silinəcək.',
    deleteUsed: {
      goal: '“{{name}}” kateqoriyası silinəcək. Onun hədəfləri ({{count}}) kateqoriyasız qalacaq.',
      skill: '“{{name}}” kateqoriyası silinəcək. Onun kompetensiyaları ({{count}}) kateqoriyasız qalacaq.',
    },
    translations: {
      toggle: 'Tərcümələr',
      hint: 'Boş qalan dildə oxuyanlar adı yuxarıda yazıldığı kimi görür.',
      en: 'İngilis dili',
      az: 'Azərbaycan dili',
      ru: 'Rus dili',
    },
  },
};
