import type { Shape } from '../../../lib/i18n.ts';
import type { en } from './en.ts';

/** The texts of en.ts in Russian. */
export const ru: Shape<typeof en> = {
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
