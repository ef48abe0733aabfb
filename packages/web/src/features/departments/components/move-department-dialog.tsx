import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Department } from '@performa/contracts/api/organisation';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { useFormDialog } from '../../../components/ui/use-form-dialog.ts';
import { useFieldErrorText } from '../../../lib/forms.ts';
import { subtreeIds } from '../../../lib/tree.ts';
import { useUpdateDepartment } from '../api/update-department.ts';
import { buildDepartmentTree, flattenTree } from '../utils/department-tree.ts';

const TOP = 'top';

interface FormValues {
  /** A department id, or "top" for the top level. */
  parent_id: string;
}

interface MoveDepartmentDialogProps {
  department: Department;
  /** Every department of the project (not only a search's matches). */
  all: readonly Department[];
  /** A scoped admin may not move to the top level (the server answers 403). */
  topLevelAllowed: boolean;
  onClose: () => void;
}

/**
 * Moves a department under another one, or to the top level. The department itself and its
 * sub-departments are shown greyed out; should the server still find a cycle, its field error
 * on parent_id shows under the choice.
 */
export function MoveDepartmentDialog({ department, all, topLevelAllowed, onClose }: MoveDepartmentDialogProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const update = useUpdateDepartment();
  const options = useMemo(() => flattenTree(buildDepartmentTree(all)), [all]);
  const blocked = useMemo(() => subtreeIds(all, department.id), [all, department.id]);
  const { control, errors, dialog } = useFormDialog<FormValues>(
    { defaultValues: { parent_id: department.parent_id === null ? TOP : String(department.parent_id) } },
    ['parent_id'],
    async ({ parent_id }) => {
      await update.mutateAsync({ id: department.id, body: { name: department.name, parent_id: parent_id === TOP ? null : Number(parent_id) } });
      return t('departments.moved');
    },
    { onClose },
  );

  return (
    <FormDialog
      {...dialog}
      title={t('departments.moveTitle', { name: department.name })}
      intro={t('departments.moveHint')}
      submitLabel={t('departments.move')}
      testId="move-department-dialog"
      submitTestId="move-department-submit"
      failureTestId="move-department-error"
    >
      <Controller
        control={control}
        name="parent_id"
        render={({ field }) => (
          <TextField
            select
            fullWidth
            label={t('departments.newParent')}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(errors.parent_id)}
            helperText={errorText(errors.parent_id)}
            slotProps={{
              select: {
                SelectDisplayProps: { 'data-testid': 'move-parent-select' } as object,
                MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
              },
            }}
          >
            {(topLevelAllowed || department.parent_id === null) && (
              <MenuItem value={TOP} data-testid="move-parent-option-top">
                <em>{t('departments.topLevel')}</em>
              </MenuItem>
            )}
            {options.map((option) => (
              <MenuItem
                key={option.id}
                value={String(option.id)}
                disabled={blocked.has(option.id)}
                data-testid={`move-parent-option-${option.id}`}
                sx={{ pl: 2 + option.depth * 2.5, whiteSpace: 'normal', overflowWrap: 'anywhere' }}
              >
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </FormDialog>
  );
}
