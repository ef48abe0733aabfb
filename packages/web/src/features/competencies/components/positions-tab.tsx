import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePositionSkills } from '../api/get-position-skills.ts';
import { usePositionSummaries } from '../api/get-position-summaries.ts';
import { useSavePositionSkills } from '../api/save-position-skills.ts';
import { AssignSkillDialog } from './assign-skill-dialog.tsx';
import { CopySkillsDialog } from './copy-skills-dialog.tsx';
import { percentText } from './format.ts';
import { PickerTab, useGuardedChoice } from './picker-list.tsx';
import { SkillListEditor } from './skill-list-editor.tsx';

/** Positions with their competency counts; the chosen position's list with weights and norms. */
export function PositionsTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSavePositionSkills();
  const summaries = usePositionSummaries();
  const [search, setSearch] = useState('');
  const choice = useGuardedChoice();
  const { selected } = choice;
  const position = usePositionSkills(selected);
  const [assigning, setAssigning] = useState(false);
  const [copying, setCopying] = useState(false);

  const term = search.trim().toLowerCase();
  const items = (summaries.data ?? [])
    .filter((p) => !term || `${p.name} ${p.department_name}`.toLowerCase().includes(term))
    .map((p) => ({
      id: p.id,
      primary: p.name,
      secondary: `${p.department_name} · ${t('competencies.positions.count', { count: p.skill_count, total: percentText(p.weight_total) })}`,
    }));

  const detail =
    selected !== null && position.data ? (
      <SkillListEditor
        key={`${selected}-${position.dataUpdatedAt}`}
        skills={position.data.skills}
        readOnly={!canEdit}
        intro={
          <Typography variant="h6" component="h3" data-testid="position-title">
            {position.data.position.name}
            <Typography component="span" color="text.secondary">{` · ${position.data.position.department_name}`}</Typography>
          </Typography>
        }
        onSave={(skills) => save.mutateAsync({ id: selected, body: { skills } })}
        onDirtyChange={choice.setDirty}
        actions={
          position.data.skills.length > 0 && (
            <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => setCopying(true)} data-testid="position-copy-skills">
              {t('competencies.bulk.copy')}
            </Button>
          )
        }
      />
    ) : null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      {canEdit && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="outlined" startIcon={<PlaylistAddIcon />} onClick={() => setAssigning(true)} data-testid="positions-assign-skill">
            {t('competencies.bulk.assign')}
          </Button>
        </Box>
      )}
      <PickerTab
        choice={choice}
        hint={t('competencies.positions.chooseHint')}
        detail={detail}
        items={items}
        search={search}
        onSearch={setSearch}
        searchLabel={t('competencies.positions.searchLabel')}
        emptyText={t(summaries.data?.length === 0 ? 'competencies.positions.none' : 'common.noData')}
        testId="positions"
      />
      {assigning && <AssignSkillDialog onClose={() => setAssigning(false)} />}
      {copying && position.data && <CopySkillsDialog source={position.data.position} onClose={() => setCopying(false)} />}
    </Box>
  );
}
