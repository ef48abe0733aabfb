import Box from '@mui/material/Box';
import type { GradeRange } from '@performa/contracts/api/results';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFrequencyOptions, usePeriodOptions } from '../../../api/evaluation-setup.ts';
import { usePositions } from '../../../api/organisation.ts';
import { periodOf } from '../../../components/round-picker.tsx';
import { FilterBar, IdFilter, RecordFilter } from '../../../components/ui/filter-bar.tsx';
import { IdSelect } from '../../../components/ui/id-select.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { formatNumber } from '../../../lib/numbers.ts';

/** The filters every report takes, as the URL keeps them. */
export interface SharedReportParams {
  period: number | null;
  round: number | null;
  department: number | null;
  position: number | null;
  grade: number | null;
}

/** A report's list in the URL (hooks/use-report-params.ts): its values, how many filters are set, and its changes. */
export interface ReportList {
  params: SharedReportParams;
  active: number;
  setContext: (patch: { period: number | null; round: number | null }) => void;
  setFilters: (patch: Partial<Pick<SharedReportParams, 'department' | 'position' | 'grade'>>) => void;
  clearFilters: () => void;
}

export interface ReportFiltersProps {
  list: ReportList;
  /** The final score scale (the grade filter's choices), from the report's answer. */
  grades: readonly GradeRange[];
  /** A report's own filters, after the shared ones. */
  children?: ReactNode;
  /** `periods`: the report reads every period up to the chosen one, so it has no round picker. */
  withRound?: boolean;
}

/**
 * The period and round a report reads (no round: the whole period, docs/product.md §7.10) and its filters:
 * department (with its subtree), position and grade, folding away on a phone (FilterBar).
 */
export function ReportFilters({ list, grades, children, withRound = true }: ReportFiltersProps) {
  const { params, active, setContext: onContext, setFilters: onFilters, clearFilters: onClear } = list;
  const { t, i18n } = useTranslation();
  const periods = usePeriodOptions();
  const period = periodOf(periods.data ?? [], params.period);
  const rounds = useFrequencyOptions(period?.id ?? null);
  const positions = usePositions();
  const all = t('reporting.filters.all');
  const number = (value: number) => formatNumber(value, { max: 2 });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <IdSelect
          size="small"
          label={t('reporting.filters.period')}
          value={period?.id ?? null}
          onChange={(id) => id !== null && onContext({ period: id, round: null })}
          options={periods.data ?? []}
          testId="report-period"
          sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        />
        {withRound && (
          <IdSelect
            size="small"
            label={t('reporting.filters.round')}
            value={(rounds.data ?? []).some((r) => r.id === params.round) ? params.round : null}
            onChange={(round) => onContext({ period: period?.id ?? null, round })}
            options={(rounds.data ?? []).map((r) => ({
              id: r.id,
              name: `${r.name} (${formatDay(r.start_date, i18n.language)} – ${formatDay(r.end_date, i18n.language)})`,
            }))}
            emptyLabel={t('reporting.filters.wholePeriod')}
            showEmpty
            testId="report-round"
            sx={{ minWidth: 260, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          />
        )}
      </Box>
      <FilterBar testId="report" active={active} onClear={onClear} clearLabel={t('reporting.filters.clear')}>
        <RecordFilter
          record="Department"
          label={t('reporting.filters.department')}
          allLabel={all}
          value={params.department}
          onChange={(department) => onFilters({ department })}
          testId="report-filter-department"
        />
        <IdFilter
          label={t('reporting.filters.position')}
          allLabel={all}
          value={params.position}
          onChange={(position) => onFilters({ position })}
          options={positions.data ?? []}
          testId="report-filter-position"
        />
        <IdFilter
          label={t('reporting.filters.grade')}
          allLabel={all}
          value={params.grade}
          onChange={(grade) => onFilters({ grade })}
          options={grades.map((g) => ({ id: g.id, name: `${g.response} (${number(g.min)}–${number(g.max)})` }))}
          testId="report-filter-grade"
        />
        {children}
      </FilterBar>
    </Box>
  );
}
