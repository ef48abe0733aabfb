import type { Category, CategoryBody, CategoryKind } from '@performa/contracts/api/setup';
import { categoryPath, useSetupMutation } from '../../../api/evaluation-setup.ts';
import { api } from '../../../lib/api-client.ts';

export interface SaveCategoryInput {
  kind: CategoryKind;
  /** The category to rename; absent to create one. */
  id?: number;
  body: CategoryBody;
}

export const saveCategory = ({ kind, id, body }: SaveCategoryInput) =>
  id === undefined ? api.post<Category>(categoryPath(kind), body) : api.put<Category>(`${categoryPath(kind)}${id}/`, body);

export const useSaveCategory = () => useSetupMutation(saveCategory);
