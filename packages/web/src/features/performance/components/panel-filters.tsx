import TextField from '@mui/material/TextField';
import type { GradeRange } from '@performa/contracts/api/results';
import { useTranslation } from 'react-i18next';
import { usePositions } from '../../../api/organisation.ts';
import { ChoiceFilter, FilterBar, IdFilter, RecordFilter, useSettledText } from '../../../components/ui/filter-bar.tsx';
import { EVALUATED, type PanelFilterPatch, type PanelParams } from '../hooks/use-panel-params.ts';
import { useScoreFormat } from './format.tsx';

const scoreControl = { flex: { xs: '1 1 40%', sm: '0 1 130px' }, minWidth: 110 };

const scoreText = (value: number | null) => (value === null ? '' : String(value));
/** A bound typed by hand: empty is none; a number from 0 to 1000 (a comma as decimal mark too); anything else is refused. */
const parseBound = (text: string): number | null | 'invalid' => {
  if (text.trim() === '') return null;
  const n = Number(text.trim().replace(',', '.'));
  return Number.isFinite(n) && n >= 0 && n <= 1000 ? n : 'invalid';
};

/** One end of the score range, written to the URL once typing pauses. */
function ScoreBound({ label, value, onChange, testId }: { label: string; value: number | null; onChange: (value: number | null) => void; testId: string }) {
  const { t } = useTranslation();
  const [text, setText] = useSettledText(scoreText(value), (settled) => {
    const parsed = parseBound(settled);
    if (parsed !== 'invalid') onChange(parsed);
  });
  const invalid = parseBound(text) === 'invalid';
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      error={invalid}
      helperText={invalid ? t('performance.filters.scoreInvalid') : undefined}
      sx={scoreControl}
      slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 10, 'data-testid': testId }, inputLabel: { shrink: true } }}
    />
  );
}

/**
 * The panel's filters (docs/product.md §7): search by name or number, department (with everything
 * below it), manager (their direct reports), position, grade, score range, and with or without results.
 */
export function PanelFilters({
  params,
  grades,
  active,
  onFilters,
  onClear,
  selectionOnly = false,
}: {
  params: PanelParams;
  grades: readonly GradeRange[];
  /** How many filters are set. */
  active: number;
  onFilters: (patch: PanelFilterPatch, options?: { replace?: boolean }) => void;
  onClear: () => void;
  /** Only department and manager: the selection the Calibration tab looks at. */
  selectionOnly?: boolean;
}) {
  const { t } = useTranslation();
  const { number } = useScoreFormat();
  const positions = usePositions();
  const all = t('performance.filters.all');
  const gradeOptions = grades.map((g) => ({ id: g.id, name: `${g.response} (${number(g.min)}–${number(g.max)})` }));

  return (
    <FilterBar
      testId="performance"
      search={
        selectionOnly
          ? undefined
          : {
              value: params.search,
              onSearch: (search, options) => onFilters({ search }, options),
              label: t('performance.filters.search'),
              placeholder: t('performance.filters.searchPlaceholder'),
            }
      }
      active={selectionOnly ? [params.department, params.manager].filter((v) => v !== null).length : active}
      onClear={onClear}
      clearLabel={t('performance.filters.clear')}
    >
      <RecordFilter
        record="Department"
        label={t('performance.filters.department')}
        allLabel={all}
        value={params.department}
        onChange={(department) => onFilters({ department })}
        testId="performance-filter-department"
      />
      <RecordFilter
        record="Employee"
        label={t('performance.filters.manager')}
        allLabel={all}
        value={params.manager}
        onChange={(manager) => onFilters({ manager })}
        testId="performance-filter-manager"
      />
      {!selectionOnly && (
        <>
          <IdFilter
            label={t('performance.filters.position')}
            allLabel={all}
            value={params.position}
            onChange={(position) => onFilters({ position })}
            options={positions.data ?? []}
            testId="performance-filter-position"
          />
          <IdFilter
            label={t('performance.filters.grade')}
            allLabel={all}
            value={params.grade}
            onChange={(grade) => onFilters({ grade })}
            options={gradeOptions}
            testId="performance-filter-grade"
          />
          <ScoreBound
            label={t('performance.filters.scoreMin')}
            value={params.scoreMin}
            onChange={(scoreMin) => onFilters({ scoreMin })}
            testId="performance-score-min"
          />
          <ScoreBound
            label={t('performance.filters.scoreMax')}
            value={params.scoreMax}
            onChange={(scoreMax) => onFilters({ scoreMax })}
            testId="performance-score-max"
          />
          <ChoiceFilter
            label={t('performance.filters.evaluated')}
            value={params.evaluated}
            choices={EVALUATED}
            labelOf={(e) => t(`performance.filters.evaluatedChoices.${e}`)}
            onChange={(evaluated) => onFilters({ evaluated: evaluated ?? 'all' })}
            testId="performance-filter-evaluated"
          />
        </>
      )}
    </FilterBar>
  );
}
