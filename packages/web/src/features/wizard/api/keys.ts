import { organisationKeys } from '../../../api/keys.ts';

/** Query keys of the wizard: under the organisation keys, so that any change to the organisation refreshes its progress and summary. */
export const wizardKeys = {
  progress: () => [...organisationKeys.all(), 'wizard-progress'] as const,
  summary: () => [...organisationKeys.all(), 'wizard-summary'] as const,
};
