import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmbeddedScreen, ScreenTitle } from '../../components/screen-title.tsx';
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
];

/**
 * /periods (management): periods and rounds, response scales, weights (ADR 10: admins have no wizard,
 * and the seed's sidebar has no other home for them); the tab is kept in the URL (?tab=).
 */
export default function PeriodsRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const current = TABS.find((tab) => tab.key === params.get('tab')) ?? TABS[0]!;
  return (
    <Box data-testid="periods-page">
      <ScreenTitle title={t('pages.periods')} />
      <Tabs
        value={current.key}
        onChange={(_event, next: string) => setParams({ tab: next }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {TABS.map((tab) => (
          <Tab key={tab.key} value={tab.key} label={t(tab.label)} data-testid={`periods-tab-${tab.key}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" data-testid={`periods-panel-${current.key}`}>
        <EmbeddedScreen>
          <current.Screen />
        </EmbeddedScreen>
      </Box>
    </Box>
  );
}
