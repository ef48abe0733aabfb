import type { Category } from '@performa/contracts/api/setup';
import { categoryRoutes } from '@performa/contracts/routes/setup';
import { useSetupMutation } from '../../../api/evaluation-setup.ts';
import { api } from '../../../lib/api-client.ts';

/** Deletes a category of its kind; its goals or competencies stay, without a category. */
export const deleteCategory = ({ id, kind }: Pick<Category, 'id' | 'kind'>) => api.call(categoryRoutes[kind].deleteCategory, { params: { id } });

/** Refreshes every setup read after it. */
export const useDeleteCategory = () => useSetupMutation(deleteCategory);
