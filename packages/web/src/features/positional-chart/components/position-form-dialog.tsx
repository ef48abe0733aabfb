import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { Department, Position, PositionBody } from '@performa/contracts/api/organisation';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText, useFormSubmit } from '../../../lib/forms.ts';
import { notify } from '../../../lib/toast.ts';
import { useCreatePosition } from '../api/create-position.ts';
import { useUpdatePosition } from '../api/update-position.ts';
import { departmentOptions, positionSubtree, type DepartmentOption } from '../utils/build-chart.ts';

/** Add a position (at the top, or below `parent`) or edit one. */
export type PositionFormMode = { kind: 'create'; parent: Position | null; departmentId?: number | null } | { kind: 'edit'; position: Position };

interface FormValues {
  name: string;
  department_id: number | null;
  parent_id: number | null;
}

const FIELDS = ['name', 'department_id', 'parent_id'] as const;
const MAX_NAME = 200;

interface PositionFormDialogProps {
  mode: PositionFormMode;
  /** Every position of the chart (the reports-to choices). */
  positions: readonly Position[];
  /** Every department of the project. */
  departments: readonly Department[];
  onClose: () => void;
  /** Called with the saved position (the chart brings it into view). */
  onSaved?: (position: Position) => void;
}

/**
 * The add / edit dialog of a position: name, department and the position it reports to.
 * A position cannot report to itself or to one below it: those are not offered, and the
 * server's cycle error (on parent_id) lands at that field like any other field error.
 */
export function PositionFormDialog({ mode, positions, departments, onClose, onSaved }: PositionFormDialogProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const create = useCreatePosition();
  const update = useUpdatePosition();
  const editing = mode.kind === 'edit' ? mode.position : null;

  const departmentChoices = useMemo(() => departmentOptions(departments), [departments]);
  const parentChoices = useMemo(() => {
    const blocked = editing ? positionSubtree(positions, editing.id) : new Set<number>();
    return positions.filter((p) => !blocked.has(p.id)).sort((a, b) => a.name.localeCompare(b.name) || a.department_name.localeCompare(b.department_name));
  }, [positions, editing]);

  const form = useForm<FormValues>({
    defaultValues: editing
      ? { name: editing.name, department_id: editing.department_id, parent_id: editing.parent_id }
      : {
          name: '',
          department_id: mode.kind === 'create' ? (mode.parent?.department_id ?? mode.departmentId ?? null) : null,
          parent_id: mode.kind === 'create' ? (mode.parent?.id ?? null) : null,
        },
  });
  const {
    control,
    register,
    formState: { errors, isSubmitting },
  } = form;

  const title = editing
    ? t('positionalChart.editTitle', { name: editing.name })
    : mode.kind === 'create' && mode.parent
      ? t('positionalChart.newPositionBelow', { parent: mode.parent.name })
      : t('positionalChart.newPosition');

  const { onSubmit, failure } = useFormSubmit(form, FIELDS, async (values) => {
    const body: PositionBody = { name: values.name.trim(), department_id: values.department_id!, parent_id: values.parent_id };
    const saved = editing ? await update.mutateAsync({ id: editing.id, body }) : await create.mutateAsync(body);
    notify.success(t(editing ? 'positionalChart.saved' : 'positionalChart.created'));
    onSaved?.(saved);
    onClose();
  });

  return (
    <Dialog open onClose={isSubmitting ? undefined : onClose} fullWidth maxWidth="sm" data-testid="position-dialog">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{title}</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="position-dialog-error">
              {failure}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
            <TextField
              {...register('name', { validate: (value) => value.trim() !== '' || 'validation.required' })}
              autoFocus
              fullWidth
              label={t('positionalChart.name')}
              error={Boolean(errors.name)}
              helperText={errorText(errors.name)}
              slotProps={{ htmlInput: { maxLength: MAX_NAME, 'data-testid': 'position-name-input' } }}
            />
            <Controller
              control={control}
              name="department_id"
              rules={{ validate: (value) => value !== null || 'validation.required' }}
              render={({ field }) => (
                <Autocomplete<DepartmentOption>
                  options={departmentChoices}
                  value={departmentChoices.find((d) => d.id === field.value) ?? null}
                  onChange={(_event, option) => field.onChange(option?.id ?? null)}
                  getOptionLabel={(option) => option.name}
                  isOptionEqualToValue={(option, value) => option.id === value.id}
                  noOptionsText={t('positionalChart.noOptions')}
                  renderOption={({ key, ...props }, option) => (
                    <Box
                      component="li"
                      key={key}
                      {...props}
                      data-testid={`position-department-option-${option.id}`}
                      sx={{ pl: `${16 + option.depth * 20}px !important` }}
                    >
                      {option.name}
                    </Box>
                  )}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      inputRef={field.ref}
                      onBlur={field.onBlur}
                      label={t('positionalChart.department')}
                      error={Boolean(errors.department_id)}
                      helperText={errorText(errors.department_id)}
                      slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'position-department-input' } }}
                    />
                  )}
                />
              )}
            />
            <Controller
              control={control}
              name="parent_id"
              render={({ field }) => (
                <Autocomplete<Position>
                  options={parentChoices}
                  value={positions.find((p) => p.id === field.value) ?? null}
                  onChange={(_event, option) => field.onChange(option?.id ?? null)}
                  getOptionLabel={(option) => `${option.name} · ${option.department_name}`}
                  isOptionEqualToValue={(option, value) => option.id === value.id}
                  noOptionsText={t('positionalChart.noOptions')}
                  renderOption={({ key, ...props }, option) => (
                    <Box component="li" key={key} {...props} data-testid={`position-parent-option-${option.id}`} sx={{ display: 'block !important' }}>
                      <Box sx={{ fontWeight: 600 }}>{option.name}</Box>
                      <Box sx={{ fontSize: 13, color: 'text.secondary' }}>{option.department_name}</Box>
                    </Box>
                  )}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      inputRef={field.ref}
                      onBlur={field.onBlur}
                      label={t('positionalChart.reportsTo')}
                      placeholder={t('positionalChart.nobody')}
                      error={Boolean(errors.parent_id)}
                      helperText={errorText(errors.parent_id) ?? t('positionalChart.reportsToHint')}
                      slotProps={{
                        ...params.slotProps,
                        inputLabel: { ...params.slotProps.inputLabel, shrink: true },
                        htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'position-parent-input' },
                      }}
                    />
                  )}
                />
              )}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="position-dialog-submit">
            {editing ? t('common.save') : t('common.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
