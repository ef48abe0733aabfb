import type { Department } from '@performa/contracts/api/organisation';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { REQUIRED_TEXT, useFormSubmit } from '../../../lib/forms.ts';
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
  const create = useCreateDepartment();
  const update = useUpdateDepartment();
  const form = useForm<FormValues>({ defaultValues: { name: mode.kind === 'rename' ? mode.department.name : '' } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const title =
    mode.kind === 'rename'
      ? t('departments.renameTitle', { name: mode.department.name })
      : mode.parent
        ? t('departments.newSubDepartment', { parent: mode.parent.name })
        : t('departments.newDepartment');

  const { onSubmit, failure } = useFormSubmit(form, ['name'], async ({ name }) => {
    if (mode.kind === 'create') {
      await create.mutateAsync({ name: name.trim(), parent_id: mode.parent?.id ?? null });
      notify.success(t('departments.created'));
    } else {
      await update.mutateAsync({ id: mode.department.id, body: { name: name.trim(), parent_id: mode.department.parent_id } });
      notify.success(t('departments.renamed'));
    }
    onClose();
  });

  return (
    <FormDialog
      title={title}
      onSubmit={onSubmit}
      onClose={onClose}
      busy={isSubmitting}
      failure={failure}
      submitLabel={mode.kind === 'create' ? t('common.create') : t('common.save')}
      testId="department-dialog"
    >
      <FormTextField
        register={register}
        name="name"
        rules={REQUIRED_TEXT}
        autoFocus
        fullWidth
        label={t('departments.name')}
        error={errors.name}
        maxLength={MAX_NAME}
        testId="department-name-input"
      />
    </FormDialog>
  );
}
