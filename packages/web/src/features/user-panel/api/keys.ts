/**
 * Query keys of the user panel: a person's panel and its tabs, under 'user-panel', the project (the
 * panel's hooks pass the selected project they follow) and the account.
 */
export const userPanelKeys = {
  panel: (project: number | null, id: number) => ['user-panel', project, id] as const,
  skills: (project: number | null, id: number) => ['user-panel', project, id, 'skills'] as const,
  goals: (project: number | null, id: number, period: number | null) => ['user-panel', project, id, 'goals', period] as const,
};
