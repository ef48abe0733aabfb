import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SKILL_TYPES, type Skill } from '@performa/contracts/api/competencies';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowAction } from '../../../components/ui/row-actions.tsx';
import { useCategories, usePeriodOptions } from '../../../api/evaluation-setup.ts';
import { DeleteConfirmDialog } from '../../../components/ui/delete-confirm-dialog.tsx';
import { ChoiceFilter } from '../../../components/ui/filter-bar.tsx';
import { IdSelect } from '../../../components/ui/id-select.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useDeleteSkill } from '../api/delete-skill.ts';
import { useSkills } from '../api/get-skills.ts';
import { NO_FILTERS, type SkillFilters } from '../api/keys.ts';
import { periodNames } from './format.ts';
import { SkillFormDialog } from './skill-form-dialog.tsx';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';

/** The width of a filter of the list. */
const filterSx = { minWidth: 160, flex: { xs: '1 1 140px', sm: '0 0 auto' } };

/** The project's competencies: filters, the table, create/edit dialog and delete with the counts. */
export function SkillsTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<SkillFilters>(NO_FILTERS);
  const search = useDebouncedValue(filters.search, 300);
  const skills = useSkills({ ...filters, search });
  const categories = useCategories('skill');
  const periods = usePeriodOptions();
  const [editing, setEditing] = useState<Skill | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Skill | null>(null);
  const remove = useDeleteSkill();
  const filtered = filters.search.trim() !== '' || filters.category !== null || filters.skill_type !== null || filters.period !== null;
  const rows = skills.data ?? [];
  const typeChip = (skill: Skill) => (
    <Chip size="small" variant="outlined" color={skill.skill_type === 'hard' ? 'primary' : 'secondary'} label={t(`competencies.types.${skill.skill_type}`)} />
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          size="small"
          type="search"
          label={t('competencies.list.searchLabel')}
          value={filters.search}
          onChange={(event) => setFilters((f) => ({ ...f, search: event.target.value }))}
          sx={{ flex: '1 1 220px' }}
          slotProps={{ htmlInput: { 'data-testid': 'skills-search' } }}
        />
        <IdSelect
          size="small"
          label={t('competencies.list.category')}
          value={filters.category}
          onChange={(category) => setFilters((f) => ({ ...f, category }))}
          options={categories.data ?? []}
          emptyLabel={t('competencies.list.all')}
          showEmpty
          testId="skills-filter-category"
          sx={filterSx}
        />
        <ChoiceFilter
          label={t('competencies.list.type')}
          value={filters.skill_type}
          choices={SKILL_TYPES}
          labelOf={(type) => t(`competencies.types.${type}`)}
          all={{ label: t('competencies.list.all'), value: null }}
          onChange={(skill_type) => setFilters((f) => ({ ...f, skill_type }))}
          testId="skills-filter-type"
          sx={filterSx}
        />
        <IdSelect
          size="small"
          label={t('competencies.list.period')}
          value={filters.period}
          onChange={(period) => setFilters((f) => ({ ...f, period }))}
          options={periods.data ?? []}
          emptyLabel={t('competencies.list.all')}
          showEmpty
          testId="skills-filter-period"
          sx={filterSx}
        />
        {canEdit && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ ml: { sm: 'auto' } }} data-testid="skills-add">
            {t('competencies.list.add')}
          </Button>
        )}
      </Paper>

      <TableContainer component={Paper} variant="outlined">
        <Table size="small" data-testid="skills-table" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('competencies.list.name')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('competencies.list.category')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('competencies.list.type')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('competencies.list.kind')}</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('competencies.list.positions')}
              </TableCell>
              {canEdit && <TableCell align="right">{t('common.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {skills.isSuccess && rows.length === 0 && (
              <EmptyRow colSpan={6} text={t(filtered ? 'competencies.list.noMatch' : 'competencies.list.empty')} testId="skills-empty" />
            )}
            {rows.map((skill) => (
              <TableRow key={skill.id} hover data-testid={`skill-${skill.id}`}>
                <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {skill.name}
                  </Typography>
                  {skill.description && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {skill.description}
                    </Typography>
                  )}
                  {/* Phones: the type under the name instead of its own column. */}
                  <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>{typeChip(skill)}</Box>
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{skill.category?.name ?? '—'}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{typeChip(skill)}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {skill.is_periodic ? `${t('competencies.kinds.periodic')}: ${periodNames(skill.periods)}` : t('competencies.list.everyPeriod')}
                </TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {skill.position_count}
                </TableCell>
                {canEdit && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <RowAction
                      label={t('competencies.list.edit', { name: skill.name })}
                      icon={<EditOutlinedIcon />}
                      onClick={() => setEditing(skill)}
                      testId={`skill-edit-${skill.id}`}
                    />
                    <RowAction
                      label={t('competencies.list.delete', { name: skill.name })}
                      icon={<DeleteOutlineIcon />}
                      onClick={() => setDeleting(skill)}
                      testId={`skill-delete-${skill.id}`}
                    />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>

      {editing && <SkillFormDialog key={editing === 'new' ? 'new' : editing.id} skill={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <DeleteConfirmDialog
          description={t('competencies.list.deleteQuestion', { name: deleting.name, positions: deleting.position_count, employees: deleting.employee_count })}
          onDelete={() => remove.mutateAsync(deleting.id)}
          busy={remove.isPending}
          onClose={() => setDeleting(null)}
          errorTestId="skill-delete-error"
        />
      )}
    </Box>
  );
}
