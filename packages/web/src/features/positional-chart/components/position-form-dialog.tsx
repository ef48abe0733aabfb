import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { Department, Position, PositionBody } from '@performa/contracts/api/organisation';
import { useMemo, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { Controller, type Control, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormNameField } from '../../../components/ui/form-name-field.tsx';
import { useFormDialog } from '../../../components/ui/use-form-dialog.ts';
import { REQUIRED_TEXT, useFieldErrorText } from '../../../lib/forms.ts';
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

interface ChoiceFieldProps<T extends { id: number }> {
  control: Control<FormValues>;
  name: 'department_id' | 'parent_id';
  /** The records offered, and every record the field's id may name (for its label). */
  options: readonly T[];
  all: readonly T[];
  getOptionLabel: (option: T) => string;
  renderOption: (props: HTMLAttributes<HTMLLIElement> & { key: Key }, option: T) => ReactNode;
  label: string;
  /** Shown in the empty field (the label then stays above it). */
  placeholder?: string;
  /** The field must name a record. */
  required?: boolean;
  error: FieldError | undefined;
  /** Shown under the field while it has no error. */
  hint?: string;
  testId: string;
}

/** A field of the form that holds a record's id (or null), chosen by name in an Autocomplete. */
function ChoiceField<T extends { id: number }>({
  control,
  name,
  options,
  all,
  getOptionLabel,
  renderOption,
  label,
  placeholder,
  required = false,
  error,
  hint,
  testId,
}: ChoiceFieldProps<T>) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  return (
    <Controller
      control={control}
      name={name}
      rules={required ? { validate: (value) => value !== null || 'validation.required' } : undefined}
      render={({ field }) => (
        <Autocomplete<T>
          options={options}
          value={all.find((o) => o.id === field.value) ?? null}
          onChange={(_event, option) => field.onChange(option?.id ?? null)}
          getOptionLabel={getOptionLabel}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          noOptionsText={t('positionalChart.noOptions')}
          renderOption={renderOption}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              onBlur={field.onBlur}
              label={label}
              placeholder={placeholder}
              error={Boolean(error)}
              helperText={errorText(error) ?? hint}
              slotProps={{
                ...params.slotProps,
                inputLabel: placeholder ? { ...params.slotProps.inputLabel, shrink: true } : params.slotProps.inputLabel,
                htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId },
              }}
            />
          )}
        />
      )}
    />
  );
}

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
  const create = useCreatePosition();
  const update = useUpdatePosition();
  const editing = mode.kind === 'edit' ? mode.position : null;

  const departmentChoices = useMemo(() => departmentOptions(departments), [departments]);
  const parentChoices = useMemo(() => {
    const blocked = editing ? positionSubtree(positions, editing.id) : new Set<number>();
    return positions.filter((p) => !blocked.has(p.id)).sort((a, b) => a.name.localeCompare(b.name) || a.department_name.localeCompare(b.department_name));
  }, [positions, editing]);

  const { form, control, errors, dialog } = useFormDialog<FormValues>(
    {
      defaultValues: editing
        ? { name: editing.name, department_id: editing.department_id, parent_id: editing.parent_id }
        : {
            name: '',
            department_id: mode.kind === 'create' ? (mode.parent?.department_id ?? mode.departmentId ?? null) : null,
            parent_id: mode.kind === 'create' ? (mode.parent?.id ?? null) : null,
          },
    },
    FIELDS,
    async (values) => {
      const body: PositionBody = { name: values.name.trim(), department_id: values.department_id!, parent_id: values.parent_id };
      const saved = editing ? await update.mutateAsync({ id: editing.id, body }) : await create.mutateAsync(body);
      onSaved?.(saved);
      return t(editing ? 'positionalChart.saved' : 'positionalChart.created');
    },
    { onClose },
  );

  const title = editing
    ? t('positionalChart.editTitle', { name: editing.name })
    : mode.kind === 'create' && mode.parent
      ? t('positionalChart.newPositionBelow', { parent: mode.parent.name })
      : t('positionalChart.newPosition');

  return (
    <FormDialog {...dialog} title={title} creates={!editing} testId="position-dialog">
      <FormNameField form={form} name="name" rules={REQUIRED_TEXT} label={t('positionalChart.name')} testId="position-name-input" />
      <ChoiceField<DepartmentOption>
        control={control}
        name="department_id"
        required
        options={departmentChoices}
        all={departmentChoices}
        getOptionLabel={(option) => option.name}
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
        label={t('positionalChart.department')}
        error={errors.department_id}
        testId="position-department-input"
      />
      <ChoiceField<Position>
        control={control}
        name="parent_id"
        options={parentChoices}
        all={positions}
        getOptionLabel={(option) => `${option.name} · ${option.department_name}`}
        renderOption={({ key, ...props }, option) => (
          <Box component="li" key={key} {...props} data-testid={`position-parent-option-${option.id}`} sx={{ display: 'block !important' }}>
            <Box sx={{ fontWeight: 600 }}>{option.name}</Box>
            <Box sx={{ fontSize: 13, color: 'text.secondary' }}>{option.department_name}</Box>
          </Box>
        )}
        label={t('positionalChart.reportsTo')}
        placeholder={t('positionalChart.nobody')}
        error={errors.parent_id}
        hint={t('positionalChart.reportsToHint')}
        testId="position-parent-input"
      />
    </FormDialog>
  );
}
