import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { EVALUATION_KINDS, EVALUATION_PARTIES } from '@performa/contracts/api/evaluations';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePositions } from '../../../api/organisation.ts';
import { IdSelect } from '../../../components/ui/id-select.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { isFiltered, type EvaluationListParams, type FilterPatch } from '../hooks/use-evaluation-list-params.ts';
import { usePickers } from './pickers.tsx';

const control = { flex: { xs: '1 1 100%', sm: '1 1 200px' }, minWidth: { sm: 180 }, maxWidth: { md: 280 } };

/** A select of fixed choices ("All" first), named by its texts. */
function ChoiceSelect<T extends string>({
  label,
  value,
  choices,
  labelOf,
  allValue,
  onChange,
  testId,
}: {
  label: string;
  value: T | null;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  /** The value of "All" ('' when it means no filter). */
  allValue: T | '';
  onChange: (value: T | null) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : (event.target.value as T))}
      sx={control}
      slotProps={{ select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': testId } as object }, inputLabel: { shrink: true } }}
    >
      <MenuItem value={allValue}>{t('evaluations.filters.all')}</MenuItem>
      {choices
        .filter((c) => c !== allValue)
        .map((c) => (
          <MenuItem key={c} value={c} data-testid={`${testId}-option-${c}`}>
            {labelOf(c)}
          </MenuItem>
        ))}
    </TextField>
  );
}

/**
 * The list's filters (docs/product.md §7.6): search, department (with everything below it), position,
 * evaluatee, evaluator, party, kind, completion, card activated or not, and state (active or terminated).
 */
export function EvaluationFilters({
  params,
  onFilters,
  onClear,
}: {
  params: EvaluationListParams;
  onFilters: (patch: FilterPatch) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const { Department, Employee } = usePickers();
  const positions = usePositions();
  const [text, setText] = useState(params.search);
  const search = useDebouncedValue(text);
  // The URL follows the box once typing pauses; clearing the filters or going back empties the box.
  useEffect(() => {
    if (search !== params.search) onFilters({ search });
    // Only a settled text writes the URL (not a change of the other filters).
  }, [search]);
  const [shown, setShown] = useState(params.search);
  if (params.search !== shown) {
    setShown(params.search);
    setText(params.search);
  }

  return (
    <Box data-testid="evaluations-filters" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <TextField
        size="small"
        type="search"
        label={t('evaluations.filters.search')}
        placeholder={t('evaluations.filters.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ flex: { xs: '1 1 100%', md: '1 1 260px' } }}
        slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'evaluations-search' }, inputLabel: { shrink: true } }}
      />
      <Box sx={control}>
        <Department
          size="small"
          label={t('evaluations.filters.department')}
          placeholder={t('evaluations.filters.all')}
          value={params.department}
          onChange={(department) => onFilters({ department })}
          testId="evaluations-filter-department"
        />
      </Box>
      <IdSelect
        size="small"
        label={t('evaluations.filters.position')}
        value={params.position}
        onChange={(position) => onFilters({ position })}
        options={positions.data ?? []}
        emptyLabel={t('evaluations.filters.all')}
        showEmpty
        testId="evaluations-filter-position"
        sx={control}
      />
      <Box sx={control}>
        <Employee
          size="small"
          label={t('evaluations.filters.evaluatee')}
          placeholder={t('evaluations.filters.all')}
          value={params.evaluatee}
          onChange={(evaluatee) => onFilters({ evaluatee })}
          testId="evaluations-filter-evaluatee"
        />
      </Box>
      <Box sx={control}>
        <Employee
          size="small"
          label={t('evaluations.filters.evaluator')}
          placeholder={t('evaluations.filters.all')}
          value={params.evaluator}
          onChange={(evaluator) => onFilters({ evaluator })}
          testId="evaluations-filter-evaluator"
        />
      </Box>
      <ChoiceSelect
        label={t('evaluations.filters.party')}
        value={params.party}
        choices={EVALUATION_PARTIES}
        labelOf={(p) => t(`weights.parties.${p}`)}
        allValue=""
        onChange={(party) => onFilters({ party })}
        testId="evaluations-filter-party"
      />
      <ChoiceSelect
        label={t('evaluations.filters.kind')}
        value={params.kind}
        choices={EVALUATION_KINDS}
        labelOf={(k) => t(`evaluations.kinds.${k}`)}
        allValue=""
        onChange={(kind) => onFilters({ kind })}
        testId="evaluations-filter-kind"
      />
      <ChoiceSelect
        label={t('evaluations.filters.completion')}
        value={params.completion}
        choices={['all', 'completed', 'not_completed'] as const}
        labelOf={(c) => t(`evaluations.filters.completions.${c}`)}
        allValue="all"
        onChange={(completion) => onFilters({ completion: completion ?? 'all' })}
        testId="evaluations-filter-completion"
      />
      <ChoiceSelect
        label={t('evaluations.filters.card')}
        value={params.card}
        choices={['all', 'active', 'inactive'] as const}
        labelOf={(c) => t(`evaluations.filters.cards.${c}`)}
        allValue="all"
        onChange={(card) => onFilters({ card: card ?? 'all' })}
        testId="evaluations-filter-card"
      />
      <TextField
        select
        size="small"
        label={t('evaluations.filters.state')}
        value={params.state}
        onChange={(event) => onFilters({ state: event.target.value as EvaluationListParams['state'] })}
        sx={control}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'evaluations-filter-state' } as object } }}
      >
        {(['active', 'terminated', 'all'] as const).map((s) => (
          <MenuItem key={s} value={s} data-testid={`evaluations-filter-state-option-${s}`}>
            {t(`evaluations.filters.states.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      {isFiltered(params) && (
        <Button size="small" onClick={onClear} startIcon={<FilterAltOffIcon />} data-testid="evaluations-clear-filters" sx={{ height: 40 }}>
          {t('evaluations.filters.clear')}
        </Button>
      )}
    </Box>
  );
}
