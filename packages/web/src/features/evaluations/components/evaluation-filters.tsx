import { EVALUATION_KINDS, EVALUATION_PARTIES } from '@performa/contracts/api/evaluations';
import { useTranslation } from 'react-i18next';
import { usePositions } from '../../../api/organisation.ts';
import { ChoiceFilter, FilterBar, IdFilter, RecordFilter } from '../../../components/ui/filter-bar.tsx';
import { CARDS, COMPLETIONS, STATES, type EvaluationListParams, type FilterPatch } from '../hooks/use-evaluation-list-params.ts';

/**
 * The list's filters (docs/product.md §7.6): search, department (with everything below it), position,
 * evaluatee, evaluator, party, kind, completion, card activated or not, and state (active or terminated).
 */
export function EvaluationFilters({
  params,
  active,
  onFilters,
  onClear,
}: {
  params: EvaluationListParams;
  /** How many filters are set. */
  active: number;
  onFilters: (patch: FilterPatch, options?: { replace?: boolean }) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const positions = usePositions();
  const all = t('evaluations.filters.all');

  return (
    <FilterBar
      testId="evaluations"
      search={{
        value: params.search,
        onSearch: (search, options) => onFilters({ search }, options),
        label: t('evaluations.filters.search'),
        placeholder: t('evaluations.filters.searchPlaceholder'),
      }}
      active={active}
      onClear={onClear}
      clearLabel={t('evaluations.filters.clear')}
    >
      <RecordFilter
        record="Department"
        label={t('evaluations.filters.department')}
        allLabel={all}
        value={params.department}
        onChange={(department) => onFilters({ department })}
        testId="evaluations-filter-department"
      />
      <IdFilter
        label={t('evaluations.filters.position')}
        allLabel={all}
        value={params.position}
        onChange={(position) => onFilters({ position })}
        options={positions.data ?? []}
        testId="evaluations-filter-position"
      />
      <RecordFilter
        record="Employee"
        label={t('evaluations.filters.evaluatee')}
        allLabel={all}
        value={params.evaluatee}
        onChange={(evaluatee) => onFilters({ evaluatee })}
        testId="evaluations-filter-evaluatee"
      />
      <RecordFilter
        record="Employee"
        label={t('evaluations.filters.evaluator')}
        allLabel={all}
        value={params.evaluator}
        onChange={(evaluator) => onFilters({ evaluator })}
        testId="evaluations-filter-evaluator"
      />
      <ChoiceFilter
        label={t('evaluations.filters.party')}
        value={params.party}
        choices={EVALUATION_PARTIES}
        labelOf={(p) => t(`weights.parties.${p}`)}
        all={{ label: all, value: null }}
        onChange={(party) => onFilters({ party })}
        testId="evaluations-filter-party"
      />
      <ChoiceFilter
        label={t('evaluations.filters.kind')}
        value={params.kind}
        choices={EVALUATION_KINDS}
        labelOf={(k) => t(`evaluations.kinds.${k}`)}
        all={{ label: all, value: null }}
        onChange={(kind) => onFilters({ kind })}
        testId="evaluations-filter-kind"
      />
      <ChoiceFilter
        label={t('evaluations.filters.completion')}
        value={params.completion}
        choices={COMPLETIONS}
        labelOf={(c) => t(`evaluations.filters.completions.${c}`)}
        all={{ label: all, value: 'all' }}
        onChange={(completion) => onFilters({ completion: completion ?? 'all' })}
        testId="evaluations-filter-completion"
      />
      <ChoiceFilter
        label={t('evaluations.filters.card')}
        value={params.card}
        choices={CARDS}
        labelOf={(c) => t(`evaluations.filters.cards.${c}`)}
        all={{ label: all, value: 'all' }}
        onChange={(card) => onFilters({ card: card ?? 'all' })}
        testId="evaluations-filter-card"
      />
      <ChoiceFilter
        label={t('evaluations.filters.state')}
        value={params.state}
        choices={STATES}
        labelOf={(s) => t(`evaluations.filters.states.${s}`)}
        onChange={(state) => onFilters({ state: state ?? 'active' })}
        testId="evaluations-filter-state"
      />
    </FilterBar>
  );
}
