import type { Category, categoryBodySchema, CategoryKind } from '@performa/contracts/api/setup';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { useFormSubmit } from '../../../lib/forms.ts';
import { notify } from '../../../lib/toast.ts';
import { categoryResolver } from '../api/resolvers.ts';
import { useSaveCategory } from '../api/save-category.ts';

/** The form holds the body as typed (z.input); its resolver gives the checked body (z.output). */
type Values = z.input<typeof categoryBodySchema>;
type Body = z.output<typeof categoryBodySchema>;

/** Adds a category of a kind or renames one: one name field; "name in use" lands at the field. */
export function CategoryDialog({ kind, category, onClose }: { kind: CategoryKind; category: Category | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCategory();
  const form = useForm<Values, unknown, Body>({
    resolver: categoryResolver,
    defaultValues: { name: category?.name ?? '' },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const { onSubmit, failure } = useFormSubmit<Body>(form, ['name'], async (body) => {
    await save.mutateAsync({ kind, id: category?.id, body });
    notify.success(t(category ? 'common.saved' : 'categories.created'));
    onClose();
  });

  return (
    <FormDialog
      title={category ? t('categories.renameTitle', { name: category.name }) : t(`categories.newTitle.${kind}`)}
      onSubmit={onSubmit}
      onClose={onClose}
      busy={isSubmitting}
      failure={failure}
      submitLabel={category ? t('common.save') : t('common.create')}
      testId="category-dialog"
    >
      <FormTextField
        register={register}
        name="name"
        autoFocus
        fullWidth
        label={t('categories.name')}
        error={errors.name}
        maxLength={200}
        testId="category-name"
      />
    </FormDialog>
  );
}
