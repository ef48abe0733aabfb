import type { Project } from '@performa/contracts/api/auth';
import type { projectBodySchema } from '@performa/contracts/api/organisation';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { useFormSubmit } from '../../../lib/forms.ts';
import { notify } from '../../../lib/toast.ts';
import { projectResolver } from '../api/resolvers.ts';
import { useSaveProject } from '../api/save-project.ts';

interface ProjectDialogProps {
  /** The project to rename, or null to create one. */
  project: Project | null;
  onClose: () => void;
}

/** Creates or renames a project; the server's field errors show under the name. */
export function ProjectDialog({ project, onClose }: ProjectDialogProps) {
  const { t } = useTranslation();
  const save = useSaveProject();
  const form = useForm<z.input<typeof projectBodySchema>, unknown, z.output<typeof projectBodySchema>>({
    resolver: projectResolver,
    defaultValues: { project_name: project?.project_name ?? '' },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const { onSubmit } = useFormSubmit(
    form,
    ['project_name'],
    async (body) => {
      const saved = await save.mutateAsync({ id: project?.id ?? null, body });
      notify.success(t(project ? 'projects.renamed' : 'projects.created', { name: saved.project_name }));
      onClose();
    },
    { otherErrors: 'toast' },
  );

  return (
    <FormDialog
      title={t(project ? 'projects.renameTitle' : 'projects.createTitle')}
      onSubmit={onSubmit}
      onClose={onClose}
      busy={isSubmitting}
      submitLabel={project ? t('common.save') : t('common.create')}
      testId="project-dialog"
      submitTestId="project-save"
    >
      <FormTextField
        register={register}
        name="project_name"
        autoFocus
        fullWidth
        label={t('projects.name')}
        error={errors.project_name}
        maxLength={200}
        testId="project-name"
      />
    </FormDialog>
  );
}
