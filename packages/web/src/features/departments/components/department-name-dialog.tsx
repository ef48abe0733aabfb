import type { Department } from '@performa/contracts/api/organisation';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormNameField } from '../../../components/ui/form-name-field.tsx';
import { useFormDialog } from '../../../components/ui/use-form-dialog.ts';
import { REQUIRED_TEXT } from '../../../lib/forms.ts';
import { useCreateDepartment } from '../api/create-department.ts';
import { useUpdateDepartment } from '../api/update-department.ts';

/** Create a department (under `parent`, or at the top level when it is null) or rename one. */
export type DepartmentNameDialogMode = { kind: 'create'; parent: Department | null } | { kind: 'rename'; department: Department };

interface FormValues {
  name: string;
}

/** The create / rename dialog: one name field; the server's field errors land at the field, other errors above it. */
export function DepartmentNameDialog({ mode, onClose }: { mode: DepartmentNameDialogMode; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateDepartment();
  const update = useUpdateDepartment();
  const { form, dialog } = useFormDialog<FormValues>(
    { defaultValues: { name: mode.kind === 'rename' ? mode.department.name : '' } },
    ['name'],
    async ({ name }) => {
      if (mode.kind === 'create') {
        await create.mutateAsync({ name: name.trim(), parent_id: mode.parent?.id ?? null });
        return t('departments.created');
      }
      await update.mutateAsync({ id: mode.department.id, body: { name: name.trim(), parent_id: mode.department.parent_id } });
      return t('departments.renamed');
    },
    { onClose },
  );

  const title =
    mode.kind === 'rename'
      ? t('departments.renameTitle', { name: mode.department.name })
      : mode.parent
        ? t('departments.newSubDepartment', { parent: mode.parent.name })
        : t('departments.newDepartment');

  return (
    <FormDialog {...dialog} title={title} creates={mode.kind === 'create'} testId="department-dialog">
      <FormNameField form={form} name="name" rules={REQUIRED_TEXT} label={t('departments.name')} testId="department-name-input" />
    </FormDialog>
  );
}
