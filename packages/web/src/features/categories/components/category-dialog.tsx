import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { Category, CategoryKind } from '@performa/contracts/api/setup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { submitErrorMessages, useFieldErrorText } from '../../../lib/forms.ts';
import { notify } from '../../../lib/toast.ts';
import { useSaveCategory } from '../api/save-category.ts';

/** Adds a category of a kind or renames one: one name field; "name in use" lands at the field. */
export function CategoryDialog({ kind, category, onClose }: { kind: CategoryKind; category: Category | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const save = useSaveCategory();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ name: string }>({ defaultValues: { name: category?.name ?? '' } });

  const onSubmit = handleSubmit(async ({ name }) => {
    setFailure(null);
    try {
      await save.mutateAsync({ kind, id: category?.id, body: { name: name.trim() } });
      notify.success(t(category ? 'common.saved' : 'categories.created'));
      onClose();
    } catch (error) {
      const rest = submitErrorMessages(error, ['name'], setError);
      if (rest.length) setFailure(rest.join(' '));
    }
  });

  return (
    <Dialog open onClose={isSubmitting ? undefined : onClose} fullWidth maxWidth="sm" data-testid="category-dialog">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle sx={{ overflowWrap: 'anywhere' }}>
          {category ? t('categories.renameTitle', { name: category.name }) : t(`categories.newTitle.${kind}`)}
        </DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="category-dialog-error">
              {failure}
            </Alert>
          )}
          <TextField
            {...register('name', { validate: (value) => value.trim() !== '' || 'validation.required' })}
            autoFocus
            fullWidth
            margin="dense"
            label={t('categories.name')}
            error={Boolean(errors.name)}
            helperText={errorText(errors.name)}
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'category-name' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <SubmitButton busy={isSubmitting} data-testid="category-dialog-submit">
            {category ? t('common.save') : t('common.create')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
