import Box from '@mui/material/Box';
import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { EmbeddedScreen, ScreenTitle } from '../../components/screen-title.tsx';
import { UrlTabs, useUrlTab } from '../../components/ui/url-tabs.tsx';
import { EvaluationSettingsScreen } from '../../features/periods/components/evaluation-settings-screen.tsx';
import { PeriodsScreen } from '../../features/periods/components/periods-screen.tsx';
import { ResponseScalesScreen } from '../../features/response-scales/components/response-scales-screen.tsx';
import { WeightsScreen } from '../../features/weights/components/weights-screen.tsx';

interface PeriodsTab {
  /** The tab's value in the URL (?tab=). */
  key: string;
  /** i18n key of the tab's label. */
  label: ParseKeys;
  Screen: ComponentType;
}

/** The tabs of /periods, in order: adding a tab is one line. */
const TABS: readonly PeriodsTab[] = [
  { key: 'periods', label: 'periods.title', Screen: PeriodsScreen },
  { key: 'scales', label: 'responseScales.title', Screen: ResponseScalesScreen },
  { key: 'weights', label: 'weights.title', Screen: WeightsScreen },
  { key: 'evaluation', label: 'periods.evaluation.tab', Screen: EvaluationSettingsScreen },
];

/**
 * /periods (management): periods and rounds, response scales, weights (ADR 10: admins have no wizard,
 * and the sidebar of docs/product.md §7.3 has no other home for them); the tab is kept in the URL (?tab=).
 */
export default function PeriodsRoute() {
  const { t } = useTranslation();
  const [key, setKey] = useUrlTab(TABS.map((tab) => tab.key));
  const current = TABS.find((tab) => tab.key === key)!;
  return (
    <Box data-testid="periods-page">
      <ScreenTitle title={t('pages.periods')} />
      <UrlTabs tabs={TABS.map((tab) => ({ key: tab.key, label: t(tab.label) }))} value={current.key} onChange={setKey} testId="periods-tab" sx={{ mb: 3 }} />
      <Box role="tabpanel" data-testid={`periods-panel-${current.key}`}>
        <EmbeddedScreen>
          <current.Screen />
        </EmbeddedScreen>
      </Box>
    </Box>
  );
}
