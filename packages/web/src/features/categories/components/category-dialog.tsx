import type { Category, categoryBodySchema, CategoryKind } from '@performa/contracts/api/setup';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormNameField } from '../../../components/ui/form-name-field.tsx';
import { FormTranslations } from '../../../components/ui/form-translations.tsx';
import { useFormDialog } from '../../../components/ui/use-form-dialog.ts';
import { categoryResolver } from '../api/resolvers.ts';
import { useSaveCategory } from '../api/save-category.ts';

/** The form holds the body as typed (z.input); its resolver gives the checked body (z.output). */
type Values = z.input<typeof categoryBodySchema>;
type Body = z.output<typeof categoryBodySchema>;

/**
 * Adds a category of a kind or renames one: its name field ("name in use" lands there) and the name's
 * translations, which readers of those languages see (docs/product.md §3.4, ADR 29).
 */
export function CategoryDialog({ kind, category, onClose }: { kind: CategoryKind; category: Category | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCategory();
  const { form, dialog } = useFormDialog<Values, Body>(
    { resolver: categoryResolver, defaultValues: { name: category?.name ?? '', name_translations: category?.name_translations ?? {} } },
    ['name', 'name_translations'],
    async (body) => {
      await save.mutateAsync({ kind, id: category?.id, body });
      return t(category ? 'common.saved' : 'categories.created');
    },
    { onClose },
  );

  return (
    <FormDialog
      {...dialog}
      title={category ? t('categories.renameTitle', { name: category.name }) : t(`categories.newTitle.${kind}`)}
      creates={!category}
      testId="category-dialog"
    >
      <FormNameField form={form} name="name" label={t('categories.name')} testId="category-name" />
      <FormTranslations
        form={form}
        name="name_translations"
        of={t('categories.name')}
        texts={{
          toggle: t('categories.translations.toggle'),
          hint: t('categories.translations.hint'),
          languages: { en: t('categories.translations.en'), az: t('categories.translations.az'), ru: t('categories.translations.ru') },
        }}
        testId="category-name-translations"
      />
    </FormDialog>
  );
}
