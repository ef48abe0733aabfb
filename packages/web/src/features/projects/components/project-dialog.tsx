import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { Project } from '@performa/contracts/api/auth';
import type { ProjectBody } from '@performa/contracts/api/organisation';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { notifySubmitError, useFieldErrorText } from '../../../lib/forms.ts';
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
  const errorText = useFieldErrorText();
  const save = useSaveProject();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProjectBody>({ resolver: projectResolver, defaultValues: { project_name: project?.project_name ?? '' } });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: project?.id ?? null, body });
      notify.success(t(project ? 'projects.renamed' : 'projects.created', { name: saved.project_name }));
      onClose();
    } catch (error) {
      notifySubmitError(error, ['project_name'], setError);
    }
  });

  return (
    <Dialog open onClose={isSubmitting ? undefined : onClose} data-testid="project-dialog">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle>{t(project ? 'projects.renameTitle' : 'projects.createTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            {...register('project_name')}
            autoFocus
            fullWidth
            margin="dense"
            label={t('projects.name')}
            error={Boolean(errors.project_name)}
            helperText={errorText(errors.project_name)}
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'project-name' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <SubmitButton busy={isSubmitting} data-testid="project-save">
            {project ? t('common.save') : t('common.create')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
