import type { RouteInput } from '@performa/contracts/routes/define';
import { responseScaleRoutes } from '@performa/contracts/routes/setup';
import { useSetupMutation } from '../../../api/evaluation-setup.ts';
import { api } from '../../../lib/api-client.ts';

export interface SaveTemplateInput {
  /** The template to change (its name and all its ranges are replaced); absent to create one. */
  id?: number;
  body: RouteInput<typeof responseScaleRoutes.createScaleTemplate>['body'];
}

/** Creates a template (createScaleTemplate) or replaces one's name and ranges (updateScaleTemplate). */
export const saveTemplate = ({ id, body }: SaveTemplateInput) =>
  id === undefined ? api.call(responseScaleRoutes.createScaleTemplate, { body }) : api.call(responseScaleRoutes.updateScaleTemplate, { params: { id }, body });

/** Refreshes every setup read after it. */
export const useSaveTemplate = () => useSetupMutation(saveTemplate);
