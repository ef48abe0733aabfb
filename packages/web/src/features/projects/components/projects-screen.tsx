import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DialogContentText from '@mui/material/DialogContentText';
import type { Project } from '@performa/contracts/api/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TooltipIconButton } from '../../../components/ui/row-actions.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSelectedProjectId } from '../../../lib/project-selection.ts';
import { notify } from '../../../lib/toast.ts';
import { useDeleteProject } from '../api/delete-project.ts';
import { useProjects } from '../../../api/projects.ts';
import { ProjectDialog } from './project-dialog.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';

/**
 * /projects (super admin): the company's projects; create, rename and delete them. The top bar's
 * project selector shares the list, so it changes at once.
 */
export function ProjectsScreen() {
  const { t } = useTranslation();
  const title = t('projects.title');
  const { data: projects = [], isPending } = useProjects();
  const selectedId = useSelectedProjectId();
  const [editing, setEditing] = useState<Project | null | 'new'>(null);
  // The project stays while the dialog fades out; `confirming` opens and closes it.
  const [deleting, setDeleting] = useState<Project | null>(null);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteProject();
  // A company keeps at least one project (docs/product.md §2.2): the server refuses, the action is off and says why.
  const onlyOne = !isPending && projects.length <= 1;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => notify.success(t('projects.deleted', { name: deleting.project_name })),
      // The last project stays (409): its detail says so.
      onError: (error) => notify.error(errorMessage(error)),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 960 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <ScreenTitle title={title} />
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')} data-testid="project-create">
          {t('projects.create')}
        </Button>
      </Box>
      <Typography color="text.secondary">{t('projects.intro')}</Typography>
      <Paper variant="outlined">
        <Table data-testid="projects-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('projects.column.name')}</TableCell>
              <TableCell align="right" sx={{ width: 120 }}>
                {t('projects.column.actions')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {isPending && (
              <TableRow>
                <TableCell colSpan={2} align="center">
                  <CircularProgress size={28} />
                </TableCell>
              </TableRow>
            )}
            {!isPending && projects.length === 0 && (
              <TableRow>
                <TableCell colSpan={2} align="center">
                  {t('projects.empty')}
                </TableCell>
              </TableRow>
            )}
            {projects.map((project) => (
              <TableRow key={project.id} hover data-testid={`project-row-${project.id}`}>
                <TableCell sx={{ wordBreak: 'break-word' }}>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>{project.project_name}</Typography>
                    {project.id === selectedId && <Chip size="small" color="primary" variant="outlined" label={t('projects.selected')} />}
                  </Box>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={t('projects.rename')}>
                    <IconButton
                      aria-label={`${t('projects.rename')}: ${project.project_name}`}
                      onClick={() => setEditing(project)}
                      data-testid={`project-rename-${project.id}`}
                    >
                      <Edit />
                    </IconButton>
                  </Tooltip>
                  <TooltipIconButton
                    title={onlyOne ? t('projects.onlyProject') : t('common.delete')}
                    color="error"
                    ariaLabel={`${t('common.delete')}: ${project.project_name}`}
                    disabled={onlyOne}
                    onClick={() => {
                      setDeleting(project);
                      setConfirming(true);
                    }}
                    icon={<DeleteOutline />}
                    testId={`project-delete-${project.id}`}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      {onlyOne && (
        <Typography variant="body2" color="text.secondary" data-testid="project-only-one">
          {t('projects.onlyProject')}
        </Typography>
      )}
      {editing !== null && <ProjectDialog project={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog open={confirming} onClose={() => setConfirming(false)} onConfirm={confirmDelete} busy={remove.isPending}>
        {deleting && (
          <DialogContentText sx={{ mt: 2 }} data-testid="project-delete-warning">
            {t('projects.deleteWarning', { name: deleting.project_name })}
            {deleting.id === selectedId && ` ${t('projects.deleteSelected')}`}
          </DialogContentText>
        )}
      </ConfirmDialog>
    </Box>
  );
}
