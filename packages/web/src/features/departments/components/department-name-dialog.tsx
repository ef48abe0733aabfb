import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { Department } from '@performa/contracts/api/organisation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { submitErrorMessages, useFieldErrorText } from '../../../lib/forms.ts';
import { notify } from '../../../lib/toast.ts';
import { useCreateDepartment } from '../api/create-department.ts';
import { useUpdateDepartment } from '../api/update-department.ts';

/** Create a department (under `parent`, or at the top level when it is null) or rename one. */
export type DepartmentNameDialogMode = { kind: 'create'; parent: Department | null } | { kind: 'rename'; department: Department };

interface FormValues {
  name: string;
}

const MAX_NAME = 200;

/** The create / rename dialog: one name field; the server's field errors land at the field, other errors above it. */
export function DepartmentNameDialog({ mode, onClose }: { mode: DepartmentNameDialogMode; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const create = useCreateDepartment();
  const update = useUpdateDepartment();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ defaultValues: { name: mode.kind === 'rename' ? mode.department.name : '' } });

  const title =
    mode.kind === 'rename'
      ? t('departments.renameTitle', { name: mode.department.name })
      : mode.parent
        ? t('departments.newSubDepartment', { parent: mode.parent.name })
        : t('departments.newDepartment');

  const onSubmit = handleSubmit(async ({ name }) => {
    setFailure(null);
    try {
      if (mode.kind === 'create') {
        await create.mutateAsync({ name: name.trim(), parent_id: mode.parent?.id ?? null });
        notify.success(t('departments.created'));
      } else {
        await update.mutateAsync({ id: mode.department.id, body: { name: name.trim(), parent_id: mode.department.parent_id } });
        notify.success(t('departments.renamed'));
      }
      onClose();
    } catch (error) {
      const messages = submitErrorMessages(error, ['name'], setError);
      if (messages.length) setFailure(messages.join(' '));
    }
  });

  return (
    <Dialog open onClose={isSubmitting ? undefined : onClose} fullWidth maxWidth="sm" data-testid="department-dialog">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{title}</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="department-dialog-error">
              {failure}
            </Alert>
          )}
          <TextField
            {...register('name', { validate: (value) => value.trim() !== '' || 'validation.required' })}
            autoFocus
            fullWidth
            margin="dense"
            label={t('departments.name')}
            error={Boolean(errors.name)}
            helperText={errorText(errors.name)}
            slotProps={{ htmlInput: { maxLength: MAX_NAME, 'data-testid': 'department-name-input' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="department-dialog-submit">
            {mode.kind === 'create' ? t('common.create') : t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
