import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePositionSkills } from '../api/get-position-skills.ts';
import { usePositionSummaries } from '../api/get-position-summaries.ts';
import { useSavePositionSkills } from '../api/save-position-skills.ts';
import { formatWeight } from './format.ts';
import { MasterDetail } from './master-detail.tsx';
import { PickerList } from './picker-list.tsx';
import { SkillListEditor } from './skill-list-editor.tsx';

/** Positions with their competency counts; the chosen position's list with weights and norms. */
export function PositionsTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSavePositionSkills();
  const summaries = usePositionSummaries();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const position = usePositionSkills(selected);

  const term = search.trim().toLowerCase();
  const items = (summaries.data ?? [])
    .filter((p) => !term || `${p.name} ${p.department_name}`.toLowerCase().includes(term))
    .map((p) => ({
      id: p.id,
      primary: p.name,
      secondary: `${p.department_name} · ${t('competencies.positions.count', { count: p.skill_count, total: formatWeight(p.weight_total) })}`,
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
      />
    ) : null;

  return (
    <MasterDetail
      hint={t('competencies.positions.chooseHint')}
      detail={detail}
      master={
        <PickerList
          items={items}
          selected={selected}
          onSelect={setSelected}
          search={search}
          onSearch={setSearch}
          searchLabel={t('competencies.positions.searchLabel')}
          emptyText={t(summaries.data?.length === 0 ? 'competencies.positions.none' : 'common.noData')}
          testId="positions"
        />
      }
    />
  );
}
