import { setupKeys } from '../../../api/keys.ts';

/** Query keys of the response scales screen, under the setup keys: any change to the evaluation setup refreshes them. */
export const responseScaleKeys = {
  scaleSettings: () => [...setupKeys.all(), 'scale-settings'] as const,
};
