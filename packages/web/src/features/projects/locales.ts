/** The projects screen's texts in en, az and ru (az and ru typed against en: a missing key is a type error). */
import type { Shape } from '../../lib/i18n.ts';

const en = {
  projects: {
    title: 'Projects',
    intro:
      'A project is an independent evaluation workspace of your company: a subsidiary, a branch or a programme. It has its own departments, positions, employees, periods, goals and competencies.',
    create: 'New project',
    createTitle: 'New project',
    renameTitle: 'Rename project',
    rename: 'Rename',
    name: 'Project name',
    column: {
      name: 'Project',
      actions: 'Actions',
    },
    selected: 'Selected',
    created: 'The project “{{name}}” was created.',
    renamed: 'The project was renamed to “{{name}}”.',
    deleted: 'The project “{{name}}” was deleted.',
    deleteWarning:
      'Deleting the project “{{name}}” also deletes everything it owns: its departments, positions, employees, periods, goals, competencies, evaluations and results.',
    deleteSelected: 'It is the project you are working in: the first remaining project will be selected.',
    onlyProject: 'This is the company’s only project: a company keeps at least one, so it cannot be deleted. Create another project first.',
    empty: 'There are no projects yet.',
  },
};

const az: Shape<typeof en> = {
  projects: {
    title: 'Layihələr',
    intro:
      'Layihə şirkətinizin müstəqil qiymətləndirmə məkanıdır: törəmə şirkət, filial və ya proqram. Onun öz şöbələri, vəzifələri, işçiləri, dövrləri, hədəfləri və kompetensiyaları olur.',
    create: 'Yeni layihə',
    createTitle: 'Yeni layihə',
    renameTitle: 'Layihənin adını dəyiş',
    rename: 'Adını dəyiş',
    name: 'Layihənin adı',
    column: {
      name: 'Layihə',
      actions: 'Əməliyyatlar',
    },
    selected: 'Seçilmiş',
    created: '“{{name}}” layihəsi yaradıldı.',
    renamed: 'Layihənin adı “{{name}}” olaraq dəyişdirildi.',
    deleted: '“{{name}}” layihəsi silindi.',
    deleteWarning:
      '“{{name}}” layihəsini silmək ona aid olan hər şeyi də silir: şöbələri, vəzifələri, işçiləri, dövrləri, hədəfləri, kompetensiyaları, qiymətləndirmələri və nəticələri.',
    deleteSelected: 'Hazırda bu layihədə işləyirsiniz: qalan layihələrdən birincisi seçiləcək.',
    onlyProject: 'Bu, şirkətin yeganə layihəsidir: şirkətin ən azı bir layihəsi qalmalıdır, ona görə də silinə bilməz. Əvvəlcə başqa layihə yaradın.',
    empty: 'Hələ heç bir layihə yoxdur.',
  },
};

const ru: Shape<typeof en> = {
  projects: {
    title: 'Проекты',
    intro:
      'Проект — это независимое пространство оценки вашей компании: дочерняя компания, филиал или программа. У него свои отделы, должности, сотрудники, периоды, цели и компетенции.',
    create: 'Новый проект',
    createTitle: 'Новый проект',
    renameTitle: 'Переименовать проект',
    rename: 'Переименовать',
    name: 'Название проекта',
    column: {
      name: 'Проект',
      actions: 'Действия',
    },
    selected: 'Выбран',
    created: 'Проект «{{name}}» создан.',
    renamed: 'Проект переименован в «{{name}}».',
    deleted: 'Проект «{{name}}» удалён.',
    deleteWarning:
      'Удаление проекта «{{name}}» удаляет и всё, что ему принадлежит: отделы, должности, сотрудников, периоды, цели, компетенции, оценки и результаты.',
    deleteSelected: 'Вы сейчас работаете в этом проекте: будет выбран первый из оставшихся проектов.',
    onlyProject:
      'Это единственный проект компании: у компании должен остаться хотя бы один проект, поэтому его нельзя удалить. Сначала создайте другой проект.',
    empty: 'Проектов пока нет.',
  },
};

export const projectsLocales = { en, az, ru };
