import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GradeRange } from '@performa/contracts/api/results';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePositions } from '../../../api/organisation.ts';
import { IdSelect } from '../../../components/ui/id-select.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { EVALUATED, isFiltered, type Evaluated, type PanelFilterPatch, type PanelParams } from '../hooks/use-panel-params.ts';
import { usePerformancePickers } from './pickers.tsx';
import { useScoreFormat } from './format.tsx';

const control = { flex: { xs: '1 1 100%', sm: '1 1 200px' }, minWidth: { sm: 180 }, maxWidth: { md: 280 } };
const scoreControl = { flex: { xs: '1 1 40%', sm: '0 1 130px' }, minWidth: 110 };

/** A typed text that settles (debounced) into the URL; the URL changing elsewhere (clear, back) resets the box. */
function useSettledText(value: string, onSettled: (text: string) => void) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text);
  useEffect(() => {
    if (settled !== value) onSettled(settled);
    // Only a settled text writes the URL (not a change of the other filters).
  }, [settled]);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  return [text, setText] as const;
}

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
  onFilters,
  onClear,
  selectionOnly = false,
}: {
  params: PanelParams;
  grades: readonly GradeRange[];
  onFilters: (patch: PanelFilterPatch) => void;
  onClear: () => void;
  /** Only department and manager: the selection the Calibration tab looks at. */
  selectionOnly?: boolean;
}) {
  const { t } = useTranslation();
  const { number } = useScoreFormat();
  const { Department, Employee } = usePerformancePickers();
  const positions = usePositions();
  const [text, setText] = useSettledText(params.search, (search) => onFilters({ search }));
  const positionOptions = positions.data ?? [];
  const gradeOptions = grades.map((g) => ({ id: g.id, name: `${g.response} (${number(g.min)}–${number(g.max)})` }));
  // A choice from the URL shows once its options are loaded.
  const known = (options: readonly { id: number }[], id: number | null) => (options.some((o) => o.id === id) ? id : null);

  return (
    <Box data-testid="performance-filters" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      {!selectionOnly && (
        <TextField
          size="small"
          type="search"
          label={t('performance.filters.search')}
          placeholder={t('performance.filters.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ flex: { xs: '1 1 100%', md: '1 1 240px' } }}
          slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'performance-search' }, inputLabel: { shrink: true } }}
        />
      )}
      <Box sx={control}>
        <Department
          size="small"
          label={t('performance.filters.department')}
          placeholder={t('performance.filters.all')}
          value={params.department}
          onChange={(department) => onFilters({ department })}
          testId="performance-filter-department"
        />
      </Box>
      <Box sx={control}>
        <Employee
          size="small"
          label={t('performance.filters.manager')}
          placeholder={t('performance.filters.all')}
          value={params.manager}
          onChange={(manager) => onFilters({ manager })}
          testId="performance-filter-manager"
        />
      </Box>
      {!selectionOnly && (
        <>
          <IdSelect
            size="small"
            label={t('performance.filters.position')}
            value={known(positionOptions, params.position)}
            onChange={(position) => onFilters({ position })}
            options={positionOptions}
            emptyLabel={t('performance.filters.all')}
            showEmpty
            testId="performance-filter-position"
            sx={control}
          />
          <IdSelect
            size="small"
            label={t('performance.filters.grade')}
            value={known(gradeOptions, params.grade)}
            onChange={(grade) => onFilters({ grade })}
            options={gradeOptions}
            emptyLabel={t('performance.filters.all')}
            showEmpty
            testId="performance-filter-grade"
            sx={control}
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
          <TextField
            select
            size="small"
            label={t('performance.filters.evaluated')}
            value={params.evaluated}
            onChange={(event) => onFilters({ evaluated: event.target.value as Evaluated })}
            sx={control}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'performance-filter-evaluated' } as object } }}
          >
            {EVALUATED.map((e) => (
              <MenuItem key={e} value={e} data-testid={`performance-filter-evaluated-option-${e}`}>
                {t(`performance.filters.evaluatedChoices.${e}`)}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
      {(selectionOnly ? params.department !== null || params.manager !== null : isFiltered(params)) && (
        <Button size="small" onClick={onClear} startIcon={<FilterAltOffIcon />} data-testid="performance-clear-filters" sx={{ height: 40 }}>
          {t('performance.filters.clear')}
        </Button>
      )}
    </Box>
  );
}
