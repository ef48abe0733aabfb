/** The projects screen's texts in English; az.ts and ru.ts beside it are typed against them (a missing key is a type error), and each language loads on its own (ADR 40). */
export const en = {
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
