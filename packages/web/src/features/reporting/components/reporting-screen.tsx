import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { UrlTabs, useUrlTab } from '../../../components/ui/url-tabs.tsx';
import { CompletionReport } from './completion-report.tsx';
import { CompetencyReport } from './competency-report.tsx';
import { DataExportsTab } from './data-exports-tab.tsx';
import { DistributionReport } from './distribution-report.tsx';
import { GoalReport } from './goal-report.tsx';
import { PeriodReport } from './period-report.tsx';
import { RaterReport } from './rater-report.tsx';

/** The screen's tabs (?tab=, components/ui/url-tabs.tsx); the first is the default. */
const TABS = ['distribution', 'competencies', 'goals', 'completion', 'raters', 'periods', 'exports'] as const;

/** What one report's list keeps in the URL (its page, size, order and own filters), left behind when another tab opens. */
const LIST_PARAMS = ['page', 'size', 'sort', 'missed', 'party', 'flag'];

const REPORTS = {
  distribution: DistributionReport,
  competencies: CompetencyReport,
  goals: GoalReport,
  completion: CompletionReport,
  raters: RaterReport,
  periods: PeriodReport,
  exports: DataExportsTab,
} as const;

/**
 * /reporting (docs/product.md §7.6, §7.10): the six reports, each over a period or a round with its filters,
 * chart, table and exports, and the whole project's data exports (§6.7); one tab each, the tab and the
 * filters kept in the URL (?tab=, and the filters under the same names in every report).
 */
export function ReportingScreen() {
  const { t } = useTranslation();
  const [tab] = useUrlTab(TABS);
  const [, setParams] = useSearchParams();
  const Report = REPORTS[tab];
  // Another report starts on its first page in its own order: the filters stay, the list's own parameters go.
  const openTab = (next: (typeof TABS)[number]) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const key of LIST_PARAMS) updated.delete(key);
        if (next === TABS[0]) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, maxWidth: 1200 }}>
      <ScreenTitle title={t('pages.reporting')} />
      <UrlTabs tabs={TABS.map((key) => ({ key, label: t(`reporting.tabs.${key}`) }))} value={tab} onChange={openTab} testId="reporting-tab" />
      <Report />
    </Box>
  );
}
