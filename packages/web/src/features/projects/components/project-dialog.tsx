import type { Project } from '@performa/contracts/api/auth';
import type { projectBodySchema } from '@performa/contracts/api/organisation';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormNameField } from '../../../components/ui/form-name-field.tsx';
import { useFormDialog } from '../../../components/ui/use-form-dialog.ts';
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
  const { form, dialog } = useFormDialog<z.input<typeof projectBodySchema>, z.output<typeof projectBodySchema>>(
    { resolver: projectResolver, defaultValues: { project_name: project?.project_name ?? '' } },
    ['project_name'],
    async (body) => {
      const saved = await save.mutateAsync({ id: project?.id ?? null, body });
      return t(project ? 'projects.renamed' : 'projects.created', { name: saved.project_name });
    },
    { onClose, otherErrors: 'toast' },
  );

  return (
    <FormDialog
      {...dialog}
      title={t(project ? 'projects.renameTitle' : 'projects.createTitle')}
      creates={!project}
      testId="project-dialog"
      submitTestId="project-save"
    >
      <FormNameField form={form} name="project_name" label={t('projects.name')} testId="project-name" />
    </FormDialog>
  );
}
