import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldError, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../../../api/evaluation-setup.ts';
import { useFieldErrorText } from '../../../lib/forms.ts';

/** The goal category of a goal form (or none). */
export function CategoryField<T extends { category_id: number | null }>({ control, error }: { control: Control<T>; error: FieldError | undefined }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const categories = useCategories('goal');
  return (
    <Controller
      control={control}
      name={'category_id' as Path<T>}
      render={({ field }) => (
        <TextField
          select
          label={t('goals.form.category')}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
          error={Boolean(error)}
          helperText={errorText(error)}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'goal-category' } as object } }}
        >
          <MenuItem value="">{t('common.none')}</MenuItem>
          {(categories.data ?? []).map((category) => (
            <MenuItem key={category.id} value={category.id} data-testid={`goal-category-option-${category.id}`}>
              {category.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
