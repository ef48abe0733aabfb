import type { CategoryKind } from '@performa/contracts/api/setup';
import type { RouteInput } from '@performa/contracts/routes/define';
import { categoryRoutes } from '@performa/contracts/routes/setup';
import { useSetupMutation } from '../../../api/evaluation-setup.ts';
import { api } from '../../../lib/api-client.ts';

export interface SaveCategoryInput {
  kind: CategoryKind;
  /** The category to rename; absent to create one. */
  id?: number;
  body: RouteInput<(typeof categoryRoutes)[CategoryKind]['createCategory']>['body'];
}

/** Creates a category of a kind (createCategory) or renames one (renameCategory). */
export const saveCategory = ({ kind, id, body }: SaveCategoryInput) =>
  id === undefined ? api.call(categoryRoutes[kind].createCategory, { body }) : api.call(categoryRoutes[kind].renameCategory, { params: { id }, body });

/** Refreshes every setup read after it. */
export const useSaveCategory = () => useSetupMutation(saveCategory);
