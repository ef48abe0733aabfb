import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreenHead } from '../../../components/list-screen-head.tsx';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { serverGridInput } from '../../../components/ui/server-grid.tsx';
import { UrlTabs, useUrlTab } from '../../../components/ui/url-tabs.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { useLastPageFallback } from '../../../lib/list-params.ts';
import { exportFinalResults } from '../api/export-final-results.ts';
import { usePanelResults } from '../api/get-panel-results.ts';
import { exportQuery, panelQuery, usePanelParams, type PanelTab } from '../hooks/use-panel-params.ts';
import { GoalsPanel } from './goals-panel.tsx';
import { PanelFilters } from './panel-filters.tsx';
import { ResultsGrid } from './results-grid.tsx';
import { RoundPicker, useRoundChoice } from '../../../components/round-picker.tsx';
import { SkillsPanel } from './skills-panel.tsx';

/** The content of the Calibration tab (docs/product.md §5.7), handed in by the page. */
export type CalibrationTabComponent = ComponentType<{ frequencyId: number; selection: CalibrationSelection }>;

/** The people the Calibration tab looks at: a department (with everything below it) and a manager's direct reports. */
export interface CalibrationSelection {
  department: number | null;
  manager: number | null;
}

/**
 * /performance-panel (docs/product.md §5.8, §7): a round's results in tabs (?tab=): Results (every
 * employee in scope with G, S, final and after-calibration score, grade and completeness; filtered,
 * sorted and paged by the server, all in the URL; exported), Goals, Competencies and, when the page
 * hands it in, Calibration.
 */
export function PerformancePanelScreen({ calibrationTab: CalibrationTab }: { calibrationTab?: CalibrationTabComponent }) {
  const { t, i18n } = useTranslation();
  const list = usePanelParams();
  const { params, active, setContext, setPage, setSort, setFilters, clearFilters } = list;
  const choice = useRoundChoice(params.period, params.round);
  const round = choice.round;
  const period = choice.period;
  const tabs: { key: PanelTab; label: string }[] = [
    { key: 'results', label: t('performance.tabs.results') },
    { key: 'goals', label: t('performance.tabs.goals') },
    { key: 'skills', label: t('performance.tabs.skills') },
    ...(CalibrationTab ? [{ key: 'calibration' as const, label: t('performance.tabs.calibration') }] : []),
  ];
  const [tab, setTab] = useUrlTab(tabs.map((x) => x.key));
  // The results page also gives the grades (the filter's choices) and the round's release state.
  const results = usePanelResults(round ? panelQuery(params, round.id) : null);
  const data = results.data;

  useLastPageFallback(tab === 'results' ? data : undefined, list);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <ListScreenHead
        title={t('performance.title')}
        count={data?.count}
        countTestId="performance-count"
        actions={
          round &&
          tab === 'results' && (
            <ExportMenu
              label={t('performance.export')}
              download={(format) => exportFinalResults(exportQuery(params, round.id), format)}
              testId="performance-export"
            />
          )
        }
      />

      <RoundPicker choice={choice} onChange={setContext} texts="performance" />

      {round && period && (
        <>
          {data && (
            <Typography variant="body2" color="text.secondary" data-testid="performance-release">
              {data.round.released_at ? t('performance.released', { date: formatDay(data.round.released_at, i18n.language) }) : t('performance.notReleased')}
            </Typography>
          )}
          <UrlTabs tabs={tabs} value={tab} onChange={setTab} testId="performance-tab" />
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <PanelFilters
              params={params}
              grades={data?.grades ?? []}
              active={active}
              onFilters={setFilters}
              onClear={clearFilters}
              selectionOnly={tab === 'calibration'}
            />
          </Paper>
          {tab === 'results' &&
            (results.isError ? (
              <LoadFailed onRetry={() => void results.refetch()}>{t('performance.loadFailed')}</LoadFailed>
            ) : (
              <ResultsGrid {...serverGridInput(results, list)} grades={data?.grades ?? []} period={period.id} />
            ))}
          {tab === 'goals' && <GoalsPanel params={params} round={round.id} period={period.id} onPage={setPage} onSort={setSort} />}
          {tab === 'skills' && <SkillsPanel params={params} round={round.id} period={period.id} onPage={setPage} onSort={setSort} />}
          {tab === 'calibration' && CalibrationTab && (
            <CalibrationTab frequencyId={round.id} selection={{ department: params.department, manager: params.manager }} />
          )}
        </>
      )}
    </Box>
  );
}
