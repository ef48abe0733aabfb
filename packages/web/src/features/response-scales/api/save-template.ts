import type { ResponseScaleTemplate, ResponseScaleTemplateBody } from '@performa/contracts/api/setup';
import { useSetupMutation } from '../../../api/evaluation-setup.ts';
import { api } from '../../../lib/api-client.ts';

export interface SaveTemplateInput {
  /** The template to change (its name and all its ranges are replaced); absent to create one. */
  id?: number;
  body: ResponseScaleTemplateBody;
}

export const saveTemplate = ({ id, body }: SaveTemplateInput) =>
  id === undefined
    ? api.post<ResponseScaleTemplate>('/wizard/response-scale-template/', body)
    : api.put<ResponseScaleTemplate>(`/wizard/response-scale-template/${id}/`, body);

export const useSaveTemplate = () => useSetupMutation(saveTemplate);
