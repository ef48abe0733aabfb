import { projectKey, setupKeys } from '../../../api/keys.ts';

/**
 * Query keys of the periods screen. Its lists sit under the setup keys, so that any change to the
 * evaluation setup refreshes them; the evaluation settings tab's reads under 'evaluation-settings'.
 */
export const periodKeys = {
  periods: () => [...setupKeys.all(), 'periods'] as const,
  rounds: (period: number) => [...setupKeys.all(), 'rounds', period] as const,
  deleteImpact: (period: number) => [...setupKeys.all(), 'period-delete-impact', period] as const,
  settings: () => [...projectKey('evaluation-settings'), 'settings'] as const,
  survey: () => [...projectKey('evaluation-settings'), 'survey'] as const,
};
