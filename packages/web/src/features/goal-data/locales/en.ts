/** The goal import and export texts in English; az.ts and ru.ts beside it are typed against them (a missing key is a type error), and each language loads on its own (ADR 40). */
export const en = {
  goalData: {
    import: 'Import goals',
    importTitle: 'Import personal goals from Excel',
    importHelp:
      'One row per goal: employee number, period number, round (blank for every round), name, category, weight, type (numerical or scale), target, actual, direction (higher or lower is better), scale, deadline, success criteria. A row that matches an employee’s goal updates it.',
    export: 'Export goals',
  },
};
