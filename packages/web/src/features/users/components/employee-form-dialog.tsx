import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { mayAssignRole } from '@performa/contracts/access';
import { ASSIGNABLE_ROLES, type Employee, type employeeUpdateSchema } from '@performa/contracts/api/employees';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type HTMLAttributes } from 'react';
import { Controller, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { invalidateOrganisation, useDepartments, useEmployeeOptions, usePositions } from '../../../api/organisation.ts';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useFieldErrorText, useSchemaForm } from '../../../lib/forms.ts';
import { useAccountRef } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import { createEmployee } from '../api/create-employee.ts';
import { employeeResolvers } from '../api/resolvers.ts';
import { updateEmployee } from '../api/update-employee.ts';
import { useMailConfigured } from '../hooks/use-mail-configured.ts';
import { DepartmentPicker, departmentPaths } from './department-picker.tsx';
import { EmployeeAutocomplete } from './employee-autocomplete.tsx';
import { managerName } from './manager-name.ts';
import { NoMailNote } from './no-mail-note.tsx';
import { OptionSelect } from './option-select.tsx';

/**
 * The form holds the body as typed (z.input; the update schema reads the same fields as the create
 * schema, its password may be blank); its resolver gives the checked body (z.output).
 */
export type EmployeeFormValues = z.input<typeof employeeUpdateSchema>;
type Body = z.output<typeof employeeUpdateSchema>;

/** A picker's id as the form holds it: the pickers only ever put a number or null there. */
const idOf = (value: EmployeeFormValues['department']): number | null => (typeof value === 'number' ? value : null);

type Field = Path<EmployeeFormValues>;
const FIELD_NAMES: readonly Field[] = [
  'employee_number',
  'first_name',
  'last_name',
  'department',
  'position',
  'report_to',
  'username',
  'password',
  'email',
  'role',
];

const EMPTY: EmployeeFormValues = {
  employee_number: '',
  first_name: '',
  last_name: '',
  department: null,
  sub_department: null,
  position: null,
  report_to: null,
  username: '',
  password: '',
  email: '',
  role: 'user',
};

function valuesOf(employee: Employee): EmployeeFormValues {
  return {
    employee_number: employee.employee_number,
    first_name: employee.first_name,
    last_name: employee.last_name,
    // The department the employee sits in, at any depth (the server stores it with its parent, docs/product.md §2.7).
    department: employee.sub_department?.id ?? employee.department?.id ?? null,
    sub_department: null,
    position: employee.position?.id ?? null,
    report_to: employee.report_to?.id ?? null,
    username: employee.username,
    password: '',
    email: employee.email,
    // A super admin keeps that role whatever is sent (the server decides); the form only knows user/admin.
    role: employee.role === 'user' ? 'user' : 'admin',
  };
}

export interface EmployeeFormDialogProps {
  /** The employee to edit; absent to create one. */
  employee?: Employee | null;
  onClose: () => void;
  onSaved?: (employee: Employee) => void;
}

/**
 * Creates or edits an employee with their sign-in account. Validated with the contracts' schema
 * (messages are i18n keys); server field errors land next to their fields. The department is any
 * department of the tree (docs/product.md §2.7); the positions offered are those of that department
 * and of the one above it, and changing the department clears the position. Choosing a position
 * proposes its manager from the positions chart: the active holder of the position it reports to
 * (the first by name), which the user may change. Only a super admin chooses the role.
 */
export function EmployeeFormDialog({ employee, onClose, onSaved }: EmployeeFormDialogProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const queryClient = useQueryClient();
  const me = useAccountRef();
  // The role field shows when the caller may give this account another role (contracts/access.ts).
  const current = employee?.role ?? null;
  const mayChooseRole = me !== null && ASSIGNABLE_ROLES.every((role) => mayAssignRole(me, current, role));
  const editing = Boolean(employee);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const mailConfigured = useMailConfigured();
  const { form, control, register, errors, isSubmitting, onSubmit } = useSchemaForm<EmployeeFormValues, Body>(
    {
      resolver: editing ? employeeResolvers.update : employeeResolvers.create,
      defaultValues: employee ? valuesOf(employee) : EMPTY,
      mode: 'onTouched',
    },
    FIELD_NAMES,
    async (values) => {
      const saved = employee ? await updateEmployee(employee.id, values) : await createEmployee(values);
      void invalidateOrganisation(queryClient);
      notify.success(t(employee ? 'users.form.updated' : 'users.form.created', { name: saved.full_name }));
      onSaved?.(saved);
      onClose();
    },
    { otherErrors: 'toast' },
  );
  const { setValue, watch } = form;

  const department = idOf(watch('department'));
  const position = idOf(watch('position'));
  const departments = useDepartments();
  const positions = usePositions();
  const employeeOptions = useEmployeeOptions();
  const tree = useMemo(() => departmentPaths(departments.data ?? []), [departments.data]);
  const currentDepartment = employee ? (employee.sub_department ?? employee.department) : null;
  /** The positions of the chosen department and of the department above it, with their department as a hint. */
  const positionOptions = useMemo(() => {
    if (department === null) return [];
    const parent = tree.find((d) => d.id === department)?.parent_id ?? null;
    const homes = new Set([department, parent]);
    const list = (positions.data ?? []).filter((p) => homes.has(p.department_id)).map((p) => ({ id: p.id, name: p.name, hint: p.department_name }));
    const held = employee?.position;
    if (held && !list.some((p) => p.id === held.id) && position === held.id) list.unshift({ id: held.id, name: held.name, hint: '' });
    return list;
  }, [department, position, tree, positions.data, employee?.position]);
  /** The manager the chart proposed for the chosen position (shown under the manager field). */
  const [proposed, setProposed] = useState<string | null>(null);
  const proposeManager = (positionId: number | null) => {
    const position = (positions.data ?? []).find((p) => p.id === positionId);
    const above = position?.parent_id == null ? undefined : (positions.data ?? []).find((p) => p.id === position.parent_id);
    const holder = [...(above?.holders ?? [])].filter((h) => h.id !== employee?.id).sort((a, b) => a.full_name.localeCompare(b.full_name))[0];
    setProposed(holder ? holder.full_name : null);
    if (holder) setValue('report_to', holder.id, { shouldDirty: true });
  };

  const text = (name: Field, label: string, extra: { type?: string; autoComplete?: string; maxLength?: number; helper?: string; autoFocus?: boolean } = {}) => (
    <TextField
      {...register(name)}
      label={label}
      type={extra.type}
      autoComplete={extra.autoComplete ?? 'off'}
      autoFocus={extra.autoFocus}
      fullWidth
      error={Boolean(errors[name])}
      helperText={errorText(errors[name]) ?? extra.helper}
      slotProps={{ htmlInput: { maxLength: extra.maxLength, 'data-testid': `employee-${name}` }, inputLabel: { shrink: true } }}
    />
  );

  const section = (title: string) => (
    <Typography
      variant="subtitle2"
      color="text.secondary"
      sx={{ gridColumn: '1 / -1', mt: 1, fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.5 }}
    >
      {title}
    </Typography>
  );

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      // A phone shows the whole form, its details in view from the top.
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      data-testid="employee-dialog"
      // The paper is the form: the title and buttons stay in view while the fields scroll.
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit, 'data-testid': 'employee-form' } as object }}
    >
      <DialogTitle>{t(editing ? 'users.form.editTitle' : 'users.form.createTitle')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
          {text('employee_number', t('users.form.employeeNumber'), { maxLength: 50, autoFocus: true })}
          <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
          {text('first_name', t('users.form.firstName'), { maxLength: 150, autoComplete: 'off' })}
          {text('last_name', t('users.form.lastName'), { maxLength: 150, autoComplete: 'off' })}

          {section(t('users.form.placement'))}
          <Controller
            control={control}
            name="department"
            render={({ field }) => (
              <DepartmentPicker
                label={t('users.form.department')}
                value={idOf(field.value)}
                onBlur={field.onBlur}
                onChange={(value) => {
                  if (value === field.value) return;
                  field.onChange(value);
                  // The position belongs to the department left behind.
                  setValue('sub_department', null);
                  setValue('position', null);
                }}
                departments={tree}
                current={currentDepartment}
                loading={departments.isLoading}
                placeholder={t('common.none')}
                testId="employee-department"
                error={Boolean(errors.department)}
                helperText={errorText(errors.department) ?? t('users.form.departmentHint')}
              />
            )}
          />
          <Controller
            control={control}
            name="position"
            render={({ field }) => (
              <OptionSelect
                label={t('users.form.position')}
                name={field.name}
                value={idOf(field.value)}
                onBlur={field.onBlur}
                onChange={(value) => {
                  if (value === field.value) return;
                  field.onChange(value);
                  proposeManager(value);
                }}
                options={positionOptions}
                emptyLabel={t('common.none')}
                disabled={department === null}
                testId="employee-position"
                error={Boolean(errors.position)}
                helperText={errorText(errors.position) ?? (department === null ? t('users.form.chooseDepartmentFirst') : undefined)}
              />
            )}
          />
          <Controller
            control={control}
            name="report_to"
            render={({ field }) => (
              <EmployeeAutocomplete
                label={t('users.form.reportTo')}
                value={idOf(field.value)}
                onChange={(value) => {
                  setProposed(null);
                  field.onChange(value);
                }}
                onBlur={field.onBlur}
                options={employeeOptions.data ?? []}
                loading={employeeOptions.isLoading}
                excludeId={employee?.id}
                current={employee?.report_to ? { id: employee.report_to.id, full_name: managerName(t, employee.report_to) } : null}
                placeholder={t('common.none')}
                testId="employee-report_to"
                error={Boolean(errors.report_to)}
                helperText={errorText(errors.report_to) ?? (proposed ? t('users.form.managerProposed', { name: proposed }) : undefined)}
              />
            )}
          />

          {section(t('users.form.account'))}
          {!editing && !mailConfigured && (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <NoMailNote text={t('users.noMail.form')} testId="employee-no-mail" />
            </Box>
          )}
          {text('username', t('users.form.username'), { maxLength: 150 })}
          {text('email', t('users.form.email'), { type: 'email', maxLength: 254 })}
          {text('password', t('users.form.password'), {
            type: 'password',
            autoComplete: 'new-password',
            maxLength: 256,
            helper: editing ? t('users.form.passwordKeep') : t(mailConfigured ? 'users.form.passwordHint' : 'users.form.passwordHintNoMail'),
          })}
          {mayChooseRole &&
            (current === 'super_admin' ? (
              <TextField
                label={t('users.form.role')}
                value={t('users.roles.super_admin')}
                disabled
                fullWidth
                helperText={t('users.form.superAdminStays')}
                slotProps={{ htmlInput: { 'data-testid': 'employee-role-fixed' } }}
              />
            ) : (
              <Controller
                control={control}
                name="role"
                render={({ field }) => (
                  <TextField
                    select
                    fullWidth
                    label={t('users.form.role')}
                    name={field.name}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                    error={Boolean(errors.role)}
                    helperText={errorText(errors.role)}
                    slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'employee-role' } as HTMLAttributes<HTMLDivElement> } }}
                  >
                    <MenuItem value="user" data-testid="employee-role-option-user">
                      {t('users.roles.user')}
                    </MenuItem>
                    <MenuItem value="admin" data-testid="employee-role-option-admin">
                      {t('users.roles.admin')}
                    </MenuItem>
                  </TextField>
                )}
              />
            ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isSubmitting} data-testid="employee-cancel">
          {t('common.cancel')}
        </Button>
        <SubmitButton busy={isSubmitting} data-testid="employee-submit">
          {t(editing ? 'common.save' : 'common.create')}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
}
