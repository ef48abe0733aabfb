import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WEIGHT_SUM_MAX, type AssignedSkill, type Skill, type SkillWeight } from '@performa/contracts/api/competencies';
import { exceeds, sumOf, toFraction, toPercent } from '@performa/contracts/weight-sums';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowAction } from '../../../components/ui/row-actions.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { numberText } from '../../../lib/numbers.ts';
import { notify } from '../../../lib/toast.ts';
import { useSkills } from '../api/get-skills.ts';
import { useNormRange } from '../hooks/use-norm-range.ts';
import { formatWeight, parseNumber, percentInput, periodNames } from './format.ts';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';

interface Row {
  skill_id: number;
  name: string;
  periodic: string | null;
  weight: string;
  norm: string;
}

const rowOf = (s: Pick<AssignedSkill, 'skill_id' | 'name' | 'is_periodic' | 'periods'> & { weight?: number; norm?: number | null }): Row => ({
  skill_id: s.skill_id,
  name: s.name,
  periodic: s.is_periodic ? periodNames(s.periods) : null,
  weight: s.weight === undefined ? '' : percentInput(s.weight),
  norm: s.norm === undefined || s.norm === null ? '' : String(s.norm),
});

/** A row that cannot be sent: the weight is blank or unreadable, or the norm unreadable. */
const invalidField = (row: Row, field: 'weight' | 'norm') => {
  const value = parseNumber(row[field]);
  return field === 'weight' ? value === null || Number.isNaN(value) : Number.isNaN(value);
};
const invalidRow = (row: Row) => invalidField(row, 'weight') || invalidField(row, 'norm');

export interface SkillListEditorProps {
  /** The list as the server has it; remount (key) the editor to start again from a new one. */
  skills: AssignedSkill[];
  readOnly: boolean;
  onSave: (list: SkillWeight[]) => Promise<unknown>;
  /** Shown above the table (where the list comes from). */
  intro?: ReactNode;
  /** More buttons beside Save. */
  actions?: ReactNode;
  /** Told whether the list differs from the saved one (for the unsaved-changes guard of docs/product.md §9.2). */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * A position's or an employee's competencies with weight and norm: add and remove competencies, edit
 * the numbers, see the weights' total live, save. The server checks the list (sum at most 1, norms on
 * the rating scale) and its message is shown above the table.
 */
export function SkillListEditor({ skills, readOnly, onSave, intro, actions, onDirtyChange }: SkillListEditorProps) {
  const { t } = useTranslation();
  const catalogue = useSkills();
  const range = useNormRange();
  const [rows, setRows] = useState<Row[]>(() => skills.map(rowOf));
  const [saved, setSaved] = useState<Row[]>(rows);
  const dirty = JSON.stringify(rows) !== JSON.stringify(saved);
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);
  const [problems, setProblems] = useState<string[]>([]);
  const [missing, setMissing] = useState<Set<number>>(new Set());
  const [saving, setSaving] = useState(false);

  // Typed in percent, stored as fractions (docs/product.md §3.13).
  const total = sumOf(rows.map((r) => parseNumber(r.weight) || 0));
  const over = exceeds(total, toPercent(WEIGHT_SUM_MAX));
  const available = (catalogue.data ?? []).filter((s) => !rows.some((r) => r.skill_id === s.id));
  const change = (id: number, patch: Partial<Row>) => setRows((list) => list.map((r) => (r.skill_id === id ? { ...r, ...patch } : r)));

  const add = (skill: Skill | null) => {
    if (skill) setRows((list) => [...list, rowOf({ skill_id: skill.id, name: skill.name, is_periodic: skill.is_periodic, periods: skill.periods })]);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const unreadable = new Set(rows.filter(invalidRow).map((r) => r.skill_id));
    setMissing(unreadable);
    setProblems([]);
    if (unreadable.size || over) return;
    setSaving(true);
    try {
      await onSave(rows.map((r) => ({ skill_id: r.skill_id, weight: toFraction(parseNumber(r.weight)!), norm: parseNumber(r.norm) })));
      setSaved(rows);
      notify.success(t('competencies.editor.saved'));
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) setProblems(Object.values(error.fieldErrors).flat());
      else notify.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const numberField = (row: Row, field: 'weight' | 'norm') => (
    <TextField
      size="small"
      value={row[field]}
      onChange={(event) => change(row.skill_id, { [field]: event.target.value })}
      error={missing.has(row.skill_id) && invalidField(row, field)}
      slotProps={{
        htmlInput: {
          inputMode: 'decimal',
          'aria-label': `${t(`competencies.editor.${field}`)}${field === 'weight' ? ' (%)' : ''} · ${row.name}`,
          'data-testid': `skill-${field}-${row.skill_id}`,
        },
      }}
      sx={{ width: { xs: 76, sm: 110 } }}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void save(event)}
      data-testid="skill-list-editor"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}
    >
      {intro}
      {problems.length > 0 && (
        <Alert severity="error" data-testid="skill-list-error">
          {problems.join(' ')}
        </Alert>
      )}
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('competencies.editor.competency')}</TableCell>
              <TableCell align="right">{`${t('competencies.editor.weight')}, %`}</TableCell>
              <TableCell align="right">{t('competencies.editor.norm')}</TableCell>
              {!readOnly && <TableCell padding="checkbox" />}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && <EmptyRow colSpan={4} text={t('competencies.editor.empty')} testId="skill-list-empty" />}
            {rows.map((row) => (
              <TableRow key={row.skill_id} data-testid={`skill-row-${row.skill_id}`}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {row.name}
                  {row.periodic !== null && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {t('competencies.editor.periodicIn', { periods: row.periodic })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">{readOnly ? row.weight : numberField(row, 'weight')}</TableCell>
                <TableCell align="right">{readOnly ? row.norm || '—' : numberField(row, 'norm')}</TableCell>
                {!readOnly && (
                  <TableCell padding="checkbox">
                    <RowAction
                      label={t('competencies.editor.remove', { name: row.name })}
                      icon={<DeleteOutlineIcon />}
                      onClick={() => setRows((list) => list.filter((r) => r.skill_id !== row.skill_id))}
                      testId={`skill-remove-${row.skill_id}`}
                    />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Box>
          <Chip
            color={over ? 'error' : 'default'}
            variant={over ? 'filled' : 'outlined'}
            label={t('competencies.editor.total', { total: formatWeight(total) })}
            data-testid="skill-list-total"
          />
          {over && (
            <Typography variant="caption" color="error" sx={{ display: 'block', mt: 0.5 }} data-testid="skill-list-over">
              {t('competencies.editor.overTotal')}
            </Typography>
          )}
          {range && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
              {t('competencies.editor.normRange', { min: numberText(range.min), max: numberText(range.max) })}
            </Typography>
          )}
        </Box>
        {!readOnly && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Autocomplete
              options={available}
              value={null}
              onChange={(_, skill) => add(skill)}
              getOptionLabel={(s) => s.name}
              loading={catalogue.isLoading}
              blurOnSelect
              sx={{ width: { xs: '100%', sm: 260 } }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  size="small"
                  label={t('competencies.editor.addLabel')}
                  slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'skill-add' } }}
                />
              )}
            />
            {actions}
            <SubmitButton busy={saving} data-testid="skill-list-save">
              {t('common.save')}
            </SubmitButton>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
