import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useQueryClient } from '@tanstack/react-query';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { projectSelection, resolveProjectId, useSelectedProjectId } from '../../../lib/project-selection.ts';
import { invalidateProjectData, useProjects } from '../../../api/projects.ts';

/**
 * The project selector of the top bar: the selected project (kept one of the caller's by the shell,
 * useProjectResolution). Choosing another project stores it and returns to /.
 */
export function ProjectSelector() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: projects = [] } = useProjects();
  const storedId = useSelectedProjectId();
  const selectedId = resolveProjectId(projects, storedId);

  if (projects.length === 0) return null;

  const change = (id: number) => {
    if (id === storedId) return;
    projectSelection.set(id);
    // Everything but the project list belongs to the project just left.
    void invalidateProjectData(queryClient);
    void navigate('/');
  };

  return (
    <Select
      size="small"
      value={selectedId ?? ''}
      onChange={(event) => change(Number(event.target.value))}
      inputProps={{ 'aria-label': t('topBar.project') }}
      SelectDisplayProps={{ 'data-testid': 'project-selector' } as HTMLAttributes<HTMLDivElement>}
      sx={{ minWidth: { xs: 110, sm: 180 }, maxWidth: { xs: 150, sm: 260 } }}
    >
      {projects.map((project) => (
        <MenuItem key={project.id} value={project.id} data-testid={`project-option-${project.id}`}>
          {project.project_name}
        </MenuItem>
      ))}
    </Select>
  );
}
