/** The Categories panel's texts in en, az and ru (az and ru typed against en: a missing key is a type error). */
import type { Shape } from '../../lib/i18n.ts';

const en = {
  categories: {
    title: { goal: 'Goal categories', skill: 'Competency categories' },
    newTitle: { goal: 'New goal category', skill: 'New competency category' },
    renameTitle: 'Rename category “{{name}}”',
    name: 'Name',
    add: 'Add category',
    rename: 'Rename',
    created: 'Category created',
    empty: 'No categories yet.',
    loadFailed: 'Could not load the categories.',
    viewOnly: 'View only',
    usage: { goal: 'Goals: {{count}}', skill: 'Competencies: {{count}}' },
    deleteWhat: 'The category “{{name}}” will be deleted.',
    deleteUsed: {
      goal: 'The category “{{name}}” will be deleted. Its goals ({{count}}) stay, without a category.',
      skill: 'The category “{{name}}” will be deleted. Its competencies ({{count}}) stay, without a category.',
    },
    translations: {
      toggle: 'Translations',
      hint: 'Readers in a language left empty see the name as typed above.',
      en: 'English',
      az: 'Azerbaijani',
      ru: 'Russian',
    },
  },
};

const az: Shape<typeof en> = {
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

const ru: Shape<typeof en> = {
  categories: {
    title: { goal: 'Категории целей', skill: 'Категории компетенций' },
    newTitle: { goal: 'Новая категория целей', skill: 'Новая категория компетенций' },
    renameTitle: 'Переименовать категорию «{{name}}»',
    name: 'Название',
    add: 'Добавить категорию',
    rename: 'Переименовать',
    created: 'Категория создана',
    empty: 'Категорий пока нет.',
    loadFailed: 'Не удалось загрузить категории.',
    viewOnly: 'Только просмотр',
    usage: { goal: 'Целей: {{count}}', skill: 'Компетенций: {{count}}' },
    deleteWhat: 'Категория «{{name}}» будет удалена.',
    deleteUsed: {
      goal: 'Категория «{{name}}» будет удалена. Её цели ({{count}}) останутся без категории.',
      skill: 'Категория «{{name}}» будет удалена. Её компетенции ({{count}}) останутся без категории.',
    },
    translations: {
      toggle: 'Переводы',
      hint: 'Читатели на языке, оставленном пустым, видят название так, как оно введено выше.',
      en: 'Английский',
      az: 'Азербайджанский',
      ru: 'Русский',
    },
  },
};

export const categoriesLocales = { en, az, ru };
