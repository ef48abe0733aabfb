/** The Categories panel's texts in English; az.ts and ru.ts beside it are typed against them (a missing key is a type error), and each language loads on its own (ADR 40). */
export const en = {
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
