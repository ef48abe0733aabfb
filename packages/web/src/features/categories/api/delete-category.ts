import type { Category } from '@performa/contracts/api/setup';
import { categoryPath, useSetupMutation } from '../../../api/evaluation-setup.ts';
import { api } from '../../../lib/api-client.ts';

/** Deletes a category; its goals or competencies stay, without a category. */
export const deleteCategory = (category: Pick<Category, 'id' | 'kind'>) => api.delete(`${categoryPath(category.kind)}${category.id}/`);

export const useDeleteCategory = () => useSetupMutation(deleteCategory);
