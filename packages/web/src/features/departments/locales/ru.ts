import type { Shape } from '../../../lib/i18n.ts';
import type { en } from './en.ts';

/** The texts of en.ts in Russian. */
export const ru: Shape<typeof en> = {
  departments: {
    addDepartment: 'Добавить отдел',
    addSubDepartment: 'Добавить подотдел',
    rename: 'Переименовать',
    move: 'Переместить',
    searchLabel: 'Поиск отделов',
    expandAll: 'Развернуть все',
    collapseAll: 'Свернуть все',
    expand: 'Показать подотделы: {{name}}',
    collapse: 'Скрыть подотделы: {{name}}',
    actionsFor: 'Действия: {{name}}',
    employees: 'Сотрудники: {{count}}',
    positions: 'Должности: {{count}}',
    summary: 'Всего отделов: {{count}}',
    empty: 'Отделов пока нет. Добавьте первый.',
    noMatches: 'Нет отделов, соответствующих «{{search}}».',
    loadFailed: 'Не удалось загрузить отделы.',
    name: 'Название',
    newDepartment: 'Новый отдел',
    newSubDepartment: 'Новый подотдел отдела «{{parent}}»',
    renameTitle: 'Переименовать «{{name}}»',
    moveTitle: 'Переместить «{{name}}»',
    newParent: 'Новый родительский отдел',
    topLevel: 'Верхний уровень (без родительского отдела)',
    moveHint: 'Отдел нельзя переместить внутрь самого себя или своего подотдела: такие пункты недоступны.',
    created: 'Отдел создан',
    renamed: 'Отдел переименован',
    moved: 'Отдел перемещён',
    deleteWhat: 'Отдел «{{name}}» и его подотделы будут удалены. Это невозможно, пока к любому из них относятся сотрудники или должности.',
  },
};
